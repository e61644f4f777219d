import type { Kysely } from 'kysely';
import type { CompanyAnswer } from '../../../../domain/company.js';
import type { Database } from '../../../db/database.js';
import type { PartnerRef } from '../../../../domain/session.js';

/** Addresses are stored lower-cased, so the one typed at login is lowered before it is compared. */
export function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findAccount(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The active partners a partner account may act for, by name. */
export function partnersOf(db: Kysely<Database>, userId: number): Promise<PartnerRef[]> {
  return db
    .selectFrom('user_partners')
    .innerJoin('partners', 'partners.id', 'user_partners.partner_id')
    .select(['partners.id', 'partners.name'])
    .where('user_partners.user_id', '=', userId)
    .where('partners.active', '=', 1)
    .orderBy('partners.name')
    .execute();
}

export function findPartner(db: Kysely<Database>, partnerId: number): Promise<PartnerRef | undefined> {
  return db.selectFrom('partners').select(['id', 'name']).where('id', '=', partnerId).executeTakeFirst();
}

/** The company as its paperwork names it, for Settings and the checkout's PO-number rule. */
export async function findCompany(db: Kysely<Database>, partnerId: number): Promise<CompanyAnswer | null> {
  const row = await db.selectFrom('partners').select(['name', 'street', 'zip', 'city', 'country_id', 'vat_id', 'po_required'])
    .where('id', '=', partnerId).executeTakeFirst();
  return row ? { ...row, po_required: row.po_required === 1 } : null;
}

export function findUserSettings(db: Kysely<Database>, userId: number) {
  return db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function setPasswordHash(db: Kysely<Database>, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Tokens issued up to `cutoff` (ISO text) are refused from now on. */
export async function setSessionCutoff(db: Kysely<Database>, userId: number, cutoff: string): Promise<void> {
  await db.updateTable('users').set({ tokens_valid_after: cutoff }).where('id', '=', userId).execute();
}

/** What requireAuth checks of a user on every call. */
export function findUserStanding(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['active', 'tokens_valid_after']).where('id', '=', userId).executeTakeFirst();
}
