import type { Hono } from 'hono';
import type { AppEnv } from '../../services.js';

/**
 * After every route is registered: a path that exists under another method answers 405 with an
 * `Allow` header instead of 404. Routes registered first still win for their own method.
 */
export function answerWrongMethods(app: Hono<AppEnv>): void {
  const methodsByPath = new Map<string, Set<string>>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const methods = methodsByPath.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    methodsByPath.set(route.path, methods);
  }
  for (const [path, methods] of methodsByPath) {
    const allow = [...methods].join(', ');
    app.all(path, (c) => {
      if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
      return c.json({ message: 'method_not_allowed' }, 405, { Allow: allow });
    });
  }
}
