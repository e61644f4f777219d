import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, waitFor as settled, type EventObject, type InspectionEvent } from 'xstate';
import { accountMachine } from '../../machines/account.machine.js';
import { afterOrderMachine } from '../../machines/after-order.machine.js';
import { cartMachine, cartStorageKey, type CartPrint } from '../../machines/cart.machine.js';
import { checkoutMachine } from '../../machines/checkout.machine.js';
import { orderDetailMachine } from '../../machines/order-detail.machine.js';
import { orderListMachine } from '../../machines/order-list.machine.js';
import { portalMachine, type ShopLogic } from '../../machines/portal.machine.js';
import { printMachine } from '../../machines/print.machine.js';
import { sessionMachine } from '../../machines/session.machine.js';
import { createAppServices, type AppServices } from '../../src/app/create-actors.js';
import { followSession, followShop } from '../../src/app/flow-navigation.js';
import { ZOOM_CLASS } from '../../src/features/account/zoom-text.js';
import { ACTIVE_PARTNER_KEY } from '../../src/features/session/actors/partner-tabs.js';
import type { Address, Catalog } from '../../src/domain/catalog.js';
import type { Settings, User } from '../../src/domain/session.js';
import { answerOf, catalog, partnerAccount, settings } from '../machines/session-fixtures.js';
import { product } from '../views/configure-support.js';
import { orderDetail, orderPage, orderRow } from '../views/support/after-order-fixtures.js';
import { fakeApis } from '../views/support/render-app.js';
import { generatePaths, type Traversal } from '../support/generate-paths.js';
import { describePaths } from './support/harness.js';
import { httpEdge, type HttpEdge } from './support/http-edge.js';
import { deadlines, expectToast, memoryRouter, renderRouter, toastTexts, today } from './support/shop-app.js';

// The root machine through the real app: a partner's customer is logged in; opening the shop fetches
// its code (held at the edge: it fails once, then arrives), and the portal routes what the flows
// emit while the customer uses the shop: another tab's cart and form, the order form, a print from
// the wizard, purchaser and address choices, placed orders (one placed before by another tab), a
// reorder, an approved order and its last file on the order page, saved settings, a confirmed
// e-mail address, a partner switch, logout; and, on a path of its own, another tab for another
// partner. Each step is the customer's (or another tab's, or the server's) doing; the checks say
// what the screen shows in the portal's state and what it would show in another.
const mesh = product({ id: 7, name: 'Mesh 270' });
const partners = partnerAccount.partners!;
const shopSettings: Settings = { ...settings, pickup_default: true, can_choose_purchaser: true };
const userOf = (index: 0 | 1): User => ({ ...partnerAccount, lang: 'nl', partner: partners[index]! });
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
const meshPrint = (uuid: string): CartPrint => ({ uuid, product_id: 7, copies: [line], finishes: [], complete: true, prices: {} });
const address: Address = {
  id: 9, key: 'delivery-9', type: 'delivery', name: 'Bakkerij De Zon', dept: '', attn: '', phone: '', email: '',
  street: 'Dorpsstraat 1', zip: '1234 AB', city: 'Zonnedorp', country_id: 'NL',
};
const jan = { id: 3, name: 'Jan de Vries', email: 'jan.devries@example.nl', phone: '0612340000' };
const shopCatalog: Catalog = {
  ...catalog,
  catalog: [{ id: 10, name: 'Spandoeken', product_id: null, icon: null, children: [{ id: 11, name: 'Mesh 270', product_id: 7, icon: null, children: [] }] }],
};
const ROUTE_FAILED = 'Er ging iets mis bij het laden van dit scherm.';
const cartLink = (count: number) => `Winkelwagen, ${count} ${count === 1 ? 'print' : 'prints'}`;

// --- The model: the portal's events in the order a customer's visit brings them -----------------

type ModelEvent = EventObject & { at: string } & Record<string, unknown>;
/** The shop's machines as the model's loaded code (the graph spawns them; the screens get the real code). */
const shopLogic: ShopLogic = {
  cart: cartMachine, print: printMachine, checkout: checkoutMachine, afterOrder: afterOrderMachine, orderDetail: orderDetailMachine,
  orderList: orderListMachine, account: accountMachine, cartStore: fromCallback(() => {}),
};
const placed = [{ id: 501, kind: 'order' as const, state: 'new' }];
const step = (at: string, event: EventObject & Record<string, unknown>): ModelEvent => ({ ...event, at });
const VISIT: ModelEvent[] = [
  step('open', { type: 'shop.load' }),
  step('lost', { type: 'xstate.error.actor.loadShop', error: new TypeError('Failed to fetch dynamically imported module') }),
  step('again', { type: 'shop.load' }),
  step('loaded', { type: 'xstate.done.actor.loadShop', output: shopLogic }),
  step('other tab cart', { type: 'stored.cart', id: 'c-2', prints: [meshPrint('t-1')], details: {}, contact: {}, ordered: [] }),
  step('reference', { type: 'cart.changed', id: 'c-2', items: [], details: {}, contact: {} }),
  step('other tab form', { type: 'stored.form', details: { reference: 'Uit tab 2' }, contact: {} }),
  step('purchaser', { type: 'contact.fill', contact: { name: jan.name, email: jan.email, phone: jan.phone } }),
  step('address', { type: 'address.chosen', id: address.id }),
  step('wizard', { type: 'print.completed', print: meshPrint('w-1') }),
  step('order', { type: 'order.placed', orders: placed, cartId: 'c-2' }),
  step('reorder', { type: 'order.reordered', orderId: 5, answer: { products: [meshPrint('r-1')], unavailable: [], details: {}, contact: {} }, hasPrints: true }),
  step('placed before', { type: 'order.alreadyPlaced', orders: placed, cartId: 'c-3' }),
  step('approve', { type: 'order.changed', orderId: 1042 }),
  step('last file', { type: 'file.uploaded', orderState: 'intake' }),
  step('settings', { type: 'settings.saved', answer: { user: userOf(0), settings: { ...shopSettings, zoom_text: true } } }),
  step('e-mail', { type: 'email.confirmed', answer: { user: { ...userOf(0), email: 'nieuw@example.nl' }, settings: shopSettings } }),
  step('switch', { type: 'user.changed', user: userOf(1), settings: shopSettings }),
  step('booted', { type: 'boot.completed' }),
  step('logout', { type: 'session.ended' }),
];
const CONFLICT = step('conflict', { type: 'tabs.conflict' });
/** What comes after each step: the visit, and another partner's tab right after the shop loaded. */
const NEXT = new Map<string, ModelEvent[]>([['start', [VISIT[0]!]], ...VISIT.map((event, index) => [event.at, VISIT.slice(index + 1, index + 2)] as [string, ModelEvent[]])]);
NEXT.set('loaded', [VISIT[4]!, CONFLICT]);
NEXT.set('conflict', []);
/**
 * The step whose state xstate/graph asks the events of: it serializes each state (with the event
 * that led there) right before asking them. (A step that changes nothing gives back the same
 * snapshot object, so the object cannot say where in the visit it is.)
 */
let visiting = 'start';

// --- The app: the real actors and screens; the network, the shop's code and the boot at the edge --

interface Expected {
  /** Where the customer is (the path, without the query). */
  path: string;
  /** The navbar is there (not on the login and boot screens, nor in a blocked tab). */
  navbar: boolean;
  /** The prints the navbar's cart link counts. */
  prints: number;
  /** What this step must show besides (its own outcome), asserted after it. */
  outcome: () => Promise<void>;
}

interface PortalWorld {
  edge: HttpEdge;
  services: AppServices;
  user: ReturnType<typeof userEvent.setup>;
  expected: Expected;
  path: () => string;
  navigate: (href: string) => void;
  /** The shop's code, once asked for: the path lets it arrive or fail. */
  code: { resolve: (code: typeof import('../../src/app/shop-actors.js')) => void; reject: (error: unknown) => void } | null;
  /** Holds the next boot's addresses until released (a partner switch's boot screen). */
  boot: { hold: boolean; release: (() => void) | null };
  mounted: boolean;
  mount: () => void;
  stop: () => void;
}

/** The partner account's session, its calls answering at once unless the path holds the boot. */
function sessionLogic(boot: PortalWorld['boot']) {
  const answer = (index: 0 | 1) => ({ status: 200, answer: { ...answerOf(userOf(index)), settings: shopSettings } });
  return sessionMachine.provide({
    actors: {
      login: fromPromise(async () => answer(0)),
      choosePartner: fromPromise(async ({ input }: { input: { partnerId: number } }) => answer(input.partnerId === partners[0]!.id ? 0 : 1)),
      loadCatalog: fromPromise(async () => shopCatalog),
      loadProducts: fromPromise(async () => [mesh]),
      loadFinishes: fromPromise(async () => []),
      loadAddresses: fromPromise(() => (boot.hold ? new Promise<Address[]>((resolve) => (boot.release = () => resolve([address]))) : Promise.resolve([address]))),
      checkSpecs: fromPromise(async () => ({ seen_specs: true })),
    } as never,
  });
}

async function renderPortal(inspect: (event: InspectionEvent) => void): Promise<PortalWorld> {
  localStorage.clear();
  document.documentElement.classList.remove(ZOOM_CLASS);
  const edge = httpEdge({
    held: ['orders/1042/approve'],
    answers: {
      prices: { product: 12.5, frames: 0 },
      expedition: { deadlines, addresses: [address] },
      order: { orders: placed },
      'orders/5/reorder': { products: [meshPrint('r-1')], unavailable: [], details: {}, contact: {} },
      // Home's recent orders, with the past order that is ordered again.
      orders: orderPage([orderRow({ id: 5 })]),
      [`users/${partners[0]!.id}`]: [jan],
      'orders/1042': orderDetail({ id: 1042 }),
      settings: { user: userOf(0), settings: shopSettings },
    },
  });
  const boot: PortalWorld['boot'] = { hold: false, release: null };
  const world = {} as PortalWorld;
  const apis = fakeApis();
  // As src/main.tsx wires them: the session's and (once loaded) the shop's outcomes move the router.
  let router: ReturnType<typeof memoryRouter> | null = null;
  const services = createAppServices({
    onShop: (shop) => followShop(shop, router!),
    api: edge.api,
    auth: apis.auth,
    catalog: apis.catalog,
    inspect,
    sessionLogic: sessionLogic(boot),
    shopCode: () => new Promise((resolve, reject) => (world.code = { resolve, reject })),
  });
  services.session.send({ type: 'login.token', token: 'abc' });
  await settled(services.session, (snapshot) => snapshot.matches({ authenticated: 'booted' }));
  const shown = memoryRouter(services, '/checkout');
  router = shown;
  followSession(services.session, shown);
  return Object.assign(world, {
    edge,
    services,
    user: userEvent.setup(),
    expected: { path: '/checkout', navbar: false, prints: 0, outcome: async () => {} },
    path: () => shown.state.location.href,
    navigate: (href: string) => void shown.history.push(href),
    code: null,
    boot,
    mounted: false,
    mount: () => {
      world.mounted = true;
      renderRouter(services, shown, inspect);
    },
    stop: () => services.portal.stop(),
  });
}

// --- Helpers for the steps ------------------------------------------------------------------------

const navbarCart = () => screen.queryByRole('link', { name: /^Winkelwagen, / });
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** Another tab of the same user and partner wrote the stored cart (the browser tells this tab). */
function otherTabWrites(change: (stored: Record<string, unknown>) => Record<string, unknown>) {
  const key = cartStorageKey(userOf(0));
  const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
  const newValue = JSON.stringify(change(stored));
  localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

async function placeOrder(world: PortalWorld) {
  const reference = field('Referentie');
  if (reference.value === '') await world.user.type(reference, 'PO-9');
  const before = world.edge.sent('order').length;
  await world.user.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
  await waitFor(() => expect(world.edge.sent('order').length).toBe(before + 1));
}

function outcome(world: PortalWorld, expected: Partial<Expected>) {
  Object.assign(world.expected, expected);
}

const traversal: Traversal<ModelEvent> = {
  input: { today: () => today },
  events: () => NEXT.get(visiting) ?? [],
  // A graph state is the step that led to it: the visit is one chain of steps.
  serializeState: (_snapshot, event) => {
    visiting = event?.at ?? 'start';
    return visiting;
  },
  serializeEvent: (event) => event.at,
  filterEvents: () => true,
  label: (event) => event.type,
};

describe('portal paths (the graph)', () => {
  it("walks two paths: the visit, and another partner's tab right after the shop loaded", () => {
    expect(generatePaths(portalMachine, traversal).map((path) => path.steps.length)).toEqual([5, VISIT.length]);
  });
});

describePaths<PortalWorld, ModelEvent>({
  ...traversal,
  machine: portalMachine,
  extraEvents: [...VISIT, CONFLICT],
  render: renderPortal as never,
  timeout: 90_000,
  actions: {
    // The customer opens the checkout (the first screen behind the navbar): the shop's code is fetched;
    // after it failed, they go to another page (a link, the address bar): fetched again.
    'shop.load': async (world) => {
      world.services.toasts.queue.clear();
      const again = world.mounted;
      if (again) world.navigate('/selector/catalog');
      else world.mount();
      await waitFor(() => expect(world.code).not.toBeNull());
      outcome(world, { path: again ? '/selector/catalog' : '/checkout', outcome: async () => {} });
    },
    'xstate.error.actor.loadShop': async (world, event) => {
      const code = world.code!;
      world.code = null;
      code.reject(event.error);
      outcome(world, { outcome: async () => {} });
    },
    'xstate.done.actor.loadShop': async (world) => {
      world.code!.resolve(await import('../../src/app/shop-actors.js'));
      outcome(world, { path: '/selector/catalog', navbar: true, outcome: async () => expect(await screen.findByRole('row', { name: 'Mesh 270' })).toBeTruthy() });
    },
    // Another tab of this partner put a print in the cart: this tab's cart has it too.
    'stored.cart': async (world) => {
      world.navigate('/checkout');
      otherTabWrites((stored) => ({ ...stored, prints: [meshPrint('t-1')] }));
      outcome(world, { path: '/checkout', prints: 1, outcome: async () => expect(await screen.findByRole('heading', { name: 'Mesh 270', level: 2 })).toBeTruthy() });
    },
    // The customer types the reference: the checkout has it, and the cart is kept for the next visit.
    'cart.changed': async (world) => {
      await world.user.type(field('Referentie'), 'PO-7');
      const key = cartStorageKey(userOf(0));
      outcome(world, {
        outcome: async () => {
          await waitFor(() => expect(localStorage.getItem(key)).toContain('PO-7'));
          expect(field('Referentie').value).toBe('PO-7');
        },
      });
    },
    'stored.form': async (world) => {
      otherTabWrites((stored) => ({ ...stored, details: { ...(stored.details as object), reference: 'Uit tab 2' } }));
      outcome(world, { outcome: async () => waitFor(() => expect(field('Referentie').value).toBe('Uit tab 2')) });
    },
    // A colleague chosen as purchaser fills the contact fields of the order.
    'contact.fill': async (world) => {
      await world.user.click(await screen.findByRole('button', { name: /Besteller kiezen/ }));
      await world.user.click(await screen.findByRole('option', { name: jan.name }));
      outcome(world, { outcome: async () => waitFor(() => expect([field('Naam').value, field('E-mail').value, field('Telefoon').value]).toEqual([jan.name, jan.email, jan.phone])) });
    },
    // A saved delivery address chosen in the address dialog: the order goes there.
    'address.chosen': async (world) => {
      await world.user.click(screen.getByRole('button', { name: /^Bezorgadres/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Bezorgadres' });
      await world.user.click(within(dialog).getByRole('radio', { name: /Dorpsstraat 1/ }));
      outcome(world, {
        outcome: async () => {
          await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bezorgadres' })).toBeNull());
          expect(screen.getByRole('button', { name: /^Bezorgadres/ }).textContent).toContain('Dorpsstraat 1');
        },
      });
    },
    // The wizard: Mesh 270 from the selector, one line, Volgende; the added-to-cart dialog goes to the checkout.
    'print.completed': async (world) => {
      world.navigate('/selector/catalog');
      await world.user.click(await screen.findByRole('row', { name: 'Mesh 270' }));
      for (const [name, value] of [['Originelen, regel 1', '1'], ['Aantal, regel 1', '2'], ['Breedte (mm), regel 1', '1000'], ['Hoogte (mm), regel 1', '500']] as const) {
        const input = await screen.findByRole('textbox', { name });
        await world.user.clear(input);
        await world.user.type(input, value);
      }
      await world.user.click(screen.getByRole('button', { name: 'Volgende' }));
      await world.user.click(await screen.findByRole('button', { name: 'Afrekenen' }));
      outcome(world, { path: '/checkout', prints: 2, outcome: async () => expect(await screen.findAllByRole('heading', { name: 'Mesh 270', level: 2 })).toHaveLength(2) });
    },
    // The order is placed: its confirmation, and a new, empty cart.
    'order.placed': async (world) => {
      await placeOrder(world);
      outcome(world, { path: '/confirmed', prints: 0, outcome: async () => expect((await screen.findAllByText(/501/)).length).toBeGreaterThan(0) });
    },
    // "Opnieuw bestellen" of a past order among the recent ones on home: its print goes into the
    // cart and the checkout shows.
    'order.reordered': async (world) => {
      world.navigate('/');
      await world.user.click(await screen.findByRole('button', { name: 'Order 5 opnieuw bestellen' }));
      outcome(world, { path: '/checkout', prints: 1, outcome: async () => expect(await screen.findByRole('heading', { name: 'Mesh 270', level: 2 })).toBeTruthy() });
    },
    // Another tab placed this cart already: the server answers with that order; the cart is emptied
    // and says which order it became.
    'order.alreadyPlaced': async (world) => {
      world.edge.setAnswer('order', { orders: placed, already_placed: true });
      await placeOrder(world);
      outcome(world, {
        path: '/checkout',
        prints: 0,
        outcome: async () => {
          expect(await screen.findByText('Uw winkelwagen is leeg.')).toBeTruthy();
          expect((await screen.findAllByText(/501/)).length).toBeGreaterThan(0);
        },
      });
    },
    // On the order page the customer approves the order (and confirms): the page loads it anew.
    'order.changed': async (world) => {
      world.navigate('/order/1042');
      const approve = await screen.findByRole('checkbox', { name: /Order goedkeuren/ });
      const loads = world.edge.sent('orders/1042').length;
      await world.user.click(approve);
      await world.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Order goedkeuren' }));
      world.edge.setAnswer('orders/1042', orderDetail({ id: 1042, state: 'waiting_for_files', actions: { ...orderDetail().actions, approve: false } }));
      await world.edge.reply('orders/1042/approve', { order: { id: 1042, kind: 'order', state: 'waiting_for_files', deactivated: false } });
      outcome(world, { path: '/order/1042', outcome: async () => waitFor(() => expect(world.edge.sent('orders/1042').length).toBeGreaterThan(loads)) });
    },
    // The order's last file is stored (what the upload actor tells the portal): the page shows its new stage.
    'file.uploaded': async (world) => {
      world.edge.setAnswer('orders/1042', orderDetail({ id: 1042, state: 'intake' }));
      world.services.portal.send({ type: 'file.uploaded', orderState: 'intake' });
      outcome(world, { outcome: async () => expectToast('Alle bestanden zijn binnen. De order staat nu op: Intake.') });
    },
    // Larger text saved in the settings: the page follows at once.
    'settings.saved': async (world) => {
      world.navigate('/settings');
      const larger = await screen.findByRole('checkbox', { name: 'Grotere tekst' });
      world.edge.setAnswer('settings', { user: userOf(0), settings: { ...shopSettings, zoom_text: true } });
      await world.user.click(larger);
      await world.user.click(screen.getByRole('button', { name: 'Opslaan' }));
      outcome(world, {
        path: '/settings',
        outcome: async () => {
          await expectToast('Instellingen opgeslagen');
          expect(document.documentElement.classList.contains(ZOOM_CLASS)).toBe(true);
        },
      });
    },
    // The link mailed to a new login address is opened: the account shows the new address.
    'email.confirmed': async (world) => {
      world.edge.setAnswer('settings/email', { user: { ...userOf(0), email: 'nieuw@example.nl' }, settings: shopSettings });
      world.navigate('/settings?email_token=abc');
      outcome(world, {
        path: '/settings',
        outcome: async () => {
          await expectToast('Uw e-mailadres is gewijzigd in nieuw@example.nl.');
          // The mailed token leaves the address bar.
          expect(world.path()).toBe('/settings');
        },
      });
    },
    // The customer switches to the other partner: the boot screen loads that partner's data (held).
    'user.changed': async (world) => {
      world.navigate('/checkout');
      await screen.findByRole('heading', { name: /Uw winkelwagen|Uw producten/ });
      world.boot.hold = true;
      await world.user.click(await screen.findByRole('button', { name: /Ingelogd als Peter Partner/ }));
      await world.user.click(await screen.findByRole('menuitem', { name: 'Wissel van partner' }));
      await world.user.click(await screen.findByRole('button', { name: partners[1]!.name }));
      outcome(world, { path: '/loading', navbar: false, outcome: async () => expect(screen.queryByRole('heading', { name: /Uw winkelwagen|Uw producten/ })).toBeNull() });
    },
    // ... whose boot completes: back on the checkout, with that partner's (empty) cart.
    'boot.completed': async (world) => {
      world.boot.hold = false;
      await waitFor(() => expect(world.boot.release).not.toBeNull());
      world.boot.release!();
      outcome(world, { path: '/checkout', navbar: true, prints: 0, outcome: async () => expect(await screen.findByText('Uw winkelwagen is leeg.')).toBeTruthy() });
    },
    'session.ended': async (world) => {
      await world.user.click(await screen.findByRole('button', { name: /Ingelogd als Peter Partner/ }));
      await world.user.click(await screen.findByRole('menuitem', { name: 'Uitloggen' }));
      outcome(world, { path: '/login', navbar: false, outcome: async () => expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeTruthy() });
    },
    // Another tab of this user chose the other partner: this tab is blocked.
    'tabs.conflict': async (world) => {
      const newValue = `${userOf(1).id}:${partners[1]!.id}`;
      window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_PARTNER_KEY, newValue, storageArea: localStorage }));
      outcome(world, { navbar: false, outcome: async () => expect(await screen.findByText('Meerdere tabbladen met verschillende partners, sluit dit venster.')).toBeTruthy() });
    },
  },
  checks: {
    // The login area or the boot screen: no navbar, no shop.
    'portal.outside': async (world) => {
      expect(navbarCart()).toBeNull();
      expect(world.services.cart).toBeUndefined();
    },
    // The shop's code is on its way (asked at the edge): no navbar and no shop yet (a retry still
    // shows the failed screen until the code arrives).
    'portal.loadingShop': async (world) => {
      await waitFor(() => expect(world.code).not.toBeNull());
      expect(navbarCart()).toBeNull();
      expect(world.services.cart).toBeUndefined();
    },
    // It failed: the screen says so (no navbar); the next navigation tries again.
    'portal.shopFailed': async (world) => {
      expect(await screen.findByText(ROUTE_FAILED)).toBeTruthy();
      expect(navbarCart()).toBeNull();
      expect(world.services.cart).toBeUndefined();
    },
    // The shop: the page the step led to, no failure; behind the navbar the cart's count of prints
    // (the login and boot screens have none); then the step's own outcome.
    'portal.shop': async (world) => {
      const { path, navbar, prints } = world.expected;
      await waitFor(() => expect(world.path().split('?')[0]).toBe(path));
      if (navbar) await waitFor(() => expect(screen.getByRole('link', { name: cartLink(prints) })).toBeTruthy());
      else await waitFor(() => expect(navbarCart()).toBeNull());
      await world.expected.outcome();
      expect(screen.queryByText(ROUTE_FAILED)).toBeNull();
      expect(toastTexts().filter((text) => text.includes(ROUTE_FAILED))).toEqual([]);
    },
  },
});
