import * as v from 'valibot';
import { emailAddress } from './email.js';
import { MailChoicesSchema, PASSWORD_MAX_LENGTH } from './session.js';
import { plainLine } from './text.js';
import { rule, ruleText, RULE_TEXTS } from './texts/rule-texts.js';
import { word } from './texts/text.js';
/** Spec section 9: phone minimum 10 characters. */
const MIN_PHONE_LENGTH = 10;
const PASSWORD_MAX = PASSWORD_MAX_LENGTH;

/**
 * The settings form (spec section 3: name, email, phone, language, approve_pdf, pickup_default,
 * zoom_text, default address), checked in the browser before saving and again by PUT /settings.
 * Whether the default address belongs to the partner only the server can tell. A new e-mail
 * address needs the current password too (only the server can check it, and says when missing).
 */

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

function missingKey(issue: v.BaseIssue<unknown>): string {
  const item = issue.path?.[issue.path.length - 1];
  return word(item && typeof item.key === 'string' ? ruleText(RULE_TEXTS.required, item.key) : RULE_TEXTS.invalid);
}

const text = (field: string, min: number, max: number, minMessage = rule.required(field)) =>
  v.pipe(
    v.string(rule.required(field)),
    v.trim(),
    v.minLength(min, minMessage),
    v.maxLength(max, rule.maxLength(field, max)),
    plainLine(field),
  );

const flag = (field: string) => v.boolean(rule.flag(field));

export const SettingsFormSchema = v.object(
  {
    name: text('name', 1, 100),
    email: v.pipe(text('email', 1, 254), emailAddress(rule.email('email')), v.toLowerCase()),
    phone: text('phone', MIN_PHONE_LENGTH, 30, rule.minLength('phone', MIN_PHONE_LENGTH)),
    lang: v.picklist(LANGUAGES, rule.choice('lang')),
    approve_pdf: flag('approve_pdf'),
    pickup_default: flag('pickup_default'),
    zoom_text: flag('zoom_text'),
    default_address_id: v.nullable(
      v.pipe(
        v.number(rule.choice('default_address_id')),
        v.integer(rule.choice('default_address_id')),
        v.minValue(1, rule.choice('default_address_id')),
        v.maxValue(2_147_483_647, rule.choice('default_address_id')),
      ),
      null,
    ),
    /** Left out: the mail choices stay as they are. */
    mails: v.optional(MailChoicesSchema),
    current_password: v.optional(
      v.pipe(
        v.string(rule.text('current_password')),
        v.maxLength(PASSWORD_MAX, rule.maxLength('current_password', PASSWORD_MAX)),
      ),
    ),
  },
  missingKey,
);
export type SettingsForm = v.InferOutput<typeof SettingsFormSchema>;
export type SettingsFormInput = v.InferInput<typeof SettingsFormSchema>;

/**
 * Whether the typed login address differs from the current one (a new address needs the current
 * password, so a stolen session alone cannot change it): case and surrounding spaces do not count.
 */
export function isNewEmail(typed: string, current: string): boolean {
  return typed.trim().toLowerCase() !== current.trim().toLowerCase();
}
