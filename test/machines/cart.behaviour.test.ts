import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  cartMachine, cartPrints, cartTotalCents, itemCents, NO_DEFAULTS, type CartInput, type CartPrint, type OrderDefaults, type PriceAnswer,
} from '../../machines/cart.machine.js';

/** What a customer notices of the cart, every expectation written out by hand. */
const defaults: OrderDefaults = {
  contact: { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' },
  pickup_default: true,
  approve_pdf: true,
  default_address_id: 7,
};
const print = (uuid: string, productId = 1): CartPrint => ({
  uuid, product_id: productId, complete: true, prices: { product: 99, frames: 0 },
  copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' }],
});
const emptyForm = {
  description: '', reference: '', files_date: null, delivery_date: '', delivery_hour: 17, pickup: false, pack: false,
  address: null, approve_pdf: false, archive_files: false, remarks: '', po_number: '', cost_centre: '',
};

type PriceCall = { uuid: string; resolve: (answer: PriceAnswer) => void; reject: (error: unknown) => void };
/** A cart started as the app starts it; stored `prints` arrive as the app loads them (`cart.load`). */
function cart(input: CartInput & { prints?: CartPrint[] } = {}) {
  const { prints, ...start } = input;
  const calls: PriceCall[] = [];
  const fetchPrice = fromPromise<PriceAnswer, { print: CartPrint }>(
    ({ input: asked }) => new Promise((resolve, reject) => calls.push({ uuid: asked.print.uuid, resolve, reject })),
  );
  const actor = createActor(cartMachine.provide({ actors: { fetchPrice } }), { input: start }).start();
  if (prints) actor.send({ type: 'cart.load', prints, defaults: start.defaults ?? NO_DEFAULTS, details: start.details, contact: start.contact });
  const context = () => actor.getSnapshot().context;
  const prices = () => context().items.map((item) => [item.print.uuid, item.price]);
  return { actor, calls, context, prices, settle: () => new Promise((resolve) => setImmediate(resolve)) };
}

describe('cart: an empty order', () => {
  it('starts empty with an empty form and no contact before the session is known', () => {
    const c = cart();
    expect(c.actor.getSnapshot().value).toBe('empty');
    expect(c.context().items).toEqual([]);
    expect(c.context().details).toEqual(emptyForm);
    expect(c.context().contact).toEqual({ name: '', email: '', phone: '' });
    expect(NO_DEFAULTS).toEqual({ contact: { name: '', email: '', phone: '' }, pickup_default: false, approve_pdf: false, default_address_id: null });
  });

  it('starts from the user defaults: contact, pickup, approve PDF and address; stored details and contact win', () => {
    const c = cart({ defaults, details: { reference: 'PO-7' }, contact: { phone: '0201234567' } });
    expect(c.context().details).toEqual({ ...emptyForm, pickup: true, approve_pdf: true, address: 7, reference: 'PO-7' });
    expect(c.context().contact).toEqual({ name: 'Els Bakker', email: 'els@example.nl', phone: '0201234567' });
  });

  it('starts filled with the stored prints, each asking its price again (old prices dropped)', () => {
    const c = cart({ prints: [print('a'), print('b', 2)] });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(c.calls.map((call) => call.uuid)).toEqual(['a', 'b']);
    expect(c.prices()).toEqual([['a', { status: 'loading' }], ['b', { status: 'loading' }]]);
    expect(cartPrints(c.context()).map((kept) => kept.prices)).toEqual([{}, {}]);
    expect(c.context().items.map((item) => item.priceActorId)).toEqual(['price-1', 'price-2']);
  });
});

describe('cart: prints and their prices', () => {
  it('adds a print, shows its price (product plus frames) once known, and empties the chosen delivery date', async () => {
    const c = cart({ details: { delivery_date: '2026-12-01' } });
    c.actor.send({ type: 'print.add', print: print('a') });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(c.context().details.delivery_date).toBe('');
    c.calls[0]!.resolve({ product: 12.5, frames: 2.25 });
    await c.settle();
    expect(c.prices()).toEqual([['a', { status: 'known', product: 12.5, frames: 2.25 }]]);
    expect(cartPrints(c.context())[0]!.prices).toEqual({ product: 12.5, frames: 2.25 });
    expect(itemCents(c.context().items[0]!)).toBe(1475);
    c.actor.send({ type: 'details.change', details: { delivery_date: '2026-12-02' } });
    c.actor.send({ type: 'print.add', print: print('b', 2) });
    expect(c.context().details.delivery_date).toBe('');
    c.calls[1]!.reject(new Error('502'));
    await c.settle();
    expect(c.prices()[1]).toEqual(['b', { status: 'unknown' }]);
    expect(itemCents(c.context().items[1]!)).toBeNull();
    expect(cartTotalCents(c.context().items)).toBe(1475);
  });

  it('adding a print with a known uuid replaces it in place', () => {
    const c = cart();
    c.actor.send({ type: 'print.add', print: print('a') });
    c.actor.send({ type: 'print.add', print: print('b') });
    c.actor.send({ type: 'print.add', print: { ...print('a'), product_id: 9 } });
    expect(c.context().items.map((item) => [item.print.uuid, item.print.product_id])).toEqual([['a', 9], ['b', 1]]);
  });

  it('the reference of one print is set on that print only', () => {
    const c = cart({ prints: [print('a'), print('b')] });
    c.actor.send({ type: 'print.reference', uuid: 'b', extra_reference: 'Hal 3' });
    expect(cartPrints(c.context()).map((kept) => kept.extra_reference)).toEqual([undefined, 'Hal 3']);
  });

  it('a finished child that is not a price request changes nothing', () => {
    const c = cart({ prints: [print('a')] });
    c.actor.send({ type: 'xstate.done.actor.other', actorId: 'other', output: { product: 5, frames: 0 } } as never);
    c.actor.send({ type: 'xstate.error.actor.other', actorId: 'other', error: new Error('x') } as never);
    c.actor.send({ type: 'xstate.done.actor.price-1' } as never);
    expect(c.prices()).toEqual([['a', { status: 'loading' }]]);
  });
});

describe('cart: removing, and a new cart after an order', () => {
  it('removing a print keeps the others; removing the last empties the order back to the defaults', () => {
    const c = cart({ defaults, prints: [print('a'), print('b')] });
    c.actor.send({ type: 'details.change', details: { reference: 'PO-1', remarks: 'Bellen' } });
    c.actor.send({ type: 'contact.change', contact: { name: 'Jan' } });
    expect(c.context().details).toMatchObject({ reference: 'PO-1', remarks: 'Bellen', pickup: true });
    expect(c.context().contact.name).toBe('Jan');
    c.actor.send({ type: 'print.remove', uuid: 'z' });
    expect(c.actor.getSnapshot().hasTag('confirming')).toBe(false);
    expect(c.context().items).toHaveLength(2);
    c.actor.send({ type: 'print.remove', uuid: 'a' });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'confirmingRemoval' });
    expect(c.actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(c.context().items).toHaveLength(2);
    c.actor.send({ type: 'removal.confirm' });
    expect(c.context().items.map((item) => item.print.uuid)).toEqual(['b']);
    expect(c.context().removing).toBeNull();
    expect(c.context().details.reference).toBe('PO-1');
    c.actor.send({ type: 'print.remove', uuid: 'z' });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    c.actor.send({ type: 'print.remove', uuid: 'b' });
    c.actor.send({ type: 'removal.confirm' });
    expect(c.actor.getSnapshot().value).toBe('empty');
    expect(c.context().details).toEqual({ ...emptyForm, pickup: true, approve_pdf: true, address: 7 });
    expect(c.context().contact).toEqual(defaults.contact);
  });

  it('cancelling a removal keeps every print, and a later removal asks again', () => {
    const c = cart({ prints: [print('a'), print('b')] });
    c.actor.send({ type: 'print.remove', uuid: 'a' });
    expect(c.context().removing).toBe('a');
    c.actor.send({ type: 'removal.cancel' });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(c.context().removing).toBeNull();
    expect(c.context().items.map((item) => item.print.uuid)).toEqual(['a', 'b']);
    c.actor.send({ type: 'removal.confirm' });
    expect(c.context().items).toHaveLength(2);
    c.actor.send({ type: 'print.remove', uuid: 'b' });
    c.actor.send({ type: 'removal.confirm' });
    expect(c.context().items.map((item) => item.print.uuid)).toEqual(['a']);
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'shopping' });
  });

  it('loading another owner while a removal is asked drops the question; their one print stays', () => {
    const c = cart({ prints: [print('a'), print('b')] });
    c.actor.send({ type: 'print.remove', uuid: 'a' });
    c.actor.send({ type: 'cart.load', prints: [print('c')], defaults: NO_DEFAULTS });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(c.context().removing).toBeNull();
    c.actor.send({ type: 'removal.confirm' });
    expect(c.context().items.map((item) => item.print.uuid)).toEqual(['c']);
  });

  it('a placed order starts a new, empty cart with a new id: prints and form go, the defaults come back', () => {
    const c = cart({ defaults, prints: [print('a')] });
    c.actor.send({ type: 'details.change', details: { reference: 'PO-1' } });
    c.actor.send({ type: 'cart.load', id: 'next-cart', prints: [], defaults });
    expect(c.actor.getSnapshot().value).toBe('empty');
    expect(c.context().id).toBe('next-cart');
    expect(c.context().items).toEqual([]);
    expect(c.context().details).toEqual({ ...emptyForm, pickup: true, approve_pdf: true, address: 7 });
    expect(c.context().contact).toEqual(defaults.contact);
  });

  it('loading another owner takes their prints, defaults and stored form; without prints it is empty', () => {
    const c = cart({ prints: [print('a')] });
    c.actor.send({ type: 'cart.load', prints: [print('b', 2)], defaults, details: { reference: 'PO-9' } });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(c.context().items.map((item) => item.print.uuid)).toEqual(['b']);
    expect(c.context().items[0]!.priceActorId).toBe('price-2');
    expect(c.context().details).toMatchObject({ reference: 'PO-9', address: 7 });
    expect(c.calls.map((call) => call.uuid)).toEqual(['a', 'b']);
    c.actor.send({ type: 'cart.load', prints: [], defaults: NO_DEFAULTS, contact: { name: 'Piet' } });
    expect(c.actor.getSnapshot().value).toBe('empty');
    expect(c.context().items).toEqual([]);
    expect(c.context().contact).toEqual({ name: 'Piet', email: '', phone: '' });
    expect(c.context().details).toEqual(emptyForm);
  });

  it('a price call that fails after its print left the cart changes nothing, and the cart goes on working', async () => {
    const c = cart({ prints: [print('a')] });
    c.actor.send({ type: 'cart.load', prints: [], defaults: NO_DEFAULTS });
    c.calls[0]!.reject(new Error('502'));
    await c.settle();
    expect(c.actor.getSnapshot().status).toBe('active');
    c.actor.send({ type: 'print.add', print: print('b') });
    expect(c.context().items.map((item) => item.print.uuid)).toEqual(['b']);
  });

  it('without the price call provided, a price is unknown (n.t.b.)', async () => {
    const actor = createActor(cartMachine, { input: {} }).start();
    actor.send({ type: 'cart.load', prints: [print('a')], defaults: NO_DEFAULTS });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().context.items[0]!.price).toEqual({ status: 'unknown' });
    expect(cartMachine.id).toBe('cart');
  });
});

describe('cart: one cart in every tab, named by its id', () => {
  it('carries the id it was loaded with into every change, and says which orders it already became until a new print comes', () => {
    const c = cart();
    const changes: { id: string }[] = [];
    c.actor.on('cart.changed', (event) => changes.push(event));
    c.actor.send({ type: 'cart.load', id: 'cart-2', ordered: [21], prints: [], defaults });
    expect(c.context().id).toBe('cart-2');
    expect(c.context().ordered).toEqual([21]);
    c.actor.send({ type: 'print.add', print: print('a') });
    expect(c.context().ordered).toEqual([]);
    expect(changes.map((change) => change.id)).toEqual(['cart-2', 'cart-2']);
  });

  it('takes the order form another tab changed, prints and prices untouched', () => {
    const c = cart({ defaults, prints: [print('a')] });
    c.actor.send({ type: 'form.sync', details: { reference: 'Uit de andere tab', pickup: false }, contact: { phone: '0309999999' } });
    expect(c.context().details).toEqual({ ...emptyForm, pickup: false, approve_pdf: true, address: 7, reference: 'Uit de andere tab' });
    expect(c.context().contact.phone).toBe('0309999999');
    expect(c.calls.map((call) => call.uuid)).toEqual(['a']);
  });
});

describe('cart: saved settings count at once', () => {
  const saved: OrderDefaults = { ...defaults, pickup_default: false, approve_pdf: false, default_address_id: 9 };

  it('an empty cart starts from the new defaults', () => {
    const c = cart({ defaults });
    c.actor.send({ type: 'defaults.change', defaults: saved });
    expect(c.context().details).toEqual({ ...emptyForm, address: 9 });
    c.actor.send({ type: 'print.add', print: print('a') });
    expect(c.context().details).toEqual({ ...emptyForm, address: 9 });
  });

  it('a filled cart follows them where it still holds the old defaults, and keeps what the customer chose', () => {
    const c = cart({ defaults, prints: [print('a')] });
    c.actor.send({ type: 'details.change', details: { approve_pdf: false } });
    c.actor.send({ type: 'contact.change', contact: { phone: '0201234567' } });
    c.actor.send({ type: 'defaults.change', defaults: { ...saved, approve_pdf: true, contact: { ...defaults.contact, phone: '0699999999', name: 'Els de Vries' } } });
    expect(c.context().details).toEqual({ ...emptyForm, pickup: false, approve_pdf: false, address: 9 });
    expect(c.context().contact).toEqual({ name: 'Els de Vries', email: 'els@example.nl', phone: '0201234567' });
  });
});
