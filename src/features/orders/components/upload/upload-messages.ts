import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { UploadProblem } from '../../../../../machines/upload.machine.js';

/** The upload messages of spec section 8 (a refusal with the server's own message shows that). */
export const UPLOAD_PROBLEM_MESSAGES: Record<Exclude<UploadProblem, 'refused'>, MessageDescriptor> = {
  too_big: msg`Bestand te groot`,
  invalid_type: msg`Ongeldig bestandstype`,
  not_supported: msg`Het bestand wordt om veiligheidsredenen niet ondersteund. Zet het om naar PDF of neem contact met ons op.`,
  max_files: msg`Maximaal aantal bestanden overschreden`,
  canceled: msg`Upload geannuleerd`,
  server: msg`Fout in het antwoord van de server`,
  busy: msg`De server is op dit moment te druk; probeer het over een minuut opnieuw.`,
};

const SIZE_WARNING = /^The page size (\d+) x (\d+) mm does not match the ordered size (.+)\.$/;
const UNREADABLE_WARNING = /^The page size of this PDF could not be read/;
/** A file over the server's analysis bounds (too big, too complex, too slow to read by machine). */
const UNCHECKED_WARNING = /^This PDF could not be checked automatically/;

/** The server's page-size warning in the interface language (an unknown text stays as it is). */
export function pageSizeWarning(text: string, i18n: I18n): string {
  const match = SIZE_WARNING.exec(text);
  if (match) {
    const [, width = '', height = '', ordered = ''] = match;
    return i18n._(msg`Let op: de paginamaat ${width} x ${height} mm past niet bij de bestelde maat ${ordered}. Wij controleren het bestand; u hoeft niets te doen als dit zo bedoeld is.`);
  }
  if (UNREADABLE_WARNING.test(text)) return i18n._(msg`De paginamaat van deze PDF kon niet worden gelezen; wij controleren hem met de hand.`);
  if (UNCHECKED_WARNING.test(text)) return i18n._(msg`Deze PDF kon niet automatisch worden gecontroleerd; wij controleren hem met de hand.`);
  return text;
}
