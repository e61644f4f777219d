import type { MigrationDb } from './helpers.js';

/**
 * The company's transport tariff as tables staff can change (`npm run admin -- transport:set`),
 * seeded with DESIGN.md section 7's values, and the transport stored with each order:
 * `transport_kind` none (older orders), pickup, priced or on_request (a red date: staff set the
 * price later), `transport_cents` (already inside `total_cents`) and its lines as JSON text.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable('transport_rates')
    .addColumn('shipment', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('max_length_mm', 'integer')
    .addColumn('max_weight_g', 'integer')
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('transport_rates').values([
    { shipment: 'parcel', position: 1, max_length_mm: 1500, max_weight_g: 30_000, price_cents: 995 },
    { shipment: 'long_parcel', position: 2, max_length_mm: 3200, max_weight_g: 60_000, price_cents: 2450 },
    { shipment: 'pallet', position: 3, max_length_mm: null, max_weight_g: null, price_cents: 7900 },
  ]).execute();
  await db.schema.createTable('transport_settings')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('transport_settings').values([
    { code: 'combi_discount_pct', value: 35 },
    { code: 'rush_cents', value: 3500 },
    { code: 'other_time_cents', value: 1500 },
    { code: 'frame_g_per_m', value: 900 },
  ]).execute();
  await db.schema.alterTable('orders').addColumn('transport_kind', 'text', (c) => c.notNull().defaultTo('none')).execute();
  await db.schema.alterTable('orders').addColumn('transport_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('transport_lines', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('transport_lines').execute();
  await db.schema.alterTable('orders').dropColumn('transport_cents').execute();
  await db.schema.alterTable('orders').dropColumn('transport_kind').execute();
  await db.schema.dropTable('transport_settings').execute();
  await db.schema.dropTable('transport_rates').execute();
}
