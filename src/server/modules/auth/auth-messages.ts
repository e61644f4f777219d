import type { Context } from 'hono';
import { ApiError } from '../../platform/http/errors.js';

/**
 * Messages of the auth calls that the browser shows as they are (spec section 8: "the server
 * message as a toast"). Before login the account, and so its language, is unknown: the browser's
 * Accept-Language decides (Dutch for nl, English otherwise). Protocol answers the client acts on
 * (unauthenticated, token_expired, partner_required) stay codes.
 */
const MESSAGES = {
  invalid_credentials: {
    en: 'These credentials do not match our records.',
    nl: 'Dit e-mailadres en wachtwoord horen niet bij elkaar of zijn bij ons niet bekend.',
  },
  invalid_login_token: {
    en: 'This login link is invalid, has been used already or has expired.',
    nl: 'Deze inloglink is ongeldig, al gebruikt of verlopen.',
  },
  too_many_attempts: {
    en: 'Too many failed login attempts. Please try again in {minutes} minutes.',
    nl: 'Te veel mislukte inlogpogingen. Probeer het over {minutes} minuten opnieuw.',
  },
  too_many_attempts_link_sent: {
    en: 'Too many failed login attempts. If the password was right, we have e-mailed a login link to the address of the account (valid for 15 minutes). Otherwise, please try again in {minutes} minutes.',
    nl: 'Te veel mislukte inlogpogingen. Was het wachtwoord juist, dan hebben we een inloglink naar het e-mailadres van het account gestuurd (15 minuten geldig). Anders kunt u het over {minutes} minuten opnieuw proberen.',
  },
  partner_not_allowed: {
    en: 'You cannot order for this partner.',
    nl: 'U kunt niet voor deze partner bestellen.',
  },
  reset_link_sent: {
    en: 'If this e-mail address is known to us, we have sent a link to reset your password.',
    nl: 'Als dit e-mailadres bij ons bekend is, hebben we een link gestuurd om uw wachtwoord opnieuw in te stellen.',
  },
  password_reset: {
    en: 'Your password has been reset. You can log in now.',
    nl: 'Uw wachtwoord is gewijzigd. U kunt nu inloggen.',
  },
} as const;

type AuthMessage = keyof typeof MESSAGES;

export function prefersDutch(acceptLanguage: string | undefined): boolean {
  return /^\s*nl\b/i.test(acceptLanguage ?? '');
}

/**
 * The language of a request's texts (catalogue names, the Excel template): the browser sends the
 * user's interface language as Accept-Language; English when it asks for English, else Dutch, the
 * portal's default (spec section 1).
 */
export function requestLanguage(acceptLanguage: string | undefined): 'nl' | 'en' {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'nl';
}

export function authMessage(c: Context, key: AuthMessage, minutes = 0): string {
  const texts = MESSAGES[key];
  const text = prefersDutch(c.req.header('Accept-Language')) ? texts.nl : texts.en;
  return text.replace('{minutes}', String(minutes));
}

export const authError = (c: Context, status: 401 | 403, key: AuthMessage) => new ApiError(status, authMessage(c, key));

/**
 * 429 with Retry-After. `linkIfRight`: the password of a throttled new device was checked and a
 * login link mailed when it was right; the answer says so, the same for a right and a wrong one.
 */
export function tooManyAttempts(c: Context, retryAfterSeconds: number, linkIfRight = false): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(429, authMessage(c, linkIfRight ? 'too_many_attempts_link_sent' : 'too_many_attempts', minutes), undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
}
