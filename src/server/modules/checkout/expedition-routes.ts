import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { notFound } from '../../platform/http/errors.js';
import { idParam, jsonOf, queryOf } from '../../platform/http/validate.js';
import { closingDaysFrom, deadlinesFor, leadTimeFor } from './deadlines-for.js';
import { priceCatalog } from '../catalog/price-catalog.js';
import { isOrderHash } from './order-hash.js';
import { partnerAddresses } from '../account/addresses.js';
import { partnerOf } from '../auth/partner-of.js';
import { isOrderOfPartner, productIdsOfOrder } from './queries/orders.js';
import { CopySchema, MAX_COPY_LINES } from '../../../domain/copy.js';
import { MAX_FRAMES } from '../../../domain/print-schema.js';
import { transportAnswer, type ShippedPrint } from './cart-transport.js';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/**
 * The expedition call reads the products of the cart and, for the transport, their copy lines and
 * frame bases; the rest of the payload (contactUser, details, the other print fields) is accepted as
 * the browser sends it and not read.
 */
const ShippedPrintSchema = v.looseObject({
  product_id: Id,
  copies: v.optional(v.pipe(v.array(CopySchema), v.maxLength(MAX_COPY_LINES))),
  frames: v.optional(v.pipe(v.array(v.looseObject({ base: v.nullable(Id) })), v.maxLength(MAX_FRAMES))),
});

const ExpeditionRequestSchema = v.object({
  products: v.optional(
    v.pipe(v.array(ShippedPrintSchema), v.maxLength(100, 'No more than 100 prints')),
    [],
  ),
  contactUser: v.optional(v.unknown()),
  details: v.optional(v.unknown()),
});

const OrderLinkQuerySchema = v.object({ hash: v.optional(v.string()) });

/** An order link opens only the partner's own order, and only with the server's hash of its id: else 404. */
const linkedOrder: MiddlewareHandler<AppEnv, string, { out: { query: v.InferOutput<typeof OrderLinkQuerySchema> } }> = async (c, next) => {
  const orderId = idParam(c, 'orderId');
  const { db, config } = c.var.services;
  if (!isOrderHash(config.jwtSecret, orderId, c.req.valid('query').hash)) throw notFound();
  if (!(await isOrderOfPartner(db.kysely, orderId, partnerOf(c)))) throw notFound();
  await next();
};

async function answer(c: Context<AppEnv>, productIds: number[], prints: readonly ShippedPrint[]) {
  const { db, now } = c.var.services;
  const [catalog, addresses] = await Promise.all([priceCatalog(db.kysely), partnerAddresses(db.kysely, partnerOf(c))]);
  const { regularDays, speedDays } = leadTimeFor(catalog, productIds);
  // The cart's working days of production: the need-by planner counts back from the customer's date with them.
  return c.json({
    deadlines: deadlinesFor(catalog, now(), productIds),
    addresses,
    transport: transportAnswer(catalog, prints),
    lead_time: { regular_days: regularDays, speed_days: speedDays },
    // The company's closing days: the planner's working calendar. Not `deadlines.disabled`, which
    // also holds today once the cut-off has passed (a delivery day, by the server's clock).
    closing_days: closingDaysFrom(catalog, now()),
  });
}

/** POST /expedition and POST /order/{orderId}/expedition?hash= (DESIGN.md section 8). */
export function expeditionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/expedition', requireAuth, requirePartner, jsonOf(ExpeditionRequestSchema), async (c) => {
    const { products } = c.req.valid('json');
    return answer(c, products.map((print) => print.product_id), products);
  });
  routes.post(
    '/order/:orderId/expedition', requireAuth, requirePartner, queryOf(OrderLinkQuerySchema), linkedOrder, jsonOf(ExpeditionRequestSchema),
    async (c) => {
      const stored = await productIdsOfOrder(c.var.services.db.kysely, idParam(c, 'orderId'));
      const { products } = c.req.valid('json');
      return answer(c, [...products.map((print) => print.product_id), ...stored], products);
    },
  );
  return routes;
}
