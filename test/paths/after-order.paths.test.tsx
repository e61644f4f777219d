import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, InspectionEvent } from 'xstate';
import { afterOrderMachine } from '../../machines/after-order.machine.js';
import type { ReorderAnswer } from '../../src/domain/orders.js';
import { cartPrint, orderDetail, orderPage, orderRow } from '../views/support/after-order-fixtures.js';
import { answerLabel, describePaths, done, failed } from './support/harness.js';
import { deadlines, expectToast, isDisabled, renderShop, toastTexts, type ShopWorld } from './support/shop-app.js';

// What a customer does with placed orders, on the overview lists (accept or deactivate a quote,
// delete a template), the home desk (reorder an order) and the order page (approve without
// files), with the real
// after-order machine: each call waits at the http edge until the path answers it.
const REFUSAL = 'Deze offerte is verlopen';
const NOTICE = 'De leverdatum is verschoven naar 4 december.';
const rows = [
  orderRow({ id: 1, kind: 'quote', state: 'quote', reference: 'Beurs' }),
  orderRow({ id: 2, kind: 'quote', state: 'quote', reference: 'Gevel' }),
  orderRow({ id: 3, kind: 'template', state: 'template', reference: 'Standaard' }),
  orderRow({ id: 5, kind: 'order', state: 'done', reference: 'Voorjaar' }),
];
const reorder: ReorderAnswer = { products: [cartPrint('r-1')], unavailable: [], details: {}, contact: {} };
const nothingLeft: ReorderAnswer = { products: [], unavailable: [{ product_id: 3, name: 'Frontlit 510' }], details: {}, contact: {} };

/** Where the customer asks for each action, and what the confirmation and the success say (by hand). */
const ACTIONS = {
  'order.accept': { place: '/overview/quotes', button: 'Offerte 1 accepteren', call: 'orders/1/accept', question: 'Offerte 1 accepteren?', confirm: 'Offerte accepteren', success: 'Offerte 1 is geaccepteerd en staat nu bij uw orders.' },
  'order.deactivate': { place: '/overview/quotes', button: 'Offerte 2 deactiveren', call: 'orders/2/deactivate', question: 'Offerte 2 deactiveren?', confirm: 'Deactiveren', success: 'Offerte 2 is gedeactiveerd.' },
  'order.delete': { place: '/overview/templates', button: 'Sjabloon 3 verwijderen', call: 'orders/3', question: 'Sjabloon verwijderen?', confirm: 'Verwijderen', success: 'Sjabloon 3 is verwijderd.' },
  'order.approve': { place: '/order/1042', button: null, call: 'orders/1042/approve', question: 'Order 1042 goedkeuren?', confirm: 'Order goedkeuren', success: 'Order 1042 is goedgekeurd en wordt in behandeling genomen.' },
  // The customer's desk (home) offers the reorder of recent orders.
  'order.reorder': { place: '/', button: 'Order 5 opnieuw bestellen', call: 'orders/5/reorder', question: null, confirm: null, success: null },
} as const;
type Asked = keyof typeof ACTIONS;

type ModelEvent = EventObject & Record<string, unknown>;
const events: ModelEvent[] = [
  { type: 'order.accept', orderId: 1 },
  { type: 'order.deactivate', orderId: 2 },
  { type: 'order.delete', orderId: 3 },
  { type: 'order.approve', orderId: 1042, screen: 'detail' },
  { type: 'order.reorder', orderId: 5 },
  { type: 'order.confirm' },
  { type: 'order.cancel' },
  done('changeOrder', NOTICE),
  failed('changeOrder', new Error(REFUSAL)),
  done('reorderOrder', reorder),
  done('reorderOrder', nothingLeft),
  failed('reorderOrder', new Error(REFUSAL)),
];

/** What the customer should see, kept by the path's steps. */
interface Expected {
  asked: Asked | null;
  toasts: string[];
  /** Prints the cart holds (a reorder put them there). */
  prints: number;
}

interface AfterWorld extends ShopWorld {
  expected: Expected;
}

const CALLS = Object.values(ACTIONS).map((action) => action.call);

async function renderAfterOrder(inspect: (event: InspectionEvent) => void): Promise<AfterWorld> {
  const world = await renderShop(inspect, {
    start: '/overview/quotes',
    ready: () => screen.findByRole('button', { name: 'Offerte 1 accepteren' }, { timeout: 15_000 }),
    held: CALLS,
    // A reordered print fills the cart, and the checkout asks for its expedition: a healthy answer.
    answers: { orders: orderPage(rows), 'orders/1042': orderDetail(), prices: { product: 50, frames: 0 }, expedition: { deadlines, addresses: [] } },
  });
  return { ...world, expected: { asked: null, toasts: [], prints: 0 } };
}

/** Every action starts with no toasts, so a state's check sees only the toasts its step caused. */
function step(action: (world: AfterWorld, event: ModelEvent) => Promise<void>) {
  return async (world: AfterWorld, event: ModelEvent) => {
    world.services.toasts.queue.clear();
    world.expected.toasts = [];
    await action(world, event);
  };
}

/** The confirm dialog (toasts are alert dialogs too). */
const question = () => screen.queryAllByRole('alertdialog').find((dialog) => !dialog.classList.contains('pp-toast')) ?? null;
const findQuestion = () => waitFor(() => {
  const dialog = question();
  expect(dialog, 'the confirm dialog').not.toBeNull();
  return dialog!;
});

/** The customer asks for an action where the screens offer it (going there first). */
function ask(type: Asked) {
  return step(async (world) => {
    const action = ACTIONS[type];
    const here = world.path();
    if (here !== action.place && !here.startsWith(`${action.place}?`)) world.navigate(action.place);
    if (action.button) await world.user.click(await screen.findByRole('button', { name: action.button }));
    else await world.user.click(await screen.findByRole('checkbox', { name: /Order goedkeuren/ }));
    world.expected.asked = type;
  });
}

/** The button (or checkbox) the running action came from, disabled while it runs. */
const trigger = (type: Asked) => {
  const { button } = ACTIONS[type];
  return button ? screen.getByRole('button', { name: button }) : screen.getByRole('checkbox', { name: /Order goedkeuren/ });
};

/** An answer arrives: the action ends (its toasts are what the customer reads next). */
function answer(run: (world: AfterWorld, event: ModelEvent, asked: Asked) => Promise<string[]>) {
  return step(async (world, event) => {
    const asked = world.expected.asked!;
    world.expected.toasts = await run(world, event, asked);
    world.expected.asked = null;
  });
}

describePaths<AfterWorld, ModelEvent>({
  machine: afterOrderMachine,
  events,
  label: (event) => answerLabel(event, (output) => (output === nothingLeft ? 'nothing left' : output === NOTICE ? 'notice' : '')) ?? event.type,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  offers: {
    'order.confirm': ['afterOrder.confirming'],
    'order.cancel': ['afterOrder.confirming'],
  },
  render: renderAfterOrder as never,
  actions: {
    'order.accept': ask('order.accept'),
    'order.deactivate': ask('order.deactivate'),
    'order.delete': ask('order.delete'),
    'order.approve': ask('order.approve'),
    'order.reorder': ask('order.reorder'),
    'order.confirm': step(async (world) => {
      const dialog = await findQuestion();
      await world.user.click(within(dialog).getByRole('button', { name: ACTIONS[world.expected.asked!].confirm! }));
    }),
    'order.cancel': step(async (world) => {
      await world.user.click(within(await findQuestion()).getByRole('button', { name: 'Annuleren' }));
      world.expected.asked = null;
    }),
    'xstate.done.actor.changeOrder': answer(async (world, _event, asked) => {
      const { call, success } = ACTIONS[asked];
      await world.edge.reply(call, { order: { id: 1, kind: 'order', state: 'intake', deactivated: false }, notice: NOTICE });
      // Only an accepted quote can have its delivery date moved.
      const accepted = asked === 'order.accept' ? [success!, NOTICE] : [success!];
      return accepted;
    }),
    'xstate.error.actor.changeOrder': answer(async (world, _event, asked) => {
      await world.edge.reply(ACTIONS[asked].call, { message: REFUSAL }, 405);
      return [REFUSAL];
    }),
    'xstate.done.actor.reorderOrder': answer(async (world, event) => {
      const output = event.output as ReorderAnswer;
      await world.edge.reply('orders/5/reorder', output);
      world.expected.prints += output.products.length;
      return output.products.length > 0 ? [] : ['Frontlit 510 wordt niet meer geleverd en is niet in de winkelwagen gezet.'];
    }),
    'xstate.error.actor.reorderOrder': answer(async (world) => {
      await world.edge.reply('orders/5/reorder', { message: REFUSAL }, 405);
      return [REFUSAL];
    }),
  },
  checks: {
    // Nothing asked or running: no question open, the action's button usable again, the outcome's toasts.
    'afterOrder.idle': async (world) => {
      await waitFor(() => expect(question()).toBeNull());
      for (const toast of world.expected.toasts) await expectToast(toast);
      if (world.expected.toasts.length === 0) expect(toastTexts()).toEqual([]);
      for (const call of CALLS) expect(world.edge.isWaiting(call), `${call} answered`).toBe(false);
      await waitFor(() => expect(screen.getByRole('link', { name: new RegExp(`^Winkelwagen, ${world.expected.prints} print`) })).toBeTruthy());
      // A reorder with prints goes on to the checkout; otherwise the customer stays where they were.
      if (world.expected.prints > 0 && world.expected.toasts.length === 0 && world.path() === '/checkout') return;
      const buttons = screen.queryAllByRole('button', { name: /accepteren$|deactiveren$|verwijderen$|opnieuw bestellen$/ });
      for (const button of buttons) expect(isDisabled(button), button.getAttribute('aria-label') ?? '').toBe(false);
    },
    // The question, in the customer's words, before anything is sent.
    'afterOrder.confirming': async (world) => {
      const asked = ACTIONS[world.expected.asked!];
      const dialog = await findQuestion();
      expect(within(dialog).getByRole('heading').textContent).toBe(asked.question);
      expect(within(dialog).getByRole('button', { name: asked.confirm! })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeTruthy();
      expect(world.edge.sent(asked.call)).toEqual([]);
    },
    'afterOrder.changing': async (world) => {
      const asked = world.expected.asked!;
      await waitFor(() => expect(question()).toBeNull());
      await waitFor(() => expect(world.edge.isWaiting(ACTIONS[asked].call)).toBe(true));
      expect(world.edge.sent(ACTIONS[asked].call).at(-1)?.method).toBe(asked === 'order.delete' ? 'DELETE' : 'POST');
      await waitFor(() => expect(isDisabled(trigger(asked))).toBe(true));
    },
    'afterOrder.reordering': async (world) => {
      expect(question()).toBeNull();
      await waitFor(() => expect(world.edge.isWaiting('orders/5/reorder')).toBe(true));
      await waitFor(() => expect(isDisabled(trigger('order.reorder'))).toBe(true));
    },
  },
});
