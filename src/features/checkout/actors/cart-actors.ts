// The cart's real parts: prices from POST /prices, and the cart kept per user and partner in the
// browser's storage.
import * as v from 'valibot';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { cartMachine, NO_DEFAULTS, type CartPrint, type OrderDetails } from '../../../../machines/cart.machine.js';
import type { CartOwner, CartStoreEvent } from '../../../../machines/portal.machine.js';
import type { PricesApi } from '../../print/index.js';
import { ContactSchema } from '../../../domain/order.js';
import { PrintSchema } from '../../../domain/print-schema.js';

export type CartActor = ActorRefFrom<typeof cartMachine>;

/**
 * The stored cart (localStorage, key `pp.cart.{userId}.{partnerId|none}`):
 * `{ version: 1, prints: Print[], details: OrderDetails, contact: Contact }`. Prices are asked again
 * after a reload, never trusted from storage.
 */
export const STORED_CART_VERSION = 1;

const StoredCartSchema = v.object({
  version: v.literal(STORED_CART_VERSION),
  prints: v.array(v.unknown()),
  details: v.optional(v.record(v.string(), v.unknown())),
  contact: v.optional(v.unknown()),
});

const DETAIL_KEYS = [
  'description', 'reference', 'files_date', 'delivery_date', 'delivery_hour', 'pickup', 'pack', 'address',
  'approve_pdf', 'archive_files', 'remarks',
] as const;

export interface StoredCart {
  prints: CartPrint[];
  details: Partial<OrderDetails>;
  contact: Partial<{ name: string; email: string; phone: string }>;
}

/** Reads a stored cart; a damaged entry, or a print that no longer parses, is left out. */
export function readStoredCart(storage: Storage, key: string): StoredCart {
  const empty: StoredCart = { prints: [], details: {}, contact: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return empty;
  }
  const parsed = v.safeParse(StoredCartSchema, raw);
  if (!parsed.success) return empty;
  const prints = parsed.output.prints.flatMap((print) => {
    const result = v.safeParse(PrintSchema, print);
    return result.success ? [result.output] : [];
  });
  const details: Record<string, unknown> = {};
  for (const name of DETAIL_KEYS) if (parsed.output.details && name in parsed.output.details) details[name] = parsed.output.details[name];
  const contact = v.safeParse(v.partial(ContactSchema), parsed.output.contact);
  return { prints, details: details as Partial<OrderDetails>, contact: contact.success ? contact.output : {} };
}

export function writeStoredCart(storage: Storage, key: string, cart: StoredCart): void {
  try {
    storage.setItem(key, JSON.stringify({ version: STORED_CART_VERSION, ...cart }));
  } catch {
    // storage full or blocked: the cart still works for this visit
  }
}


/** The cart's price call: POST /prices for one print of the cart. */
export function cartPriceActor(prices: PricesApi) {
  return fromPromise<{ product: number; frames: number }, { print: CartPrint }>(async ({ input, signal }) => {
    const answer = await prices.price(input.print, signal);
    return { product: answer.product, frames: answer.frames };
  });
}

export const cartLogic = (prices: PricesApi) => cartMachine.provide({ actors: { fetchPrice: cartPriceActor(prices) } });

/**
 * The cart kept in the browser per user and partner: told who owns the cart, it answers with that
 * owner's stored prints and choices (`stored.cart`); told of a change, it writes it under the
 * owner. Nothing is written while no owner is known.
 */
export function cartStoreActor(storage: Storage) {
  return fromCallback<CartStoreEvent, { owner: CartOwner | null }>(({ input, sendBack, receive }) => {
    let owner: CartOwner | null = null;
    const load = (next: CartOwner | null) => {
      owner = next;
      const stored = next ? readStoredCart(storage, next.key) : { prints: [], details: {}, contact: {} };
      sendBack({ type: 'stored.cart', ...stored, defaults: next?.defaults ?? NO_DEFAULTS });
    };
    receive((event) => {
      if (event.type === 'owner.change') load(event.owner);
      else if (owner) writeStoredCart(storage, owner.key, { prints: event.prints, details: event.details, contact: event.contact });
    });
    load(input.owner);
  });
}
