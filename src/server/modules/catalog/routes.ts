import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { requestLanguage } from '../auth/auth-messages.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { catalogJson } from './catalog-json.js';
import { listProducts } from './products.js';
import { listFinishes } from './finishes.js';
import { partnerOf } from '../auth/partner-of.js';

/** GET /catalog, /products and /finishes: what the selector and the configurator show, named in the user's language. */
export function catalogRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/catalog', requireAuth, requirePartner, async (c) => {
    const { userId } = c.var.auth;
    // Spliced from the snapshot's ready JSON; the shape is CatalogSchema (tests parse it).
    const body = await catalogJson(c.var.services.db.kysely, userId, partnerOf(c), requestLanguage(c.req.header('Accept-Language')));
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
  });
  routes.get('/products', requireAuth, requirePartner, async (c) => {
    const { userId } = c.var.auth;
    return c.json(await listProducts(c.var.services.db.kysely, userId, partnerOf(c), requestLanguage(c.req.header('Accept-Language'))));
  });
  routes.get('/finishes', requireAuth, requirePartner, async (c) => {
    return c.json(await listFinishes(c.var.services.db.kysely, requestLanguage(c.req.header('Accept-Language'))));
  });
  return routes;
}
