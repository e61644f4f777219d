import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../services.js';
import { ORDER_KINDS } from '../../../domain/orders.js';
import { plainLine } from '../../../domain/text.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { idParam, queryOf } from '../../platform/http/validate.js';
import { notFound, refused } from '../../platform/http/errors.js';
import { listOrders, MAX_OFFSET_PAGE, PAGE_SIZE } from './order-list.js';
import { OrderLineCounts } from './line-counts.js';
import { decodeCursor } from './list-cursor.js';
import { findOwnOrder, orderDetail } from './order-detail.js';
import { lifeOf } from './transitions.js';
import { decide } from './transitions.js';
import { applyAction, type StateAction } from './change-state.js';
import { reorder } from './reorder.js';
import { listInvoices } from './invoices.js';
import { deleteTemplate } from './queries/order-state.js';
import { afterAnswerOf } from '../../platform/http/after-answer.js';
import { mailOrderPaperwork } from '../documents/order-mails.js';
import { word } from '../../../domain/texts/text.js';

const pageNumber = v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'page must be a whole number from 1'), v.transform(Number));

const OrderListQuerySchema = v.object({
  kind: v.optional(v.picklist(ORDER_KINDS, 'kind must be order, quote or template'), 'order'),
  page: v.optional(
    v.pipe(pageNumber, v.maxValue(MAX_OFFSET_PAGE, `page may be at most ${MAX_OFFSET_PAGE}; further on, follow next_cursor`)),
    '1',
  ),
  q: v.optional(v.pipe(v.string(), v.maxLength(100, 'q may be at most 100 characters'), plainLine('q')), ''),
  cursor: v.optional(v.string()),
});

const InvoiceListQuerySchema = v.object({ page: v.optional(pageNumber, '1') });

const partnerOfCaller = (c: Context<AppEnv>) => c.var.auth.partnerId as number;

/** Accept or deactivate a quote, approve an order without (all) its files: the order as it now is. */
async function act(c: Context<AppEnv>, action: StateAction) {
  const { db, now } = c.var.services;
  const { userId, partnerId } = c.var.auth;
  const { notice, ...order } = await applyAction(db.kysely, idParam(c, 'id'), action, { partnerId, actor: `user:${userId}` }, now());
  // An accepted quote is an order now: it gets its confirmation like an order placed at checkout.
  if (action === 'accept') {
    const services = c.var.services;
    afterAnswerOf(services).run('order confirmation mail', () => mailOrderPaperwork(services, { id: order.id, kind: 'order' }), c.var.log);
  }
  if (!notice) return c.json({ order });
  return c.json({ order, notice: word(notice) });
}

/**
 * The orders after placement (DESIGN.md sections 4 and 9): the overviews, the order page, the quote
 * and template actions, reorder, and the invoices.
 */
export function ordersRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Per app (process): each order's number of copy lines, which never changes once it is placed.
  const lineCounts = new OrderLineCounts();

  // The overviews, newest first: a page carries `next_cursor` / `prev_cursor` (keyset); `page`
  // still works for the first 500.
  routes.get('/orders', requireAuth, requirePartner, queryOf(OrderListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const partnerId = partnerOfCaller(c);
    const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, partnerId, query.kind);
    const { db, now } = c.var.services;
    const found = await listOrders(db.kysely, db.dialect, { partnerId, kind: query.kind, q: query.q, cursor, page: query.page, now: now() }, lineCounts);
    return c.json({
      data: found.rows, page: found.page, per_page: PAGE_SIZE, total: found.total, total_capped: found.totalCapped,
      next_cursor: found.nextCursor, prev_cursor: found.prevCursor,
    });
  });

  routes.get('/orders/:id', requireAuth, requirePartner, async (c) => {
    return c.json(await orderDetail(c.var.services.db.kysely, idParam(c, 'id'), partnerOfCaller(c), c.var.services.now()));
  });

  // Templates only. Decided by the delete itself: of two parallel deletes one removes the template,
  // the other finds nothing (404); a check before the delete would answer 204 to both.
  routes.delete('/orders/:id', requireAuth, requirePartner, async (c) => {
    const { db, now } = c.var.services;
    const orderId = idParam(c, 'id');
    const partnerId = partnerOfCaller(c);
    if (await deleteTemplate(db.kysely, orderId, partnerId)) return c.body(null, 204);
    const verdict = decide(lifeOf(await findOwnOrder(db.kysely, orderId, partnerId), now()), 'delete');
    throw verdict.ok ? notFound() : refused(verdict.message);
  });

  routes.post('/orders/:id/accept', requireAuth, requirePartner, (c) => act(c, 'accept'));
  routes.post('/orders/:id/approve', requireAuth, requirePartner, (c) => act(c, 'approve'));
  routes.post('/orders/:id/deactivate', requireAuth, requirePartner, (c) => act(c, 'deactivate'));
  // A template or past order as a new cart with fresh prices.
  routes.post('/orders/:id/reorder', requireAuth, requirePartner, async (c) => {
    const { db, now } = c.var.services;
    return c.json(await reorder(db.kysely, idParam(c, 'id'), partnerOfCaller(c), c.var.auth.userId, now()));
  });

  routes.get('/invoices', requireAuth, requirePartner, queryOf(InvoiceListQuerySchema), async (c) => {
    const { page: number } = c.req.valid('query');
    const { rows, total } = await listInvoices(c.var.services.db.kysely, partnerOfCaller(c), number);
    return c.json({ data: rows, page: number, per_page: PAGE_SIZE, total });
  });

  return routes;
}
