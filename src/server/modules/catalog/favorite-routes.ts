import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { idParam } from '../../platform/http/validate.js';
import { notFound } from '../../platform/http/errors.js';
import { partnerOf } from '../auth/partner-of.js';
import { forgetFavorites } from './snapshot.js';

/** POST /favorite/{productId}: toggles the product in the user's personal assortment for this partner. */
export function favoriteRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/favorite/:productId', requireAuth, requirePartner, async (c) => {
    const productId = idParam(c, 'productId');
    const db = c.var.services.db.kysely;
    const key = { user_id: c.var.auth.userId, partner_id: partnerOf(c), product_id: productId };
    const product = await db.selectFrom('products').select('id')
      .where('id', '=', productId).where('active', '=', 1).executeTakeFirst();
    if (!product) throw notFound();
    const removed = await db.deleteFrom('favorites')
      .where('user_id', '=', key.user_id).where('partner_id', '=', key.partner_id).where('product_id', '=', productId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) {
      forgetFavorites(db, key.user_id, key.partner_id);
      return c.json({ message: false });
    }
    // A double click may race: the second insert is a no-op instead of a key violation.
    await db.insertInto('favorites').values(key).onConflict((oc) => oc.doNothing()).execute();
    forgetFavorites(db, key.user_id, key.partner_id);
    return c.json({ message: true });
  });
  return routes;
}
