import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Settings, User } from '../../../domain/session.js';
import { findCompany, findPartner, findUserSettings, partnersOf } from './queries/users.js';

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

/** `user` and `settings` of a LoginAnswer; `partner` is the one the session acts for. */
export async function userPayload(
  db: Kysely<Database>,
  account: AccountRow,
  partnerId: number | null,
): Promise<{ user: User; settings: Settings }> {
  const settingsRow = await findUserSettings(db, account.id);
  const user: User = {
    id: account.id,
    name: account.name,
    email: account.email,
    phone: account.phone,
    lang: account.lang,
    partner: partnerId === null ? null : (await findPartner(db, partnerId)) ?? null,
    is_partner_account: account.is_partner_account === 1,
    company: partnerId === null ? null : await findCompany(db, partnerId),
  };
  if (account.is_partner_account === 1) user.partners = await partnersOf(db, account.id);
  const settings: Settings = {
    pickup_default: settingsRow?.pickup_default === 1,
    approve_pdf: settingsRow?.approve_pdf === 1,
    zoom_text: settingsRow?.zoom_text === 1,
    can_choose_purchaser: settingsRow?.can_choose_purchaser === 1,
    default_address_id: settingsRow?.default_address_id ?? null,
    mails: { files_reminder: settingsRow?.mail_files_reminder !== 0, shipped: settingsRow?.mail_shipped !== 0 },
  };
  return { user, settings };
}
