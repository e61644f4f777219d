import type { MigrationDb } from './helpers.js';
import { withId } from './helpers.js';

/** The catalogue: products, their finishes, the selector trees, favourites and closing days. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('products'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('material', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gloss', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('density', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fire_resistant', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fixed_width', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fixed_height', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sides', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('default_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('min_order_qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('sheet'))
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_area_cm2', 'integer', (c) => c.notNull().defaultTo(5000))
    .addColumn('double_sided_pct', 'integer', (c) => c.notNull().defaultTo(160))
    .addColumn('tiers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('production_days', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('speed_days', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('support_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wallmount_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('finishes'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('finishing_id', 'integer', (c) => c.notNull())
    .addColumn('default_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text')
    .addColumn('side', 'text', (c) => c.notNull().defaultTo('around'))
    .addColumn('price_kind', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spacing_mm', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('finish_products')
    .addColumn('finish_id', 'integer', (c) => c.notNull().references('finishes.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('finish_products_pk', ['finish_id', 'product_id'])
    .execute();
  await db.schema.createIndex('finish_products_product').on('finish_products').column('product_id').execute();

  await withId(db, db.schema.createTable('catalog_nodes'))
    .addColumn('chapter', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('catalog_nodes.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'text')
    .execute();
  await db.schema.createIndex('catalog_nodes_chapter').on('catalog_nodes').columns(['chapter', 'position']).execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'partner_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('closing_days')
    .addColumn('date', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['closing_days', 'favorites', 'catalog_nodes', 'finish_products', 'finishes', 'products']) {
    await db.schema.dropTable(table).execute();
  }
}
