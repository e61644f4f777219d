import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import * as v from 'valibot';
import { AddressInputSchema, addressFieldErrors } from '../../../domain/address.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { invalid, refused } from '../../platform/http/errors.js';
import { jsonOf } from '../../platform/http/validate.js';
import { partnerOf } from '../auth/partner-of.js';
import { MAX_ADDRESSES_PER_PARTNER, partnerAddresses, toAddress } from './addresses.js';
import { insertAddressBelowCap } from './queries.js';
import { withValues } from '../../../domain/texts/text.js';

const ADDRESS_BOOK_TEXTS = {
  full: /*i18n*/ { id: 'addresses.full', message: 'Een adresboek bevat hoogstens {max} adressen; neem contact met ons op.' },
} as const;

/** The checkout module's expedition call imports the address book from here. */

/** GET /addresses and POST /addresses (the address modal of checkout). */
export function addressRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/addresses', requireAuth, requirePartner, async (c) => {
    return c.json(await partnerAddresses(c.var.services.db.kysely, partnerOf(c)));
  });
  // The body is read as every JSON body is (jsonOf); the address rule is applied below, whole.
  routes.post('/addresses', requireAuth, requirePartner, jsonOf(v.unknown()), async (c) => {
    const { db, now } = c.var.services;
    // The address form's own rule, every problem at once (not the first of each field), so the
    // answer is exactly what the form showed under its fields.
    const body = c.req.valid('json');
    const errors = addressFieldErrors(body);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const address = {
      ...v.parse(AddressInputSchema, body), type: 'delivery', partner_id: partnerOf(c), user_id: c.var.auth.userId, created_at: now().toISOString(),
    };
    const row = await insertAddressBelowCap(db.kysely, address, MAX_ADDRESSES_PER_PARTNER);
    if (!row) throw refused(withValues(ADDRESS_BOOK_TEXTS.full, { max: MAX_ADDRESSES_PER_PARTNER }));
    return c.json(toAddress(row), 201);
  });
  return routes;
}
