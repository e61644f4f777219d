import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { OrderFilesTable } from '../../db/order-tables.js';
import { needsRowLocks } from '../../platform/db/row-lock.js';

/** Whether the print belongs to the order. */
export async function isPrintOfOrder(db: Kysely<Database>, printId: number, orderId: number): Promise<boolean> {
  const print = await db.selectFrom('order_prints').select('id')
    .where('id', '=', printId).where('order_id', '=', orderId).executeTakeFirst();
  return print !== undefined;
}

/** How many files a print has. */
export async function filesOfPrint(db: Kysely<Database>, printId: number): Promise<number> {
  const { count } = await db.selectFrom('order_files').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('print_id', '=', printId).executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Holds the print against a parallel upload until the transaction ends. SQLite runs one
 * transaction at a time; PostgreSQL's read committed needs the print locked.
 */
export async function lockPrint(trx: Kysely<Database>, printId: number): Promise<void> {
  if (needsRowLocks(trx)) await trx.selectFrom('order_prints').select('id').where('id', '=', printId).forUpdate().execute();
}

export async function insertOrderFile(trx: Kysely<Database>, file: Insertable<OrderFilesTable>) {
  return trx.insertInto('order_files').values(file).returningAll().executeTakeFirstOrThrow();
}

/** How many prints of the order have no file yet. */
export async function printsWithoutFile(db: Kysely<Database>, orderId: number): Promise<number> {
  const waiting = await db.selectFrom('order_prints').select('order_prints.id')
    .where('order_prints.order_id', '=', orderId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('order_files').select('order_files.id').whereRef('order_files.print_id', '=', 'order_prints.id'))))
    .execute();
  return waiting.length;
}

/** What was ordered for a print: its copy lines' sizes and originals, its product's and finishes' codes. */
export async function orderedPrintRows(db: Kysely<Database>, printId: number) {
  const copies = await db.selectFrom('order_copies').select(['width', 'height', 'originals']).where('print_id', '=', printId).execute();
  const product = await db.selectFrom('order_prints').innerJoin('products', 'products.id', 'order_prints.product_id')
    .select('products.default_code').where('order_prints.id', '=', printId).executeTakeFirst();
  const finishes = await db.selectFrom('order_finishes').innerJoin('finishes', 'finishes.id', 'order_finishes.finish_id')
    .select(['finishes.default_code', 'finishes.level']).where('order_finishes.print_id', '=', printId).execute();
  return { copies, productCode: product?.default_code ?? '', finishes };
}

/** Who to mail about an uploaded file, and the order's reference for the subject. */
export async function uploaderAndOrder(db: Kysely<Database>, userId: number, orderId: number) {
  const user = await db.selectFrom('users').select(['email', 'name', 'lang']).where('id', '=', userId).executeTakeFirst();
  const order = await db.selectFrom('orders').select('reference').where('id', '=', orderId).executeTakeFirst();
  return user && order ? { user, reference: order.reference } : null;
}

/** A file of the partner's orders, to download. */
export async function partnerFile(db: Kysely<Database>, fileId: number, partnerId: number) {
  return db.selectFrom('order_files').select(['stored_name', 'original_name', 'size'])
    .where('id', '=', fileId).where('partner_id', '=', partnerId).executeTakeFirst();
}
