import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The customer company as its paperwork names it. */
const PARTNER_COLUMNS = [
  'partners.name as partner_name', 'partners.street as partner_street', 'partners.zip as partner_zip',
  'partners.city as partner_city', 'partners.country_id as partner_country', 'partners.vat_id as partner_vat_id',
] as const;

/**
 * An order of the partner (undefined for anyone else's) with its company and the user who placed it
 * (whose language the paperwork speaks and who is mailed).
 */
export async function orderForDocument(db: Kysely<Database>, orderId: number, partnerId: number | null) {
  let query = db.selectFrom('orders')
    .innerJoin('partners', 'partners.id', 'orders.partner_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id', 'orders.kind', 'orders.state', 'orders.partner_id', 'orders.reference', 'orders.contact', 'orders.details',
      'orders.delivery_date', 'orders.delivery_address', 'orders.total_cents', 'orders.transport_kind', 'orders.transport_cents',
      'orders.created_at', 'orders.po_number',
      'orders.cost_centre', ...PARTNER_COLUMNS, 'users.name as user_name', 'users.email as user_email', 'users.lang as user_lang',
    ])
    .where('orders.id', '=', orderId);
  if (partnerId !== null) query = query.where('orders.partner_id', '=', partnerId);
  return query.executeTakeFirst();
}

export type DocumentOrder = NonNullable<Awaited<ReturnType<typeof orderForDocument>>>;

/**
 * The prints of these orders with what the paperwork lists of each: product (both languages), copy
 * lines and finishes with their sides. Three statements whatever the number of prints.
 */
export async function printsForDocuments(db: Kysely<Database>, orderIds: readonly number[]) {
  if (orderIds.length === 0) return { prints: [], copies: [], finishes: [] };
  const [prints, copies, finishes] = await Promise.all([
    db.selectFrom('order_prints').innerJoin('products', 'products.id', 'order_prints.product_id')
      .select([
        'order_prints.id', 'order_prints.order_id', 'order_prints.position', 'order_prints.extra_reference',
        'order_prints.product_cents', 'order_prints.frames_cents', 'products.name', 'products.name_en', 'products.default_code',
      ])
      .where('order_prints.order_id', 'in', orderIds).orderBy('order_prints.order_id').orderBy('order_prints.position').execute(),
    db.selectFrom('order_copies').innerJoin('order_prints', 'order_prints.id', 'order_copies.print_id')
      .select(['order_copies.print_id', 'order_copies.originals', 'order_copies.quantity', 'order_copies.width',
        'order_copies.height', 'order_copies.sides', 'order_copies.abaa', 'order_copies.remark'])
      .where('order_prints.order_id', 'in', orderIds).orderBy('order_copies.print_id').orderBy('order_copies.position').execute(),
    db.selectFrom('order_finishes').innerJoin('order_prints', 'order_prints.id', 'order_finishes.print_id')
      .innerJoin('finishes', 'finishes.id', 'order_finishes.finish_id')
      .select(['order_finishes.print_id', 'order_finishes.finish_id', 'order_finishes.finishing_id', 'order_finishes.side',
        'order_finishes.location', 'finishes.name', 'finishes.name_en'])
      .where('order_prints.order_id', 'in', orderIds).orderBy('order_finishes.print_id').orderBy('order_finishes.position').execute(),
  ]);
  return { prints, copies, finishes };
}

export type DocumentPrints = Awaited<ReturnType<typeof printsForDocuments>>;

/** One of the partner's invoices with its orders (PO numbers, dates) and the user who placed the first. */
export async function invoiceForDocument(db: Kysely<Database>, invoiceId: number, partnerId: number | null) {
  let query = db.selectFrom('invoices').innerJoin('partners', 'partners.id', 'invoices.partner_id')
    .selectAll('invoices').select(PARTNER_COLUMNS).where('invoices.id', '=', invoiceId);
  if (partnerId !== null) query = query.where('invoices.partner_id', '=', partnerId);
  const invoice = await query.executeTakeFirst();
  if (!invoice) return undefined;
  const orders = await db.selectFrom('invoice_orders').innerJoin('orders', 'orders.id', 'invoice_orders.order_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'orders.reference', 'orders.po_number', 'orders.cost_centre', 'orders.delivery_date', 'orders.total_cents',
      'orders.transport_kind', 'orders.transport_cents', 'users.lang'])
    .where('invoice_orders.invoice_id', '=', invoiceId).orderBy('orders.id').execute();
  return { invoice, orders };
}
