// The app's cart actor: prices from POST /prices, the cart kept
// per user + partner in localStorage, and the configurator's hand-off picked up.
import * as v from 'valibot';
import { createActor, fromPromise, type Actor } from 'xstate';
import { cartMachine, type CartPrint, type OrderDefaults, type OrderDetails } from '../../../../machines/cart.machine.js';
import type { SessionActor } from '../../../app/create-actors.js';
import type { PricesApi } from '../../print/api.js';
import { ContactSchema } from '../../../domain/order.js';
import { PrintSchema } from '../../../domain/print-schema.js';
import type { Settings, User } from '../../../domain/session.js';
import { cartStorageKey } from './cart-storage.js';
import type { Inspect } from '../../../app/inspect.js';

export type CartActor = Actor<typeof cartMachine>;

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

export function orderDefaults(user: User, settings: Settings | null): OrderDefaults {
  return {
    contact: { name: user.name, email: user.email, phone: user.phone ?? '' },
    pickup_default: settings?.pickup_default ?? false,
    approve_pdf: settings?.approve_pdf ?? false,
    default_address_id: settings?.default_address_id ?? null,
  };
}

/**
 * Creates the cart actor and ties it to the session: whenever the user or partner changes, that
 * owner's stored cart is loaded (with their defaults); every change is written back under the owner.
 */
export function createCartActor(options: { session: SessionActor; prices: PricesApi; storage?: Storage; inspect?: Inspect }): CartActor {
  const storage = options.storage ?? localStorage;
  const fetchPrice = fromPromise<{ product: number; frames: number }, { print: CartPrint }>(async ({ input, signal }) => {
    const answer = await options.prices.price(input.print, signal);
    return { product: answer.product, frames: answer.frames };
  });
  const cart = createActor(cartMachine.provide({ actors: { fetchPrice } }), { id: 'cart', systemId: 'cart', input: {}, inspect: options.inspect });
  cart.start();

  let ownerKey: string | null = null;
  const follow = () => {
    const { user, settings } = options.session.getSnapshot().context;
    const key = user && (user.partner || !user.is_partner_account) ? cartStorageKey(user) : null;
    if (key === ownerKey) return;
    ownerKey = null; // no writes while the new owner's cart loads
    if (!user || !key) {
      cart.send({ type: 'cart.load', prints: [], defaults: cart.getSnapshot().context.defaults });
      return;
    }
    const stored = readStoredCart(storage, key);
    cart.send({ type: 'cart.load', prints: stored.prints, details: stored.details, contact: stored.contact, defaults: orderDefaults(user, settings) });
    ownerKey = key;
    save();
  };
  const save = () => {
    if (!ownerKey) return;
    const { items, details, contact } = cart.getSnapshot().context;
    writeStoredCart(storage, ownerKey, { prints: items.map((item) => item.print), details, contact });
  };
  options.session.subscribe(follow);
  cart.subscribe(save);
  follow();
  return cart;
}
