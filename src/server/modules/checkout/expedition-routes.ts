import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { notFound } from '../../platform/http/errors.js';
import { idParam, validBody } from '../../platform/http/validate.js';
import { deadlinesFor } from './deadlines-for.js';
import { priceCatalog } from '../catalog/price-catalog.js';
import { isOrderHash } from './order-hash.js';
import { partnerAddresses } from '../account/address-routes.js';
import { partnerOf } from '../auth/partner-of.js';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/**
 * The expedition call only needs the products of the cart; the rest of the payload (contactUser,
 * details, full prints) is accepted as the browser sends it and not read.
 */
const ExpeditionRequestSchema = v.object({
  products: v.optional(
    v.pipe(v.array(v.looseObject({ product_id: Id })), v.maxLength(100, 'No more than 100 prints')),
    [],
  ),
  contactUser: v.optional(v.unknown()),
  details: v.optional(v.unknown()),
});

async function answer(c: Context<AppEnv>, productIds: number[]) {
  const { db, now } = c.var.services;
  const [catalog, addresses] = await Promise.all([priceCatalog(db.kysely), partnerAddresses(db.kysely, partnerOf(c))]);
  return c.json({ deadlines: deadlinesFor(catalog, now(), productIds), addresses });
}

/** POST /expedition and POST /order/{orderId}/expedition?hash= (DESIGN.md section 8). */
export function expeditionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/expedition', requireAuth, requirePartner, async (c) => {
    const body = await validBody(c, ExpeditionRequestSchema);
    return answer(c, body.products.map((print) => print.product_id));
  });
  routes.post('/order/:orderId/expedition', requireAuth, requirePartner, async (c) => {
    const orderId = idParam(c, 'orderId');
    const { db, config } = c.var.services;
    if (!isOrderHash(config.jwtSecret, orderId, c.req.query('hash'))) throw notFound();
    const order = await db.kysely.selectFrom('orders').select('id')
      .where('id', '=', orderId).where('partner_id', '=', partnerOf(c)).executeTakeFirst();
    if (!order) throw notFound();
    const body = await validBody(c, ExpeditionRequestSchema);
    const stored = await db.kysely.selectFrom('order_prints').select('product_id').where('order_id', '=', orderId).execute();
    return answer(c, [...body.products.map((print) => print.product_id), ...stored.map((row) => row.product_id)]);
  });
  return routes;
}
