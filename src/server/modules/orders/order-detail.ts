import type { Kysely } from 'kysely';
import { parseStoredChecks } from './print-file-checks.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/http/errors.js';
import { decide, progressOf, quoteExpired, type LifeAction, type LifeOrder } from './transitions.js';
import { withVat } from './invoices.js';

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The caller's order (or 404: another partner's order does not exist for them). */
export async function findOwnOrder(db: Kysely<Database>, orderId: number, partnerId: number) {
  const order = await db
    .selectFrom('orders')
    .innerJoin('partners', 'partners.id', 'orders.partner_id')
    .selectAll('orders')
    .select('partners.name as partner_name')
    .where('orders.id', '=', orderId)
    .where('orders.partner_id', '=', partnerId)
    .executeTakeFirst();
  if (!order) throw notFound();
  return order;
}

export function lifeOf(
  order: { kind: LifeOrder['kind']; state: LifeOrder['state']; deactivated_at: string | null; created_at: string },
  now: Date,
): LifeOrder {
  const expired = order.kind === 'quote' && quoteExpired(order.created_at, now);
  return { kind: order.kind, state: order.state, deactivated: order.deactivated_at !== null, expired };
}

export function fileAnswer(file: {
  id: number; print_id: number; original_name: string; size: number; pages: number | null;
  width_mm: number | null; height_mm: number | null; warning: string | null; created_at: string;
  checks: string | null;
}) {
  return {
    id: file.id,
    print_id: file.print_id,
    name: file.original_name,
    size: Number(file.size),
    pages: file.pages,
    width_mm: file.width_mm,
    height_mm: file.height_mm,
    warning: file.warning,
    /** Issue 16: the print-file check (src/domain/preflight/file-checks.ts), null before it existed. */
    checks: parseStoredChecks(file.checks),
    uploaded_at: file.created_at,
    url: `/api/v1/files/${file.id}`,
  };
}

/** Rows grouped by their print, in the order they came: a lookup per print instead of a filter. */
function byPrint<T extends { print_id: number }>(rows: T[]): (printId: number) => T[] {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.print_id);
    if (group) group.push(row);
    else groups.set(row.print_id, [row]);
  }
  return (printId) => groups.get(printId) ?? [];
}

const ACTIONS: LifeAction[] = ['upload', 'approve', 'accept', 'deactivate', 'delete', 'reorder'];

/** GET /orders/{id}: the order with prints, copies, finishes, frames, prices, files and progress. */
export async function orderDetail(db: Kysely<Database>, orderId: number, partnerId: number, now: Date) {
  const order = await findOwnOrder(db, orderId, partnerId);
  const prints = await db
    .selectFrom('order_prints')
    .innerJoin('products', 'products.id', 'order_prints.product_id')
    .select([
      'order_prints.id', 'order_prints.position', 'order_prints.uuid', 'order_prints.extra_reference',
      'order_prints.product_cents', 'order_prints.frames_cents', 'products.id as product_id', 'products.name as product_name',
      'products.kind as product_kind',
    ])
    .where('order_prints.order_id', '=', orderId)
    .orderBy('order_prints.position')
    .execute();
  // Each child table in one statement joined on the order (not 500 print ids as parameters),
  // grouped by print once: an order of 500 prints and 5,000 copy lines answers in one go (issue 17).
  const ofOrder = (table: 'order_copies' | 'order_finishes' | 'order_frames' | 'order_files') =>
    db.selectFrom(table).innerJoin('order_prints as owner', 'owner.id', `${table}.print_id`).where('owner.order_id', '=', orderId);
  const [copies, finishes, frames, files, events, invoice] = await Promise.all([
    ofOrder('order_copies').selectAll('order_copies').orderBy('order_copies.print_id').orderBy('order_copies.position').execute(),
    ofOrder('order_finishes').innerJoin('finishes', 'finishes.id', 'order_finishes.finish_id')
      .select(['order_finishes.print_id', 'order_finishes.position', 'order_finishes.finish_id', 'order_finishes.finishing_id',
        'order_finishes.side', 'order_finishes.location', 'finishes.name', 'finishes.default_code', 'finishes.level', 'finishes.spacing_mm', 'finishes.price_kind'])
      .orderBy('order_finishes.print_id').orderBy('order_finishes.position').execute(),
    ofOrder('order_frames').selectAll('order_frames').orderBy('order_frames.print_id').orderBy('order_frames.position').execute(),
    ofOrder('order_files').selectAll('order_files').orderBy('order_files.created_at').orderBy('order_files.id').execute(),
    db.selectFrom('order_events').select(['from_state', 'to_state', 'at']).where('order_id', '=', orderId).orderBy('at').orderBy('id').execute(),
    db.selectFrom('invoice_orders').innerJoin('invoices', 'invoices.id', 'invoice_orders.invoice_id')
      .select(['invoices.id', 'invoices.number', 'invoices.state']).where('invoice_orders.order_id', '=', orderId).executeTakeFirst(),
  ]);
  const copiesOf = byPrint(copies);
  const finishesOf = byPrint(finishes);
  const framesOf = byPrint(frames);
  const filesOf = byPrint(files);
  const life = lifeOf(order, now);
  const amounts = withVat(order.total_cents);
  return {
    id: order.id,
    kind: order.kind,
    state: order.state,
    deactivated: life.deactivated,
    order_date: order.created_at,
    reference: order.reference,
    description: order.description,
    partner: { id: order.partner_id, name: order.partner_name },
    contact: parsed(order.contact),
    details: parsed(order.details),
    delivery_date: order.delivery_date,
    total: amounts.untaxed / 100,
    vat: amounts.vat / 100,
    total_incl_vat: amounts.total / 100,
    progress: progressOf(life),
    history: events,
    invoice: invoice ?? null,
    actions: Object.fromEntries(ACTIONS.map((action) => [action, decide(life, action).ok])),
    products: prints.map((print) => ({
      id: print.id,
      position: print.position,
      uuid: print.uuid,
      product: { id: print.product_id, name: print.product_name, kind: print.product_kind },
      extra_reference: print.extra_reference,
      prices: { product: print.product_cents / 100, frames: print.frames_cents / 100 },
      copies: copiesOf(print.id).map((copy) => ({
        id: copy.id, originals: copy.originals, quantity: copy.quantity, width: copy.width, height: copy.height,
        sides: copy.sides, abaa: copy.abaa, remark: copy.remark,
      })),
      finishes: finishesOf(print.id).map((finish) => ({
        id: finish.finish_id, name: finish.name, code: finish.default_code, level: finish.level, finishing_id: finish.finishing_id,
        side: finish.side, location: finish.location, spacing_mm: finish.spacing_mm, price_kind: finish.price_kind,
      })),
      frames: framesOf(print.id).map((frame) => ({
        id: frame.frame_id, base: frame.base_finish_id, support: frame.support === 1, wallmount: frame.wallmount === 1,
        sizes: parsed(frame.sizes) ?? [],
      })),
      files: filesOf(print.id).map(fileAnswer),
    })),
  };
}
