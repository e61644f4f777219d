import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * What the paperwork of a print company needs in the database.
 *
 * partners: the customer company's invoice address and VAT id (an invoice names the customer with
 * its address), and whether its accounts payable want their purchase-order number on every order.
 * orders: that PO number and the cost centre, as typed at checkout; '' when none.
 * invoice_numbers: the last invoice number given per year. An invoice takes the next one inside the
 * transaction that makes it (the row is locked by the update), so numbers follow each other without
 * a gap even when a transaction rolls back, which a database sequence or an id does not promise.
 * invoices: the customer's address and VAT id, the delivery date and the due date as they were
 * when the invoice was made (a changed address later must not change an invoice already sent).
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const column of ['street', 'zip', 'city', 'vat_id']) {
    await db.schema.alterTable('partners').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
  await db.schema.alterTable('partners').addColumn('country_id', 'text', (c) => c.notNull().defaultTo('NL')).execute();
  await db.schema.alterTable('partners').addColumn('po_required', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema.alterTable('orders').addColumn('po_number', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('orders').addColumn('cost_centre', 'text', (c) => c.notNull().defaultTo('')).execute();

  await db.schema.createTable('invoice_numbers')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
  // Invoices made before continue their year's series: the highest number used so far.
  await sql`insert into invoice_numbers (year, last)
      select cast(substr(number, 2, 4) as integer), max(cast(substr(number, 7) as integer))
      from invoices where number like 'F____-%' group by substr(number, 2, 4)`.execute(db);

  await db.schema.alterTable('invoices').addColumn('customer', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('delivery_date', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('due_date', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of ['due_date', 'delivery_date', 'customer']) await db.schema.alterTable('invoices').dropColumn(column).execute();
  await db.schema.dropTable('invoice_numbers').execute();
  for (const column of ['cost_centre', 'po_number']) await db.schema.alterTable('orders').dropColumn(column).execute();
  for (const column of ['po_required', 'country_id', 'vat_id', 'city', 'zip', 'street']) {
    await db.schema.alterTable('partners').dropColumn(column).execute();
  }
}
