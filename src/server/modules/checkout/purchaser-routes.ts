import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { idParam } from '../../platform/http/validate.js';
import { forbidden } from '../../platform/http/errors.js';
import { partnerOf } from '../auth/partner-of.js';

/**
 * GET /users/{partnerId}: the active colleagues a purchaser may be chosen from. Only for users whose
 * settings allow choosing the purchaser, and only for the partner their token is bound to.
 */
export function userRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/users/:partnerId', requireAuth, requirePartner, async (c) => {
    const partnerId = idParam(c, 'partnerId');
    const db = c.var.services.db.kysely;
    const settings = await db.selectFrom('user_settings').select('can_choose_purchaser')
      .where('user_id', '=', c.var.auth.userId).executeTakeFirst();
    if (Number(settings?.can_choose_purchaser) !== 1 || partnerId !== partnerOf(c)) throw forbidden();
    const users = await db.selectFrom('users').select(['id', 'name', 'email', 'phone'])
      .where('partner_id', '=', partnerId).where('active', '=', 1)
      .orderBy('name').orderBy('id')
      .execute();
    return c.json(users);
  });
  return routes;
}
