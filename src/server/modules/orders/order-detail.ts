import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/http/errors.js';
import { fileAnswer } from '../files/file-answer.js';
import { decide, lifeOf, progressOf, type LifeAction } from './transitions.js';
import { groupRows } from './group-rows.js';
import { withVat } from './invoices.js';
import { orderDetailRows, ownOrder } from './queries/order-detail.js';
import { trackingLink } from '../../../domain/tracking.js';
import { storedTransport } from './stored-transport.js';

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The caller's order (or 404: another partner's order does not exist for them). */
export async function findOwnOrder(db: Kysely<Database>, orderId: number, partnerId: number) {
  const order = await ownOrder(db, orderId, partnerId);
  if (!order) throw notFound();
  return order;
}

/** The parcel's tracking once staff gave it (with the move to transport); null before. */
function trackingOf(order: { tracking_code: string | null; tracking_url: string | null }) {
  const tracking = { code: order.tracking_code, url: order.tracking_url };
  const link = trackingLink(tracking);
  return link ? { ...tracking, link } : null;
}

const byPrint = <T extends { print_id: number }>(rows: readonly T[]) => groupRows(rows, (row) => row.print_id);

const ACTIONS: LifeAction[] = ['upload', 'approve', 'accept', 'deactivate', 'delete', 'reorder'];

/** GET /orders/{id}: the order with prints, copies, finishes, frames, prices, files and progress. */
export async function orderDetail(db: Kysely<Database>, orderId: number, partnerId: number, now: Date) {
  const order = await findOwnOrder(db, orderId, partnerId);
  const { prints, copies, finishes, frames, files, events, invoice } = await orderDetailRows(db, orderId);
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
    files_deadline: order.files_deadline,
    // As it was when ordered: the address book may have changed since.
    delivery_address: order.delivery_address ? parsed(order.delivery_address) : null,
    tracking: trackingOf(order),
    po_number: order.po_number,
    cost_centre: order.cost_centre,
    documents: {
      confirmation: order.kind === 'order' ? `/api/v1/orders/${order.id}/confirmation.pdf` : null,
      quote: order.kind === 'quote' ? `/api/v1/orders/${order.id}/quote.pdf` : null,
    },
    // Prints and transport (DESIGN.md section 7), excl. VAT; `transport` says how it was priced.
    transport: storedTransport(order),
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
