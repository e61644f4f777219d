import { createMiddleware } from 'hono/factory';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing calls must carry `X-Requested-With: XMLHttpRequest` (DESIGN.md section 4): a
 * cross-site form cannot set it, so the refresh cookie cannot be ridden by another site.
 */
export const requireXhrForWrites = createMiddleware(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && c.req.header('X-Requested-With') !== 'XMLHttpRequest') {
    return c.json({ message: 'missing_x_requested_with' }, 403);
  }
  await next();
});
