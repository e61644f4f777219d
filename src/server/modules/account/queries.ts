import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AddressesTable, Database, UserSettingsTable, UsersTable } from '../../db/database.js';
import { needsRowLocks } from '../../platform/db/row-lock.js';

/** The delivery addresses of a partner, oldest first. */
export function deliveryAddressRows(db: Kysely<Database>, partnerId: number): Promise<Selectable<AddressesTable>[]> {
  return db.selectFrom('addresses').selectAll()
    .where('partner_id', '=', partnerId).where('type', '=', 'delivery')
    .orderBy('id').execute();
}

export async function isAddressOfPartner(db: Kysely<Database>, addressId: number, partnerId: number): Promise<boolean> {
  const row = await db.selectFrom('addresses').select('id')
    .where('id', '=', addressId).where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds the address unless the partner already has `max`: null then. Count and insert are one
 * transaction, and parallel saves of one partner wait for each other (PostgreSQL locks the partner
 * row; SQLite runs one transaction at a time), so the cap holds exactly.
 */
export function insertAddressBelowCap(
  db: Kysely<Database>,
  address: Insertable<AddressesTable> & { partner_id: number },
  max: number,
): Promise<Selectable<AddressesTable> | null> {
  return db.transaction().execute(async (trx) => {
    const partnerId = address.partner_id;
    if (needsRowLocks(trx)) await trx.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().execute();
    const { count } = await trx.selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('partner_id', '=', partnerId).executeTakeFirstOrThrow();
    if (Number(count) >= max) return null;
    return trx.insertInto('addresses').values(address).returningAll().executeTakeFirstOrThrow();
  });
}

type Preferences = Pick<UserSettingsTable, 'approve_pdf' | 'pickup_default' | 'zoom_text' | 'default_address_id'>
  & Partial<{ mail_files_reminder: 0 | 1; mail_shipped: 0 | 1 }>;

/** The user's own details and preferences, saved together or not at all. */
export async function saveSettings(
  db: Kysely<Database>,
  userId: number,
  details: Pick<UsersTable, 'name' | 'phone' | 'lang'>,
  preferences: Preferences,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set(details).where('id', '=', userId).execute();
    await trx.updateTable('user_settings').set(preferences).where('user_id', '=', userId).execute();
  });
}
