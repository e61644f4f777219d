import * as v from 'valibot';
import { CompanyAnswerSchema } from './company.js';
import { EMAIL_MAX_LENGTH, emailAddress } from './email.js';
import { rule, ruleText, RULE_TEXTS } from './texts/rule-texts.js';
import { say, word, type Text } from './texts/text.js';

/**
 * Login, forgot and reset schemas (spec section 5) and the auth answers (shared contracts), used by
 * the browser to check forms and parse answers and by the server to check bodies. Messages name the
 * field by its title: 'E-mailadres is verplicht' (src/domain/texts).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Login accepts longer passwords than the policy allows (old accounts) but not unbounded ones. */
const LOGIN_PASSWORD_MAX_LENGTH = 1024;
const TOKEN_MAX_LENGTH = 512;

const isRequired = (field: string) => rule.required(field);

export const SESSION_TEXTS = {
  passwordsDiffer: /*i18n*/ { id: 'session.passwords_differ', message: 'De wachtwoorden zijn niet gelijk.' },
} as const satisfies Record<string, Text>;

function lastKey(issue: v.BaseIssue<unknown>): string {
  const item = issue.path?.[issue.path.length - 1];
  return item && typeof item.key === 'string' ? item.key : 'body';
}

/** Valibot reports a missing key (and an unknown key of a strict object) on the object itself. */
function objectMessage(issue: v.BaseIssue<unknown>): string {
  const key = lastKey(issue);
  if (!issue.path?.length) return word(RULE_TEXTS.invalid);
  return word(ruleText(issue.expected === 'never' ? RULE_TEXTS.unknownField : RULE_TEXTS.required, key));
}

const requiredText = (field: string, max: number) =>
  v.pipe(
    v.string(isRequired(field)),
    v.trim(),
    v.nonEmpty(isRequired(field)),
    v.maxLength(max, rule.maxLength(field, max)),
  );

/** Trimmed and lower-cased: addresses are compared case-insensitively. */
export const EmailSchema = v.pipe(
  requiredText('email', EMAIL_MAX_LENGTH),
  emailAddress(rule.email('email')),
  v.toLowerCase(),
);

/** A password is taken as typed (no trimming): spaces may be part of it. */
const loginPassword = v.pipe(
  v.string(isRequired('password')),
  v.nonEmpty(isRequired('password')),
  v.maxLength(LOGIN_PASSWORD_MAX_LENGTH, rule.maxLength('password', LOGIN_PASSWORD_MAX_LENGTH)),
);

export const PasswordLoginSchema = v.strictObject(
  { type: v.literal('password'), email: EmailSchema, password: loginPassword },
  objectMessage,
);

export const TokenLoginSchema = v.strictObject(
  { type: v.literal('token'), token: requiredText('token', TOKEN_MAX_LENGTH) },
  objectMessage,
);

export const PartnerLoginSchema = v.strictObject(
  {
    type: v.literal('partner'),
    partner: v.pipe(
      v.number(isRequired('partner')),
      v.integer(rule.choice('partner')),
      v.minValue(1, rule.choice('partner')),
      v.maxValue(2_147_483_647, rule.choice('partner')),
    ),
  },
  objectMessage,
);

export const LoginSchema = v.variant(
  'type',
  [PasswordLoginSchema, TokenLoginSchema, PartnerLoginSchema],
  (issue) =>
    issue.path?.length
      ? (issue.input === undefined ? isRequired('type') : rule.choice('type'))(issue)
      : word(RULE_TEXTS.invalid),
);
export type LoginRequest = v.InferOutput<typeof LoginSchema>;
export type LoginInput = v.InferInput<typeof LoginSchema>;

export const ForgotSchema = v.strictObject({ email: EmailSchema }, objectMessage);
export type ForgotRequest = v.InferOutput<typeof ForgotSchema>;

export const ResetSchema = v.pipe(
  v.strictObject(
    {
      email: EmailSchema,
      password: v.pipe(
        v.string(isRequired('password')),
        v.nonEmpty(isRequired('password')),
        v.minLength(PASSWORD_MIN_LENGTH, rule.minLength('password', PASSWORD_MIN_LENGTH)),
        v.maxLength(PASSWORD_MAX_LENGTH, rule.maxLength('password', PASSWORD_MAX_LENGTH)),
      ),
      password_confirmation: v.string(isRequired('password_confirmation')),
      token: requiredText('token', TOKEN_MAX_LENGTH),
    },
    objectMessage,
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      say(SESSION_TEXTS.passwordsDiffer),
    ),
    ['password_confirmation'],
  ),
);
export type ResetRequest = v.InferOutput<typeof ResetSchema>;

// ---- Answers -------------------------------------------------------------------------------------

export const PartnerRefSchema = v.object({ id: v.number(), name: v.string() });
export type PartnerRef = v.InferOutput<typeof PartnerRefSchema>;

export const UserSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  lang: v.string(),
  partner: v.nullable(PartnerRefSchema),
  is_partner_account: v.boolean(),
  /** Present for partner accounts: the partners they may act for. */
  partners: v.optional(v.array(PartnerRefSchema)),
  /** The company the session acts for as its paperwork names it (null: none chosen yet). */
  company: v.optional(v.nullable(CompanyAnswerSchema)),
});
export type User = v.InferOutput<typeof UserSchema>;

/** The mails that follow an order that a user may switch off; the invoice mail cannot be: it is the bookkeeping's record. */
export const MailChoicesSchema = v.object({
  files_reminder: v.boolean(rule.flag('mails.files_reminder')),
  shipped: v.boolean(rule.flag('mails.shipped')),
}, rule.object('mails'));
export type MailChoices = v.InferOutput<typeof MailChoicesSchema>;

export const SettingsSchema = v.object({
  pickup_default: v.boolean(),
  approve_pdf: v.boolean(),
  zoom_text: v.boolean(),
  can_choose_purchaser: v.boolean(),
  default_address_id: v.nullable(v.number()),
  /** Which mails that follow an order the user wants (the invoice mail always goes). */
  mails: v.optional(MailChoicesSchema),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

export const LoginAnswerSchema = v.object({
  user: UserSchema,
  settings: SettingsSchema,
  token: v.string(),
});
export type LoginAnswer = v.InferOutput<typeof LoginAnswerSchema>;

/** The answer of POST /auth/email and POST /auth/reset. */
export const MessageAnswerSchema = v.object({ message: v.string() });
export type MessageAnswer = v.InferOutput<typeof MessageAnswerSchema>;
