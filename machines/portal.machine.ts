import { assign, enqueueActions, fromCallback, fromPromise, sendTo, setup, type AnyActorLogic, type AnyActorRef, type EventObject } from 'xstate';
import type { Settings, User } from '../src/domain/session.js';
import { cartStorageKey, isSameDefaults, NO_DEFAULTS, orderDefaults } from './cart-owner.js';
import type { CartOwner, PartnerTabsEvent, PortalContext, PortalEvent, PortalInput, ShopLogic, ShopRefs } from './portal.types.js';
import { sessionMachine } from './session.machine.js';

export type * from './portal.types.js';

/** Passes every event an actor emits on to the portal, which routes it to the flows that follow it. */
const relayEmitted = fromCallback<EventObject, { ref: AnyActorRef }>(({ input, sendBack }) => {
  const subscription = input.ref.on('*', (event: EventObject) => sendBack(event));
  return () => subscription.unsubscribe();
});

/** A partner account acts for one partner at a time: no cart and no lists before it has chosen. */
function ownerOf(user: User | null, settings: Settings | null): CartOwner | null {
  if (!user || (user.is_partner_account && !user.partner)) return null;
  return { key: cartStorageKey(user), defaults: orderDefaults(user, settings) };
}

const purchaserPartnerOf = (user: User | null, settings: Settings | null) => (settings?.can_choose_purchaser ? (user?.partner?.id ?? null) : null);

type ShopChild<K extends keyof ShopRefs> = (context: PortalContext) => ShopRefs[K];
const child =
  <K extends keyof ShopRefs>(name: K): ShopChild<K> =>
  (context) => {
    if (!context.shop) throw new Error(`the shop's ${name} is routed to only once the shop is loaded`);
    return context.shop[name];
  };
const cart = child('cart');
const checkout = child('checkout');
const orderList = child('orderList');
const orderDetail = child('orderDetail');

/**
 * The root of the app's flows. It runs the session from the start and, once the customer is inside,
 * the shop's flows (cart, print, checkout, after-order actions, order detail, order lists, account),
 * each with its systemId. Every flow only emits what happened; the portal routes it: a completed
 * print goes into the cart, the cart's content to the checkout and the browser's storage, a placed
 * order empties the cart, a reorder fills it, a changed order refreshes lists and detail, another
 * user or partner gets their own cart and lists, a tab working for another partner blocks this one.
 * Side effects (storage, other tabs, settings shown on the page) are actors and actions given from
 * outside with `.provide`.
 */
export const portalMachine = setup({
  types: {} as { context: PortalContext; events: PortalEvent; input: PortalInput },
  actors: {
    session: sessionMachine,
    loadShop: fromPromise<ShopLogic>(() => Promise.reject(new Error('loadShop is not provided'))),
    relay: relayEmitted,
    /** Hears of other tabs; sends `tabs.conflict` when one works for another partner. */
    partnerTabs: fromCallback<PartnerTabsEvent>(() => {}),
  },
  actions: {
    /** The user's settings that show on every page (larger text). */
    applySettings: (_, _params: { settings: Settings | null }) => {},
    spawnShop: assign(({ context, spawn }, params: { logic: ShopLogic }) => {
      // The shop's machines arrive with their code (not part of the login page), so they are not
      // among this machine's own actors: each is spawned by its logic, under its systemId.
      const start = <K extends keyof ShopLogic>(name: K, input?: unknown): ShopRefs[K] =>
        // XState's types allow no `id` for a logic spawned by value; at run time it names the child.
        spawn(params.logic[name] as AnyActorLogic, { id: name, systemId: name, input } as { systemId: string }) as ShopRefs[K];
      return {
        shop: {
          cart: start('cart', {}),
          print: start('print'),
          checkout: start('checkout'),
          afterOrder: start('afterOrder'),
          orderDetail: start('orderDetail'),
          orderList: start('orderList'),
          account: start('account'),
          cartStore: start('cartStore', { owner: context.owner }),
        },
      };
    }),
    /** Another user or partner: their own cart and defaults; the lists seen before are forgotten. */
    followUser: enqueueActions(({ context, enqueue }, params: { user: User | null; settings: Settings | null }) => {
      const owner = ownerOf(params.user, params.settings);
      const purchaserPartner = purchaserPartnerOf(params.user, params.settings);
      const partnerTab = params.user?.partner ? `${params.user.id}:${params.user.partner.id}` : null;
      enqueue.assign({ owner, purchaserPartner, partnerTab });
      if (!partnerTab && context.partnerTab) enqueue.sendTo('partnerTabs', { type: 'tab.forget' });
      if (!context.shop) return;
      if (owner?.key !== context.owner?.key) {
        enqueue.sendTo(context.shop.cartStore, { type: 'owner.change', owner });
        enqueue.sendTo(context.shop.orderList, { type: 'lists.clear' });
      } else if (owner && context.owner && !isSameDefaults(owner.defaults, context.owner.defaults)) {
        // Saved settings count at once: the next cart (and this one's untouched choices) start from them.
        enqueue.sendTo(context.shop.cart, { type: 'defaults.change', defaults: owner.defaults });
      }
      if (purchaserPartner !== context.purchaserPartner) {
        enqueue.sendTo(context.shop.checkout, { type: 'customer.change', partnerId: purchaserPartner, mayChoose: purchaserPartner !== null });
      }
    }),
    /** A shop that starts after the login knows at once whose it is. */
    tellCustomer: sendTo(({ context }) => checkout(context), ({ context }) => ({ type: 'customer.change' as const, partnerId: context.purchaserPartner, mayChoose: context.purchaserPartner !== null })),
  },
}).createMachine({
  id: 'portal',
  context: ({ input, spawn }) => ({
    today: input.today,
    session: spawn('session', { id: 'session', systemId: 'session' }),
    shop: null,
    owner: null,
    purchaserPartner: null,
    partnerTab: null,
  }),
  invoke: [
    { id: 'sessionEvents', src: 'relay', input: ({ context }) => ({ ref: context.session }) },
    { id: 'partnerTabs', src: 'partnerTabs' },
  ],
  on: {
    'user.changed': { actions: [{ type: 'applySettings', params: ({ event }) => event }, { type: 'followUser', params: ({ event }) => event }] },
    'boot.completed': { guard: ({ context }) => context.partnerTab !== null, actions: sendTo('partnerTabs', ({ context }) => ({ type: 'tab.announce' as const, tab: context.partnerTab ?? '' })) },
    'tabs.conflict': { actions: sendTo(({ context }) => context.session, { type: 'tabs.conflict' }) },
    // Saved settings or a confirmed login address: the session shows the same user anew.
    'settings.saved': { actions: sendTo(({ context }) => context.session, ({ event }) => ({ type: 'settings.changed' as const, user: event.answer.user, settings: event.answer.settings })) },
    'email.confirmed': { actions: sendTo(({ context }) => context.session, ({ event }) => ({ type: 'settings.changed' as const, user: event.answer.user, settings: event.answer.settings })) },
  },
  initial: 'outside',
  states: {
    /** The login area: the shop's code is not loaded yet. */
    outside: { on: { 'shop.load': 'loadingShop' } },
    loadingShop: {
      tags: ['busy'],
      invoke: {
        id: 'loadShop',
        src: 'loadShop',
        onDone: { target: 'shop', actions: { type: 'spawnShop', params: ({ event }) => ({ logic: event.output }) } },
        onError: 'shopFailed',
      },
    },
    /** The shop's code could not be loaded (a lost connection): the next navigation tries again. */
    shopFailed: { on: { 'shop.load': 'loadingShop' } },
    shop: {
      entry: 'tellCustomer',
      invoke: [
        { id: 'cartEvents', src: 'relay', input: ({ context }) => ({ ref: cart(context) }) },
        { id: 'printEvents', src: 'relay', input: ({ context }) => ({ ref: child('print')(context) }) },
        { id: 'checkoutEvents', src: 'relay', input: ({ context }) => ({ ref: checkout(context) }) },
        { id: 'afterOrderEvents', src: 'relay', input: ({ context }) => ({ ref: child('afterOrder')(context) }) },
        { id: 'accountEvents', src: 'relay', input: ({ context }) => ({ ref: child('account')(context) }) },
      ],
      on: {
        'stored.cart': {
          actions: sendTo(({ context }) => cart(context), ({ context, event }) => ({
            type: 'cart.load' as const, id: event.id, ordered: event.ordered, prints: event.prints, details: event.details, contact: event.contact,
            defaults: context.owner?.defaults ?? NO_DEFAULTS,
          })),
        },
        'stored.form': { actions: sendTo(({ context }) => cart(context), ({ event }) => ({ type: 'form.sync' as const, details: event.details, contact: event.contact })) },
        'cart.changed': {
          actions: [
            sendTo(({ context }) => checkout(context), ({ context, event }) => ({ type: 'cart.change' as const, cart: { id: event.id, items: [...event.items], details: event.details, contact: event.contact, poRequired: event.poRequired }, today: context.today() })),
            sendTo(({ context }) => child('cartStore')(context), ({ event }) => ({ type: 'cart.save' as const, prints: event.items.map((item) => item.print), details: event.details, contact: event.contact })),
          ],
        },
        'print.completed': { actions: sendTo(({ context }) => cart(context), ({ event }) => ({ type: 'print.add' as const, print: event.print })) },
        // A placed order: the store starts a new cart (new id) here and in every other tab.
        'order.placed': { actions: sendTo(({ context }) => child('cartStore')(context), ({ event }) => ({ type: 'cart.ordered' as const, cartId: event.cartId, orders: event.orders.map((order) => order.id), notice: false })) },
        // The cart had been ordered already (by another tab): the same, and the empty cart says which order it became.
        'order.alreadyPlaced': { actions: sendTo(({ context }) => child('cartStore')(context), ({ event }) => ({ type: 'cart.ordered' as const, cartId: event.cartId, orders: event.orders.map((order) => order.id), notice: true })) },
        'contact.fill': { actions: sendTo(({ context }) => cart(context), ({ event }) => ({ type: 'contact.change' as const, contact: event.contact })) },
        'address.chosen': { actions: sendTo(({ context }) => cart(context), ({ event }) => ({ type: 'details.change' as const, details: { address: event.id } })) },
        'order.reordered': { actions: sendTo(({ context }) => cart(context), ({ event }) => ({ type: 'reorder.add' as const, answer: event.answer })) },
        'order.changed': {
          actions: [
            sendTo(({ context }) => orderList(context), { type: 'lists.refresh' }),
            sendTo(({ context }) => orderDetail(context), ({ event }) => ({ type: 'order.changed' as const, orderId: event.orderId })),
          ],
        },
        'file.uploaded': { actions: sendTo(({ context }) => orderDetail(context), ({ event }) => ({ type: 'file.stored' as const, orderState: event.orderState })) },
        'session.ended': { actions: sendTo(({ context }) => orderDetail(context), { type: 'order.open', orderId: null }) },
      },
    },
  },
});

