import type { Insertable, Kysely } from 'kysely';
import type { Database, FinishesTable, ProductsTable, UserSettingsTable, UsersTable } from '../db/database.js';
import type { OrderKind, OrderState } from '../../domain/orders.js';

/** The SQL of the admin command line that no module has already (users, partners, orders, files, catalogue import). */

export function findPartnerByName(db: Kysely<Database>, name: string) {
  return db.selectFrom('partners').select('id').where('name', '=', name).executeTakeFirst();
}

export async function insertPartner(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db.insertInto('partners').values({ name, active: 1 }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function partnerDetails(db: Kysely<Database>, partnerId: number) {
  return db.selectFrom('partners').select(['id', 'name', 'street', 'zip', 'city', 'country_id', 'vat_id', 'po_required'])
    .where('id', '=', partnerId).executeTakeFirst();
}

export async function updatePartnerDetails(
  db: Kysely<Database>, partnerId: number,
  details: { street: string; zip: string; city: string; country_id: string; vat_id: string; po_required: 0 | 1 },
): Promise<void> {
  await db.updateTable('partners').set(details).where('id', '=', partnerId).execute();
}

export async function mayActForPartner(db: Kysely<Database>, userId: number, partnerId: number): Promise<boolean> {
  const row = await db.selectFrom('user_partners').select('user_id')
    .where('user_id', '=', userId).where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUserPartner(db: Kysely<Database>, userId: number, partnerId: number): Promise<void> {
  await db.insertInto('user_partners').values({ user_id: userId, partner_id: partnerId }).execute();
}

export async function setUserCompany(db: Kysely<Database>, userId: number, partnerId: number): Promise<void> {
  await db.updateTable('users').set({ partner_id: partnerId }).where('id', '=', userId).execute();
}

/** A user with their settings row and, for a partner account, its first partner: all or nothing. */
export function insertUser(
  db: Kysely<Database>,
  user: Insertable<UsersTable>,
  settings: Omit<Insertable<UserSettingsTable>, 'user_id'>,
  firstPartnerId: number | null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('user_settings').values({ ...settings, user_id: row.id }).execute();
    if (firstPartnerId !== null) await insertUserPartner(trx, row.id, firstPartnerId);
    return row.id;
  });
}

export async function orderState(db: Kysely<Database>, orderId: number): Promise<OrderState | undefined> {
  const row = await db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirst();
  return row?.state;
}

export function invoiceOfOrder(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('invoice_orders').innerJoin('invoices', 'invoices.id', 'invoice_orders.invoice_id')
    .select(['invoices.number', 'invoices.amount_total']).where('invoice_orders.order_id', '=', orderId).executeTakeFirst();
}

/** The newest orders first, with their partner's name. */
export function newestOrders(db: Kysely<Database>, filter: { state?: OrderState; kind?: OrderKind; limit: number }) {
  let query = db.selectFrom('orders').innerJoin('partners', 'partners.id', 'orders.partner_id')
    .select(['orders.id', 'orders.kind', 'orders.state', 'orders.reference', 'orders.po_number', 'orders.cost_centre', 'orders.created_at', 'orders.total_cents', 'orders.deactivated_at', 'partners.name'])
    .orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(filter.limit);
  if (filter.state) query = query.where('orders.state', '=', filter.state);
  if (filter.kind) query = query.where('orders.kind', '=', filter.kind);
  return query.execute();
}

export function findInvoiceByNumber(db: Kysely<Database>, number: string) {
  return db.selectFrom('invoices').select(['id', 'state']).where('number', '=', number).executeTakeFirst();
}

export async function markInvoicePaid(db: Kysely<Database>, invoiceId: number, at: string): Promise<void> {
  await db.updateTable('invoices').set({ state: 'paid', paid_at: at })
    .where('id', '=', invoiceId).where('state', '=', 'open').execute();
}

/** The verdicts of the checked files of these orders. */
export function fileVerdicts(db: Kysely<Database>, orderIds: number[]) {
  return db.selectFrom('order_files').select(['order_id', 'check_verdict'])
    .where('order_id', 'in', orderIds).where('check_verdict', 'is not', null).execute();
}

export async function orderExists(db: Kysely<Database>, orderId: number): Promise<boolean> {
  return (await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst()) !== undefined;
}

/** The order's copy lines in print and line order: order:files lists each line's files under it. */
export function orderLineRows(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('order_copies').innerJoin('order_prints', 'order_prints.id', 'order_copies.print_id')
    .select(['order_copies.id', 'order_copies.print_id', 'order_copies.originals', 'order_copies.width', 'order_copies.height'])
    .where('order_prints.order_id', '=', orderId)
    .orderBy('order_prints.position').orderBy('order_prints.id').orderBy('order_copies.position').orderBy('order_copies.id').execute();
}

/** The order's files, with what order:files shows of them. */
export function orderFileRows(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('order_files')
    .select(['id', 'print_id', 'copy_id', 'original_name', 'size', 'pages', 'width_mm', 'height_mm', 'checks', 'check_verdict',
      'warning', 'warnings_accepted_at', 'check_attempts', 'recheck_at'])
    .where('order_id', '=', orderId).orderBy('id').execute();
}

/**
 * Products and finishes matched on default_code (updated when known, added otherwise), in one
 * transaction; answers how many of each were added and updated.
 */
export function importCatalogRows(
  db: Kysely<Database>,
  products: readonly Insertable<ProductsTable>[],
  finishes: readonly Insertable<FinishesTable>[],
) {
  return db.transaction().execute(async (trx) => {
    const counts = { productsAdded: 0, productsUpdated: 0, finishesAdded: 0, finishesUpdated: 0 };
    for (const product of products) {
      const known = await trx.selectFrom('products').select('id').where('default_code', '=', product.default_code).executeTakeFirst();
      if (known) {
        await trx.updateTable('products').set(product).where('id', '=', known.id).execute();
        counts.productsUpdated++;
      } else {
        await trx.insertInto('products').values(product).execute();
        counts.productsAdded++;
      }
    }
    for (const finish of finishes) {
      const known = await trx.selectFrom('finishes').select('id').where('default_code', '=', finish.default_code).execute();
      if (known.length > 0) {
        await trx.updateTable('finishes').set(finish).where('default_code', '=', finish.default_code).execute();
        counts.finishesUpdated++;
      } else {
        await trx.insertInto('finishes').values(finish).execute();
        counts.finishesAdded++;
      }
    }
    return counts;
  });
}
