import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';
import { GLOSS_EN, MATERIALS_EN } from '../seed/catalog-english.js';

/**
 * English forms of a product's material and gloss (the info panel's facts), next to its English
 * name (0060). Null means "the same in English": the API then answers the Dutch value. The demo
 * catalogue's values are filled in by their Dutch value.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('material_en', 'text').execute();
  await db.schema.alterTable('products').addColumn('gloss_en', 'text').execute();
  for (const [dutch, english] of Object.entries(MATERIALS_EN)) {
    await sql`update products set material_en = ${english} where material = ${dutch}`.execute(db);
  }
  for (const [dutch, english] of Object.entries(GLOSS_EN)) {
    await sql`update products set gloss_en = ${english} where gloss = ${dutch}`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('products').dropColumn('gloss_en').execute();
  await db.schema.alterTable('products').dropColumn('material_en').execute();
}
