import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { AddressInputSchema } from '../../../domain/address.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { jsonOf } from '../../platform/http/validate.js';
import { refused } from '../../platform/http/errors.js';
import { partnerOf } from '../auth/partner-of.js';
import { MAX_ADDRESSES_PER_PARTNER, partnerAddresses, toAddress } from './addresses.js';
import { insertAddressBelowCap } from './queries.js';

/** The checkout module's expedition call imports the address book from here. */

/** GET /addresses and POST /addresses (the address modal of checkout). */
export function addressRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/addresses', requireAuth, requirePartner, async (c) => {
    return c.json(await partnerAddresses(c.var.services.db.kysely, partnerOf(c)));
  });
  routes.post('/addresses', requireAuth, requirePartner, jsonOf(AddressInputSchema), async (c) => {
    const { db, now } = c.var.services;
    const address = {
      ...c.req.valid('json'), type: 'delivery', partner_id: partnerOf(c), user_id: c.var.auth.userId, created_at: now().toISOString(),
    };
    const row = await insertAddressBelowCap(db.kysely, address, MAX_ADDRESSES_PER_PARTNER);
    if (!row) throw refused(`An address book holds at most ${MAX_ADDRESSES_PER_PARTNER} addresses; please contact us.`);
    return c.json(toAddress(row), 201);
  });
  return routes;
}
