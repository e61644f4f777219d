import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { OrderFilesTable } from '../../db/order-tables.js';
import { needsRowLocks } from '../../platform/db/row-lock.js';

/** Whether the print belongs to the order. */
export async function isPrintOfOrder(db: Kysely<Database>, printId: number, orderId: number): Promise<boolean> {
  const print = await db.selectFrom('order_prints').select('id')
    .where('id', '=', printId).where('order_id', '=', orderId).executeTakeFirst();
  return print !== undefined;
}

/** The print's copy lines in their order: a file is for one of them. */
export function linesOfPrint(db: Kysely<Database>, printId: number) {
  return db.selectFrom('order_copies').select(['id', 'position', 'originals', 'width', 'height'])
    .where('print_id', '=', printId).orderBy('position').orderBy('id').execute();
}

/** How many files a copy line has. */
export async function filesOfLine(db: Kysely<Database>, copyId: number): Promise<number> {
  const { count } = await db.selectFrom('order_files').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('copy_id', '=', copyId).executeTakeFirstOrThrow();
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

/** Every copy line of the order and every file with what the intake rule needs of it. */
export async function linesAndFilesOfOrder(db: Kysely<Database>, orderId: number) {
  const lines = await db.selectFrom('order_copies').innerJoin('order_prints', 'order_prints.id', 'order_copies.print_id')
    .select(['order_copies.id', 'order_copies.print_id']).where('order_prints.order_id', '=', orderId).execute();
  const files = await db.selectFrom('order_files').select(['copy_id', 'print_id', 'check_verdict', 'warnings_accepted_at'])
    .where('order_id', '=', orderId).execute();
  return { lines, files };
}

/** A file of the partner's order, with the print it is for. */
export function fileOfOrder(db: Kysely<Database>, fileId: number, orderId: number, partnerId: number) {
  return db.selectFrom('order_files').selectAll()
    .where('id', '=', fileId).where('order_id', '=', orderId).where('partner_id', '=', partnerId).executeTakeFirst();
}

/** Stores the customer's acceptance of a file's warnings (the first one stands). */
export function acceptWarningsOf(trx: Kysely<Database>, fileId: number, at: string) {
  return trx.updateTable('order_files').set({ warnings_accepted_at: at })
    .where('id', '=', fileId).where('warnings_accepted_at', 'is', null).execute();
}

export function fileById(db: Kysely<Database>, fileId: number) {
  return db.selectFrom('order_files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
}

/** What was ordered for a copy line: its size and originals, its print's product and finishes' codes. */
export async function orderedLineRows(db: Kysely<Database>, printId: number, copyId: number) {
  const copy = await db.selectFrom('order_copies').select(['width', 'height', 'originals'])
    .where('id', '=', copyId).where('print_id', '=', printId).executeTakeFirstOrThrow();
  const product = await db.selectFrom('order_prints').innerJoin('products', 'products.id', 'order_prints.product_id')
    .select('products.default_code').where('order_prints.id', '=', printId).executeTakeFirst();
  const finishes = await db.selectFrom('order_finishes').innerJoin('finishes', 'finishes.id', 'order_finishes.finish_id')
    .select(['finishes.default_code', 'finishes.level']).where('order_finishes.print_id', '=', printId).execute();
  return { copy, productCode: product?.default_code ?? '', finishes };
}

/** Who to mail about an uploaded file, the order's reference for the subject, and the line the file is for. */
export async function uploaderAndOrder(db: Kysely<Database>, userId: number, orderId: number, copyId: number | null) {
  const user = await db.selectFrom('users').select(['email', 'name', 'lang']).where('id', '=', userId).executeTakeFirst();
  const order = await db.selectFrom('orders').select('reference').where('id', '=', orderId).executeTakeFirst();
  const line = copyId === null ? undefined : await lineOfPrintPlace(db, copyId);
  return user && order ? { user, reference: order.reference, line: line ?? null } : null;
}

/** Where a copy line stands in its order: the print's place and the line's place in the print (both from 1). */
export async function lineOfPrintPlace(db: Kysely<Database>, copyId: number) {
  const copy = await db.selectFrom('order_copies').innerJoin('order_prints', 'order_prints.id', 'order_copies.print_id')
    .select(['order_copies.id', 'order_copies.print_id', 'order_copies.originals', 'order_copies.width', 'order_copies.height'])
    .where('order_copies.id', '=', copyId).executeTakeFirst();
  if (!copy) return undefined;
  const prints = await db.selectFrom('order_prints').select('id').where('order_id', '=', db.selectFrom('order_prints').select('order_id').where('id', '=', copy.print_id))
    .orderBy('position').orderBy('id').execute();
  const lines = await linesOfPrint(db, copy.print_id);
  return { ...copy, print: prints.findIndex((print) => print.id === copy.print_id) + 1, line: lines.findIndex((line) => line.id === copyId) + 1 };
}

/** A file of the partner's orders, to download. */
export async function partnerFile(db: Kysely<Database>, fileId: number, partnerId: number) {
  return db.selectFrom('order_files').select(['stored_name', 'original_name', 'size'])
    .where('id', '=', fileId).where('partner_id', '=', partnerId).executeTakeFirst();
}

/** Files whose check is due to be tried again, the longest due first. */
export function dueRechecks(db: Kysely<Database>, at: string, batch: number) {
  return db.selectFrom('order_files')
    .select(['id', 'order_id', 'print_id', 'copy_id', 'user_id', 'partner_id', 'stored_name', 'original_name', 'size', 'check_attempts'])
    .where('recheck_at', '<=', at).orderBy('recheck_at').orderBy('id').limit(batch).execute();
}

/**
 * Takes a due file for one more try (counted, and due again at `retryAt` should this try never
 * finish); false when another pass took it first.
 */
export async function claimRecheck(db: Kysely<Database>, fileId: number, attempts: number, retryAt: string): Promise<boolean> {
  const result = await db.updateTable('order_files').set({ check_attempts: attempts + 1, recheck_at: retryAt })
    .where('id', '=', fileId).where('check_attempts', '=', attempts).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores a recheck's outcome with when to try again (null: the check is final). */
export function storeRecheck(db: Kysely<Database>, fileId: number, values: Updateable<OrderFilesTable>) {
  return db.updateTable('order_files').set(values).where('id', '=', fileId).returningAll().executeTakeFirstOrThrow();
}

/** The bytes of every print file the partner has stored: what its storage quota counts. */
export async function storedBytesOfPartner(db: Kysely<Database>, partnerId: number): Promise<number> {
  const { bytes } = await db.selectFrom('order_files').select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('partner_id', '=', partnerId).executeTakeFirstOrThrow();
  return Number(bytes ?? 0);
}

/** Which of these stored names an order file holds (the rest are no file of any order). */
export async function knownStoredNames(db: Kysely<Database>, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.selectFrom('order_files').select('stored_name').where('stored_name', 'in', names).execute();
  return new Set(rows.map((row) => row.stored_name));
}
