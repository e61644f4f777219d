import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { SettingsFormSchema, type SettingsForm } from '../../domain/settings.js';
import { schemaMessage } from '../../i18n/schema-messages.js';

export type SettingsErrors = Partial<Record<keyof SettingsForm, string[]>>;

/** Server texts with a sentence of their own; every rule text of the schema goes through schemaMessage. */
const KNOWN = [
  { test: /already in use\.?$/, text: msg`Dit e-mailadres is al in gebruik.` },
] as const;

/** The schema's and server's field messages in the interface language (unknown ones as they are). */
export function fieldMessage(message: string, i18n: I18n): string {
  const known = KNOWN.find((entry) => entry.test.test(message));
  return known ? i18n._(known.text) : schemaMessage(message);
}

/** Checks the form with the shared schema (the server checks the same again). */
export function checkSettings(input: unknown): { ok: true; form: SettingsForm } | { ok: false; errors: SettingsErrors } {
  const result = v.safeParse(SettingsFormSchema, input);
  if (result.success) return { ok: true, form: result.output };
  const errors: SettingsErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string') continue;
    const field = key as keyof SettingsForm;
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return { ok: false, errors };
}
