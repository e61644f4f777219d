import { Hono } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import type { AppEnv } from '../../services.js';
import type { Address } from '../../../domain/catalog.js';
import { AddressInputSchema } from '../../../domain/address.js';
import type { AddressesTable, Database } from '../../db/database.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { validBody } from '../../platform/http/validate.js';
import { refused } from '../../platform/http/errors.js';
import { needsRowLocks } from '../../platform/db/row-lock.js';
import { partnerOf } from '../auth/partner-of.js';

/** Beyond this a partner's address book is not a delivery list any more but abuse. */
export const MAX_ADDRESSES_PER_PARTNER = 500;

export function toAddress(row: Selectable<AddressesTable>): Address {
  return {
    id: row.id,
    key: `delivery-${row.id}`,
    type: 'delivery',
    name: row.name,
    dept: row.dept,
    attn: row.attn,
    phone: row.phone,
    email: row.email,
    street: row.street,
    zip: row.zip,
    city: row.city,
    country_id: row.country_id,
  };
}

/** The delivery addresses of a partner, shared by all its users (the expedition call reuses this). */
export async function partnerAddresses(db: Kysely<Database>, partnerId: number): Promise<Address[]> {
  const rows = await db.selectFrom('addresses').selectAll()
    .where('partner_id', '=', partnerId).where('type', '=', 'delivery')
    .orderBy('id').execute();
  return rows.map(toAddress);
}

/** GET /addresses and POST /addresses (the address modal of checkout). */
export function addressRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/addresses', requireAuth, requirePartner, async (c) => {
    return c.json(await partnerAddresses(c.var.services.db.kysely, partnerOf(c)));
  });
  routes.post('/addresses', requireAuth, requirePartner, async (c) => {
    const input = await validBody(c, AddressInputSchema);
    const { db, now } = c.var.services;
    const partnerId = partnerOf(c);
    const row = await db.kysely.transaction().execute(async (trx) => {
      // Count and insert as one: parallel saves of one partner wait for each other (PostgreSQL locks
      // the partner row; SQLite runs one transaction at a time), so the cap holds exactly.
      if (needsRowLocks(trx)) await trx.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().execute();
      const { count } = await trx.selectFrom('addresses')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('partner_id', '=', partnerId).executeTakeFirstOrThrow();
      if (Number(count) >= MAX_ADDRESSES_PER_PARTNER) {
        throw refused(`An address book holds at most ${MAX_ADDRESSES_PER_PARTNER} addresses; please contact us.`);
      }
      return trx.insertInto('addresses')
        .values({ ...input, type: 'delivery', partner_id: partnerId, user_id: c.var.auth.userId, created_at: now().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return c.json(toAddress(row), 201);
  });
  return routes;
}
