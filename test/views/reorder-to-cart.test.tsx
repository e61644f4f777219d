import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine } from '../../machines/cart.machine.js';
import { addReorderToCart } from '../../src/features/orders/actors/after-order-services.js';
import type { Print } from '../../src/domain/print-schema.js';

const print: Print = {
  product_id: 3, uuid: 'reorder-a', complete: true, prices: {}, extra_reference: '', finishes: [],
  copies: [{ originals: 1, quantity: 2, width: 2000, height: 1000, sides: 1, abaa: 1, remark: '' }],
};

function emptyCart(defaultAddress: number | null) {
  const machine = cartMachine.provide({ actors: { fetchPrice: fromPromise(async () => ({ product: 25, frames: 0 })) } });
  return createActor(machine, {
    input: { defaults: { pickup_default: false, approve_pdf: false, default_address_id: defaultAddress, contact: { name: '', email: '', phone: '' } } },
  }).start();
}

describe('a reorder into an empty cart', () => {
  it('takes the delivery address the server answered into the order details', () => {
    const cart = emptyCart(4);
    addReorderToCart({ products: [print], unavailable: [], details: { reference: 'Kerstactie', pickup: false, address: 7, delivery_date: '' }, contact: {} }, cart);
    expect(cart.getSnapshot().context.details).toMatchObject({ address: 7, pickup: false, reference: 'Kerstactie' });
  });
});
