import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine } from '../../machines/cart.machine.js';
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

describe('a reorder into the cart', () => {
  it('takes the delivery address the server answered into the order details', () => {
    const cart = emptyCart(4);
    cart.send({ type: 'reorder.add', answer: { products: [print], unavailable: [], details: { reference: 'Kerstactie', pickup: false, address: 7, delivery_date: '' }, contact: { name: 'Karin' } } });
    expect(cart.getSnapshot().context.details).toMatchObject({ address: 7, pickup: false, reference: 'Kerstactie' });
    expect(cart.getSnapshot().context.contact.name).toBe('Karin');
    expect(cart.getSnapshot().context.items.map((item) => item.print.uuid)).toEqual(['reorder-a']);
  });

  it('keeps the details of a cart that already holds prints, and asks the delivery date again', () => {
    const cart = emptyCart(4);
    cart.send({ type: 'print.add', print: { ...print, uuid: 'first' } });
    cart.send({ type: 'details.change', details: { reference: 'Eigen', delivery_date: '2026-12-01' } });
    cart.send({ type: 'reorder.add', answer: { products: [print], unavailable: [], details: { reference: 'Kerstactie', address: 7 }, contact: { name: 'Karin' } } });
    expect(cart.getSnapshot().context.details).toMatchObject({ reference: 'Eigen', delivery_date: '' });
    expect(cart.getSnapshot().context.items).toHaveLength(2);
  });

  it('changes nothing when none of the prints can be ordered again', () => {
    const cart = emptyCart(4);
    cart.send({ type: 'reorder.add', answer: { products: [], unavailable: [{ product_id: 1, name: 'Oud' }], details: { reference: 'Kerstactie' }, contact: {} } });
    expect(cart.getSnapshot().matches('empty')).toBe(true);
    expect(cart.getSnapshot().context.details.reference).toBe('');
  });
});
