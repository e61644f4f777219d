import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { idParam } from '../../platform/http/validate.js';
import { applyAction, type StateAction } from './change-state.js';
import { reorder } from './reorder.js';
import { prefersDutch } from '../auth/auth-messages.js';
import { inDutch } from '../../platform/http/dutch-messages.js';

async function act(c: Context<AppEnv>, action: StateAction) {
  const { db, now } = c.var.services;
  const { userId, partnerId } = c.var.auth;
  const { notice, ...order } = await applyAction(db.kysely, idParam(c, 'id'), action, { partnerId, actor: `user:${userId}` }, now());
  if (!notice) return c.json({ order });
  return c.json({ order, notice: prefersDutch(c.req.header('Accept-Language')) ? inDutch(notice) : notice });
}

/**
 * Quote actions (accept: the quote becomes an order waiting for files; deactivate), approve (an
 * order waiting for files goes to intake without them) and reorder (a template or past order as a
 * new cart with fresh prices).
 */
export function ordersActionsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/orders/:id/accept', requireAuth, requirePartner, (c) => act(c, 'accept'));
  routes.post('/orders/:id/approve', requireAuth, requirePartner, (c) => act(c, 'approve'));
  routes.post('/orders/:id/deactivate', requireAuth, requirePartner, (c) => act(c, 'deactivate'));
  routes.post('/orders/:id/reorder', requireAuth, requirePartner, async (c) => {
    const cart = await reorder(c.var.services.db.kysely, idParam(c, 'id'), c.var.auth.partnerId as number, c.var.auth.userId, c.var.services.now());
    return c.json(cart);
  });
  return routes;
}
