import type { CheckCode, FileCheck } from '../../../domain/preflight/file-checks.js';
import type { Text } from '../../../domain/texts/text.js';
import { wordingIn } from '../../platform/i18n/server-i18n.js';

/**
 * The sentences of the print-file check for the mail and the admin commands (locales/{nl,en}/server.po;
 * the browser words the checks in its own way, with a heading per check:
 * src/features/orders/components/upload/file-check-sentence.ts). Only the codes a customer must act
 * on; formal Dutch. Their values are the check's params.
 */
const CHECK_TEXTS: Partial<Record<CheckCode, Text>> = {
  file_unreadable: /*i18n*/ { id: 'file_check.file_unreadable', message: 'Wij kunnen deze PDF niet lezen. Exporteert u het bestand opnieuw als PDF en uploadt u het nogmaals.' },
  size_mismatch: /*i18n*/ {
    id: 'file_check.size_mismatch',
    message: 'Pagina {page} is {width} x {height} mm en past op geen bestelde maat ({ordered} mm) op schaal 1:1, 1:10 of 1:100. Uploadt u een bestand in de bestelde maat.',
  },
  size_rotated: /*i18n*/ {
    id: 'file_check.size_rotated',
    message: 'De pagina staat een kwartslag gedraaid ten opzichte van de bestelde {width} x {height} mm. Wij draaien het bestand; controleert u of dit de bedoeling is.',
  },
  bleed_missing: /*i18n*/ { id: 'file_check.bleed_missing', message: 'Het bestand heeft geen afloop. Voegt u {required} mm beeld rondom toe.' },
  bleed_short: /*i18n*/ { id: 'file_check.bleed_short', message: 'De afloop is {bleed} mm; met de bestelde afwerking is {required} mm nodig.' },
  resolution_low: /*i18n*/ {
    id: 'file_check.resolution_low',
    message: 'De grofste afbeelding heeft {dpi} dpi op eindformaat; dit product vraagt minstens {minimum} dpi. De druk wordt onscherp.',
  },
  fonts_unembedded: /*i18n*/ {
    id: 'file_check.fonts_unembedded',
    message: 'Deze lettertypen zijn niet ingesloten: {fonts}. Sluit u ze in of zet u de tekst om naar contouren.',
  },
  fonts_standard_unembedded: /*i18n*/ {
    id: 'file_check.fonts_standard_unembedded',
    message: 'Deze standaardlettertypen zijn niet ingesloten: {fonts}. Wij vervangen ze; sluit u ze in voor een exact resultaat.',
  },
  colour_rgb: /*i18n*/ { id: 'file_check.colour_rgb', message: 'Het bestand bevat RGB-kleuren. Wij zetten ze om naar CMYK; kleuren kunnen afwijken.' },
  colour_spot: /*i18n*/ { id: 'file_check.colour_spot', message: 'Het bestand bevat steunkleuren ({spots}). Wij drukken ze in CMYK.' },
  colour_rgb_spot: /*i18n*/ {
    id: 'file_check.colour_rgb_spot',
    message: 'Het bestand bevat RGB- en steunkleuren ({spots}). Wij zetten ze om naar CMYK; kleuren kunnen afwijken.',
  },
  pages_fewer: /*i18n*/ {
    id: 'file_check.pages_fewer',
    message: "Het bestand heeft {pages, plural, one {# pagina} other {# pagina's}}, terwijl deze regel {originals} originelen heeft: één pagina per origineel. Uploadt u voor deze regel één bestand met alle {originals} pagina's.",
  },
  pages_more: /*i18n*/ {
    id: 'file_check.pages_more',
    message: "Het bestand heeft {pages} pagina's, terwijl deze regel {originals, plural, one {# origineel} other {# originelen}} heeft. Wij drukken de eerste {originals}.",
  },
};

const FILE_TEXTS = {
  line: /*i18n*/ {
    id: 'file_check.line',
    message: 'print {print}, regel {line} ({originals, plural, one {# origineel} other {# originelen}}, {width} x {height} mm)',
  },
  refusedStep: /*i18n*/ { id: 'file_check.step.refused', message: 'Dit bestand kan zo niet worden gedrukt: uploadt u een nieuw bestand voor deze regel.' },
  warningStep: /*i18n*/ {
    id: 'file_check.step.warning',
    message: 'Accepteert u de waarschuwingen op de orderpagina ("Ik accepteer deze waarschuwingen"), of uploadt u een nieuw bestand voor deze regel.',
  },
  orderWaits: /*i18n*/ { id: 'file_check.order_waits', message: 'Tot dan wacht de order op uw bestanden.' },
} as const satisfies Record<string, Text>;

/** The sentence of a check that needs attention, in nl or en; null for a check that passed. */
export function checkSentence(check: FileCheck, lang: string): string | null {
  if (check.verdict !== 'warning' && check.verdict !== 'refusal') return null;
  const text = CHECK_TEXTS[check.code];
  return text ? wordingIn(lang).say(text, check.params) : null;
}

/** The copy line a file is for, as the mail names it. */
export function lineText(line: { print: number; line: number; originals: number; width: number; height: number }, lang: string): string {
  return wordingIn(lang).say(FILE_TEXTS.line, line);
}

/** What the customer does next about a file that needs attention, and whether the order waits for it. */
export function nextStepText(verdict: 'warning' | 'refusal', orderWaits: boolean, lang: string): string {
  const { say } = wordingIn(lang);
  const step = say(verdict === 'refusal' ? FILE_TEXTS.refusedStep : FILE_TEXTS.warningStep);
  return orderWaits ? `${step} ${say(FILE_TEXTS.orderWaits)}` : step;
}
