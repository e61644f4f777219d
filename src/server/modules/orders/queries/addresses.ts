import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

/** Whether `id` (as stored in an order's details, so of any type) is a delivery address of the partner. */
export async function isPartnerDeliveryAddress(db: Kysely<Database>, partnerId: number, id: unknown): Promise<boolean> {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return false;
  const row = await db.selectFrom('addresses').select('id')
    .where('id', '=', id).where('partner_id', '=', partnerId).where('type', '=', 'delivery').executeTakeFirst();
  return row !== undefined;
}

/** The user's default address as set in their settings (null: none). */
export async function defaultAddressOf(db: Kysely<Database>, userId: number): Promise<number | null> {
  const settings = await db.selectFrom('user_settings').select('default_address_id').where('user_id', '=', userId).executeTakeFirst();
  return settings?.default_address_id ?? null;
}
