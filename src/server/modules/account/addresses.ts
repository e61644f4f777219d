import type { Kysely, Selectable } from 'kysely';
import type { Address } from '../../../domain/catalog.js';
import type { AddressesTable, Database } from '../../db/database.js';
import { deliveryAddressRows } from './queries.js';

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
  return (await deliveryAddressRows(db, partnerId)).map(toAddress);
}
