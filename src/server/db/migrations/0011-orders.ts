import type { MigrationDb } from './helpers.js';
import { withId } from './helpers.js';

/** Orders, quotes and templates with their prints, copy lines, finishes and frames (DESIGN.md 6, 9). */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('orders'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text')
    .addColumn('total_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_partner_kind').on('orders').columns(['partner_id', 'kind', 'created_at']).execute();

  await withId(db, db.schema.createTable('order_prints'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('extra_reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('product_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('frames_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('order_prints_position', ['order_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('order_copies'))
    .addColumn('print_id', 'integer', (c) => c.notNull().references('order_prints.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('originals', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sides', 'integer', (c) => c.notNull())
    .addColumn('abaa', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('order_copies_print').on('order_copies').column('print_id').execute();

  await withId(db, db.schema.createTable('order_finishes'))
    .addColumn('print_id', 'integer', (c) => c.notNull().references('order_prints.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('finish_id', 'integer', (c) => c.notNull().references('finishes.id'))
    .addColumn('finishing_id', 'integer', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .execute();
  await db.schema.createIndex('order_finishes_print').on('order_finishes').column('print_id').execute();

  await withId(db, db.schema.createTable('order_frames'))
    .addColumn('print_id', 'integer', (c) => c.notNull().references('order_prints.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('frame_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('base_finish_id', 'integer', (c) => c.references('finishes.id'))
    .addColumn('support', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wallmount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sizes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('order_frames_print').on('order_frames').column('print_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['order_frames', 'order_finishes', 'order_copies', 'order_prints', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
}
