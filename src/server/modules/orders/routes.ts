import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { parseOr422 } from '../../platform/http/validate.js';
import { plainLine } from '../../../domain/text.js';
import { listOrders, MAX_OFFSET_PAGE, PAGE_SIZE } from './order-list.js';
import { decodeCursor } from './list-cursor.js';

const pageParam = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,5}$/, 'page must be a whole number from 1'),
    v.transform(Number),
    v.maxValue(MAX_OFFSET_PAGE, `page may be at most ${MAX_OFFSET_PAGE}; further on, follow next_cursor`),
  ),
  '1',
);

export const OrderListQuerySchema = v.object({
  kind: v.optional(v.picklist(['order', 'quote', 'template'] as const, 'kind must be order, quote or template'), 'order'),
  page: pageParam,
  q: v.optional(v.pipe(v.string(), v.maxLength(100, 'q may be at most 100 characters'), plainLine('q')), ''),
  cursor: v.optional(v.string()),
});

/**
 * GET /orders?kind=order|quote|template&q=&cursor= (or &page=): the overviews, newest first. A page
 * carries `next_cursor` / `prev_cursor` (keyset, issue 17); `page` still works for the first 500.
 */
export function ordersListRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/orders', requireAuth, requirePartner, async (c) => {
    const query = parseOr422(OrderListQuerySchema, c.req.query());
    const partnerId = c.var.auth.partnerId as number;
    const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, partnerId, query.kind);
    const { db } = c.var.services;
    const found = await listOrders(db.kysely, db.dialect, { partnerId, kind: query.kind, q: query.q, cursor, page: query.page });
    return c.json({
      data: found.rows, page: found.page, per_page: PAGE_SIZE, total: found.total, total_capped: found.totalCapped,
      next_cursor: found.nextCursor, prev_cursor: found.prevCursor,
    });
  });
  return routes;
}
