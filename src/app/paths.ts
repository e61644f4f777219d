/** The login area (spec section 2): login, forgot and reset pass the guard freely. */
export function isLoginArea(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/login/');
}

/** The thank-you page of an order just placed: it belongs to the visit that placed it. */
const isConfirmation = (url: string) => /^\/confirmed(?:[/?#]|$)/.test(url);

/**
 * Where `?url=` may send the user after login or boot: only our own paths (one leading slash, no
 * scheme, no protocol-relative `//host` or `/\host` trick); anything else goes home. Never to a
 * thank-you page: after a logout (and Back) or another partner, "Bedankt voor uw bestelling!" would
 * confirm an order of an earlier session as if it had just been placed.
 */
export function safeRedirectPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/')) return '/';
  if (url.startsWith('//') || url.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f]/.test(url)) return '/';
  if (isConfirmation(url)) return '/';
  return url;
}

/** An order number as /order/{orderId} gives it (anything else opens no order). */
export const orderIdOf = (raw: string | undefined): number | null => (/^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : null);
