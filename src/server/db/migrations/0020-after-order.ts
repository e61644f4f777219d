import type { MigrationDb } from './helpers.js';
import { withId } from './helpers.js';

/** After the order: print files, invoices, the state history, deactivated quotes. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('order_files'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('print_id', 'integer', (c) => c.notNull().references('order_prints.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id'))
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('pages', 'integer')
    .addColumn('width_mm', 'integer')
    .addColumn('height_mm', 'integer')
    .addColumn('warning', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_files_print').on('order_files').columns(['print_id', 'created_at']).execute();
  await db.schema.createIndex('order_files_order').on('order_files').column('order_id').execute();

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('amount_untaxed', 'integer', (c) => c.notNull())
    .addColumn('amount_total', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_partner').on('invoices').columns(['partner_id', 'date']).execute();

  await db.schema
    .createTable('invoice_orders')
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    // One invoice per order: the unique order id is what stops a second invoice for it.
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addPrimaryKeyConstraint('invoice_orders_pk', ['invoice_id', 'order_id'])
    .execute();

  await withId(db, db.schema.createTable('order_events'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_state', 'text', (c) => c.notNull())
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'at']).execute();

  // A deactivated quote keeps kind and state 'quote' (the orders engineer's states) but is closed.
  await db.schema.alterTable('orders').addColumn('deactivated_at', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('deactivated_at').execute();
  for (const table of ['order_events', 'invoice_orders', 'invoices', 'order_files']) {
    await db.schema.dropTable(table).execute();
  }
}
