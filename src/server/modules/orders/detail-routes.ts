import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { idParam } from '../../platform/http/validate.js';
import { notFound, refused } from '../../platform/http/errors.js';
import { findOwnOrder, lifeOf, orderDetail } from './order-detail.js';
import { decide } from './transitions.js';

/** GET /orders/{id} (the order detail) and DELETE /orders/{id} (templates only). */
export function ordersDetailRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/orders/:id', requireAuth, requirePartner, async (c) => {
    const detail = await orderDetail(c.var.services.db.kysely, idParam(c, 'id'), c.var.auth.partnerId as number, c.var.services.now());
    return c.json(detail);
  });

  routes.delete('/orders/:id', requireAuth, requirePartner, async (c) => {
    const { db } = c.var.services;
    const orderId = idParam(c, 'id');
    const partnerId = c.var.auth.partnerId as number;
    // Decided by the delete itself: of two parallel deletes one removes the template, the other
    // finds nothing (404); a check before the delete would answer 204 to both.
    const deleted = await db.kysely.deleteFrom('orders')
      .where('id', '=', orderId).where('partner_id', '=', partnerId).where('kind', '=', 'template')
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 1) return c.body(null, 204);
    const verdict = decide(lifeOf(await findOwnOrder(db.kysely, orderId, partnerId), c.var.services.now()), 'delete');
    throw verdict.ok ? notFound() : refused(verdict.message);
  });
  return routes;
}
