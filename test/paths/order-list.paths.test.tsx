import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject, InspectionEvent } from 'xstate';
import { orderListMachine, placeKey, type ListPlace } from '../../machines/order-list.machine.js';
import { followShop } from '../../src/app/flow-navigation.js';
import { answerOf, customer } from '../machines/session-fixtures.js';
import { invoicePage, invoiceRow, orderPage, orderRow } from '../views/support/after-order-fixtures.js';
import { answerLabel, describePaths, done, failed } from './support/harness.js';
import { expectToast, isDisabled, renderShop, toastTexts, type ShopWorld } from './support/shop-app.js';

// The overview and home with the real lists machine (and the after-order machine that changes an
// order): every list call waits at the http edge (home's three too), and so does an invoice's PDF.
const FAILURE = 'De orderdienst is even niet bereikbaar';
const GONE = 'Deze factuur is er niet meer.';
const LOADING = 'Bezig met laden…';
const FAILED = 'De lijst kon niet worden geladen.';
const DOWNLOAD = 'PDF downloaden van factuur F2026-0001';
const PAGES = {
  order: orderPage([orderRow()]),
  quote: orderPage([orderRow({ id: 2001, kind: 'quote', state: 'quote' })]),
  template: orderPage([orderRow({ id: 3001, kind: 'template', state: 'template' })]),
};
const INVOICES = invoicePage([invoiceRow()]);
const REFUSED = { status: 422, body: { message: 'The given data was invalid.', errors: { cursor: ['The cursor is invalid.'] } } };

type View = 'orders' | 'invoices' | 'home';
const place = (view: View, cursor?: string): ListPlace => ({ view, q: '', page: 1, ...(cursor ? { cursor } : {}) });
const HREF: Record<string, string> = { orders: '/overview/orders', 'orders|oud': '/overview/orders?cursor=oud', invoices: '/overview/invoices', home: '/' };

type ModelEvent = EventObject & Record<string, unknown>;
const events: ModelEvent[] = [
  { type: 'place', place: place('orders') },
  { type: 'place', place: place('orders', 'oud') },
  { type: 'place', place: place('invoices') },
  { type: 'place', place: place('home') },
  { type: 'list.retry' },
  { type: 'lists.refresh' },
  { type: 'lists.clear' },
  { type: 'invoice.download', invoice: { id: 5, number: 'F2026-0001' } },
  done('loadList', 'list'),
  failed('loadList', new Error(FAILURE)),
  failed('loadList', REFUSED),
  done('downloadInvoice', undefined),
  failed('downloadInvoice', new Error(GONE)),
];

/** What the customer should see, kept by the path's steps. */
interface Expected {
  /** The list the customer opened (none yet, or forgotten for another owner). */
  view: View | null;
  path: string;
  toast: string | null;
  /** The lists answered for this owner: going back to one shows it at once. */
  seen: Set<View>;
}

interface ListWorld extends ShopWorld {
  expected: Expected;
}

const isListCall = (path: string) => path === 'orders' || path === 'invoices';

async function renderLists(inspect: (event: InspectionEvent) => void): Promise<ListWorld> {
  URL.createObjectURL = vi.fn(() => 'blob:factuur');
  URL.revokeObjectURL = vi.fn();
  // The empty cart: a page without lists (the model starts idle).
  const world = await renderShop(inspect, {
    start: '/checkout',
    ready: () => screen.findByRole('heading', { name: 'Uw producten' }, { timeout: 15_000 }),
    held: (request) => request.method === 'GET' && (isListCall(request.path) || request.path === 'invoices/5/pdf'),
    answers: { 'orders/2001/deactivate': { order: { id: 2001, kind: 'quote', state: 'quote', deactivated: true } } },
    follow: (services, router) => followShop(services, router),
  });
  return { ...world, expected: { view: null, path: '/checkout', toast: null, seen: new Set() } };
}

/** Every action starts with no toasts, so a state's check sees only the toasts its step caused. */
function step(action: (world: ListWorld, event: ModelEvent) => Promise<void>) {
  return async (world: ListWorld, event: ModelEvent) => {
    world.services.toasts.queue.clear();
    world.expected.toast = null;
    await action(world, event);
  };
}

/** The rows of a list as the customer sees them: order 1042, invoice F2026-0001, or home's recent order. */
function rowsShown(view: View): boolean {
  if (view === 'orders') return screen.queryByRole('rowheader', { name: '1042' }) !== null;
  if (view === 'invoices') return screen.queryByRole('rowheader', { name: 'F2026-0001' }) !== null;
  const recent = screen.queryByRole('region', { name: 'Recente orders' });
  return recent !== null && within(recent).queryByText(/1042/) !== null;
}
const anyRowsShown = () => (['orders', 'invoices', 'home'] as const).some(rowsShown);
const callOf = (view: View) => (view === 'invoices' ? 'invoices' : 'orders');

function expectedView(world: ListWorld): View {
  expect(world.expected.view, 'a list was opened').not.toBeNull();
  return world.expected.view!;
}

/** Answers the list call(s) of the opened list: home's three by their kind. */
async function answerList(world: ListWorld) {
  const view = expectedView(world);
  if (view === 'invoices') return world.edge.reply('invoices', INVOICES);
  if (view === 'orders') return world.edge.reply('orders', PAGES.order);
  for (const kind of ['order', 'quote', 'template'] as const) {
    await world.edge.replyTo('orders', (request) => request.query.get('kind') === kind, PAGES[kind]);
  }
}

describePaths<ListWorld, ModelEvent>({
  machine: orderListMachine,
  events,
  label: (event) => {
    const answer = answerLabel(event as EventObject & { output?: unknown });
    if (answer) return event.type === 'xstate.error.actor.loadList' && event.error === REFUSED ? `${answer} (cursor refused)` : answer;
    if (event.type === 'place') {
      const shown = event.place as ListPlace;
      return `place ${shown.view}${shown.cursor ? ` (cursor ${shown.cursor})` : ''}`;
    }
    return event.type;
  },
  serializeState: (snapshot) => {
    const { place: at, list, seen, downloading } = snapshot.context as { place: ListPlace | null; list: unknown; seen: Record<string, unknown>; downloading: unknown };
    return JSON.stringify([snapshot.value, at ? placeKey(at) : null, list !== null, Object.keys(seen).sort(), downloading !== null]);
  },
  filterEvents: (snapshot: AnyMachineSnapshot, event: ModelEvent) => {
    if (!snapshot.can(event as never)) return false;
    const at = snapshot.context.place as ListPlace | null;
    // While a PDF downloads the customer waits for it.
    if (snapshot.context.downloading) return event.type.endsWith('.actor.downloadInvoice');
    switch (event.type) {
      // The address changes only to another list.
      case 'place':
        return at === null || placeKey(event.place as ListPlace) !== placeKey(at);
      // A cursor is answered or refused (kept from another company); a list without one is answered or fails.
      case 'xstate.error.actor.loadList':
        return Boolean(at?.cursor) === (event.error === REFUSED);
      case 'invoice.download':
        return at?.view === 'invoices' && snapshot.matches({ list: 'shown' });
      default:
        return true;
    }
  },
  // Each list (orders, invoices, home) through each transition: the screens differ.
  // Forgetting the lists from every state the customer can be in when another owner takes over.
  distinguish: (source, event, target) =>
    event.type === 'lists.clear' ? JSON.stringify(source.value) : String((target.context.place as ListPlace | null)?.view),
  offers: {
    'list.retry': ['orderList.list.failed'],
    'lists.refresh': ['orderList.list.shown', 'orderList.list.loading', 'orderList.list.refreshing', 'orderList.list.failed'],
    'invoice.download': ['orderList.download.idle'],
  },
  render: renderLists as never,
  actions: {
    place: step(async (world, event) => {
      const to = event.place as ListPlace;
      const href = HREF[to.cursor ? `${to.view}|${to.cursor}` : to.view]!;
      world.expected.view = to.view as View;
      world.expected.path = href;
      world.navigate(href);
    }),
    'list.retry': step(async (world) => {
      await world.user.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    }),
    // Another screen (or this one) changes an order: the after-order actor deactivates quote 2001.
    'lists.refresh': step(async (world) => {
      world.services.afterOrder.send({ type: 'order.deactivate', orderId: 2001 });
      world.services.afterOrder.send({ type: 'order.confirm' });
      await expectToast('Offerte 2001 is gedeactiveerd.');
      world.services.toasts.queue.clear();
    }),
    // Another partner takes over (the session's user changes): nothing seen may show for them.
    'lists.clear': step(async (world) => {
      const other = answerOf({ ...customer, partner: { id: 11, name: 'Sportclub Vooruit' } });
      world.services.session.send({ type: 'session.refreshed', answer: other });
      world.expected.seen.clear();
      world.expected.view = null;
    }),
    'invoice.download': step(async (world) => {
      await world.user.click(screen.getByRole('button', { name: DOWNLOAD }));
    }),
    'xstate.done.actor.loadList': step(async (world) => {
      await answerList(world);
      world.expected.seen.add(expectedView(world));
    }),
    'xstate.error.actor.loadList': step(async (world, event) => {
      const view = expectedView(world);
      if (event.error === REFUSED) {
        // The newest page of the same list loads instead, and the address follows.
        await world.edge.reply('orders', REFUSED.body, 422);
        world.expected.path = '/overview/orders';
        return;
      }
      world.expected.toast = FAILURE;
      await world.edge.reply(callOf(view), { message: FAILURE }, 503);
    }),
    'xstate.done.actor.downloadInvoice': step(async (world) => {
      await world.edge.reply('invoices/5/pdf', { pdf: true });
    }),
    'xstate.error.actor.downloadInvoice': step(async (world) => {
      world.expected.toast = GONE;
      await world.edge.reply('invoices/5/pdf', { message: GONE }, 404);
    }),
  },
  checks: {
    // The toasts a step caused, and only those.
    'orderList.list': async (world) => {
      if (world.expected.toast) await expectToast(world.expected.toast);
      else expect(toastTexts()).toEqual([]);
    },
    'orderList.list.idle': async (world) => {
      expect(anyRowsShown(), 'no list of this owner (or the one before) shows').toBe(false);
      expect(screen.queryByText(FAILED)).toBeNull();
      expect(world.edge.isWaiting('orders')).toBe(false);
      expect(world.edge.isWaiting('invoices')).toBe(false);
    },
    'orderList.list.loading': async (world) => {
      const view = expectedView(world);
      expect(world.path()).toBe(world.expected.path);
      expect((await screen.findAllByText(LOADING)).length).toBeGreaterThan(0);
      expect(anyRowsShown()).toBe(false);
      expect(screen.queryByText(FAILED)).toBeNull();
      await waitFor(() => expect(world.edge.isWaiting(callOf(view))).toBe(true));
    },
    // The list seen before shows at once while it is fetched anew.
    'orderList.list.refreshing': async (world) => {
      const view = expectedView(world);
      expect(world.expected.seen.has(view), 'this list was answered before').toBe(true);
      await waitFor(() => expect(rowsShown(view)).toBe(true));
      expect(screen.queryByText(LOADING)).toBeNull();
      await waitFor(() => expect(world.edge.isWaiting(callOf(view))).toBe(true));
    },
    'orderList.list.shown': async (world) => {
      const view = expectedView(world);
      expect(world.path()).toBe(world.expected.path);
      await waitFor(() => expect(rowsShown(view)).toBe(true));
      expect(screen.queryByText(LOADING)).toBeNull();
      expect(screen.queryByText(FAILED)).toBeNull();
      expect(world.edge.isWaiting(callOf(view))).toBe(false);
    },
    // Said on the screen, with a way to try again (the toast says why).
    'orderList.list.failed': async (world) => {
      const view = expectedView(world);
      expect((await screen.findByText(FAILED)).getAttribute('role')).toBe('alert');
      expect(isDisabled(screen.getByRole('button', { name: 'Opnieuw proberen' }))).toBe(false);
      expect(anyRowsShown()).toBe(false);
      expect(world.edge.isWaiting(callOf(view))).toBe(false);
    },
    // The address is the one the customer opened (a refused cursor's: the newest page).
    'orderList.download': async (world) => {
      expect(world.path()).toBe(world.expected.path);
    },
    'orderList.download.idle': async (world) => {
      const button = screen.queryByRole('button', { name: DOWNLOAD });
      if (button) expect(isDisabled(button)).toBe(false);
      expect(world.edge.isWaiting('invoices/5/pdf')).toBe(false);
    },
    // The invoice's button waits while its PDF comes.
    'orderList.download.downloading': async (world) => {
      await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: DOWNLOAD }))).toBe(true));
      await waitFor(() => expect(world.edge.isWaiting('invoices/5/pdf')).toBe(true));
    },
  },
});
