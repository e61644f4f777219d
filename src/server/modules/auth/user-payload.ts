import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { PartnerRef, Settings, User } from '../../../domain/session.js';

export interface AccountRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  lang: string;
  partner_id: number | null;
  is_partner_account: number;
  active: number;
}

export async function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findAccount(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The partners a partner account may act for, by name. */
export async function partnersOf(db: Kysely<Database>, userId: number): Promise<PartnerRef[]> {
  return db
    .selectFrom('user_partners')
    .innerJoin('partners', 'partners.id', 'user_partners.partner_id')
    .select(['partners.id', 'partners.name'])
    .where('user_partners.user_id', '=', userId)
    .where('partners.active', '=', 1)
    .orderBy('partners.name')
    .execute();
}

/** May this user's tokens be bound to that partner? Own company, or one of a partner account's list. */
export async function mayActFor(db: Kysely<Database>, account: AccountRow, partnerId: number): Promise<boolean> {
  if (account.is_partner_account === 1) {
    return (await partnersOf(db, account.id)).some((partner) => partner.id === partnerId);
  }
  return account.partner_id === partnerId;
}

/** The partner a fresh login is bound to: the own company, or none yet for a partner account. */
export function defaultPartner(account: AccountRow): number | null {
  return account.is_partner_account === 1 ? null : account.partner_id;
}

async function partnerRef(db: Kysely<Database>, partnerId: number | null): Promise<PartnerRef | null> {
  if (partnerId === null) return null;
  const row = await db.selectFrom('partners').select(['id', 'name']).where('id', '=', partnerId).executeTakeFirst();
  return row ?? null;
}

/** `user` and `settings` of a LoginAnswer; `partner` is the one the session acts for. */
export async function userPayload(
  db: Kysely<Database>,
  account: AccountRow,
  partnerId: number | null,
): Promise<{ user: User; settings: Settings }> {
  const settingsRow = await db.selectFrom('user_settings').selectAll().where('user_id', '=', account.id).executeTakeFirst();
  const user: User = {
    id: account.id,
    name: account.name,
    email: account.email,
    phone: account.phone,
    lang: account.lang,
    partner: await partnerRef(db, partnerId),
    is_partner_account: account.is_partner_account === 1,
  };
  if (account.is_partner_account === 1) user.partners = await partnersOf(db, account.id);
  const settings: Settings = {
    pickup_default: settingsRow?.pickup_default === 1,
    approve_pdf: settingsRow?.approve_pdf === 1,
    zoom_text: settingsRow?.zoom_text === 1,
    can_choose_purchaser: settingsRow?.can_choose_purchaser === 1,
    default_address_id: settingsRow?.default_address_id ?? null,
  };
  return { user, settings };
}
