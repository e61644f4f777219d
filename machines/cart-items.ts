// The cart's pure rules: defaults of an empty order, putting prints in (each asking its price),
// prices in cents. Used by machines/cart.machine.ts (and its views through its re-exports).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { sumCents, toCents, type Cents } from '../src/domain/money.js';
import type { CartContext, CartInput, CartItem, CartPrint, OrderDefaults, OrderDetails, PriceAnswer } from './cart.types.js';

const PRICE_ACTOR_PREFIX = 'price-';

/** Before the session is known: no contact, nothing ticked. */
export const NO_DEFAULTS: OrderDefaults = {
  contact: { name: '', email: '', phone: '' },
  pickup_default: false,
  approve_pdf: false,
  default_address_id: null,
};

/** Spec section 4: an empty order has default details, approve_pdf and pickup from the settings. */
export function defaultDetails(defaults: OrderDefaults): OrderDetails {
  return {
    description: '',
    reference: '',
    files_date: null,
    delivery_date: '',
    delivery_hour: 17,
    pickup: defaults.pickup_default,
    pack: false,
    address: defaults.default_address_id,
    approve_pdf: defaults.approve_pdf,
    archive_files: false,
    remarks: '',
  };
}

export type SpawnPrice = (print: CartPrint, id: string) => void;

/** Puts prints in the cart (or replaces those with the same uuid), each asking its price anew. */
export function putPrints(context: CartContext, prints: readonly CartPrint[], spawnPrice: SpawnPrice): Pick<CartContext, 'items' | 'priceRequests'> {
  let { items, priceRequests } = context;
  for (const print of prints) {
    // Ids only grow, so an answer for an earlier request never matches a current item.
    priceRequests += 1;
    const priceActorId = `${PRICE_ACTOR_PREFIX}${priceRequests}`;
    spawnPrice(print, priceActorId);
    const item: CartItem = { print: { ...print, prices: {} }, price: { status: 'loading' }, priceActorId };
    items = items.some((old) => old.print.uuid === print.uuid)
      ? items.map((old) => (old.print.uuid === print.uuid ? item : old))
      : [...items, item];
  }
  return { items, priceRequests };
}

export function startContext(input: CartInput & { prints?: readonly CartPrint[] }, priceRequests: number, spawnPrice: SpawnPrice): CartContext {
  const defaults = input.defaults ?? NO_DEFAULTS;
  const empty: CartContext = {
    items: [],
    details: { ...defaultDetails(defaults), ...input.details },
    contact: { ...defaults.contact, ...input.contact },
    defaults,
    priceRequests,
    removing: null,
    editing: null,
  };
  return { ...empty, ...putPrints(empty, input.prints ?? [], spawnPrice) };
}

/** The price of one item in cents (product plus frames), or null while loading or unknown. */
export function itemCents(item: CartItem): Cents | null {
  return item.price.status === 'known' ? toCents(item.price.product) + toCents(item.price.frames) : null;
}

/** Total of the known prices in cents: product plus frames (the footer; unknown prices count as 0). */
export function cartTotalCents(items: readonly CartItem[]): Cents {
  return sumCents(items.map((item) => itemCents(item) ?? 0));
}

export type PriceDone = DoneActorEvent<PriceAnswer>;

export function isPriceEvent(event: { type: string }): event is (PriceDone | ErrorActorEvent) & { actorId: string } {
  return 'actorId' in event && typeof event.actorId === 'string' && event.actorId.startsWith(PRICE_ACTOR_PREFIX);
}

/** The prints of the cart in their current form, prices included (the order's products). */
export function cartPrints(context: Pick<CartContext, 'items'>): CartPrint[] {
  return context.items.map((item) => item.print);
}

export { cartStorageKey, orderDefaults } from './cart-owner.js';
