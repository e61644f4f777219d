import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { idParam } from '../../platform/http/validate.js';
import { forbidden } from '../../platform/http/errors.js';
import { partnerOf } from '../auth/partner-of.js';
import { activeUsersOfPartner, canChoosePurchaser } from './queries/partners.js';

/**
 * GET /users/{partnerId}: the active colleagues a purchaser may be chosen from. Only for users whose
 * settings allow choosing the purchaser, and only for the partner their token is bound to.
 */
export function userRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/users/:partnerId', requireAuth, requirePartner, async (c) => {
    const partnerId = idParam(c, 'partnerId');
    const db = c.var.services.db.kysely;
    if (!(await canChoosePurchaser(db, c.var.auth.userId)) || partnerId !== partnerOf(c)) throw forbidden();
    return c.json(await activeUsersOfPartner(db, partnerId));
  });
}
