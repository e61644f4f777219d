// The cart as kept in the browser's storage: read, written and compared in one form, so that tabs
// showing the same cart can tell a real change (another tab added a print) from their own echo.
import * as v from 'valibot';
import type { CartPrint, Contact, OrderDetails } from '../../../../machines/cart.machine.js';
import { CartIdSchema, ContactSchema } from '../../../domain/order.js';
import { PrintSchema } from '../../../domain/print-schema.js';

/**
 * The stored cart (localStorage, key `pp.cart.{userId}.{partnerId|none}`):
 * `{ version: 1, id, prints: Print[], details: OrderDetails, contact: Contact, ordered? }`. Prices
 * are left out (asked again in every tab, never trusted from storage); an empty cart keeps no form
 * (it starts from the user's settings as they are now). `ordered` says which cart became which
 * orders, so a tab still showing that cart can tell its customer.
 */
export const STORED_CART_VERSION = 1;

const StoredCartSchema = v.object({
  version: v.literal(STORED_CART_VERSION),
  id: v.optional(v.string()),
  prints: v.array(v.unknown()),
  details: v.optional(v.record(v.string(), v.unknown())),
  contact: v.optional(v.unknown()),
  ordered: v.optional(v.object({ cart: v.string(), orders: v.array(v.number()) })),
});

const DETAIL_KEYS = [
  'description', 'reference', 'files_date', 'delivery_date', 'delivery_hour', 'pickup', 'pack', 'address',
  'approve_pdf', 'archive_files', 'remarks', 'po_number', 'cost_centre',
] as const;

export interface StoredCart {
  /** '' when the stored cart has none yet (written by an older version): the store gives it one. */
  id: string;
  prints: CartPrint[];
  details: Partial<OrderDetails>;
  contact: Partial<Contact>;
}

export interface ReadCart {
  cart: StoredCart;
  /** Which cart became which orders, when the last writer placed one. */
  ordered: { cart: string; orders: number[] } | null;
}

const emptyCart = (id: string): StoredCart => ({ id, prints: [], details: {}, contact: {} });

/** A print in its stored form (schema order, no prices), or null when it no longer parses. */
function storedPrint(print: unknown): CartPrint | null {
  const result = v.safeParse(PrintSchema, typeof print === 'object' && print !== null ? { ...print, prices: {} } : print);
  return result.success ? result.output : null;
}

/** The one form a cart is stored and compared in: prints normalised, the form only for a filled cart. */
export function storedForm(cart: StoredCart): StoredCart {
  const prints = cart.prints.flatMap((print) => storedPrint(print) ?? []);
  if (prints.length === 0) return emptyCart(cart.id);
  const details: Record<string, unknown> = {};
  for (const name of DETAIL_KEYS) if (name in cart.details) details[name] = cart.details[name];
  const contact = v.safeParse(v.partial(ContactSchema), cart.contact);
  return { id: cart.id, prints, details: details as Partial<OrderDetails>, contact: contact.success ? { ...contact.output } : {} };
}

/** What two tabs compare: the same text means the same cart. */
export const storedText = (cart: StoredCart): string => JSON.stringify(storedForm(cart));

/** Reads a stored cart's text; a damaged entry is an empty cart, a print that no longer parses is left out. */
export function parseStoredCart(text: string | null): ReadCart {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? 'null');
  } catch {
    return { cart: emptyCart(''), ordered: null };
  }
  const parsed = v.safeParse(StoredCartSchema, raw);
  if (!parsed.success) return { cart: emptyCart(''), ordered: null };
  const id = v.is(CartIdSchema, parsed.output.id) ? parsed.output.id : '';
  const cart = storedForm({ id, prints: parsed.output.prints as CartPrint[], details: (parsed.output.details ?? {}) as Partial<OrderDetails>, contact: (parsed.output.contact ?? {}) as Partial<Contact> });
  return { cart, ordered: parsed.output.ordered ?? null };
}

export const readStoredCart = (storage: Storage, key: string): ReadCart => {
  try {
    return parseStoredCart(storage.getItem(key));
  } catch {
    return parseStoredCart(null);
  }
};

export function writeStoredCart(storage: Storage, key: string, cart: StoredCart, ordered: ReadCart['ordered'] = null): void {
  try {
    storage.setItem(key, JSON.stringify({ version: STORED_CART_VERSION, ...storedForm(cart), ...(ordered ? { ordered } : {}) }));
  } catch {
    // storage full or blocked: the cart still works for this visit
  }
}

export { emptyCart };
