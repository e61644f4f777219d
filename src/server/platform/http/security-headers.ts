import { createMiddleware } from 'hono/factory';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // read-excel-file unzips large sheets in a worker it starts from a blob: URL.
  "worker-src 'self' blob:",
  // react-aria positions popovers with style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const HEADERS: [string, string][] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

/** Browsers that once reached the portal over https refuse plain http to it for a year. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (HSTS too when the portal's public address is https; over
 * plain http a browser ignores it and it would only lock out a later http set-up); API answers are
 * never cached. They are set before the route
 * runs, so that the answer is built with them: setting a header on a finished answer makes Hono
 * rebuild the whole Response, seven times per call, which cost a sixth of a small call's CPU.
 * Afterwards only an answer that lost them (a Response made without the context) or an API answer
 * that chose its own caching is corrected, as before.
 */
export function securityHeaders(publicUrl: string) {
  const all: [string, string][] = publicUrl.startsWith('https://')
    ? [...HEADERS, ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]]
    : HEADERS;
  return createMiddleware(async (c, next) => {
    const api = c.req.path.startsWith('/api/');
    for (const [name, value] of all) c.header(name, value);
    if (api) c.header('Cache-Control', 'no-store');
    await next();
    const headers = c.res.headers;
    for (const [name, value] of all) if (headers.get(name) !== value) c.header(name, value);
    if (api && headers.get('Cache-Control') !== 'no-store') c.header('Cache-Control', 'no-store');
  });
}
