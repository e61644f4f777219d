import * as v from 'valibot';
import { emailAddress } from './email.js';
import { MailChoicesSchema, PASSWORD_MAX_LENGTH } from './session.js';
import { plainLine } from './text.js';
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

const required = (field: string) => `${field} is required`;

function missingKey(issue: v.BaseIssue<unknown>): string {
  const item = issue.path?.[issue.path.length - 1];
  return item && typeof item.key === 'string' ? required(item.key) : 'body must be an object';
}

const text = (field: string, min: number, max: number, minMessage = required(field)) =>
  v.pipe(
    v.string(required(field)),
    v.trim(),
    v.minLength(min, minMessage),
    v.maxLength(max, `${field} may be at most ${max} characters`),
    plainLine(field),
  );

const flag = (field: string) => v.boolean(`${field} must be true or false`);

export const SettingsFormSchema = v.object(
  {
    name: text('name', 1, 100),
    email: v.pipe(text('email', 1, 254), emailAddress('email must be a valid email'), v.toLowerCase()),
    phone: text('phone', MIN_PHONE_LENGTH, 30, `phone must be at least ${MIN_PHONE_LENGTH} characters`),
    lang: v.picklist(LANGUAGES, 'lang must be nl or en'),
    approve_pdf: flag('approve_pdf'),
    pickup_default: flag('pickup_default'),
    zoom_text: flag('zoom_text'),
    default_address_id: v.nullable(
      v.pipe(
        v.number('default_address_id must be an address'),
        v.integer('default_address_id must be an address'),
        v.minValue(1, 'default_address_id must be an address'),
        v.maxValue(2_147_483_647, 'default_address_id must be an address'),
      ),
      null,
    ),
    /** Left out: the mail choices stay as they are. */
    mails: v.optional(MailChoicesSchema),
    current_password: v.optional(
      v.pipe(
        v.string('current_password must be text'),
        v.maxLength(PASSWORD_MAX, `current_password may be at most ${PASSWORD_MAX} characters`),
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
