/** The login area (spec section 2): login, forgot and reset pass the guard freely. */
export function isLoginArea(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/login/');
}

/**
 * Where `?url=` may send the user after login or boot: only our own paths (one leading slash, no
 * scheme, no protocol-relative `//host` or `/\host` trick); anything else goes home.
 */
export function safeRedirectPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/')) return '/';
  if (url.startsWith('//') || url.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f]/.test(url)) return '/';
  return url;
}

/** An order number as /order/{orderId} gives it (anything else opens no order). */
export const orderIdOf = (raw: string | undefined): number | null => (/^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : null);
