import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { SettingsFormSchema, type SettingsForm } from '../../domain/settings.js';

export type SettingsErrors = Partial<Record<keyof SettingsForm, string[]>>;

const KNOWN = [
  { test: /is required$/, text: msg`Dit veld is verplicht.` },
  { test: /must be a valid email$/, text: msg`Vul een geldig e-mailadres in.` },
  { test: /^phone must be at least/, text: msg`Het telefoonnummer moet minstens 10 tekens hebben.` },
  { test: /may be at most (\d+) characters$/, text: msg`Dit veld is te lang.` },
  { test: /already in use$/, text: msg`Dit e-mailadres is al in gebruik.` },
  { test: /^current_password is incorrect$/, text: msg`Dit is niet uw huidige wachtwoord.` },
  { test: /^default_address_id/, text: msg`Kies een van uw eigen adressen.` },
  { test: /^lang must be/, text: msg`Kies Nederlands of Engels.` },
] as const;

/** The schema's and server's field messages in the interface language (unknown ones as they are). */
export function fieldMessage(message: string, i18n: I18n): string {
  const known = KNOWN.find((entry) => entry.test.test(message));
  return known ? i18n._(known.text) : message;
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
