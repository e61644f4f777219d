import { ApiError } from '../../platform/http/errors.js';
import { word, withValues } from '../../../domain/texts/text.js';

/**
 * Messages of the auth calls that the browser shows as they are (spec section 8: "the server
 * message as a toast"), worded in the language of the request (src/server/platform/i18n): before
 * login the account, and so its language, is unknown, so the browser's Accept-Language decides.
 * Protocol answers the client acts on (unauthenticated, token_expired, partner_required) stay codes.
 */
const AUTH_TEXTS = {
  invalid_credentials: /*i18n*/ { id: 'auth.invalid_credentials', message: 'Dit e-mailadres en wachtwoord horen niet bij elkaar of zijn bij ons niet bekend.' },
  invalid_login_token: /*i18n*/ { id: 'auth.invalid_login_token', message: 'Deze inloglink is ongeldig, al gebruikt of verlopen.' },
  too_many_attempts: /*i18n*/ { id: 'auth.too_many_attempts', message: 'Te veel mislukte inlogpogingen. Probeer het over {minutes} minuten opnieuw.' },
  too_many_attempts_link_sent: /*i18n*/ {
    id: 'auth.too_many_attempts_link_sent',
    message:
      'Te veel mislukte inlogpogingen. Was het wachtwoord juist, dan hebben we een inloglink naar het e-mailadres van het account gestuurd (15 minuten geldig). Anders kunt u het over {minutes} minuten opnieuw proberen.',
  },
  partner_not_allowed: /*i18n*/ { id: 'auth.partner_not_allowed', message: 'U kunt niet voor deze partner bestellen.' },
  reset_link_sent: /*i18n*/ { id: 'auth.reset_link_sent', message: 'Als dit e-mailadres bij ons bekend is, hebben we een link gestuurd om uw wachtwoord opnieuw in te stellen.' },
  password_reset: /*i18n*/ { id: 'auth.password_reset', message: 'Uw wachtwoord is gewijzigd. U kunt nu inloggen.' },
} as const;

type AuthMessage = keyof typeof AUTH_TEXTS;

/**
 * The language of a request's catalogue texts (catalogue names, the Excel template): the browser
 * sends the user's interface language as Accept-Language; English when it asks for English, else
 * Dutch, the portal's default (spec section 1).
 */
export function requestLanguage(acceptLanguage: string | undefined): 'nl' | 'en' {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'nl';
}

export function authMessage(key: AuthMessage, minutes = 0): string {
  return word(withValues(AUTH_TEXTS[key], { minutes }));
}

export const authError = (status: 401 | 403, key: AuthMessage) => new ApiError(status, authMessage(key));

/**
 * 429 with Retry-After. `linkIfRight`: the password of a throttled new device was checked and a
 * login link mailed when it was right; the answer says so, the same for a right and a wrong one.
 */
export function tooManyAttempts(retryAfterSeconds: number, linkIfRight = false): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(429, authMessage(linkIfRight ? 'too_many_attempts_link_sent' : 'too_many_attempts', minutes), undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
}
