import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { parseOr422 } from '../http/validate.js';
import { plainLine } from '../../domain/text.js';
import { listOrders, PAGE_SIZE } from '../order-life/order-list.js';

const pageParam = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,5}$/, 'page must be a whole number from 1'),
    v.transform(Number),
  ),
  '1',
);

export const OrderListQuerySchema = v.object({
  kind: v.optional(v.picklist(['order', 'quote', 'template'] as const, 'kind must be order, quote or template'), 'order'),
  page: pageParam,
  q: v.optional(v.pipe(v.string(), v.maxLength(100, 'q may be at most 100 characters'), plainLine('q')), ''),
});

/** GET /orders?kind=order|quote|template&page=&q=: the overviews, newest first. */
export function ordersListRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/orders', requireAuth, requirePartner, async (c) => {
    const query = parseOr422(OrderListQuerySchema, c.req.query());
    const partnerId = c.var.auth.partnerId as number;
    const { rows, total } = await listOrders(c.var.services.db.kysely, { partnerId, ...query });
    return c.json({ data: rows, page: query.page, per_page: PAGE_SIZE, total });
  });
  return routes;
}
