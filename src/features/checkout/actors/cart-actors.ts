// The cart's real parts: prices from POST /prices, and the cart kept per user and partner in the
// browser's storage, shared by the tabs.
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { cartMachine, type CartPrint, type PriceAnswer } from '../../../../machines/cart.machine.js';
import type { CartOwner, CartStoreEvent } from '../../../../machines/portal.machine.js';
import type { PricesApi } from '../../print/index.js';
import { emptyCart, parseStoredCart, readStoredCart, storedForm, storedText, writeStoredCart, type ReadCart, type StoredCart } from './stored-cart.js';

export { readStoredCart, STORED_CART_VERSION, writeStoredCart } from './stored-cart.js';

export type CartActor = ActorRefFrom<typeof cartMachine>;

/** The cart's price call: POST /prices for one print of the cart. */
export function cartPriceActor(prices: PricesApi) {
  return fromPromise<PriceAnswer, { print: CartPrint }>(async ({ input, signal }) => {
    const answer = await prices.price(input.print, signal);
    return { product: answer.product, frames: answer.frames, breakdown: answer.breakdown.map(({ kind, amount }) => ({ kind, amount })) };
  });
}

export const cartLogic = (prices: PricesApi) => cartMachine.provide({ actors: { fetchPrice: cartPriceActor(prices) } });

/** Where a change of another tab is heard: the window's `storage` event. */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The cart kept in the browser per user and partner, the same in every tab. Told who owns the cart,
 * it answers with that owner's stored cart (`stored.cart`, giving a cart without id a new one);
 * told of a change, it writes it under the owner unless nothing changed (so tabs never echo each
 * other). Another tab's change arrives as the window's `storage` event: a change of the prints or
 * the cart id comes as `stored.cart` (with the orders when this very cart was ordered there), a
 * change of only the order form as `stored.form`. A placed order (`cart.ordered`) starts a new cart
 * with a new id, unless another tab already did. Nothing is written while no owner is known.
 */
export function cartStoreActor(storage: Storage, events: StorageEvents, newCartId: () => string) {
  return fromCallback<CartStoreEvent, { owner: CartOwner | null }>(({ input, sendBack, receive }) => {
    let owner: CartOwner | null = null;
    let seen: StoredCart = emptyCart('');
    let seenText = storedText(seen);
    const remember = (cart: StoredCart) => {
      seen = storedForm(cart);
      seenText = storedText(seen);
    };
    const tell = (cart: StoredCart, ordered: number[]) => sendBack({ type: 'stored.cart', id: cart.id, prints: cart.prints, details: cart.details, contact: cart.contact, ordered });
    // Remembered before writing: a storage event of this very write (some browsers' test doubles
    // send one to the writing tab) is then heard as nothing new.
    const write = (key: string, cart: StoredCart, ordered: ReadCart['ordered'] = null) => {
      remember(cart);
      writeStoredCart(storage, key, cart, ordered);
    };
    const load = (next: CartOwner | null) => {
      owner = next;
      if (!next) {
        remember(emptyCart(''));
        tell(seen, []);
        return;
      }
      const { cart } = readStoredCart(storage, next.key);
      if (cart.id) remember(cart);
      else write(next.key, { ...cart, id: newCartId() });
      tell(seen, []);
    };
    const ordered = (key: string, event: Extract<CartStoreEvent, { type: 'cart.ordered' }>) => {
      const now = readStoredCart(storage, key).cart;
      const notice = event.notice ? event.orders : [];
      // Another tab has already started the next cart (perhaps with new prints): keep that one.
      if (event.cartId && now.id && now.id !== event.cartId) remember(now);
      else write(key, emptyCart(newCartId()), { cart: event.cartId, orders: event.orders });
      tell(seen, notice);
    };
    const heard = (event: StorageEvent) => {
      if (!owner || event.key !== owner.key || event.storageArea !== storage || event.newValue === null) return;
      const { cart, ordered: placed } = parseStoredCart(event.newValue);
      if (!cart.id || storedText(cart) === seenText) return;
      const before = seen;
      remember(cart);
      if (cart.id === before.id && JSON.stringify(seen.prints) === JSON.stringify(before.prints) && seen.prints.length > 0) {
        sendBack({ type: 'stored.form', details: seen.details, contact: seen.contact });
      } else {
        tell(seen, placed && placed.cart === before.id ? placed.orders : []);
      }
    };
    receive((event) => {
      if (event.type === 'owner.change') return load(event.owner);
      if (!owner) return;
      if (event.type === 'cart.ordered') return ordered(owner.key, event);
      const cart: StoredCart = { id: seen.id, prints: event.prints, details: event.details, contact: event.contact };
      if (storedText(cart) !== seenText) write(owner.key, cart);
    });
    events.addEventListener('storage', heard);
    load(input.owner);
    return () => events.removeEventListener('storage', heard);
  });
}
