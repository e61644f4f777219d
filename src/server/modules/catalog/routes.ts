import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { idParam } from '../../platform/http/validate.js';
import { notFound } from '../../platform/http/errors.js';
import { requestLanguage } from '../auth/auth-messages.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { partnerOf } from '../auth/partner-of.js';
import { catalogJson } from './catalog-json.js';
import { listProducts } from './products.js';
import { listFinishes } from './finishes.js';
import { forgetFavorites } from './snapshot.js';
import { specsSheet } from './specs-sheet.js';
import { copiesTemplate } from './copies-template.js';
import { deleteFavorite, hasSeenSpecs, insertFavorite, isActiveProduct, markSpecsSeen } from './queries.js';

/**
 * What the selector and the configurator show, named in the user's language (GET /catalog,
 * /products, /finishes), the personal assortment (POST /favorite/{productId}), the specification
 * sheet (GET /specs/check, GET /specs) and the copies template (GET /copies-template).
 */
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

  /** Toggles the product in the user's personal assortment for this partner. */
  routes.post('/favorite/:productId', requireAuth, requirePartner, async (c) => {
    const productId = idParam(c, 'productId');
    const db = c.var.services.db.kysely;
    const favorite = { user_id: c.var.auth.userId, partner_id: partnerOf(c), product_id: productId };
    if (!(await isActiveProduct(db, productId))) throw notFound();
    const removed = await deleteFavorite(db, favorite);
    if (!removed) await insertFavorite(db, favorite);
    forgetFavorites(db, favorite.user_id, favorite.partner_id);
    return c.json({ message: !removed });
  });

  routes.get('/specs/check', requireAuth, requirePartner, async (c) => {
    return c.json({ seen_specs: await hasSeenSpecs(c.var.services.db.kysely, c.var.auth.userId) });
  });
  /** The PDF; downloading it counts as having seen it. */
  routes.get('/specs', requireAuth, requirePartner, async (c) => {
    const { db, now } = c.var.services;
    const pdf = await specsSheet(db.kysely, now());
    await markSpecsSeen(db.kysely, c.var.auth.userId);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="printportal-specificaties.pdf"',
      'Content-Length': String(pdf.length),
    });
  });

  routes.get('/copies-template', requireAuth, requirePartner, async (c) => {
    const file = await copiesTemplate(requestLanguage(c.req.header('Accept-Language')));
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': 'attachment; filename="printportal-kopieen.xlsx"',
      'Content-Length': String(file.length),
    });
  });
  return routes;
}
