import * as v from 'valibot';
import { withKeyword } from './issues.js';

/**
 * The portal's one rule for an e-mail address, used by every form (login, settings, checkout's
 * purchaser, delivery address) and by the server. It is the app's own, not the browser's: a form
 * never leaves the check to the browser (its bubble speaks the browser's language, not the
 * customer's, and hides the app's other messages). An address is `local@domain`:
 * - the local part has 1 to 64 characters, no spaces, no "@", no dot at its start or end and no
 *   two dots in a row;
 * - the domain has at least two labels separated by dots, each of letters, digits or hyphens, not
 *   starting or ending with a hyphen; the last label (the top-level domain) has at least two letters.
 * That is stricter than RFC 5322 on purpose: an address a mail server would accept but no customer
 * types ("a"@[127.0.0.1]) is more likely a typo than a real address.
 */

export const EMAIL_MAX_LENGTH = 254;

const LOCAL_PART = /^[^\s@"(),:;<>[\\\]]{1,64}$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^\p{L}{2,63}$/u;

/** Whether the text (already trimmed) is an e-mail address by the portal's rule. */
export const isEmailAddress = withKeyword('email', (text: string): boolean => {
  if (text.length > EMAIL_MAX_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0 || text.indexOf('@') !== at) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]!);
});

/** Pipe action: `v.pipe(v.string(), v.trim(), emailAddress('Email must be a valid email'))`. */
export const emailAddress = (message: v.ErrorMessage<v.CheckIssue<string>>) => v.check(isEmailAddress, message);

/**
 * An address shown where its owner may not be the reader (the notice to an account's old address
 * after a change): the first letter of the name and of the domain, and the top-level domain.
 * `karin@nieuw.example.nl` -> `k***@n***.nl`. Enough for the owner to recognise, too little to use.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, Math.max(at, 0));
  const domain = at < 0 ? '' : address.slice(at + 1);
  const lastDot = domain.lastIndexOf('.');
  const topLevel = lastDot < 0 ? '' : domain.slice(lastDot);
  const first = (text: string) => Array.from(text)[0] ?? '';
  return `${first(local)}***@${first(domain)}***${topLevel}`;
}
