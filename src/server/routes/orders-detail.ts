import { Hono } from 'hono';
import type { AppEnv } from '../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { idParam } from '../http/validate.js';
import { refused } from '../http/errors.js';
import { findOwnOrder, lifeOf, orderDetail } from '../order-life/order-detail.js';
import { decide } from '../order-life/transitions.js';

/** GET /orders/{id} (the order detail) and DELETE /orders/{id} (templates only). */
export function ordersDetailRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/orders/:id', requireAuth, requirePartner, async (c) => {
    const detail = await orderDetail(c.var.services.db.kysely, idParam(c, 'id'), c.var.auth.partnerId as number);
    return c.json(detail);
  });

  routes.delete('/orders/:id', requireAuth, requirePartner, async (c) => {
    const { db } = c.var.services;
    const orderId = idParam(c, 'id');
    const order = await findOwnOrder(db.kysely, orderId, c.var.auth.partnerId as number);
    const verdict = decide(lifeOf(order), 'delete');
    if (!verdict.ok) throw refused(verdict.message);
    await db.kysely.deleteFrom('orders').where('id', '=', orderId).where('kind', '=', 'template').execute();
    return c.body(null, 204);
  });
  return routes;
}
