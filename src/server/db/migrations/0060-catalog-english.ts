import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';
import { CATEGORY_NAMES_EN, FINISH_NAMES_EN, PRODUCT_NAMES_EN } from '../seed/catalog-english.js';

/**
 * English names of products, finishes and selector categories. Null means "no
 * English name yet": the API then answers the Dutch name. The demo catalogue's names are filled in.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of ['products', 'finishes', 'catalog_nodes'] as const) {
    await db.schema.alterTable(table).addColumn('name_en', 'text').execute();
  }
  for (const [code, name] of Object.entries(PRODUCT_NAMES_EN)) {
    await sql`update products set name_en = ${name} where default_code = ${code}`.execute(db);
    await sql`update catalog_nodes set name_en = ${name} where product_id in (select id from products where default_code = ${code})`.execute(db);
  }
  for (const [code, name] of Object.entries(FINISH_NAMES_EN)) {
    await sql`update finishes set name_en = ${name} where default_code = ${code}`.execute(db);
  }
  for (const [dutch, name] of Object.entries(CATEGORY_NAMES_EN)) {
    await sql`update catalog_nodes set name_en = ${name} where product_id is null and name = ${dutch}`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['products', 'finishes', 'catalog_nodes'] as const) {
    await db.schema.alterTable(table).dropColumn('name_en').execute();
  }
}
