import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import {
  COMPANY_TARIFF, SURCHARGE_CODES, TransportTariffSchema, type ShipmentRate, type SurchargeCode, type TransportTariff,
} from '../../../../domain/transport/index.js';
import * as v from 'valibot';

/**
 * The transport tariff as staff keep it (DESIGN.md section 7). A setting missing from the table
 * counts with the company's value; a table that breaks the tariff's shape (no rates) is the
 * company's tariff, so a bad edit never makes transport free.
 */
export async function loadTransportTariff(db: Kysely<Database>): Promise<TransportTariff> {
  const [rates, settings] = await Promise.all([
    db.selectFrom('transport_rates').select(['shipment', 'max_length_mm', 'max_weight_g', 'price_cents']).orderBy('position').execute(),
    db.selectFrom('transport_settings').select(['code', 'value']).execute(),
  ]);
  const values = new Map(settings.map((row) => [row.code, Number(row.value)]));
  const setting = (code: SurchargeCode) => values.get(code) ?? COMPANY_TARIFF[code];
  const parsed = v.safeParse(TransportTariffSchema, {
    rates: rates.map((rate): ShipmentRate => ({
      shipment: rate.shipment,
      max_length_mm: rate.max_length_mm === null ? null : Number(rate.max_length_mm),
      max_weight_g: rate.max_weight_g === null ? null : Number(rate.max_weight_g),
      price_cents: Number(rate.price_cents),
    })),
    ...Object.fromEntries(SURCHARGE_CODES.map((code) => [code, setting(code)])),
  });
  return parsed.success ? parsed.output : COMPANY_TARIFF;
}

export async function setTransportRate(db: Kysely<Database>, rate: ShipmentRate): Promise<number> {
  const result = await db.updateTable('transport_rates')
    .set({ max_length_mm: rate.max_length_mm, max_weight_g: rate.max_weight_g, price_cents: rate.price_cents })
    .where('shipment', '=', rate.shipment)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setTransportSetting(db: Kysely<Database>, code: SurchargeCode, value: number): Promise<void> {
  await db.insertInto('transport_settings').values({ code, value })
    .onConflict((conflict) => conflict.column('code').doUpdateSet({ value }))
    .execute();
}
