import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { defaultDetails, NO_DEFAULTS, type CartContext } from '../../machines/cart.machine.js';
import { checkoutMachine, type CheckoutCart, type PlaceAnswer, type PlaceOrderInput } from '../../machines/checkout.machine.js';
import { purchaseOrderMessages } from '../../src/domain/purchase-order.js';
import { word } from '../../src/domain/texts/text.js';

/** The checkout asks for the PO number exactly where POST /order will (src/domain/purchase-order.ts). */
const TODAY = '2026-11-20';
const print = {
  uuid: 'p1', product_id: 3, complete: true, prices: { product: 10, frames: 0 },
  copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' }],
};
const item: CartContext['items'][number] = { print, price: { status: 'known', product: 10, frames: 0 }, priceActorId: 'price-1' };
const contact = { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' };
const cart: CheckoutCart = { items: [item], contact, details: { ...defaultDetails(NO_DEFAULTS), reference: 'Kermis', address: 5 } };

function checkout() {
  const orders: PlaceOrderInput[] = [];
  const actor = createActor(checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<PlaceAnswer, PlaceOrderInput>(({ input }) => { orders.push(input); return new Promise(() => undefined); }),
      fetchExpedition: fromPromise(() => new Promise(() => undefined)),
    },
  })).start();
  return { actor, orders, change: (next: CheckoutCart) => actor.send({ type: 'cart.change', cart: next, today: TODAY }) };
}

describe('checkout: the PO number', () => {
  it('keeps an order without PO number back when the company asks for one, and sends it with the number', async () => {
    const c = checkout();
    c.change({ ...cart, poRequired: true });
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    expect(c.orders).toHaveLength(0);
    expect(c.actor.getSnapshot().context.issues).toEqual([{ path: 'details.po_number', message: word(purchaseOrderMessages.required) }]);
    // Typing the number clears the problem at once, and the order goes with it and the cost centre.
    c.change({ ...cart, poRequired: true, details: { ...cart.details, po_number: 'ZW-42', cost_centre: 'Evenementen' } });
    expect(c.actor.getSnapshot().context.issues).toEqual([]);
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-2' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(c.orders[0]?.order.details).toMatchObject({ po_number: 'ZW-42', cost_centre: 'Evenementen' });
  });

  it('saves a template without it, and asks nothing of a company that does not require it', async () => {
    const required = checkout();
    required.change({ ...cart, poRequired: true });
    required.actor.send({ type: 'order.submit', kind: 'template', key: 'k-1' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(required.orders).toHaveLength(1);
    const free = checkout();
    free.change(cart);
    free.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(free.orders).toHaveLength(1);
    expect(free.orders[0]?.order.details).toMatchObject({ po_number: '', cost_centre: '' });
  });
});
