import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Print } from '../../../domain/print-schema.js';
import { refused } from '../../platform/http/errors.js';
import { checkAndPrice } from '../checkout/price-prints.js';
import { decide } from './transitions.js';
import { findOwnOrder } from './order-detail.js';
import { lifeOf } from './transitions.js';
import { parsedObject } from './stored-json.js';
import { defaultAddressOf, isPartnerDeliveryAddress } from './queries/addresses.js';
import { storedPrints } from './queries/order-prints.js';
import { holdOrder } from './queries/order-state.js';
import { inTransaction } from '../../platform/db/queries.js';

type FinishSide = NonNullable<Print['finishes']>[number]['side'];

function sizesOf(text: string): { pieces: number; width: number; height: number }[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as { pieces: number; width: number; height: number }[]) : [];
  } catch {
    return [];
  }
}

/** The stored prints of an order as cart payloads (new uuids, no prices yet). */
async function printsOf(db: Kysely<Database>, orderId: number): Promise<Print[]> {
  const { prints, copies, finishes, frames } = await storedPrints(db, orderId);
  return prints.map((print): Print => {
    const ownFrames = frames.filter((frame) => frame.print_id === print.id);
    return {
      product_id: print.product_id,
      uuid: randomUUID(),
      complete: true,
      prices: {},
      extra_reference: print.extra_reference,
      copies: copies.filter((copy) => copy.print_id === print.id).map((copy) => ({
        originals: copy.originals, quantity: copy.quantity, width: copy.width, height: copy.height,
        sides: copy.sides === 2 ? 2 : 1, abaa: copy.abaa === 2 ? 2 : 1, remark: copy.remark,
      })),
      finishes: finishes.filter((finish) => finish.print_id === print.id).map((finish) => ({
        id: finish.finish_id, finishing_id: finish.finishing_id, side: finish.side as FinishSide, location: finish.location,
      })),
      ...(ownFrames.length > 0 ? {
        frames: ownFrames.map((frame) => ({
          id: frame.frame_id, base: frame.base_finish_id, support: frame.support === 1, wallmount: frame.wallmount === 1,
          sizes: sizesOf(frame.sizes),
        })),
      } : {}),
    } as Print;
  });
}

/**
 * The address the new order starts with: the old order's while it is still one of the partner's,
 * else the user's default address (when it is the partner's), else none. `pickup` is kept as the old order
 * had it; an address alongside a pickup is harmless and ready should the customer untick pickup.
 */
async function startingAddress(db: Kysely<Database>, details: Record<string, unknown>, partnerId: number, userId: number): Promise<number | null> {
  if (await isPartnerDeliveryAddress(db, partnerId, details.address)) return details.address as number;
  const fallback = await defaultAddressOf(db, userId);
  return fallback !== null && (await isPartnerDeliveryAddress(db, partnerId, fallback)) ? fallback : null;
}

/**
 * POST /orders/{id}/reorder: a template or a past order as a new cart, priced afresh by the same
 * pricing as POST /prices. Prints whose product is no longer sold (or whose finishes changed so
 * they no longer check) come back in `unavailable` instead of the cart.
 */
export async function reorder(db: Kysely<Database>, orderId: number, partnerId: number, userId: number, now: Date) {
  // The order and its prints are read together: a template deleted (or a quote accepted) meanwhile
  // waits for this read on PostgreSQL (a shared row lock), so the cart is never read half-gone.
  const { order, prints } = await inTransaction(db, async (trx) => {
    await holdOrder(trx, orderId);
    const own = await findOwnOrder(trx, orderId, partnerId);
    const verdict = decide(lifeOf(own, now), 'reorder');
    if (!verdict.ok) throw refused(verdict.message);
    return { order: own, prints: await printsOf(trx, orderId) };
  });
  const outcomes = await checkAndPrice(db, prints);
  const details = parsedObject(order.details);
  delete details.type;
  // The checkout starts with a delivery address, so a past order without one cannot be sent as is.
  const address = await startingAddress(db, details, partnerId, userId);
  return {
    products: outcomes.filter((outcome) => outcome.ok).map((outcome) => ({
      ...outcome.print,
      prices: { product: outcome.price.productCents / 100, frames: outcome.price.framesCents / 100 },
    })),
    unavailable: outcomes.filter((outcome) => !outcome.ok).map((outcome) => ({
      product_id: outcome.print.product_id,
      name: outcome.product?.name ?? null,
    })),
    // Fresh dates: the checkout asks /expedition again, so the old delivery date is left out.
    // A PO number belongs to one purchase: the new order gets its own (the cost centre stays).
    details: { ...details, delivery_date: '', files_date: null, address, po_number: '' },
    contact: parsedObject(order.contact),
  };
}
