import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { defaultDetails, NO_DEFAULTS, type CartContext } from '../../machines/cart.machine.js';
import {
  ADDRESS_REQUIRED, checkoutMachine, type CheckoutCart, type CheckoutEmitted, type CheckoutEvent, type ExpeditionAnswer, type ExpeditionRequest,
  type PlaceOrderInput, type PlacedOrder,
} from '../../machines/checkout.machine.js';
import { addressMachine } from '../../machines/address.machine.js';
import { expeditionKey } from '../../machines/order-payload.js';
import type { Purchaser } from '../../src/domain/catalog.js';
import { sampleSimplePaths, shortestPathsToEveryState, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';
import { deferred } from '../support/deferred.js';

const TODAY = '2026-11-20';
const item: CartContext['items'][number] = {
  print: {
    uuid: 'p1', product_id: 3, complete: true, prices: { product: 10, frames: 0 },
    copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' }],
  },
  price: { status: 'known', product: 10, frames: 0 },
  priceActorId: 'price-1',
};
const validCart: CheckoutCart = {
  items: [item],
  contact: { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' },
  details: { ...defaultDetails(NO_DEFAULTS), reference: 'PO-1', address: 5, approve_pdf: true },
};
// No reference and a short phone: two problems a customer must fix (same prints and address).
const invalidCart: CheckoutCart = { ...validCart, contact: { ...validCart.contact, phone: '06' }, details: { ...validCart.details, reference: '' } };
// Not a pickup and no address: the delivery-address rule refuses orders and quotes (not templates).
const noAddressCart: CheckoutCart = { ...validCart, details: { ...validCart.details, address: null } };
const emptyCart: CheckoutCart = { ...validCart, items: [] };
const CARTS = { valid: validCart, invalid: invalidCart, noAddress: noAddressCart, empty: emptyCart };
const keyName = (key: string) => (key === '' ? 'none' : key === expeditionKey(noAddressCart) ? 'noAddress' : 'address 5');
const cartName = (cart: CheckoutCart | null) => (Object.entries(CARTS).find(([, known]) => known === cart)?.[0] ?? 'none');

const colleague: Purchaser = { id: 3, name: 'Jan de Vries', email: 'jan.devries@example.nl', phone: '0591123457' };
const placed: PlacedOrder[] = [{ id: 41, kind: 'order', state: 'waiting_for_files' }, { id: 42, kind: 'order', state: 'waiting_for_files' }];
const expeditionAnswer: ExpeditionAnswer = {
  deadlines: {
    regular_deadlines: '2026-11-27', speed_deadlines: '2026-11-25', combi_deadlines: ['2026-12-01'],
    suggested_date: '2026-11-27', disabled: ['2026-12-25'],
  },
  addresses: [],
};

type Snap = SnapshotFrom<typeof checkoutMachine>;
type Ev = CheckoutEvent | { type: string; [key: string]: unknown };

/**
 * The regions are independent: the order regions are walked while no colleagues are known and the
 * dialog is closed, the colleagues and the dialog before any cart came (else the graph multiplies).
 */
function eventsFor(snapshot: Snap): Ev[] {
  const quiet = snapshot.matches({ purchasers: 'hidden' }) && snapshot.matches({ address: 'closed' });
  return [...(quiet ? orderEventsFor(snapshot) : []), ...(snapshot.context.cart === null ? customerEventsFor(snapshot) : [])];
}

function orderEventsFor(snapshot: Snap): Ev[] {
  const events: Ev[] = Object.values(CARTS).map((cart) => ({ type: 'cart.change', cart, today: TODAY }));
  if (!snapshot.hasTag('busy')) {
    // A quote is checked like an order (scenario below): the model takes order and template.
    for (const [kind, key] of [['order', 'k-1'], ['template', 'k-3']] as const) events.push({ type: 'order.submit', kind, key });
  }
  if (snapshot.matches({ submit: 'submitting' })) {
    events.push(
      { type: 'xstate.done.actor.placeOrder', actorId: 'placeOrder', output: { orders: placed } },
      { type: 'xstate.error.actor.placeOrder', actorId: 'placeOrder', error: { status: 405, message: 'Dit product is niet meer leverbaar' } },
      { type: 'xstate.error.actor.placeOrder', actorId: 'placeOrder', error: { status: 500, message: 'boom' } },
      { type: 'xstate.error.actor.placeOrder', actorId: 'placeOrder', error: new TypeError('Failed to fetch') },
    );
  }
  if (snapshot.matches({ expedition: 'loading' })) {
    events.push(
      { type: 'xstate.done.actor.fetchExpedition', actorId: 'fetchExpedition', output: expeditionAnswer },
      { type: 'xstate.error.actor.fetchExpedition', actorId: 'fetchExpedition', error: new Error('502') },
    );
  }
  if (snapshot.matches({ expedition: 'failed' })) events.push({ type: 'expedition.retry' });
  return events;
}

function customerEventsFor(snapshot: Snap): Ev[] {
  const events: Ev[] = [];
  // Who orders: a customer who may choose the purchaser (partner 10), or one who may not.
  events.push({ type: 'customer.change', partnerId: 10, mayChoose: true }, { type: 'customer.change', partnerId: null, mayChoose: false });
  if (snapshot.matches({ purchasers: 'loading' })) {
    events.push(
      { type: 'xstate.done.actor.fetchPurchasers', actorId: 'fetchPurchasers', output: [colleague] },
      { type: 'xstate.error.actor.fetchPurchasers', actorId: 'fetchPurchasers', error: new Error('502') },
    );
  }
  if (snapshot.matches({ purchasers: 'failed' })) events.push({ type: 'purchasers.retry' });
  events.push({ type: 'purchaser.choose', id: colleague.id }, { type: 'purchaser.choose', id: 99 });
  if (snapshot.matches({ address: 'closed' })) events.push({ type: 'address.open', hasSaved: true });
  // The dialog's own steps (the address machine): a saved address chosen, or closed without one.
  if (snapshot.matches({ address: 'open' })) events.push({ type: 'dialog.choose', id: 7 }, { type: 'dialog.close' });
  return events;
}

const serialize = (snapshot: Snap) =>
  JSON.stringify([snapshot.value, snapshot.context.purchasers.length, snapshot.context.issues.length > 0, snapshot.context.expedition !== null, cartName(snapshot.context.cart), keyName(snapshot.context.expeditionKey)]);

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A real checkout actor with controllable calls; what it emits is kept. */
function startSut(coverage?: PathCoverage) {
  const orderCalls: { input: PlaceOrderInput; answer: ReturnType<typeof deferred<{ orders: PlacedOrder[] }>> }[] = [];
  const expeditionCalls: { input: ExpeditionRequest; answer: ReturnType<typeof deferred<ExpeditionAnswer>> }[] = [];
  const purchaserCalls: { input: { partnerId: number }; answer: ReturnType<typeof deferred<Purchaser[]>> }[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<{ orders: PlacedOrder[] }, PlaceOrderInput>(({ input }) => {
        const answer = deferred<{ orders: PlacedOrder[] }>();
        orderCalls.push({ input, answer });
        return answer.promise;
      }),
      fetchExpedition: fromPromise<ExpeditionAnswer, ExpeditionRequest>(({ input }) => {
        const answer = deferred<ExpeditionAnswer>();
        expeditionCalls.push({ input, answer });
        return answer.promise;
      }),
      fetchPurchasers: fromPromise<Purchaser[], { partnerId: number }>(({ input }) => {
        const answer = deferred<Purchaser[]>();
        purchaserCalls.push({ input, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, coverage ? { inspect: coverage.inspect } : {});
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const types = () => emitted.map((event) => event.type);
  return { actor, orderCalls, expeditionCalls, purchaserCalls, emitted, types };
}
type Sut = ReturnType<typeof startSut>;

// --- The oracle: the checkout of spec section 6 for these four carts, by hand ---------------------
type CartName = keyof typeof CARTS | 'none';
/** What the schema and the address rule find in each cart's order (a template needs no address). */
function issuesOf(cart: CartName, kind: string): string[] {
  if (cart === 'none' || cart === 'empty') return ['products'];
  if (cart === 'invalid') return ['contact.phone', 'details.reference'];
  if (cart === 'noAddress') return kind === 'template' ? [] : ['details.address'];
  return [];
}
/** The expedition is asked for the prints and the address: valid and invalid share both. */
const expeditionFor = (cart: CartName) => (cart === 'none' || cart === 'empty' ? '' : cart === 'noAddress' ? 'noAddress' : 'address 5');

interface Observed {
  value: { submit: string; expedition: string; purchasers: string; address: string };
  /** The partner whose colleagues were asked for, per call, and how many are known. */
  purchaserCalls: number[];
  purchasers: number;
  cart: CartName;
  issues: string[];
  refusal: string | null;
  placed: PlacedOrder[];
  /** An expedition answer is kept (the date picker's deadlines). */
  answered: boolean;
  orderCalls: number;
  expeditionCalls: number;
  /** The Idempotency-Key and kind of the last order call. */
  lastKey: string | null;
  lastKind: string | null;
}
interface Model extends Observed {
  /** The prints and address the last expedition call was for. */
  askedFor: string;
  /** The order of the last call (cart, kind, date shown) and the one whose call failed without an answer. */
  lastOrder: string | null;
  unanswered: { order: string; key: string } | null;
  /** The kind of the last submit: a refused one's problems are checked again for it as the cart changes. */
  submittedKind: string;
}
type Emit = { type: string } & Record<string, unknown>;

const initialModel: Model = {
  value: { submit: 'editing', expedition: 'idle', purchasers: 'hidden', address: 'closed' }, purchaserCalls: [], purchasers: 0, cart: 'none', issues: [], refusal: null, placed: [], answered: false,
  orderCalls: 0, expeditionCalls: 0, lastKey: null, lastKind: null, askedFor: '', lastOrder: null, unanswered: null, submittedKind: 'order',
};
const orderOf = (model: Model, kind: string) => `${model.cart}|${kind}|${model.answered}`;
const withSubmit = (model: Model, submit: string): Model => ({ ...model, value: { ...model.value, submit } });
const withExpedition = (model: Model, expedition: string): Model => ({ ...model, value: { ...model.value, expedition } });
const withPurchasers = (model: Model, purchasers: string): Model => ({ ...model, value: { ...model.value, purchasers } });
const withAddress = (model: Model, address: string): Model => ({ ...model, value: { ...model.value, address } });

/** Where an event leads, what it emits and which calls it makes, by the spec (not asked of the machine). */
function expectedStep(model: Model, event: Ev): { next: Model; emits: Emit[] } {
  const { submit, expedition } = model.value;
  switch (event.type) {
    case 'cart.change': {
      const cart = cartName(event.cart as CheckoutCart) as CartName;
      let next: Model = { ...model, cart };
      // A placed order waits for new prints; new prints or a new address ask the expedition again.
      if (submit === 'placed' && cart !== 'empty') next = withSubmit(next, 'editing');
      const askFor = expeditionFor(cart);
      if (askFor !== '' && askFor !== model.askedFor) next = { ...withExpedition(next, 'loading'), askedFor: askFor, expeditionCalls: model.expeditionCalls + 1 };
      // The problems of a refused submit stay under the fields and follow the cart: fixed ones go.
      if (model.issues.length === 0) return { next, emits: [] };
      const issues = issuesOf(cart, model.submittedKind);
      return { next: { ...next, issues }, emits: issues.length === 0 ? [{ type: 'issues.resolved' }] : [] };
    }
    case 'order.submit': {
      if (submit === 'submitting' || submit === 'placed') return { next: model, emits: [] };
      const kind = String(event.kind);
      const issues = issuesOf(model.cart, kind);
      if (issues.length > 0) return { next: { ...withSubmit(model, 'editing'), issues, refusal: null, submittedKind: kind }, emits: [{ type: 'order.invalid', paths: issues }] };
      const order = orderOf(model, kind);
      const key = model.unanswered?.order === order ? model.unanswered.key : String(event.key);
      return { next: { ...withSubmit(model, 'submitting'), issues, refusal: null, submittedKind: kind, orderCalls: model.orderCalls + 1, lastKey: key, lastKind: kind, lastOrder: order }, emits: [] };
    }
    case 'xstate.done.actor.placeOrder':
      return { next: { ...withSubmit(model, 'placed'), placed, unanswered: null }, emits: [{ type: 'order.placed', orders: placed, cartId: '' }] };
    case 'xstate.error.actor.placeOrder': {
      const error = event.error as { status?: number; message?: string };
      if (error.status === 405) return { next: { ...withSubmit(model, 'refused'), refusal: error.message!, unanswered: null }, emits: [{ type: 'order.refused', message: error.message }] };
      return { next: { ...withSubmit(model, 'failed'), unanswered: { order: model.lastOrder!, key: model.lastKey! } }, emits: [{ type: 'order.failed' }] };
    }
    case 'expedition.retry': {
      if (expedition !== 'failed' || expeditionFor(model.cart) === '') return { next: model, emits: [] };
      return { next: { ...withExpedition(model, 'loading'), askedFor: expeditionFor(model.cart), expeditionCalls: model.expeditionCalls + 1 }, emits: [] };
    }
    case 'customer.change':
      if (event.mayChoose) return { next: { ...withPurchasers(model, 'loading'), purchasers: 0, purchaserCalls: [...model.purchaserCalls, Number(event.partnerId)] }, emits: [] };
      return { next: { ...withPurchasers(model, 'hidden'), purchasers: 0 }, emits: [] };
    case 'xstate.done.actor.fetchPurchasers':
      return { next: { ...withPurchasers(model, 'ready'), purchasers: 1 }, emits: [] };
    case 'xstate.error.actor.fetchPurchasers':
      return { next: withPurchasers(model, 'failed'), emits: [] };
    case 'purchasers.retry':
      if (model.value.purchasers !== 'failed') return { next: model, emits: [] };
      return { next: { ...withPurchasers(model, 'loading'), purchaserCalls: [...model.purchaserCalls, model.purchaserCalls.at(-1)!] }, emits: [] };
    case 'purchaser.choose':
      // Only a known colleague fills the contact (with their name, e-mail and phone).
      if (model.value.purchasers !== 'ready' || event.id !== colleague.id) return { next: model, emits: [] };
      return { next: model, emits: [{ type: 'contact.fill', contact: { name: colleague.name, email: colleague.email, phone: colleague.phone } }] };
    case 'address.open':
      return { next: withAddress(model, 'open'), emits: [] };
    case 'dialog.choose':
      return { next: withAddress(model, 'closed'), emits: [{ type: 'address.chosen', id: event.id }] };
    case 'dialog.close':
      return { next: withAddress(model, 'closed'), emits: [] };
    case 'xstate.done.actor.fetchExpedition':
      return { next: { ...withExpedition(model, 'ready'), answered: true }, emits: [] };
    case 'xstate.error.actor.fetchExpedition':
      return { next: withExpedition(model, 'failed'), emits: [{ type: 'expedition.failed' }] };
    default:
      throw new Error(`no oracle for ${event.type}`);
  }
}

const observe = (sut: Sut): Observed => {
  const { value, context } = sut.actor.getSnapshot();
  const last = sut.orderCalls.at(-1)?.input;
  return {
    value: value as Observed['value'], purchaserCalls: sut.purchaserCalls.map((call) => call.input.partnerId), purchasers: context.purchasers.length, cart: cartName(context.cart) as CartName, issues: context.issues.map((issue) => issue.path), refusal: context.refusal,
    placed: context.placed, answered: context.expedition !== null, orderCalls: sut.orderCalls.length, expeditionCalls: sut.expeditionCalls.length,
    // An order has no type in its details; a quote or template says so.
    lastKey: last?.key ?? null, lastKind: last ? (last.order.details.type ?? 'order') : null,
  };
};
const observedOf = ({ askedFor: _asked, unanswered: _unanswered, lastOrder: _order, submittedKind: _kind, ...observed }: Model): Observed => observed;
const emittedOf = (event: CheckoutEmitted): Emit => (event.type === 'order.invalid' ? { type: event.type, paths: event.issues.map((issue) => issue.path) } : event);

/** Takes a model step on the real actor: answers come from the fake calls, the rest is sent. */
async function take(sut: Sut, event: Ev): Promise<void> {
  if (event.type === 'xstate.done.actor.placeOrder') sut.orderCalls.at(-1)!.answer.resolve(event.output as { orders: PlacedOrder[] });
  else if (event.type === 'xstate.error.actor.placeOrder') sut.orderCalls.at(-1)!.answer.reject(event.error);
  else if (event.type === 'xstate.done.actor.fetchExpedition') sut.expeditionCalls.at(-1)!.answer.resolve(event.output as ExpeditionAnswer);
  else if (event.type === 'xstate.error.actor.fetchExpedition') sut.expeditionCalls.at(-1)!.answer.reject(event.error);
  else if (event.type === 'xstate.done.actor.fetchPurchasers') sut.purchaserCalls.at(-1)!.answer.resolve(event.output as Purchaser[]);
  else if (event.type === 'xstate.error.actor.fetchPurchasers') sut.purchaserCalls.at(-1)!.answer.reject(event.error);
  else if (event.type === 'dialog.choose') sut.actor.getSnapshot().children.address!.send({ type: 'address.choose', id: Number(event.id) });
  else if (event.type === 'dialog.close') sut.actor.getSnapshot().children.address!.send({ type: 'address.close' });
  else sut.actor.send(event as CheckoutEvent);
  await tick();
}

describe('checkout machine (model-based)', () => {
  const coverage = trackCoverage(checkoutMachine);
  const traversal: Traversal<Ev> = { events: eventsFor as never, serializeState: serialize as never };
  const paths = shortestPathsToEveryState(checkoutMachine, traversal);
  // Every state's shortest path with every event, then a seeded sample of other simple paths.
  const edges = [
    ...paths.flatMap((path) => eventsFor(path.state as Snap).map((event) => ({ path, event, kind: '' }))),
    ...sampleSimplePaths(checkoutMachine, traversal).map(({ path, event }) => ({ path, event, kind: 'sampled: ' })),
  ];

  it('reaches every state, and every state has its transitions tested', () => {
    const reached = new Set(paths.flatMap((path) => Object.entries(path.state.value as Record<string, string>).map(([region, leaf]) => `${region}.${leaf}`)));
    expect([...reached].sort()).toEqual([
      'address.closed', 'address.open',
      'expedition.failed', 'expedition.idle', 'expedition.loading', 'expedition.ready',
      'purchasers.failed', 'purchasers.hidden', 'purchasers.loading', 'purchasers.ready',
      'submit.editing', 'submit.failed', 'submit.placed', 'submit.refused', 'submit.submitting',
    ]);
  });

  for (const { path, event, kind } of edges) {
    const steps = [...path.steps.map((step) => step.event as Ev), event];
    const detail = (step: Ev) =>
      step.type === 'cart.change' ? `(${cartName(step.cart as CheckoutCart)})` : step.type === 'order.submit' ? `(${String(step.kind)})` : step.type === 'customer.change' ? `(${String(step.mayChoose)})` : step.type === 'purchaser.choose' ? `(${String(step.id)})` : '';
    const name = kind + steps.map((step) => step.type.replace('xstate.', '') + detail(step)).join(' > ');
    it(name, async () => {
      const sut = startSut(coverage);
      let model = initialModel;
      for (const [index, step] of steps.entries()) {
        const seen = sut.emitted.length;
        await take(sut, step);
        const { next, emits } = expectedStep(model, step);
        expect(observe(sut), `after step ${index + 1}, ${step.type}`).toEqual(observedOf(next));
        expect(sut.emitted.slice(seen).map(emittedOf), `emitted by step ${index + 1}, ${step.type}`).toEqual(emits);
        // The order sent is the cart's: its reference and prints, as the kind asked.
        if (next.orderCalls > model.orderCalls) {
          const sent = sut.orderCalls.at(-1)!.input.order;
          const cart = CARTS[next.cart as keyof typeof CARTS];
          expect([sent.details.reference, sent.products.length, sent.contact.name]).toEqual([cart.details.reference, cart.items.length, cart.contact.name]);
        }
        model = next;
      }
      sut.actor.stop();
    });
  }

  itTookEveryPath(coverage);
});

const change = (cart: CheckoutCart): CheckoutEvent => ({ type: 'cart.change', cart, today: TODAY });

describe('checkout machine', () => {
  it('sends one order for a double click on place order, with one Idempotency-Key; the next order starts once the cart has prints again', async () => {
    const sut = startSut();
    sut.actor.send(change(validCart));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'first' });
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'second' });
    expect(sut.orderCalls.map((call) => call.input.key)).toEqual(['first']);
    sut.orderCalls[0]!.answer.resolve({ orders: placed });
    await tick();
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'third' });
    expect(sut.orderCalls).toHaveLength(1);
    expect(sut.types().filter((type) => type === 'order.placed')).toHaveLength(1);
    sut.actor.send(change(emptyCart));
    expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true);
    sut.actor.send(change(validCart));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'fourth' });
    expect(sut.orderCalls.map((call) => call.input.key)).toEqual(['first', 'fourth']);
  });

  it('retries the same order with the key of the failed call, also after leaving the checkout; a changed order gets its own', async () => {
    const sut = startSut();
    sut.actor.send(change(validCart));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'first' });
    sut.orderCalls[0]!.answer.reject(new TypeError('Failed to fetch'));
    await tick();
    expect(sut.types()).toContain('order.failed');
    // The first call may have reached the server: the same order again must not make a second one.
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'second' });
    expect(sut.orderCalls.map((call) => call.input.key)).toEqual(['first', 'first']);
    sut.orderCalls[1]!.answer.reject(new TypeError('Failed to fetch'));
    await tick();
    sut.actor.send(change({ ...validCart, details: { ...validCart.details, reference: 'PO-2' } }));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'third' });
    expect(sut.orderCalls.map((call) => call.input.key)).toEqual(['first', 'first', 'third']);
    sut.orderCalls[2]!.answer.resolve({ orders: placed });
    await tick();
    expect(sut.actor.getSnapshot().context.unanswered).toBeNull();
  });

  it('refuses an order or quote without a delivery address unless it is picked up; a template may go without', () => {
    const sut = startSut();
    sut.actor.send(change(noAddressCart));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    sut.actor.send({ type: 'order.submit', kind: 'quote', key: 'k-2' });
    expect(sut.orderCalls).toHaveLength(0);
    expect(sut.emitted.filter((event) => event.type === 'order.invalid')).toEqual([
      { type: 'order.invalid', issues: [{ path: 'details.address', message: ADDRESS_REQUIRED }] },
      { type: 'order.invalid', issues: [{ path: 'details.address', message: ADDRESS_REQUIRED }] },
    ]);
    sut.actor.send(change({ ...noAddressCart, details: { ...noAddressCart.details, pickup: true } }));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'k-3' });
    expect(sut.orderCalls.map((call) => call.input.order.details.pickup)).toEqual([true]);
  });

  it('sends the date the picker shows: the suggestion, else the chosen one, at the chosen hour in Amsterdam; a chosen closing day is not sent', async () => {
    const sut = startSut();
    sut.actor.send(change(validCart));
    sut.expeditionCalls[0]!.answer.resolve(expeditionAnswer);
    await tick();
    sut.actor.send({ type: 'order.submit', kind: 'quote', key: 'k-1' });
    expect(sut.orderCalls[0]!.input.order.details).toMatchObject({ delivery_date: '2026-11-27T16:00:00.000Z', type: 'quote' });
    sut.orderCalls[0]!.answer.reject({ status: 405, message: 'no' });
    await tick();
    sut.actor.send(change({ ...validCart, details: { ...validCart.details, delivery_date: '2026-12-29', delivery_hour: 9 } }));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'k-2' });
    expect(sut.orderCalls[1]!.input.order.details.delivery_date).toBe('2026-12-29T08:00:00.000Z');
    sut.orderCalls[1]!.answer.reject({ status: 405, message: 'no' });
    await tick();
    // Christmas is closed: the customer is told why, nothing is sent and no other date is made up.
    sut.actor.send(change({ ...validCart, details: { ...validCart.details, delivery_date: '2026-12-25', delivery_hour: 9 } }));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'k-3' });
    expect(sut.orderCalls).toHaveLength(2);
    expect(sut.actor.getSnapshot().context.issues).toEqual([
      { path: 'details.delivery_date', message: 'We are closed on the chosen delivery date; please choose another date.' },
    ]);
  });

  it('a new address while the order is on its way asks the expedition again but keeps the order going', async () => {
    const sut = startSut();
    sut.actor.send(change(validCart));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    sut.actor.send(change({ ...validCart, details: { ...validCart.details, address: 6 } }));
    expect(sut.actor.getSnapshot().value).toMatchObject({ submit: 'submitting', expedition: 'loading' });
    expect(sut.expeditionCalls).toHaveLength(2);
    sut.orderCalls[0]!.answer.resolve({ orders: placed });
    await tick();
    expect(sut.types()).toContain('order.placed');
  });

  it('asks the expedition again only for new prints or a new address, and ignores a replaced answer', async () => {
    const sut = startSut();
    sut.actor.send(change(validCart));
    sut.actor.send(change(invalidCart)); // typing elsewhere: same prints, same address
    expect(sut.expeditionCalls).toHaveLength(1);
    sut.actor.send(change({ ...validCart, details: { ...validCart.details, address: 6 } }));
    expect(sut.expeditionCalls.map((call) => call.input.details.address)).toEqual([5, 6]);
    const newer = { ...expeditionAnswer, deadlines: { ...expeditionAnswer.deadlines, suggested_date: '2026-11-30' } };
    sut.expeditionCalls[1]!.answer.resolve(newer);
    await tick();
    sut.expeditionCalls[0]!.answer.resolve(expeditionAnswer);
    await tick();
    expect(sut.actor.getSnapshot().context.expedition).toEqual(newer);
    sut.expeditionCalls[0]!.answer.reject(new Error('late'));
    expect(sut.types()).not.toContain('expedition.failed');
  });

  it('a new address saved in the dialog is chosen for the order and toasted', async () => {
    const address = { id: 12, key: 'delivery-12', type: 'delivery' as const, name: 'Bakkerij', dept: '', attn: '', phone: '', email: '', street: 'Dorpsstraat 1', zip: '1234 AB', city: 'Zonnedorp', country_id: 'NL' };
    const machine = checkoutMachine.provide({ actors: { address: addressMachine.provide({ actors: { saveAddress: fromPromise(async () => address) } }) } });
    const actor = createActor(machine).start();
    const emitted: string[] = [];
    actor.on('*', (event) => emitted.push(event.type === 'address.chosen' ? `address.chosen ${event.id}` : event.type));
    actor.send({ type: 'address.open', hasSaved: false });
    const dialog = actor.getSnapshot().children.address!;
    for (const [name, value] of [['name', 'Bakkerij'], ['street', 'Dorpsstraat 1'], ['zip', '1234 AB'], ['city', 'Zonnedorp']] as const) dialog.send({ type: 'field.change', name, value });
    dialog.send({ type: 'address.save' });
    await tick();
    expect(emitted).toEqual(['address.chosen 12', 'address.saved']);
    expect(actor.getSnapshot().matches({ address: 'closed' })).toBe(true);
  });
});
