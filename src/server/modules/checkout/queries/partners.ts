import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

/** The partner's delivery address with this id, as the address rule reads it; undefined when it is not theirs. */
export async function addressOfPartner(db: Kysely<Database>, addressId: number, partnerId: number) {
  return db.selectFrom('addresses').select(['name', 'dept', 'attn', 'phone', 'email', 'street', 'zip', 'city', 'country_id'])
    .where('id', '=', addressId).where('partner_id', '=', partnerId).executeTakeFirst();
}

/** Whether the user's settings let them place orders in a colleague's name. */
export async function canChoosePurchaser(db: Kysely<Database>, userId: number): Promise<boolean> {
  const settings = await db.selectFrom('user_settings').select('can_choose_purchaser')
    .where('user_id', '=', userId).executeTakeFirst();
  return Number(settings?.can_choose_purchaser) === 1;
}

/** The partner's active users by name: who a purchaser may be chosen from. */
export async function activeUsersOfPartner(db: Kysely<Database>, partnerId: number) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'phone'])
    .where('partner_id', '=', partnerId).where('active', '=', 1)
    .orderBy('name').orderBy('id')
    .execute();
}

/** Whether the company asks for its purchase-order number on every order. */
export async function requiresPoNumber(db: Kysely<Database>, partnerId: number): Promise<boolean> {
  const partner = await db.selectFrom('partners').select('po_required').where('id', '=', partnerId).executeTakeFirst();
  return Number(partner?.po_required) === 1;
}
