// The cart's pure rules: defaults of an empty order, putting prints in (each asking its price),
// prices in cents. Used by machines/cart.machine.ts (and its views through its re-exports).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { sumCents, toCents, type Cents } from '../src/domain/money.js';
import type { CartContext, CartInput, CartItem, CartPrint, OrderDefaults, OrderDetails, PriceAnswer } from './cart.types.js';

const PRICE_ACTOR_PREFIX = 'price-';

import { NO_DEFAULTS } from './cart-owner.js';

export { NO_DEFAULTS };

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
    po_number: '',
    cost_centre: '',
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
    id: input.id ?? '',
    ordered: input.ordered ?? [],
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

/**
 * Saved settings: the order form follows the new defaults wherever it still holds the old ones
 * (a choice the customer made in this cart stays); an empty cart simply starts from them.
 */
export function followDefaults(context: Pick<CartContext, 'details' | 'contact' | 'defaults'>, next: OrderDefaults): Pick<CartContext, 'details' | 'contact' | 'defaults'> {
  const old = context.defaults;
  const follow = <T>(value: T, was: T, now: T): T => (value === was ? now : value);
  return {
    defaults: next,
    details: {
      ...context.details,
      pickup: follow(context.details.pickup, old.pickup_default, next.pickup_default),
      approve_pdf: follow(context.details.approve_pdf, old.approve_pdf, next.approve_pdf),
      address: follow(context.details.address, old.default_address_id, next.default_address_id),
    },
    contact: {
      name: follow(context.contact.name, old.contact.name, next.contact.name),
      email: follow(context.contact.email, old.contact.email, next.contact.email),
      phone: follow(context.contact.phone, old.contact.phone, next.contact.phone),
    },
  };
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
