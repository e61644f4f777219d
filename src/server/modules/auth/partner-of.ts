import type { Context } from 'hono';
import type { AppEnv } from '../../services.js';
import { forbidden } from '../../platform/http/errors.js';

/** The partner the token is bound to; behind requirePartner it is always there. */
export function partnerOf(c: Context<AppEnv>): number {
  const partnerId = c.var.auth.partnerId;
  if (partnerId === null) throw forbidden('partner_required');
  return partnerId;
}
