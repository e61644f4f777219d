/**
 * What never reaches a log line: credentials in headers and bodies (pino's `redact`, for anything
 * logged as an object) and tokens inside a URL (redactUrl, for the access log). A log is read by
 * more people, and kept longer, than the secrets it could hold.
 */
export const REDACTED = '[redacted]';

/** Field paths pino censors wherever they are logged (headers lower-case, as Node gives them). */
export const REDACT_PATHS = [
  'authorization', 'cookie', 'password', 'token',
  '*.authorization', '*.cookie', '*["set-cookie"]', '*.password', '*.current_password', '*.new_password',
  '*.token', '*.refresh_token', '*.access_token', '*.email_token', '*.jwtSecret', '*.smtpUrl', '*.databaseUrl',
  '*.headers.authorization', '*.headers.cookie', '*.headers["set-cookie"]', '*.headers["x-metrics-token"]',
];

/** Query parameters whose value is a secret or a person's address (login links, e-mail confirmation, reset links). */
const SECRET_PARAM = /token|password|secret|key|code|signature|email/i;
/** A path segment after one of these is a token: /login/reset/<token>. */
const TOKEN_AFTER = /^(reset|confirm|verify|login-link|token)$/i;
/** A long opaque segment (base64url, hex) is taken for a token wherever it stands; ids are short numbers. */
const OPAQUE = /^[A-Za-z0-9_.~-]{24,}$/;

/** The request's path and query with every token and e-mail address replaced, for the access log. */
export function redactUrl(pathAndQuery: string): string {
  const [path = '', query] = splitOnce(pathAndQuery, '?');
  const segments = path.split('/');
  const safePath = segments
    .map((segment, index) => (index > 0 && (TOKEN_AFTER.test(segments[index - 1]!) || OPAQUE.test(segment)) ? REDACTED : segment))
    .join('/');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = '', value] = splitOnce(pair, '=');
      return value !== undefined && (SECRET_PARAM.test(safeDecode(name)) || OPAQUE.test(value)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
