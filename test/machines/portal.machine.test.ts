import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorLogic, type EventObject } from 'xstate';
import { portalMachine, type ShopLogic } from '../../machines/portal.machine.js';
import type { Print } from '../../src/domain/print-schema.js';
import { shortestPathsToEveryState } from '../support/generate-paths.js';
import { customer, partnerAccount, partnerChosen, settings } from './session-fixtures.js';

// The portal routes what one flow emits to the flows that follow it. Every child here is a stub that
// records what it is told (and emits on request, as a real flow would); the expected deliveries are
// written by hand from the portal's job (DESIGN.md section 2), not read from the machine.

type Told = EventObject & Record<string, unknown>;
type Delivery = [child: string, event: Told];

const print: Print = {
  product_id: 3, uuid: 'p-1', complete: true, prices: {}, extra_reference: '', finishes: [],
  copies: [{ originals: 1, quantity: 2, width: 2000, height: 1000, sides: 1, abaa: 1, remark: '' }],
};
const contact = { name: 'Karin', email: 'k@example.nl', phone: '0201234567' };
const details = { description: '', reference: 'PO-1', files_date: '', delivery_date: '', delivery_hour: '17:00', pickup: false, pack: false, address: null, approve_pdf: false, archive_files: false, remarks: '' };
const purchaser = { ...customer, partner: { id: 10, name: 'Bakkerij De Zon B.V.' } };
const mayChoose = { ...settings, can_choose_purchaser: true };
const answer = { products: [print], unavailable: [], details: {}, contact: {} };
const TODAY = '2026-11-26';

/** A child that records every event it is told and emits `emitted` when told `stub.emit`. */
function recorder(name: string, deliveries: Delivery[]) {
  return fromCallback<EventObject>(({ receive, emit }) => {
    receive((event) => {
      if (event.type === 'stub.emit') emit((event as unknown as { emitted: EventObject }).emitted);
      else deliveries.push([name, event as Told]);
    });
  });
}

function portal(load?: () => Promise<ShopLogic>) {
  const deliveries: Delivery[] = [];
  const loadShop = load ?? (async () => shopOf(deliveries));
  const zoom: (typeof settings | null)[] = [];
  function shopOf(into: Delivery[]): ShopLogic {
    const names = ['cart', 'print', 'checkout', 'afterOrder', 'orderDetail', 'orderList', 'account', 'cartStore'] as const;
    return Object.fromEntries(names.map((name) => [name, recorder(name, into)])) as unknown as ShopLogic;
  }
  const machine = portalMachine.provide({
    actors: {
      session: recorder('session', deliveries) as unknown as AnyActorLogic as never,
      loadShop: fromPromise(loadShop),
      partnerTabs: recorder('partnerTabs', deliveries) as never,
    },
    actions: { applySettings: (_, params) => void zoom.push(params.settings) },
  });
  const actor = createActor(machine, { input: { today: () => TODAY } }).start();
  return { actor, deliveries, zoom, told: (name: string) => deliveries.filter(([child]) => child === name).map(([, event]) => event) };
}

async function inShop(loadShop?: () => Promise<ShopLogic>) {
  const p = portal(loadShop);
  p.actor.send({ type: 'shop.load' });
  await waitFor(p.actor, (snapshot) => snapshot.matches('shop'));
  p.deliveries.length = 0;
  return p;
}

/** What each routed event must reach: the child and the event it is told. */
const routes: [event: Told, expected: Delivery[]][] = [
  [{ type: 'print.completed', print }, [['cart', { type: 'print.add', print }]]],
  // A placed order: the store starts a new cart (a new id, in every tab); placed before: the same, with the note.
  [{ type: 'order.placed', orders: [{ id: 1, kind: 'order', state: 'waiting_for_files' }], cartId: 'c-1' }, [['cartStore', { type: 'cart.ordered', cartId: 'c-1', orders: [1], notice: false }]]],
  [{ type: 'order.alreadyPlaced', orders: [{ id: 21, kind: 'order', state: 'intake' }], cartId: 'c-1' }, [['cartStore', { type: 'cart.ordered', cartId: 'c-1', orders: [21], notice: true }]]],
  [{ type: 'contact.fill', contact }, [['cart', { type: 'contact.change', contact }]]],
  [{ type: 'address.chosen', id: 7 }, [['cart', { type: 'details.change', details: { address: 7 } }]]],
  [{ type: 'order.reordered', orderId: 4, answer, hasPrints: true }, [['cart', { type: 'reorder.add', answer }]]],
  [{ type: 'order.changed', orderId: 4 }, [['orderList', { type: 'lists.refresh' }], ['orderDetail', { type: 'order.changed', orderId: 4 }]]],
  [{ type: 'file.uploaded', orderState: 'intake' }, [['orderDetail', { type: 'file.stored', orderState: 'intake' }]]],
  [
    { type: 'cart.changed', id: 'c-1', items: [], details, contact },
    [['checkout', { type: 'cart.change', cart: { id: 'c-1', items: [], details, contact }, today: TODAY }], ['cartStore', { type: 'cart.save', prints: [], details, contact }]],
  ],
  // Before anyone is known the cart has no defaults; the owner's defaults come from the portal (see below).
  [{ type: 'stored.cart', id: 'c-2', prints: [print], details: {}, contact: {}, ordered: [21] }, [
    ['cart', { type: 'cart.load', id: 'c-2', ordered: [21], prints: [print], details: {}, contact: {}, defaults: { contact: { name: '', email: '', phone: '' }, pickup_default: false, approve_pdf: false, default_address_id: null } }],
  ]],
  [{ type: 'stored.form', details, contact }, [['cart', { type: 'form.sync', details, contact }]]],
  [{ type: 'session.ended' }, [['orderDetail', { type: 'order.open', orderId: null }]]],
  [{ type: 'settings.saved', answer: { user: customer, settings } }, [['session', { type: 'settings.changed', user: customer, settings }]]],
  [{ type: 'email.confirmed', answer: { user: customer, settings } }, [['session', { type: 'settings.changed', user: customer, settings }]]],
  [{ type: 'tabs.conflict' }, [['session', { type: 'tabs.conflict' }]]],
];

describe('portal machine: the graph', () => {
  const paths = shortestPathsToEveryState(portalMachine, {
    events: [
      { type: 'shop.load' },
      { type: 'xstate.done.actor.loadShop', output: {} as ShopLogic },
      { type: 'xstate.error.actor.loadShop', error: new Error('offline') },
    ] as never,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  });

  it('reaches every state: outside, loading the shop, failed, shop', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['outside', 'loadingShop', 'shopFailed', 'shop']));
  });
});

describe('portal machine: loading the shop', () => {
  it('starts the shop once its code is there, each flow under its systemId, and tells the checkout whose it is', async () => {
    const p = portal();
    expect(p.actor.getSnapshot().value).toBe('outside');
    p.actor.send({ type: 'shop.load' });
    expect(p.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(p.actor, (snapshot) => snapshot.matches('shop'));
    for (const name of ['cart', 'print', 'checkout', 'afterOrder', 'orderDetail', 'orderList', 'account', 'cartStore', 'session']) {
      expect(p.actor.system.get(name), name).toBeTruthy();
    }
    expect(p.told('checkout')).toEqual([{ type: 'customer.change', partnerId: null, mayChoose: false }]);
  });

  it('tries again on the next navigation when the shop could not be loaded', async () => {
    let fail = true;
    const p = portal(async () => {
      if (fail) throw new Error('offline');
      return Object.fromEntries(['cart', 'print', 'checkout', 'afterOrder', 'orderDetail', 'orderList', 'account', 'cartStore'].map((name) => [name, recorder(name, [])])) as unknown as ShopLogic;
    });
    p.actor.send({ type: 'shop.load' });
    await waitFor(p.actor, (snapshot) => snapshot.matches('shopFailed'));
    fail = false;
    p.actor.send({ type: 'shop.load' });
    await waitFor(p.actor, (snapshot) => snapshot.matches('shop'));
  });
});

describe('portal machine: routing', () => {
  it.each(routes)('routes %o', async (event, expected) => {
    const p = await inShop();
    p.actor.send(event as never);
    expect(p.deliveries).toEqual(expected);
  });

  it('routes what a flow emits (the relay), not only what is sent to it', async () => {
    const p = await inShop();
    p.actor.system.get('print')!.send({ type: 'stub.emit', emitted: { type: 'print.completed', print } });
    expect(p.told('cart')).toEqual([{ type: 'print.add', print }]);
  });

  it('routes nothing of the shop before it is loaded, and the session always', () => {
    const p = portal();
    p.actor.send({ type: 'print.completed', print });
    p.actor.send({ type: 'tabs.conflict' });
    expect(p.deliveries).toEqual([['session', { type: 'tabs.conflict' }]]);
  });
});

describe('portal machine: who is logged in', () => {
  it('gives a new owner their own stored cart and forgets the lists seen; the same owner again changes nothing', async () => {
    const p = await inShop();
    p.actor.send({ type: 'user.changed', user: purchaser, settings: mayChoose });
    expect(p.told('cartStore')).toEqual([{ type: 'owner.change', owner: { key: 'pp.cart.1.10', defaults: { contact: { name: customer.name, email: customer.email, phone: customer.phone }, pickup_default: false, approve_pdf: false, default_address_id: null } } }]);
    expect(p.told('orderList')).toEqual([{ type: 'lists.clear' }]);
    expect(p.told('checkout')).toEqual([{ type: 'customer.change', partnerId: 10, mayChoose: true }]);
    p.deliveries.length = 0;
    p.actor.send({ type: 'user.changed', user: purchaser, settings: mayChoose });
    expect(p.deliveries).toEqual([]);
    expect(p.zoom).toEqual([mayChoose, mayChoose]);
  });

  it('lets saved settings count at once: the cart follows the new defaults, and a cart loaded later starts from them', async () => {
    const p = await inShop();
    p.actor.send({ type: 'user.changed', user: customer, settings });
    p.deliveries.length = 0;
    const saved = { ...settings, approve_pdf: true, pickup_default: true };
    p.actor.send({ type: 'user.changed', user: customer, settings: saved });
    const defaults = { contact: { name: customer.name, email: customer.email, phone: customer.phone }, pickup_default: true, approve_pdf: true, default_address_id: null };
    expect(p.deliveries).toEqual([['cart', { type: 'defaults.change', defaults }]]);
    p.deliveries.length = 0;
    p.actor.send({ type: 'stored.cart', id: 'c-3', prints: [], details: {}, contact: {}, ordered: [] });
    expect(p.told('cart')).toEqual([{ type: 'cart.load', id: 'c-3', ordered: [], prints: [], details: {}, contact: {}, defaults }]);
  });

  it('a logout takes the cart and lists from the last owner', async () => {
    const p = await inShop();
    p.actor.send({ type: 'user.changed', user: customer, settings });
    p.deliveries.length = 0;
    p.actor.send({ type: 'user.changed', user: null, settings: null });
    expect(p.told('cartStore')).toEqual([{ type: 'owner.change', owner: null }]);
    expect(p.told('orderList')).toEqual([{ type: 'lists.clear' }]);
    expect(p.zoom.at(-1)).toBeNull();
  });

  it('a partner account has no cart before it chose its partner', async () => {
    const p = await inShop();
    p.actor.send({ type: 'user.changed', user: partnerAccount, settings });
    expect(p.told('cartStore')).toEqual([]);
    p.actor.send({ type: 'user.changed', user: partnerChosen, settings });
    expect(p.told('cartStore')).toHaveLength(1);
  });

  it('announces a booted partner tab to the others and forgets it on logout', () => {
    const p = portal();
    p.actor.send({ type: 'boot.completed' });
    expect(p.told('partnerTabs')).toEqual([]);
    p.actor.send({ type: 'user.changed', user: partnerChosen, settings });
    p.actor.send({ type: 'boot.completed' });
    expect(p.told('partnerTabs')).toEqual([{ type: 'tab.announce', tab: `${partnerChosen.id}:${partnerChosen.partner!.id}` }]);
    p.actor.send({ type: 'user.changed', user: null, settings: null });
    expect(p.told('partnerTabs').at(-1)).toEqual({ type: 'tab.forget' });
  });
});
