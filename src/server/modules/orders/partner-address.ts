import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** Whether `id` (as stored in an order's details, so of any type) is a delivery address of the partner. */
export async function isPartnerAddress(db: Kysely<Database>, partnerId: number, id: unknown): Promise<boolean> {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return false;
  const row = await db.selectFrom('addresses').select('id')
    .where('id', '=', id).where('partner_id', '=', partnerId).where('type', '=', 'delivery').executeTakeFirst();
  return row !== undefined;
}
