import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { EventObject, InspectionEvent } from 'xstate';
import { orderDetailMachine } from '../../machines/order-detail.machine.js';
import { orderDetail } from '../views/support/after-order-fixtures.js';
import { answerLabel, describePaths, done, failed } from './support/harness.js';
import { expectToast, findHeading, isDisabled, renderShop, toastTexts, type ShopWorld } from './support/shop-app.js';
import { xhrEdge, type XhrEdge } from './support/xhr-edge.js';

// The order page (/order/{id}) with the real order-detail, after-order and upload machines: the
// order's GET waits at the http edge, an approve (which reloads it) too, a download of a print file
// or of the invoice too, and a print file's upload waits at a fake XMLHttpRequest.
const BASE = orderDetail({ invoice: { id: 5, number: 'F2026-0001', state: 'open' }, documents: { confirmation: '/api/v1/orders/1042/confirmation.pdf', quote: null } });
/** The mesh's file has a warning the customer has not accepted yet: the order waits for that. */
const WARNED = {
  ...BASE.products[1]!.files[0]!, copy_id: 2, warnings_accepted_at: null,
  checks: { version: 1 as const, worst: 'warning' as const, checks: [{ check: 'bleed' as const, verdict: 'warning' as const, code: 'bleed_missing' as const, params: { required: 5 } }] },
};
const ORDER = { ...BASE, products: [BASE.products[0]!, { ...BASE.products[1]!, files: [WARNED] }] };
const ACCEPT = 'orders/1042/files/3/accept';
const ACCEPT_LABEL = /Ik accepteer deze waarschuwingen/;
const REFUSED = 'Alleen waarschuwingen kunnen worden geaccepteerd.';
const GONE = 'Dit bestand is er niet meer.';
const INVOICE = 'Factuur downloaden';
const CONFIRMATION = 'Orderbevestiging (PDF)';
const CONFIRMATION_PDF = 'orders/1042/confirmation.pdf';
/** The download the page waits for: a print file, the confirmation or the invoice. */
const waitingDownload = (world: ShopWorld) => ['files/3', CONFIRMATION_PDF].find((path) => world.edge.isWaiting(path)) ?? 'invoices/5/pdf';
const FAILURE = 'De orderdienst is even niet bereikbaar';
const LOADING = 'Order laden…';
const MISSING = 'Deze order bestaat niet of hoort niet bij uw account.';

type ModelEvent = EventObject & Record<string, unknown>;
const events: ModelEvent[] = [
  { type: 'order.open', orderId: 1042 },
  { type: 'order.open', orderId: null },
  { type: 'order.changed', orderId: 1042 },
  { type: 'file.stored', orderState: 'intake' },
  { type: 'file.stored', orderState: 'waiting_for_files' },
  { type: 'file.download', file: { id: 3, name: 'mesh.pdf' } },
  { type: 'invoice.download', invoice: { id: 5, number: 'F2026-0001' } },
  { type: 'document.download', document: { orderId: 1042, document: 'confirmation' } },
  { type: 'file.accept', fileId: 3 },
  done('acceptWarnings', 'intake'),
  done('acceptWarnings', 'waiting_for_files'),
  failed('acceptWarnings', new Error(REFUSED)),
  done('fetchOrder', ORDER),
  done('download', undefined),
  failed('download', new Error(GONE)),
  done('fetchOrder', null),
  failed('fetchOrder', new Error(FAILURE)),
];

/** What the customer should see, kept by the path's steps. */
interface Expected {
  toast: string | null;
  /** Whether the model's state shows the order (its checks say so): its approve must be on the page then. */
  shown: boolean;
  /** GETs of the order already checked (a state's check runs after every step while it lasts). */
  fetched: number;
}

interface DetailWorld extends ShopWorld {
  xhr: XhrEdge;
  expected: Expected;
}

/** The print file's GET waits only for its download (its preview gets its answer at once). */
const fileHeld = { now: false };

async function renderDetail(inspect: (event: InspectionEvent) => void): Promise<DetailWorld> {
  const xhr = xhrEdge();
  URL.createObjectURL = vi.fn(() => 'blob:download');
  URL.revokeObjectURL = vi.fn();
  fileHeld.now = false;
  // The empty cart: a page that does not open an order (the model starts idle).
  const world = await renderShop(inspect, {
    start: '/checkout',
    ready: () => screen.findByRole('heading', { name: 'Uw producten' }, { timeout: 15_000 }),
    held: (request) => ['orders/1042', 'orders/1042/approve', 'invoices/5/pdf', CONFIRMATION_PDF, ACCEPT].includes(request.path) || (request.path === 'files/3' && fileHeld.now),
  });
  return {
    ...world,
    xhr,
    expected: { toast: null, shown: false, fetched: 0 },
    stop: () => {
      world.stop();
      xhr.restore();
    },
  };
}

/** Every action starts with no toasts, so a state's check sees only the toasts its step caused. */
function step(action: (world: DetailWorld, event: ModelEvent) => Promise<void>) {
  return async (world: DetailWorld, event: ModelEvent) => {
    world.services.toasts.queue.clear();
    world.expected.toast = null;
    await action(world, event);
  };
}

const frontlit = () => screen.getByRole('article', { name: /Frontlit 510/ });

/** The order page shows the order (with its stage) and no loading or missing text. */
async function orderShown(world: DetailWorld) {
  expect(await findHeading('Order 1042')).toBeTruthy();
  expect(screen.queryByText(LOADING)).toBeNull();
  expect(screen.queryByText(MISSING)).toBeNull();
  expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Wacht op bestanden');
  if (world.expected.toast) await expectToast(world.expected.toast);
  else expect(toastTexts()).toEqual([]);
}

/** A new GET of the order went out since the last check (and waits for its answer). */
async function fetching(world: DetailWorld) {
  await waitFor(() => expect(world.edge.isWaiting('orders/1042')).toBe(true));
  const sent = world.edge.sent('orders/1042').length;
  expect(sent, 'a new request for the order').toBeGreaterThan(world.expected.fetched);
  world.expected.fetched = sent;
}

describePaths<DetailWorld, ModelEvent>({
  machine: orderDetailMachine,
  events,
  label: (event) =>
    answerLabel(event, (output) => (output === null ? 'missing' : typeof output === 'string' ? output : 'found')) ??
    (event.type === 'order.open' ? `order.open ${String(event.orderId)}` : event.type === 'file.stored' ? `file.stored (${String(event.orderState)})` : event.type),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.orderId, snapshot.context.order !== null]),
  filterEvents: (snapshot, event) => {
    if (!snapshot.can(event as never)) return false;
    // While a file or the invoice downloads the customer waits for it.
    if (snapshot.hasTag('downloading')) return event.type.endsWith('.actor.download');
    // The address changes only to another order (the same address opens nothing anew).
    if (event.type === 'order.open') return snapshot.matches('idle') || event.orderId !== snapshot.context.orderId;
    return true;
  },
  offers: {
    'order.changed': ['orderDetail.shown', 'orderDetail.failed'],
    'file.stored': ['orderDetail.shown', 'orderDetail.reloading'],
    'file.download': ['orderDetail.shown.ready'],
    'invoice.download': ['orderDetail.shown.ready'],
    'document.download': ['orderDetail.shown.ready'],
    'file.accept': ['orderDetail.shown.ready'],
  },
  render: renderDetail as never,
  actions: {
    'order.open': step(async (world, event) => {
      world.navigate(event.orderId === null ? '/order/abc' : `/order/${String(event.orderId)}`);
    }),
    // An action on this order reloads it: the customer approves it (and confirms) on the page, which
    // must offer it whenever the order shows; when the page could not show it (failed), the same
    // approve comes from the after-order actor (another screen).
    'order.changed': step(async (world) => {
      if (world.expected.shown) {
        await world.user.click(screen.getByRole('checkbox', { name: /Order goedkeuren/ }));
        const dialog = await screen.findByRole('alertdialog');
        await world.user.click(within(dialog).getByRole('button', { name: 'Order goedkeuren' }));
      } else {
        world.services.afterOrder.send({ type: 'order.approve', orderId: 1042 });
        world.services.afterOrder.send({ type: 'order.confirm' });
      }
      await world.edge.reply('orders/1042/approve', { order: { id: 1042, kind: 'order', state: 'intake', deactivated: false } });
      world.expected.toast = null;
      world.services.toasts.queue.clear();
    }),
    // The customer uploads a PDF for the print without files; the server stores it.
    'file.stored': step(async (world, event) => {
      const input = frontlit().querySelector('input[type="file"]') as HTMLInputElement;
      await world.user.upload(input, new File(['%PDF-1.7 gevel'], 'gevel.pdf', { type: 'application/pdf' }));
      const file = { id: 90, print_id: 70, name: 'gevel.pdf', size: 14, pages: 1, width_mm: 1000, height_mm: 500, warning: null, uploaded_at: '2026-11-22T09:00:00.000Z', url: '/api/v1/files/90' };
      await world.xhr.answer(201, { file, warning: null, order: { id: 1042, state: event.orderState } });
      if (event.orderState === 'intake') world.expected.toast = 'Alle bestanden zijn binnen. De order staat nu op: Intake.';
    }),
    'file.download': step(async (world) => {
      fileHeld.now = true;
      await world.user.click(screen.getByRole('button', { name: 'mesh.pdf downloaden' }));
      await waitFor(() => expect(world.edge.isWaiting('files/3')).toBe(true));
      fileHeld.now = false;
    }),
    'invoice.download': step(async (world) => {
      await world.user.click(screen.getByRole('button', { name: INVOICE }));
    }),
    'document.download': step(async (world) => {
      await world.user.click(screen.getByRole('button', { name: CONFIRMATION }));
      await waitFor(() => expect(world.edge.isWaiting(CONFIRMATION_PDF)).toBe(true));
    }),
    // The customer ticks "Ik accepteer deze waarschuwingen" under the mesh's file.
    'file.accept': step(async (world) => {
      await world.user.click(screen.getByRole('checkbox', { name: ACCEPT_LABEL }));
      await waitFor(() => expect(world.edge.isWaiting(ACCEPT)).toBe(true));
    }),
    'xstate.done.actor.acceptWarnings': step(async (world, event) => {
      const state = String(event.output);
      await world.edge.reply(ACCEPT, { file: { ...WARNED, warnings_accepted_at: '2026-11-22T10:00:00.000Z' }, order: { id: 1042, state } });
      // Only when the acceptance moved the order on does the page say every file is in.
      if (state === 'intake') world.expected.toast = 'Alle bestanden zijn binnen. De order staat nu op: Intake.';
    }),
    'xstate.error.actor.acceptWarnings': step(async (world) => {
      world.expected.toast = REFUSED;
      await world.edge.reply(ACCEPT, { message: REFUSED }, 422);
    }),
    'xstate.done.actor.download': step(async (world) => {
      await world.edge.reply(waitingDownload(world), { pdf: true });
    }),
    'xstate.error.actor.download': step(async (world) => {
      world.expected.toast = GONE;
      await world.edge.reply(waitingDownload(world), { message: GONE }, 404);
    }),
    'xstate.done.actor.fetchOrder': step(async (world, event) => {
      if (event.output === null) await world.edge.reply('orders/1042', { message: 'Not found' }, 404);
      else await world.edge.reply('orders/1042', event.output);
    }),
    'xstate.error.actor.fetchOrder': step(async (world) => {
      world.expected.toast = FAILURE;
      await world.edge.reply('orders/1042', { message: FAILURE }, 503);
    }),
  },
  checks: {
    'orderDetail.idle': async (world) => {
      world.expected.shown = false;
      expect(world.path()).toBe('/checkout');
      expect(document.querySelector('[data-screen="order"]')).toBeNull();
      expect(world.edge.sent('orders/1042')).toEqual([]);
    },
    'orderDetail.loading': async (world) => {
      world.expected.shown = false;
      expect(await screen.findByText(LOADING)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Order 1042' })).toBeNull();
      await fetching(world);
    },
    'orderDetail.shown': async (world) => {
      world.expected.shown = true;
      await orderShown(world);
      expect(world.edge.isWaiting('orders/1042')).toBe(false);
    },
    'orderDetail.shown.ready': async (world) => {
      await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: INVOICE }))).toBe(false));
      expect(world.edge.isWaiting('files/3') || world.edge.isWaiting('invoices/5/pdf') || world.edge.isWaiting(CONFIRMATION_PDF)).toBe(false);
    },
    // The order's buttons wait while the file or invoice comes.
    'orderDetail.shown.downloading': async (world) => {
      await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: INVOICE }))).toBe(true));
      expect(isDisabled(screen.getByRole('checkbox', { name: /Order goedkeuren/ }))).toBe(true);
      expect(world.edge.isWaiting('files/3') || world.edge.isWaiting('invoices/5/pdf') || world.edge.isWaiting(CONFIRMATION_PDF)).toBe(true);
    },
    // The acceptance is being stored: the order stays shown, the tick cannot be given twice.
    'orderDetail.accepting': async (world) => {
      await orderShown(world);
      expect(isDisabled(screen.getByRole('checkbox', { name: ACCEPT_LABEL }))).toBe(true);
      expect(world.edge.isWaiting(ACCEPT)).toBe(true);
    },
    // The order stays on screen while it is fetched again.
    'orderDetail.reloading': async (world) => {
      await orderShown(world);
      await fetching(world);
    },
    // Not shown yet: the page keeps saying it is loading; the toast says why.
    'orderDetail.failed': async (world) => {
      world.expected.shown = false;
      expect(await screen.findByText(LOADING)).toBeTruthy();
      expect(world.edge.isWaiting('orders/1042')).toBe(false);
      await expectToast(FAILURE);
    },
    'orderDetail.missing': async (world) => {
      world.expected.shown = false;
      expect((await screen.findByRole('alert')).textContent).toBe(MISSING);
      expect(screen.getByRole('link', { name: 'Naar uw orders' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Order 1042' })).toBeNull();
      expect(world.edge.isWaiting('orders/1042')).toBe(false);
    },
  },
});
