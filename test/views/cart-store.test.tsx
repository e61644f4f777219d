import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import { cartStoreActor } from '../../src/features/checkout/actors/cart-actors.js';
import { parseStoredCart } from '../../src/features/checkout/actors/stored-cart.js';
import type { CartOwner, CartStoreEvent } from '../../machines/portal.machine.js';
import type { CartPrint, OrderDetails } from '../../machines/cart.machine.js';
import { defaultDetails, NO_DEFAULTS } from '../../machines/cart.machine.js';

/** One browser's storage shared by its tabs: a write in one tab is a `storage` event in every other. */
function browserStorage() {
  const items = new Map<string, string>();
  const tabs: EventTarget[] = [];
  const storage = {
    get length() { return items.size; },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    setItem(key: string, value: string) {
      items.set(key, value);
      for (const tab of tabs.filter((other) => other !== writer)) {
        const event = new Event('storage') as Event & { key: string; newValue: string; storageArea: Storage };
        Object.assign(event, { key, newValue: value, storageArea: storage });
        tab.dispatchEvent(event);
      }
    },
  } as Storage;
  let writer: EventTarget | null = null;
  let ids = 0;
  /** A tab: its cart store, and what the store told its portal. */
  function tab(owner: CartOwner) {
    const window = new EventTarget();
    tabs.push(window);
    const told: EventObject[] = [];
    const logic = cartStoreActor(storage, window, () => `00000000-0000-4000-8000-00000000000${(ids += 1)}`);
    writer = window;
    const parent = createActor(createMachine({
      invoke: { id: 'store', src: logic, input: { owner } },
      on: { '*': { actions: ({ event }) => void told.push(event) } },
    })).start();
    writer = null;
    const send = (event: CartStoreEvent) => {
      writer = window;
      parent.getSnapshot().children.store!.send(event);
      writer = null;
    };
    return { told, send, last: () => told.at(-1) as EventObject & Record<string, unknown> };
  }
  return { storage, tab };
}

const owner: CartOwner = { key: 'pp.cart.1.none', defaults: NO_DEFAULTS };
const print: CartPrint = {
  uuid: 'p-1', product_id: 3, complete: true, prices: { product: 12.5, frames: 0 },
  copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' }],
};
const form: OrderDetails = { ...defaultDetails(NO_DEFAULTS), reference: 'PO-1', pickup: true };
const contact = { name: 'Karin', email: 'k@example.nl', phone: '0201234567' };

describe('the cart kept in the browser, the same in every tab', () => {
  it('gives a cart an id once, shared by the tabs, and shows a print added in one tab in the other', () => {
    const browser = browserStorage();
    const one = browser.tab(owner);
    const other = browser.tab(owner);
    const id = one.last().id;
    expect(id).toMatch(/^0{8}-/);
    expect(other.last()).toMatchObject({ type: 'stored.cart', id, prints: [] });
    one.send({ type: 'cart.save', prints: [print], details: form, contact });
    expect(other.last()).toMatchObject({ type: 'stored.cart', id, prints: [{ uuid: 'p-1', prices: {} }], details: { reference: 'PO-1' }, ordered: [] });
    // Saving what was just heard writes nothing (no echo between the tabs).
    const heard = other.told.length;
    other.send({ type: 'cart.save', prints: [{ ...print, prices: {} }], details: form, contact });
    expect(one.told).toHaveLength(1);
    expect(other.told).toHaveLength(heard);
  });

  it('tells of a change of only the order form as such: the other tab keeps its prints and prices', () => {
    const browser = browserStorage();
    const one = browser.tab(owner);
    const other = browser.tab(owner);
    one.send({ type: 'cart.save', prints: [print], details: form, contact });
    one.send({ type: 'cart.save', prints: [print], details: { ...form, reference: 'PO-2' }, contact });
    expect(other.last()).toEqual({ type: 'stored.form', details: { ...form, reference: 'PO-2' }, contact });
  });

  it('starts a new cart after an order, and the other tab says which order its cart became', () => {
    const browser = browserStorage();
    const one = browser.tab(owner);
    const other = browser.tab(owner);
    const id = String(one.last().id);
    one.send({ type: 'cart.save', prints: [print], details: form, contact });
    one.send({ type: 'cart.ordered', cartId: id, orders: [21], notice: false });
    const next = one.last();
    expect(next).toMatchObject({ type: 'stored.cart', prints: [], ordered: [] });
    expect(next.id).not.toBe(id);
    expect(other.last()).toEqual({ type: 'stored.cart', id: next.id, prints: [], details: {}, contact: {}, ordered: [21] });
    // The tab that missed it and sent the old cart again is answered with order 21: it keeps the newer cart.
    other.send({ type: 'cart.ordered', cartId: id, orders: [21], notice: true });
    expect(other.last()).toEqual({ type: 'stored.cart', id: next.id, prints: [], details: {}, contact: {}, ordered: [21] });
    expect(parseStoredCart(browser.storage.getItem(owner.key)).cart.id).toBe(next.id);
  });

  it('keeps no order form for an empty cart: after a reload it starts from the settings as they are now', () => {
    const browser = browserStorage();
    browser.storage.setItem(owner.key, JSON.stringify({ version: 1, prints: [], details: { approve_pdf: false, pickup: false }, contact: { name: 'Oud' } }));
    const tab = browser.tab(owner);
    expect(tab.last()).toMatchObject({ type: 'stored.cart', prints: [], details: {}, contact: {} });
  });

  it('keeps another owner\'s cart apart', () => {
    const browser = browserStorage();
    const one = browser.tab(owner);
    const partner = browser.tab({ key: 'pp.cart.1.7', defaults: NO_DEFAULTS });
    one.send({ type: 'cart.save', prints: [print], details: form, contact });
    expect(partner.told).toHaveLength(1);
  });
});
