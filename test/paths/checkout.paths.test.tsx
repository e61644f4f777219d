import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor, fromPromise, type EventObject, type InspectionEvent } from 'xstate';
import { cartMachine, type CartEvent } from '../../machines/cart.machine.js';
import { checkoutMachine, type CheckoutCart } from '../../machines/checkout.machine.js';
import { orderDefaults } from '../../src/actors/cart-actors.js';
import { followShop } from '../../src/actors/flow-navigation.js';
import type { Catalog } from '../../src/domain/catalog.js';
import { isoDateIn } from '../../src/domain/delivery-date.js';
import type { Print } from '../../src/domain/print-schema.js';
import { toastQueue } from '../../src/ui/toast-queue.js';
import { answerOf, catalog, customer, settings } from '../machines/session-fixtures.js';
import { product } from '../views/configure-support.js';
import { answerLabel, describePaths, done, failed } from './support/harness.js';
import { expectToast, isDisabled, renderShop, type ShopWorld } from './support/shop-app.js';

// The checkout screen (cart list + order form) with the real cart and checkout machines; the
// order and expedition calls wait at the network edge until the path answers them.
const mesh = product({ id: 7, name: 'Mesh 270' });
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
const print: Print = { product_id: 7, copies: [line], finishes: [], complete: true, uuid: 'p-1', prices: {} };
const pickupSettings = { ...settings, pickup_default: true };
const today = isoDateIn(new Date());
const deadlines = { regular_deadlines: today, speed_deadlines: today, combi_deadlines: [], suggested_date: today, disabled: [] };
const REFUSAL = 'Uw kredietlimiet is bereikt';
const FAILED = 'Er is een fout opgetreden bij het plaatsen van de order. Neem contact op met de klantenservice';
const EXPEDITION_FAILED = 'Er is iets misgegaan bij het ophalen van de data';

/** The cart's content after these cart events (the cart machine makes the model's data). */
function cartAfter(events: CartEvent[]): CheckoutCart {
  const cart = createActor(cartMachine.provide({ actors: { fetchPrice: fromPromise(() => new Promise<never>(() => {})) } as never }), { input: {} as never }).start();
  for (const event of events) cart.send(event);
  const { items, details, contact } = cart.getSnapshot().context;
  cart.stop();
  return { items, details, contact };
}
const load: CartEvent = { type: 'cart.load', prints: [], defaults: orderDefaults(customer, pickupSettings) };
const add: CartEvent = { type: 'print.add', print };
const referenced: CartEvent = { type: 'details.change', details: { reference: 'PO-1' } };
const withPrint = cartAfter([load, add, referenced]);

/** `via` names what the customer did that changed the cart (the machine ignores it). */
type ModelEvent = EventObject & { via?: string } & Record<string, unknown>;
const events: ModelEvent[] = [
  { type: 'cart.change', via: 'print.add', cart: withPrint, today },
  { type: 'cart.change', via: 'reference', cart: cartAfter([load, add, { type: 'details.change', details: { reference: 'PO-17' } }]), today },
  { type: 'cart.change', via: 'name.clear', cart: cartAfter([load, add, referenced, { type: 'contact.change', contact: { name: '' } }]), today },
  { type: 'order.submit', kind: 'order', key: 'k' },
  { type: 'expedition.retry' },
  done('placeOrder', { orders: [{ id: 501, kind: 'order', state: 'new' }] }),
  failed('placeOrder', { status: 405, message: REFUSAL }),
  failed('placeOrder', { status: 500, message: 'Internal Server Error' }),
  done('fetchExpedition', { deadlines, addresses: [] }),
  failed('fetchExpedition', { status: 500, message: 'Internal Server Error' }),
];

/** What the customer should see and what the screens should send, kept by the path's steps. */
interface Expected {
  prints: number;
  nameless: boolean;
  toast: string | null;
  /** Idempotency-Key of the last order request, and whether the next one must repeat it. */
  lastKey: string | null;
  retry: boolean;
  /** Order requests already checked (a state's check runs after every step while it lasts). */
  checkedOrders: number;
}

interface CheckoutWorld extends ShopWorld {
  expected: Expected;
}

const shopCatalog: Catalog = { ...catalog, catalog: [{ id: 10, name: 'Spandoeken', product_id: null, icon: null, children: [{ id: 11, name: 'Mesh 270', product_id: 7, icon: null, children: [] }] }] };

/** A booted customer whose order defaults to pickup (no address needed), on the checkout. */
async function renderCheckout(inspect: (event: InspectionEvent) => void): Promise<CheckoutWorld> {
  const world = await renderShop(inspect, {
    start: '/checkout',
    // The first render loads the lazy route modules: give it time once.
    ready: () => screen.findByRole('heading', { name: 'Uw producten' }, { timeout: 15_000 }),
    held: ['order', 'expedition'],
    answers: { prices: { product: 12.5, frames: 0 } },
    session: { catalog: shopCatalog, products: [mesh], answer: { status: 200, answer: { ...answerOf(customer), settings: pickupSettings } } },
    // As main.tsx wires it: a placed order shows its confirmation.
    follow: (services, router) => followShop(services, router),
  });
  return { ...world, expected: { prints: 0, nameless: false, toast: null, lastKey: null, retry: false, checkedOrders: 0 } };
}

const submitButton = () => screen.getByRole('button', { name: 'Bestelling plaatsen' });

/** Every action starts with no toasts, so a state's check sees only the toasts its step caused. */
function step(action: (world: CheckoutWorld, event: ModelEvent) => Promise<void>) {
  return async (world: CheckoutWorld, event: ModelEvent) => {
    toastQueue.clear();
    world.expected.toast = null;
    await action(world, event);
  };
}

/** The form is there with its buttons enabled (nothing on its way), and the last toast shows. */
async function formReady(world: CheckoutWorld) {
  const form = await screen.findByRole('form', { name: 'Bestelgegevens' });
  await waitFor(() => expect(isDisabled(within(form).getByRole('button', { name: 'Bestelling plaatsen' }))).toBe(false));
  if (world.expected.toast) await expectToast(world.expected.toast);
}

describePaths<CheckoutWorld, ModelEvent>({
  machine: checkoutMachine,
  events,
  label: (event) => answerLabel(event, () => '') ?? (event.via ? `${event.type} (${event.via})` : event.type === 'order.submit' ? `order.submit` : event.type),
  // States differ by step, whether the cart has prints and whether the purchaser's name is gone.
  serializeState: (snapshot) => {
    const { cart } = snapshot.context;
    return JSON.stringify([snapshot.value, (cart?.items.length ?? 0) > 0, cart?.contact.name === '']);
  },
  // The screen offers the form (and its buttons) only with prints; a print arrives in an empty cart.
  filterEvents: (snapshot, event) => {
    if (!snapshot.can(event as never)) return false;
    const prints = snapshot.context.cart?.items.length ?? 0;
    // A placed order empties the cart (the app's wiring): only a new print comes next.
    if (event.type === 'order.submit' || (event.type === 'cart.change' && event.via !== 'print.add')) return prints > 0 && !snapshot.matches({ submit: 'placed' });
    if (event.type === 'cart.change') return prints === 0 || snapshot.matches({ submit: 'placed' });
    return true;
  },
  offers: {
    'order.submit': ['checkout.submit.editing', 'checkout.submit.refused', 'checkout.submit.failed'],
    'expedition.retry': ['checkout.expedition.failed'],
  },
  render: renderCheckout as never,
  actions: {
    'cart.change': step(async (world, event) => {
      if (event.via === 'print.add') {
        // The wizard hands a complete print to the cart (the print machine's `print.completed`).
        // After a placed order the customer is on the confirmation: back to the cart.
        if (!world.path().startsWith('/checkout')) world.navigate('/checkout');
        world.services.cart.send({ type: 'print.add', print });
        world.expected.prints = 1;
        await screen.findByRole('form', { name: 'Bestelgegevens' }, { timeout: 3000 });
        const reference = screen.getByLabelText('Referentie') as HTMLInputElement;
        if (reference.value === '') await world.user.type(reference, 'PO-1');
      }
      if (event.via === 'reference') await world.user.type(screen.getByLabelText('Referentie'), '7');
      if (event.via === 'name.clear') {
        await world.user.clear(screen.getByLabelText('Naam'));
        world.expected.nameless = true;
      }
    }),
    'order.submit': step(async (world) => {
      await world.user.click(submitButton());
      if (world.expected.nameless) world.expected.toast = 'Naam is verplicht';
    }),
    'expedition.retry': step(async (world) => {
      await world.user.click(within(document.querySelector('[data-notice="courier-cost"]')!).getByRole('button', { name: 'Opnieuw proberen' }));
    }),
    'xstate.done.actor.placeOrder': step(async (world, event) => {
      world.expected.retry = false;
      await world.edge.reply('order', (event as { output?: unknown }).output, 201);
    }),
    'xstate.error.actor.placeOrder': step(async (world, event) => {
      const error = (event as unknown as { error: { status: number; message: string } }).error;
      world.expected.retry = error.status !== 405;
      world.expected.toast = error.status === 405 ? REFUSAL : FAILED;
      await world.edge.reply('order', { message: error.message }, error.status);
    }),
    'xstate.done.actor.fetchExpedition': step(async (world, event) => {
      await world.edge.reply('expedition', (event as { output?: unknown }).output);
    }),
    'xstate.error.actor.fetchExpedition': step(async (world) => {
      world.expected.toast = EXPEDITION_FAILED;
      await world.edge.reply('expedition', { message: 'Internal Server Error' }, 500);
    }),
  },
  checks: {
    'checkout.submit': async () => {},
    'checkout.submit.editing': async (world) => {
      if (world.expected.prints === 0) {
        expect(screen.queryByRole('form', { name: 'Bestelgegevens' })).toBeNull();
        return;
      }
      await formReady(world);
      expect(world.edge.isWaiting('order')).toBe(false);
    },
    // Transient: left in the same macrostep, never a state a screen can show.
    'checkout.submit.validating': async () => {
      throw new Error('validating is transient: no settled model state can be in it');
    },
    'checkout.submit.submitting': async (world) => {
      await waitFor(() => expect(isDisabled(submitButton())).toBe(true));
      await waitFor(() => expect(world.edge.isWaiting('order')).toBe(true));
      const requests = world.edge.sent('order');
      if (requests.length === world.expected.checkedOrders) return;
      world.expected.checkedOrders = requests.length;
      const request = requests.at(-1)!;
      const key = request.headers.get('Idempotency-Key');
      expect(key).toBeTruthy();
      // A retry after an unknown outcome repeats its key; any other submit is a new order.
      if (world.expected.retry) expect(key).toBe(world.expected.lastKey);
      else expect(key).not.toBe(world.expected.lastKey);
      world.expected.lastKey = key;
      expect((request.body as { products: Print[] }).products.map((sent) => sent.uuid)).toEqual(['p-1']);
    },
    'checkout.submit.placed': async (world) => {
      await waitFor(() => expect(world.path()).toBe('/confirmed?orders=501&kind=order'));
      await waitFor(() => expect(screen.getByRole('link', { name: /Winkelwagen, 0 prints/ })).toBeTruthy());
      world.expected.prints = 0;
      world.expected.retry = false;
    },
    'checkout.submit.refused': async (world) => {
      await formReady(world);
      // The server's reason stays next to the buttons (the toast goes away).
      expect(within(screen.getByRole('form', { name: 'Bestelgegevens' })).getByRole('alert').textContent).toBe(REFUSAL);
    },
    'checkout.submit.failed': async (world) => {
      await formReady(world);
      expect(within(screen.getByRole('form', { name: 'Bestelgegevens' })).queryByRole('alert')).toBeNull();
    },
    'checkout.expedition': async () => {},
    'checkout.expedition.idle': async (world) => {
      expect(world.edge.sent('expedition')).toEqual([]);
    },
    'checkout.expedition.loading': async (world) => {
      await waitFor(() => expect(world.edge.isWaiting('expedition')).toBe(true));
      expect(document.querySelector('[data-notice="courier-cost"]')).toBeNull();
    },
    'checkout.expedition.ready': async (world) => {
      expect(world.edge.isWaiting('expedition')).toBe(false);
      expect(document.querySelector('[data-notice="courier-cost"]')).toBeNull();
    },
    'checkout.expedition.failed': async (world) => {
      if (world.expected.prints === 0) return; // the form (and its notice) shows only with prints
      const notice = await waitFor(() => {
        const found = document.querySelector('[data-notice="courier-cost"]');
        expect(found).not.toBeNull();
        return found as HTMLElement;
      });
      expect(within(notice).getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
    },
  },
});
