import type { Kysely } from 'kysely';
import type { Order } from '../../../domain/order.js';
import { deliveryAddressErrors } from '../../../domain/delivery-address.js';
import { printFieldErrors, type PrintIssues } from '../../../domain/print.js';
import type { Database } from '../../db/database.js';
import { DeliveryAddressSchema, type OrderKind, type OrderState } from '../../../domain/orders.js';
import * as v from 'valibot';
import { invalid, refused, type FieldErrors } from '../../platform/http/errors.js';
import { checkDeliveryDate } from './delivery-date.js';
import { closingDaysFrom, deadlinesFor } from './deadlines-for.js';
import { orderTransport } from './cart-transport.js';
import { filesDeadlineFor } from './files-deadline.js';
import { priceCatalog } from '../catalog/price-catalog.js';
import { completeKey, enterKey, type IdempotencyClaim, type StoredAnswer } from './idempotency.js';
import { toEuros as euros } from '../../../domain/money.js';
import { checkAndPriceWith, priceLimitMessages, type PrintOutcome } from './price-prints.js';
import { MAX_ORDER_CENTS } from '../../../domain/pricing/index.js';
import { storeOrder, type PricedPrint } from './queries/orders.js';
import { inTransaction } from '../../platform/db/queries.js';
import { addressOfPartner, requiresPoNumber } from './queries/partners.js';
import { purchaseOrderErrors } from '../../../domain/purchase-order.js';
import { earlierOrderOfCart, takeCart, type CartOwner } from './one-order-per-cart.js';
import type { Dialect } from '../../platform/db/connect.js';
import { addressFieldErrors } from '../../../domain/address.js';
import { withValues, word, type Text } from '../../../domain/texts/text.js';

const PLACE_ORDER_TEXTS = {
  unknownProduct: /*i18n*/ { id: 'order.unknown_product', message: 'Product {id} is niet (meer) leverbaar; haal het uit uw winkelwagen.' },
  foreignAddress: /*i18n*/ { id: 'order.foreign_address', message: 'Het gekozen bezorgadres hoort niet bij uw bedrijf; kies een ander adres.' },
  incompleteAddress: /*i18n*/ {
    id: 'order.incomplete_address',
    message: 'Het gekozen bezorgadres is niet volledig (er ontbreekt een huisnummer of een geldige postcode); voeg het opnieuw toe of kies een ander adres.',
  },
} as const;

export const orderMessages = {
  unknownProduct: (id: number): Text => withValues(PLACE_ORDER_TEXTS.unknownProduct, { id }),
  foreignAddress: PLACE_ORDER_TEXTS.foreignAddress,
  incompleteAddress: PLACE_ORDER_TEXTS.incompleteAddress,
} as const;

const FIRST_STATE: Record<OrderKind, OrderState> = { order: 'waiting_for_files', quote: 'quote', template: 'template' };

export interface Placer {
  db: Kysely<Database>;
  now: Date;
  userId: number;
  partnerId: number;
  dialect: Dialect;
  /** Told once the order is committed, only when this call placed it (not for a replay or an earlier cart's order). */
  onPlaced?: (placed: { id: number; kind: OrderKind }) => void;
}

/** 422 for prints that break the rules; 405 when the only problem is a PlusFrame total under the minimum. */
function refuseBadPrints(outcomes: readonly PrintOutcome[]): PricedPrint[] {
  const unknown = outcomes.find((outcome) => !outcome.ok && outcome.issues === null);
  if (unknown) throw refused(orderMessages.unknownProduct(unknown.print.product_id));
  const errors: FieldErrors = {};
  let belowMinimum: string | null = null;
  outcomes.forEach((outcome, index) => {
    if (outcome.ok || !outcome.issues) return;
    const issues: PrintIssues = outcome.issues;
    const totalMin = issues.copies.filter((issue) => issue.keyword === 'total_min');
    const rest = { ...issues, copies: issues.copies.filter((issue) => issue.keyword !== 'total_min') };
    belowMinimum ??= totalMin[0]?.message ?? null;
    Object.assign(errors, printFieldErrors(rest, `products.${index}`));
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (belowMinimum) throw refused(belowMinimum);
  const prints = outcomes.flatMap((outcome) =>
    outcome.ok ? [{ print: outcome.print, price: outcome.price, keepFrames: outcome.product.kind === 'frame' }] : [],
  );
  const total = prints.reduce((sum, { price }) => sum + price.productCents + price.framesCents, 0);
  if (total > MAX_ORDER_CENTS) throw invalid({ products: [word(priceLimitMessages.tooLarge)] });
  return prints;
}

/**
 * POST /order after authentication and the schema: checks the order (product rules, delivery
 * date, address), prices every print on the server and stores everything in one transaction, which also
 * takes the idempotency key (when given) and stores the answer with it: the key, the order and the
 * answer are committed together or not at all.
 */
export async function placeOrder(placer: Placer, order: Order, claim: IdempotencyClaim | null): Promise<StoredAnswer> {
  const cart: CartOwner | null = order.cart_id ? { cartId: order.cart_id, userId: placer.userId, partnerId: placer.partnerId } : null;
  const earlier = cart ? await earlierOrderOfCart(placer.db, cart) : null;
  if (earlier) return earlier;
  const addressErrors = deliveryAddressErrors(order.details);
  if (Object.keys(addressErrors).length > 0) throw invalid(addressErrors);
  const kind: OrderKind = order.details.type ?? 'order';
  const addressId = order.details.address;
  // The catalogue rows /prices and /expedition answered from, so the stored price and the accepted
  // date are those the customer was shown (a catalogue edit shows within seconds everywhere alike).
  const [catalog, address, poRequired] = await Promise.all([
    priceCatalog(placer.db),
    addressId === null ? Promise.resolve(null) : addressOfPartner(placer.db, addressId, placer.partnerId),
    requiresPoNumber(placer.db, placer.partnerId),
  ]);
  const poErrors = purchaseOrderErrors(order.details, poRequired);
  if (Object.keys(poErrors).length > 0) throw invalid(poErrors);
  const outcomes = checkAndPriceWith(catalog, order.products);
  const closingDays = closingDaysFrom(catalog, placer.now);
  const prints = refuseBadPrints(outcomes);
  const delivery = checkDeliveryDate(order.details.delivery_date, {
    required: kind === 'order',
    now: placer.now,
    closingDays,
  });
  // Priced here by the rule and tariff /expedition answered with; whatever the client sent is not read.
  const transport = kind === 'template' || !delivery ? null : orderTransport(catalog, order.products, {
    day: delivery.day,
    hour: delivery.hour,
    pickup: order.details.pickup,
    deadlines: deadlinesFor(catalog, placer.now, order.products.map((print) => print.product_id)),
  });
  if (address === undefined) throw refused(orderMessages.foreignAddress);
  // An address saved before today's address rule (no house number, a postcode of another country)
  // would send the order nowhere: refused by the same rule the address form applies.
  if (address && Object.keys(addressFieldErrors(address)).length > 0) throw refused(orderMessages.incompleteAddress);

  // Set by the attempt that stores the order; told only after the commit.
  const placed: { order: { id: number; kind: OrderKind } | null } = { order: null };
  const answer = await inTransaction(placer.db, async (trx) => {
    const replay = claim ? await enterKey(trx, claim, placer.now) : null;
    if (replay) return replay;
    const first = cart ? await takeCart(trx, cart, placer.dialect) : null;
    if (first) {
      if (claim) await completeKey(trx, claim, first);
      return first;
    }
    const stored = await storeOrder(trx, {
      cartId: cart?.cartId ?? null,
      // Kept as it is now: the order page shows where it went, whatever the address book says later.
      // Where it goes, not how to reach the address's contact (the order has its own contact).
      deliveryAddress: order.details.pickup || !address ? null : v.parse(DeliveryAddressSchema, address),
      kind,
      state: FIRST_STATE[kind],
      partnerId: placer.partnerId,
      userId: placer.userId,
      contact: order.contact,
      details: { ...order.details, delivery_date: delivery?.stored ?? '' },
      deliveryDate: delivery?.day ?? null,
      // A quote's deadline is set when it is accepted; a template has none.
      filesDeadline: kind === 'order' && delivery ? filesDeadlineFor(catalog, placer.now, order.products.map((print) => print.product_id), delivery) : null,
      prints,
      transport,
      now: placer.now,
    });
    const answer: StoredAnswer = {
      status: 201,
      body: {
        orders: [{
          id: stored.id,
          kind,
          state: FIRST_STATE[kind],
          reference: order.details.reference,
          total: euros(stored.totalCents),
        }],
      },
    };
    if (claim) await completeKey(trx, claim, answer);
    placed.order = { id: stored.id, kind };
    return answer;
  });
  if (placed.order) placer.onPlaced?.(placed.order);
  return answer;
}
