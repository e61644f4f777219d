import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { defaultDetails, NO_DEFAULTS, type CartContext } from '../../machines/cart.machine.js';
import {
  checkoutMachine, orderIssues, toPlaceFailure, type CheckoutCart, type CheckoutEmitted, type ExpeditionAnswer, type ExpeditionRequest,
  type PlaceAnswer, type PlaceOrderInput, type PlacedOrder,
} from '../../machines/checkout.machine.js';
import { addressIssues, buildOrder, deliveryDateIssues, expeditionKey, orderDetails, pickerRules, shownDeliveryDate } from '../../machines/order-payload.js';

/**
 * What a customer notices of the checkout, every expectation written out by hand.
 */
const TODAY = '2026-11-20';
const print = {
  uuid: 'p1', product_id: 3, complete: true, prices: { product: 10, frames: 0 },
  copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' }],
};
const item: CartContext['items'][number] = { print, price: { status: 'known', product: 10, frames: 0 }, priceActorId: 'price-1' };
const contact = { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' };
const cart: CheckoutCart = { items: [item], contact, details: { ...defaultDetails(NO_DEFAULTS), reference: 'PO-1', address: 5, approve_pdf: true } };
const emptyCart: CheckoutCart = { ...cart, items: [] };
const placed: PlacedOrder[] = [{ id: 41, kind: 'order', state: 'waiting_for_files' }];
const deadlines = { regular_deadlines: '2026-11-27', speed_deadlines: '2026-11-25', combi_deadlines: [], suggested_date: '2026-11-26', disabled: ['2026-12-25'] };
const expedition: ExpeditionAnswer = { deadlines, addresses: [] };

type Call<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };
function checkout() {
  const orders: Call<PlaceOrderInput, PlaceAnswer>[] = [];
  const expeditions: Call<ExpeditionRequest, ExpeditionAnswer>[] = [];
  const pending = <I, O>(calls: Call<I, O>[]) =>
    fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => calls.push({ input, resolve, reject })));
  const actor = createActor(checkoutMachine.provide({ actors: { placeOrder: pending(orders), fetchExpedition: pending(expeditions) } }));
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const change = (next: CheckoutCart) => actor.send({ type: 'cart.change', cart: next, today: TODAY });
  return { actor, orders, expeditions, emitted, change, context: () => actor.getSnapshot().context, settle: () => new Promise((resolve) => setImmediate(resolve)) };
}

describe('checkout: placing', () => {
  it('keeps the refusal (405) with the server message and shows it; the next submit starts without it and with a new key', async () => {
    const c = checkout();
    c.change(cart);
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    expect(c.actor.getSnapshot().hasTag('busy')).toBe(true);
    c.orders[0]!.reject({ status: 405, message: 'Dit product is niet meer leverbaar' });
    await c.settle();
    expect(c.actor.getSnapshot().matches({ submit: 'refused' })).toBe(true);
    expect(c.context().refusal).toBe('Dit product is niet meer leverbaar');
    expect(c.context().pending).toBeNull();
    expect(c.context().unanswered).toBeNull();
    expect(c.emitted).toEqual([{ type: 'order.refused', message: 'Dit product is niet meer leverbaar' }]);
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-2' });
    expect(c.context().refusal).toBeNull();
    expect(c.orders.map((call) => call.input.key)).toEqual(['k-1', 'k-2']);
  });

  it('a failure that is no refusal keeps the order as unanswered (its key is reused) and says it failed', async () => {
    const c = checkout();
    c.change(cart);
    c.actor.send({ type: 'order.submit', kind: 'quote', key: 'k-1' });
    c.orders[0]!.reject({ status: 500, message: 'boom' });
    await c.settle();
    expect(c.actor.getSnapshot().matches({ submit: 'failed' })).toBe(true);
    expect(c.context().refusal).toBeNull();
    expect(c.context().pending).toBeNull();
    expect(c.context().unanswered?.key).toBe('k-1');
    expect(c.context().kind).toBe('quote');
    expect(c.emitted).toEqual([{ type: 'order.failed' }]);
  });

  it('submitting the same order again after a failure reuses its key (never placed twice); a changed order gets the new key', async () => {
    const c = checkout();
    c.change(cart);
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    c.orders[0]!.reject({ status: 500, message: 'boom' });
    await c.settle();
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-2' });
    expect(c.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(c.orders.map((call) => call.input.key)).toEqual(['k-1', 'k-1']);
    c.orders[1]!.reject({ status: 500, message: 'boom' });
    await c.settle();
    c.change({ ...cart, details: { ...cart.details, reference: 'PO-77' } });
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-3' });
    expect(c.orders.map((call) => call.input.key)).toEqual(['k-1', 'k-1', 'k-3']);
  });

  it('without a chosen date the order goes out on the expedition\'s suggested date once it is known', async () => {
    const c = checkout();
    c.change(cart);
    c.expeditions[0]!.resolve(expedition);
    await c.settle();
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    expect(c.orders[0]!.input.order.details.delivery_date).toBe('2026-11-26T16:00:00.000Z');
  });

  it('a placed order is kept and announced; the checkout stays busy until the cart has prints again', async () => {
    const c = checkout();
    c.change(cart);
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    expect(c.context().pending?.order.products).toEqual([print]);
    c.orders[0]!.resolve({ orders: placed });
    await c.settle();
    expect(c.context().placed).toEqual(placed);
    expect(c.context().pending).toBeNull();
    expect(c.emitted).toEqual([{ type: 'order.placed', orders: placed, cartId: '' }]);
    expect(c.actor.getSnapshot().hasTag('busy')).toBe(true);
    c.change(emptyCart);
    expect(c.actor.getSnapshot().matches({ submit: 'placed' })).toBe(true);
    c.change(cart);
    expect(c.actor.getSnapshot().matches({ submit: 'editing' })).toBe(true);
    expect(c.actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('sends the cart\'s id; a cart ordered before (another tab) is announced as that first order, not as a new one', async () => {
    const c = checkout();
    c.change({ ...cart, id: '6f1c2a34-1b2c-4d5e-8f90-123456789abc' });
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    expect(c.orders[0]!.input.order.cart_id).toBe('6f1c2a34-1b2c-4d5e-8f90-123456789abc');
    c.orders[0]!.resolve({ orders: [{ id: 21, kind: 'order', state: 'intake' }], alreadyPlaced: true });
    await c.settle();
    expect(c.emitted).toEqual([{ type: 'order.alreadyPlaced', orders: [{ id: 21, kind: 'order', state: 'intake' }], cartId: '6f1c2a34-1b2c-4d5e-8f90-123456789abc' }]);
    expect(c.actor.getSnapshot().matches({ submit: 'placed' })).toBe(true);
  });

  it('an empty cart (or none yet) is not sent: the toast says the cart is empty', () => {
    const c = checkout();
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    expect(c.emitted).toEqual([{ type: 'order.invalid', issues: [{ path: 'products', message: 'The cart is empty' }] }]);
    expect(c.actor.getSnapshot().matches({ submit: 'editing' })).toBe(true);
    expect(c.context().pending).toBeNull();
    expect(c.orders).toEqual([]);
  });

  it('an invalid order is not sent; the issues stay to show, one per field', () => {
    const c = checkout();
    c.change({ ...cart, contact: { ...contact, phone: '06' }, details: { ...cart.details, reference: '' } });
    c.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    expect(c.orders).toEqual([]);
    expect(c.context().issues.map((issue) => issue.path)).toEqual(['contact.phone', 'details.reference']);
    expect(c.context().pending).toBeNull();
  });
});

describe('checkout: the expedition', () => {
  it('asks for the cart prints with its address, keeps the answer, and not for an empty cart', async () => {
    const c = checkout();
    c.change(emptyCart);
    expect(c.expeditions).toEqual([]);
    expect(c.actor.getSnapshot().matches({ expedition: 'idle' })).toBe(true);
    c.change(cart);
    expect(c.expeditions).toHaveLength(1);
    expect(c.expeditions[0]!.input.products).toEqual([print]);
    expect(c.expeditions[0]!.input.contactUser).toEqual(contact);
    expect(c.expeditions[0]!.input.details).toMatchObject({ address: 5, reference: 'PO-1', delivery_date: '2026-11-25T16:00:00.000Z' });
    c.expeditions[0]!.resolve(expedition);
    await c.settle();
    expect(c.actor.getSnapshot().matches({ expedition: 'ready' })).toBe(true);
    expect(c.context().expedition).toEqual(expedition);
  });

  it('a failed expedition says so; retry asks again only when the cart has prints', async () => {
    const c = checkout();
    c.change(cart);
    c.expeditions[0]!.reject(new Error('502'));
    await c.settle();
    expect(c.emitted).toEqual([{ type: 'expedition.failed' }]);
    expect(c.actor.getSnapshot().matches({ expedition: 'failed' })).toBe(true);
    c.actor.send({ type: 'expedition.retry' });
    expect(c.expeditions).toHaveLength(2);
    c.expeditions[1]!.reject(new Error('502'));
    await c.settle();
    c.change(emptyCart);
    c.actor.send({ type: 'expedition.retry' });
    expect(c.expeditions).toHaveLength(2);
    expect(c.actor.getSnapshot().matches({ expedition: 'failed' })).toBe(true);
    expect(c.context().cart).toBe(emptyCart);
  });
});

describe('checkout: failures and the order payload', () => {
  it('reads a failure as a status and a message', () => {
    expect(toPlaceFailure({ status: 405, message: 'Niet leverbaar' })).toEqual({ status: 405, message: 'Niet leverbaar' });
    expect(toPlaceFailure({ status: 500 })).toEqual({ status: 500, message: '' });
    expect(toPlaceFailure({ status: '405', message: 'x' })).toEqual({ status: null, message: '[object Object]' });
    expect(toPlaceFailure(new TypeError('Failed to fetch'))).toEqual({ status: null, message: 'Failed to fetch' });
    expect(toPlaceFailure('offline')).toEqual({ status: null, message: 'offline' });
    expect(toPlaceFailure(null)).toEqual({ status: null, message: 'null' });
  });

  it('names each invalid field once', () => {
    const order = buildOrder({ ...cart, contact: { ...contact, phone: '', email: '' } }, '2026-11-25', 'order');
    expect(orderIssues(order).map((issue) => issue.path)).toEqual(['contact.email', 'contact.phone']);
    expect(orderIssues(buildOrder(cart, '2026-11-25', 'order'))).toEqual([]);
  });

  it('sends the delivery date at the chosen hour, the remarks only when typed, and the kind unless it is an order', () => {
    const details = { ...cart.details, delivery_hour: 9 as const, remarks: '  ' };
    expect(orderDetails({ details }, '2026-11-25', 'order')).not.toHaveProperty('remarks');
    expect(orderDetails({ details }, '2026-11-25', 'order')).not.toHaveProperty('type');
    expect(orderDetails({ details }, '2026-11-25', 'order').delivery_date).toBe('2026-11-25T08:00:00.000Z');
    expect(orderDetails({ details }, '', 'order').delivery_date).toBe('');
    expect(orderDetails({ details: { ...details, remarks: 'Bellen' } }, '2026-11-25', 'template')).toMatchObject({ remarks: 'Bellen', type: 'template' });
    expect(buildOrder(cart, '2026-11-25', 'quote')).toMatchObject({ products: [print], contact, details: { type: 'quote', address: 5 } });
  });

  it('shows the chosen date as chosen (never another one), else the suggestion, else five days on (off a weekend)', () => {
    const at = (delivery_date: string) => ({ ...cart, details: { ...cart.details, delivery_date } });
    // A closing day, a Saturday and a passed date stay as the customer chose them: the form says why not.
    expect(shownDeliveryDate(at('2026-12-25'), TODAY, deadlines)).toBe('2026-12-25');
    expect(shownDeliveryDate(at('2026-12-05'), TODAY, deadlines)).toBe('2026-12-05');
    expect(shownDeliveryDate(at('2026-11-19'), TODAY, deadlines)).toBe('2026-11-19');
    expect(shownDeliveryDate(at(''), TODAY, deadlines)).toBe('2026-11-26');
    expect(shownDeliveryDate(at(''), TODAY, { ...deadlines, suggested_date: '2026-11-19' })).toBe('2026-11-25');
    expect(shownDeliveryDate(null, TODAY, null)).toBe('2026-11-25');
    // Five days after Tuesday 24 November is a Sunday: the picker would refuse it, so Monday.
    expect(shownDeliveryDate(null, '2026-11-24', null)).toBe('2026-11-30');
    expect(shownDeliveryDate(at(TODAY), TODAY, null)).toBe(TODAY);
    expect(shownDeliveryDate(at(''), TODAY, { ...deadlines, suggested_date: TODAY })).toBe(TODAY);
    expect(pickerRules(TODAY, null)).toEqual({ today: TODAY, disabled: [], deadlines: null, combi: [] });
    expect(pickerRules(TODAY, deadlines)).toEqual({
      today: TODAY,
      disabled: ['2026-12-25'],
      deadlines: { speed: '2026-11-25', regular: '2026-11-27' },
      combi: [],
    });
    expect(pickerRules(TODAY, { ...deadlines, combi_deadlines: ['2026-11-30'] }).combi).toEqual(['2026-11-30']);
  });

  it('refuses a shown date that cannot be delivered on with the reason the server gives', () => {
    expect(deliveryDateIssues('2026-11-27', TODAY, deadlines)).toEqual([]);
    expect(deliveryDateIssues('2026-12-05', TODAY, deadlines)).toEqual([
      { path: 'details.delivery_date', message: 'We do not deliver on Saturdays and Sundays; please choose a working day.' },
    ]);
    expect(deliveryDateIssues('2026-12-25', TODAY, deadlines)[0]?.message).toBe('We are closed on the chosen delivery date; please choose another date.');
    expect(deliveryDateIssues('2026-11-19', TODAY, deadlines)[0]?.message).toBe('The delivery date is in the past; please choose another date.');
    // Past the cut-off the expedition disables today.
    expect(deliveryDateIssues(TODAY, TODAY, { ...deadlines, disabled: [TODAY] })[0]?.message).toBe('After 12:00 we can no longer deliver today; please choose another date.');
    expect(deliveryDateIssues('2027-11-22', TODAY, deadlines)[0]?.message).toBe('We plan deliveries up to one year ahead; please choose an earlier date.');
  });

  it('asks for an address unless picked up, a template, or one is chosen', () => {
    const order = (pickup: boolean, address: number | null) => buildOrder({ ...cart, details: { ...cart.details, pickup, address } }, '2026-11-25', 'order');
    expect(addressIssues(order(false, null), 'order')).toEqual([{ path: 'details.address', message: 'address.required' }]);
    expect(addressIssues(order(false, null), 'quote')).toHaveLength(1);
    expect(addressIssues(order(false, null), 'template')).toEqual([]);
    expect(addressIssues(order(true, null), 'order')).toEqual([]);
    expect(addressIssues(order(false, 0), 'order')).toEqual([]);
  });

  it('asks the expedition again for other prints or another address only', () => {
    const key = expeditionKey(cart);
    expect(expeditionKey({ ...cart, contact: { ...contact, name: 'Anders' } })).toBe(key);
    expect(expeditionKey({ ...cart, details: { ...cart.details, reference: 'PO-9' } })).toBe(key);
    expect(expeditionKey({ ...cart, details: { ...cart.details, address: 6 } })).not.toBe(key);
    for (const change of [{ uuid: 'p2' }, { product_id: 4 }, { copies: [] }, { finishes: [] }, { frames: [] }]) {
      expect(expeditionKey({ ...cart, items: [{ ...item, print: { ...print, ...change } }] })).not.toBe(key);
    }
  });
});

describe('checkout: the colleagues a purchaser is chosen from', () => {
  const colleagues = [
    { id: 31, name: 'Ingrid Inkoop', email: 'ingrid@example.nl', phone: '0591123456' },
    { id: 32, name: 'Joost de Vries', email: 'joost@example.nl', phone: '0591123457' },
  ];
  function withColleagues() {
    const calls: Call<{ partnerId: number }, typeof colleagues>[] = [];
    const fetchPurchasers = fromPromise<typeof colleagues, { partnerId: number }>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })));
    const actor = createActor(checkoutMachine.provide({ actors: { fetchPurchasers } }));
    const emitted: CheckoutEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, calls, emitted, settle: () => new Promise((resolve) => setImmediate(resolve)) };
  }

  it('loads the colleagues of the partner only for a customer who may choose, and fills the contact from the one chosen', async () => {
    const c = withColleagues();
    c.actor.send({ type: 'customer.change', partnerId: 10, mayChoose: false });
    expect(c.actor.getSnapshot().matches({ purchasers: 'hidden' })).toBe(true);
    expect(c.calls).toEqual([]);
    c.actor.send({ type: 'customer.change', partnerId: 10, mayChoose: true });
    expect(c.actor.getSnapshot().matches({ purchasers: 'loading' })).toBe(true);
    expect(c.calls.map((call) => call.input)).toEqual([{ partnerId: 10 }]);
    c.calls[0]!.resolve(colleagues);
    await c.settle();
    expect(c.actor.getSnapshot().matches({ purchasers: 'ready' })).toBe(true);
    expect(c.actor.getSnapshot().context.purchasers).toEqual(colleagues);
    c.actor.send({ type: 'purchaser.choose', id: 99 }); // not one of them: nothing happens
    c.actor.send({ type: 'purchaser.choose', id: 32 });
    expect(c.emitted).toEqual([{ type: 'contact.fill', contact: { name: 'Joost de Vries', email: 'joost@example.nl', phone: '0591123457' } }]);
  });

  it('a failed load can be tried again; another partner forgets the colleagues; no choice hides them', async () => {
    const c = withColleagues();
    c.actor.send({ type: 'customer.change', partnerId: 10, mayChoose: true });
    c.calls[0]!.reject(new Error('offline'));
    await c.settle();
    expect(c.actor.getSnapshot().matches({ purchasers: 'failed' })).toBe(true);
    c.actor.send({ type: 'purchasers.retry' });
    c.calls[1]!.resolve(colleagues);
    await c.settle();
    expect(c.calls.map((call) => call.input)).toEqual([{ partnerId: 10 }, { partnerId: 10 }]);
    c.actor.send({ type: 'customer.change', partnerId: 11, mayChoose: true });
    expect(c.actor.getSnapshot().context).toMatchObject({ partnerId: 11, purchasers: [] });
    expect(c.calls.at(-1)!.input).toEqual({ partnerId: 11 });
    c.actor.send({ type: 'customer.change', partnerId: null, mayChoose: false });
    expect(c.actor.getSnapshot().matches({ purchasers: 'hidden' })).toBe(true);
    expect(c.actor.getSnapshot().context).toMatchObject({ partnerId: null, purchasers: [] });
  });
});

describe('checkout: edges a customer would notice', () => {
  it('a refusal without a readable message shows no made-up text', () => {
    expect(toPlaceFailure({ status: 405 })).toEqual({ status: 405, message: '' });
    expect(toPlaceFailure({ status: 405, message: 42 })).toEqual({ status: 405, message: '' });
    expect(toPlaceFailure({ status: 405, message: 'Niet leverbaar' })).toEqual({ status: 405, message: 'Niet leverbaar' });
  });

  it('asks the expedition for an order, not a quote or template (no type in its details)', () => {
    const c = checkout();
    c.change(cart);
    expect(c.expeditions).toHaveLength(1);
    expect(c.expeditions[0]!.input.details).not.toHaveProperty('type');
  });

  it('loads no colleagues without a partner, even when the customer may choose', () => {
    const calls: unknown[] = [];
    const fetchPurchasers = fromPromise<{ id: number; name: string; email: string; phone: string }[], { partnerId: number }>(async ({ input }) => {
      calls.push(input);
      return [];
    });
    const actor = createActor(checkoutMachine.provide({ actors: { fetchPurchasers } })).start();
    actor.send({ type: 'customer.change', partnerId: null, mayChoose: true });
    expect(actor.getSnapshot().matches({ purchasers: 'hidden' })).toBe(true);
    expect(calls).toEqual([]);
  });
});
