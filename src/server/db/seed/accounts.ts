import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { hashPassword } from '../../modules/auth/passwords.js';

export const DEMO_PASSWORD = 'Drukwerk2026!';

export const DEMO_LOGINS = [
  { email: 'klant@example.nl', role: 'customer (Dutch)' },
  { email: 'partner@example.nl', role: 'partner account with three partners (English)' },
  { email: 'inkoop@example.nl', role: 'customer who chooses the purchaser among colleagues' },
] as const;

export interface SeededAccounts {
  customerId: number;
  partnerAccountId: number;
  purchaserId: number;
  partnerIds: { customer: number; resold: number[]; purchaser: number };
}

/** A demo company with the invoice address and VAT id its invoices name. */
interface PartnerSeed {
  name: string;
  street: string;
  zip: string;
  city: string;
  vatId: string;
  poRequired?: boolean;
}

async function insertPartner(db: Kysely<Database>, seed: PartnerSeed): Promise<number> {
  const row = await db.insertInto('partners').values({
    name: seed.name, active: 1, street: seed.street, zip: seed.zip, city: seed.city, country_id: 'NL',
    vat_id: seed.vatId, po_required: seed.poRequired ? 1 : 0,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

interface UserSeed {
  name: string;
  email: string;
  phone: string;
  lang: string;
  partnerId: number | null;
  isPartnerAccount?: boolean;
  canChoosePurchaser?: boolean;
  approvePdf?: boolean;
  active?: boolean;
}

async function insertUser(db: Kysely<Database>, seed: UserSeed, passwordHash: string, now: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      name: seed.name,
      email: seed.email,
      phone: seed.phone,
      lang: seed.lang,
      password_hash: passwordHash,
      partner_id: seed.partnerId,
      is_partner_account: seed.isPartnerAccount ? 1 : 0,
      active: seed.active === false ? 0 : 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_settings')
    .values({
      user_id: row.id,
      pickup_default: 0,
      approve_pdf: seed.approvePdf ? 1 : 0,
      zoom_text: 0,
      can_choose_purchaser: seed.canChoosePurchaser ? 1 : 0,
      seen_specs: 0,
      default_address_id: null,
    })
    .execute();
  return row.id;
}

/** The three demo logins of the README, their companies and colleagues. */
export async function seedAccounts(db: Kysely<Database>, scryptCost: number, now: Date): Promise<SeededAccounts> {
  const at = now.toISOString();
  const hash = await hashPassword(DEMO_PASSWORD, scryptCost);
  const customer = await insertPartner(db, { name: 'Bakkerij De Zon B.V.', street: 'Zonnestraat 8', zip: '1012 AB', city: 'Amsterdam', vatId: 'NL812345678B01' });
  const resold = [
    await insertPartner(db, { name: 'Sportclub Vooruit', street: 'Sportlaan 1', zip: '3521 AZ', city: 'Utrecht', vatId: 'NL823456789B01' }),
    await insertPartner(db, { name: 'Festival Noorderlicht', street: 'Havenkade 40', zip: '9711 AA', city: 'Groningen', vatId: 'NL834567890B01' }),
    // A municipality: its accounts payable match every invoice to a purchase order.
    await insertPartner(db, { name: 'Gemeente Zeewolde Evenementen', street: 'Raadhuisplein 1', zip: '3891 GZ', city: 'Zeewolde', vatId: 'NL001234567B02', poRequired: true }),
  ];
  const purchaser = await insertPartner(db, { name: 'Bouwbedrijf Van Dijk B.V.', street: 'Industrieweg 17', zip: '7811 KL', city: 'Emmen', vatId: 'NL845678901B01' });

  const customerId = await insertUser(db, {
    name: 'Karin de Klant', email: 'klant@example.nl', phone: '0201234567', lang: 'nl', partnerId: customer,
  }, hash, at);
  const partnerAccountId = await insertUser(db, {
    name: 'Peter Partner', email: 'partner@example.nl', phone: '0307654321', lang: 'en', partnerId: null,
    isPartnerAccount: true,
  }, hash, at);
  for (const partnerId of resold) {
    await db.insertInto('user_partners').values({ user_id: partnerAccountId, partner_id: partnerId }).execute();
  }
  const purchaserId = await insertUser(db, {
    name: 'Ingrid Inkoop', email: 'inkoop@example.nl', phone: '0591123456', lang: 'nl', partnerId: purchaser,
    canChoosePurchaser: true, approvePdf: true,
  }, hash, at);
  await insertUser(db, {
    name: 'Jan de Vries', email: 'jan.devries@example.nl', phone: '0591123457', lang: 'nl', partnerId: purchaser,
  }, hash, at);
  await insertUser(db, {
    name: 'Sanne Bakker', email: 'sanne.bakker@example.nl', phone: '0591123458', lang: 'nl', partnerId: purchaser,
  }, hash, at);
  await insertUser(db, {
    name: 'Oud Collega', email: 'oud.collega@example.nl', phone: '0591123459', lang: 'nl', partnerId: purchaser,
    active: false,
  }, hash, at);
  return { customerId, partnerAccountId, purchaserId, partnerIds: { customer, resold, purchaser } };
}
