import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';
import { SEAM_PRICE_CENTS, WELDED_MATERIALS, WELD_MAX_MM } from '../seed/catalog-welding.js';

/**
 * How large a product can be made (src/domain/print-limits.ts): `weld_max_mm` is the widest a
 * welded print of it may be (0: never welded, one roll width at most) and `seam_price_cents` what a
 * running metre of seam costs. Catalogues seeded before are filled in by material.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('weld_max_mm', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('products').addColumn('seam_price_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  for (const material of WELDED_MATERIALS) {
    await sql`update products set weld_max_mm = ${WELD_MAX_MM}, seam_price_cents = ${SEAM_PRICE_CENTS}
      where material = ${material} and kind <> 'frame'`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('products').dropColumn('seam_price_cents').execute();
  await db.schema.alterTable('products').dropColumn('weld_max_mm').execute();
}
