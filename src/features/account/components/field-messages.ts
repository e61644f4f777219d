import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { schemaMessage } from '../../../shared/i18n/schema-messages.js';

/** Server texts with a sentence of their own; every rule text of the schema goes through schemaMessage. */
const KNOWN = [
  { test: /already in use\.?$/, text: msg`Dit e-mailadres is al in gebruik.` },
] as const;

/** The schema's and server's field messages in the interface language (unknown ones as they are). */
export function fieldMessage(message: string, i18n: I18n): string {
  const known = KNOWN.find((entry) => entry.test.test(message));
  return known ? i18n._(known.text) : schemaMessage(message);
}
