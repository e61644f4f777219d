import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { cartMachine, type CartEvent } from '../../machines/cart.machine.js';
import { checkoutMachine, type CheckoutCart } from '../../machines/checkout.machine.js';
import { cartStorageKey, orderDefaults } from '../../machines/cart.machine.js';
import { followShop } from '../../src/app/flow-navigation.js';
import type { Catalog } from '../../src/domain/catalog.js';
import { addDays, isoDateIn } from '../../src/domain/delivery-date.js';
import type { Print } from '../../src/domain/print-schema.js';
import { writeStoredCart } from '../../src/features/checkout/actors/cart-actors.js';
import { answerOf, catalog, customer, settings } from '../machines/session-fixtures.js';
import { product } from '../views/configure-support.js';
import { checkoutTraversal, type CartName, type CheckoutModelEvent } from '../support/checkout-traversal.js';
import { describePaths } from './support/harness.js';
import { expectToast, firstWorkingDay, isDisabled, renderShop, type ShopWorld } from './support/shop-app.js';

// The checkout screen (cart list + order form) with the real cart and checkout machines; the
// order and expedition calls wait at the network edge until the path answers them. The first print
// is the returning customer's stored cart (the app reads it when the shop starts); after a placed
// order the customer makes a new one in the order wizard.
// A fixed size (the wizard fills it in): a print is the originals and quantity typed, nothing more.
const mesh = product({ id: 7, name: 'Mesh 270', fixed_width: 1000, fixed_height: 500 });
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
/** The model's print: the stored one (a print from the wizard gets its own uuid). */
const print: Print = { product_id: 7, copies: [line], finishes: [], complete: true, uuid: 'p-1', prices: {} };
const pickupSettings = { ...settings, pickup_default: true };
const today = isoDateIn(new Date());
// The expedition suggests the first working day (today on a weekday), a rush delivery (before the
// regular deadline): the picker shows that day with its notice only once the answer came (without
// one it shows five days on, no notice). The picker offers no weekend day.
const suggested = firstWorkingDay(today);
const deadlines = { regular_deadlines: addDays(suggested, 7), speed_deadlines: suggested, combi_deadlines: [], suggested_date: suggested, disabled: [] };
const RUSH_NOTICE = 'Let op: dit is een spoedlevering.';
const REFUSAL = 'Uw kredietlimiet is bereikt';
const FAILED = 'Er is een fout opgetreden bij het plaatsen van de order. Neem contact op met de klantenservice';
const EXPEDITION_FAILED = 'Er is iets misgegaan bij het ophalen van de data';
const colleague = { id: 3, name: 'Jan de Vries', email: 'jan.devries@example.nl', phone: '0591123457' };
/** A silent refresh tells the session whether the customer may choose the purchaser (an administrator changed it meanwhile). */
const refreshed = (mayChoose: boolean) => ({ ...answerOf(customer), settings: { ...pickupSettings, can_choose_purchaser: mayChoose } });

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
/** After a placed order the wizard makes a new print (a new uuid): the expedition is asked again. */
const withNextPrint = cartAfter([load, { type: 'print.add', print: { ...print, uuid: 'p-2' } }, referenced]);

/** The model's carts by name (the same names as in the Chromium layer), made by the cart machine from what the customer does here. */
const carts: Record<CartName, CheckoutCart> = {
  valid: withPrint,
  /** The purchaser's name cleared: the order schema refuses it. */
  invalid: cartAfter([load, add, referenced, { type: 'contact.change', contact: { name: '' } }]),
  otherAddress: { ...withPrint, details: { ...withPrint.details, pickup: false, address: 6 } },
  empty: cartAfter([load]),
  fresh: withNextPrint,
};
/** The checkout's traversal, shared with the Chromium layer (test/support/checkout-traversal.ts), with this layer's carts and answers. */
const traversal = checkoutTraversal({
  carts,
  today,
  placed: [{ id: 501, kind: 'order', state: 'new' }],
  refused: { status: 405, message: REFUSAL },
  failed: { status: 500, message: 'Internal Server Error' },
  expedition: { deadlines, addresses: [] },
  expeditionError: { status: 500, message: 'Internal Server Error' },
  partnerId: customer.partner!.id,
  colleagues: [colleague],
  colleaguesError: { status: 500, message: 'Internal Server Error' },
});

/** What the customer should see and what the screens should send, kept by the path's steps. */
interface Expected {
  /** The cart the screens hold, by the model's names. */
  cart: CartName | 'none';
  prints: number;
  nameless: boolean;
  toast: string | null;
  /** Idempotency-Key of the last order request, and whether the next one must repeat it. */
  lastKey: string | null;
  retry: boolean;
  /** Order requests already checked (a state's check runs after every step while it lasts). */
  checkedOrders: number;
  /** The purchaser's name in the form (a chosen colleague fills it). */
  contactName: string;
}

interface CheckoutWorld extends ShopWorld {
  expected: Expected;
}

const shopCatalog: Catalog = { ...catalog, catalog: [{ id: 10, name: 'Spandoeken', product_id: null, icon: null, children: [{ id: 11, name: 'Mesh 270', product_id: 7, icon: null, children: [] }] }] };

/**
 * The customer makes a new print in the order wizard, from the confirmation of the order placed:
 * the navbar's cart, its "Kies een product", the mesh, one line, Volgende (it has no finishes),
 * then "Afrekenen" in the added-to-cart dialog brings them to the checkout.
 */
async function makePrintInWizard(world: CheckoutWorld) {
  await world.user.click(screen.getByRole('link', { name: /^Winkelwagen, / }));
  await world.user.click(await screen.findByRole('link', { name: 'Kies een product' }));
  await world.user.click(await screen.findByRole('row', { name: mesh.name }));
  await world.user.type(await screen.findByRole('textbox', { name: 'Originelen, regel 1' }), String(line.originals));
  await world.user.type(screen.getByRole('textbox', { name: 'Aantal, regel 1' }), String(line.quantity));
  await world.user.click(screen.getByRole('button', { name: 'Volgende' }));
  await world.user.click(await screen.findByRole('button', { name: 'Afrekenen' }));
  await waitFor(() => expect(world.path()).toBe('/checkout'));
}

/**
 * A returning customer whose order defaults to pickup (no address needed), in the product
 * selector. Their cart of an earlier visit (the print and its reference) is in the browser's
 * storage: the shop reads it when it starts, which is the path's first step (`cart.change (stored
 * print)`: the checkout hears of it then; the customer goes to the cart to see it).
 */
async function renderCheckout(inspect: (event: InspectionEvent) => void): Promise<CheckoutWorld> {
  writeStoredCart(localStorage, cartStorageKey(customer), { id: '', prints: [print], details: { reference: withPrint.details.reference }, contact: {} });
  const world = await renderShop(inspect, {
    start: '/selector/catalog',
    // The first render loads the lazy route modules: give it time once.
    ready: () => screen.findByRole('row', { name: mesh.name }, { timeout: 15_000 }),
    held: ['order', 'expedition', `users/${customer.partner!.id}`],
    answers: { prices: { product: 12.5, frames: 0 } },
    session: { catalog: shopCatalog, products: [mesh], answer: { status: 200, answer: { ...answerOf(customer), settings: pickupSettings } } },
    // As main.tsx wires it: a placed order shows its confirmation.
    follow: (services, router) => followShop(services, router),
  });
  return { ...world, expected: { cart: 'none', prints: 0, nameless: false, toast: null, lastKey: null, retry: false, checkedOrders: 0, contactName: customer.name } };
}

const submitButton = () => screen.getByRole('button', { name: 'Bestelling plaatsen' });
const USERS = `users/${customer.partner!.id}`;
const purchaserSelect = () => screen.queryByRole('button', { name: /Besteller kiezen/ });
const purchasersNotice = () => document.querySelector<HTMLElement>('[data-notice="purchasers"]');
const addressDialog = () => screen.queryByRole('dialog', { name: 'Bezorgadres' });

/** Every action starts with no toasts, so a state's check sees only the toasts its step caused. */
function step(action: (world: CheckoutWorld, event: CheckoutModelEvent) => Promise<void>) {
  return async (world: CheckoutWorld, event: CheckoutModelEvent) => {
    world.services.toasts.queue.clear();
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

/** No order form: the cart has no prints (or the customer is on the confirmation). */
function expectNoForm() {
  expect(screen.queryByRole('form', { name: 'Bestelgegevens', hidden: true })).toBeNull();
}

/** The expedition's answer on screen: its suggested day in the picker, marked as the rush delivery it is. */
async function expectExpeditionAnswer() {
  const delivery = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.pp-delivery');
    expect(found, 'the delivery fields').not.toBeNull();
    return found!;
  });
  await waitFor(() => expect(delivery.dataset.dateClass, 'the class of the suggested day').toBe('warning'));
  expect(within(delivery).getByText(RUSH_NOTICE)).toBeTruthy();
  expect(shownDate(delivery)).toBe(suggested);
}

/** The day in the delivery date picker (its dd-mm-jjjj segments), as yyyy-mm-dd. */
function shownDate(delivery: HTMLElement): string {
  const segments = [...delivery.querySelectorAll('.pp-date-picker__segment')].map((segment) => segment.textContent ?? '').filter((text) => /^\d+$/.test(text));
  const [day, month, year] = segments;
  return `${year}-${month}-${day}`;
}

describePaths<CheckoutWorld, CheckoutModelEvent>({
  machine: checkoutMachine,
  ...traversal,
  // The customer here picks the order up and has no saved addresses: the address dialog opens on
  // the form for a new one (walked on its own, address.open), so no other saved address to switch to.
  excludeStep: (_source, event) => event.type === 'cart.change' && event.name === 'otherAddress',
  extraEvents: traversal.alphabet,
  offers: {
    'order.submit': ['checkout.submit.editing', 'checkout.submit.refused', 'checkout.submit.failed'],
    'expedition.retry': ['checkout.expedition.failed'],
    'purchasers.retry': ['checkout.purchasers.failed'],
    'purchaser.choose': ['checkout.purchasers.ready'],
    'address.open': ['checkout.address.closed'],
  },
  render: renderCheckout as never,
  actions: {
    'cart.change': step(async (world, event) => {
      const name = event.name as CartName;
      if (name === 'valid' && world.expected.cart === 'none') {
        // The stored cart: the shop read it when it started; the customer goes to the cart.
        await world.user.click(screen.getByRole('link', { name: 'Winkelwagen, 1 print' }));
        world.expected.prints = 1;
      } else if (name === 'valid') {
        // The name typed again: the order is complete once more.
        await world.user.type(screen.getByLabelText('Naam'), customer.name);
        world.expected.nameless = false;
      } else if (name === 'invalid') {
        await world.user.clear(screen.getByLabelText('Naam'));
        world.expected.nameless = true;
      } else if (name === 'empty') {
        // Removing asks first (the cart's confirmingRemoval): the customer confirms.
        await world.user.click(screen.getByRole('button', { name: `${mesh.name} verwijderen` }));
        await world.user.click(within(await screen.findByRole('alertdialog', { name: 'Print verwijderen?' })).getByRole('button', { name: 'Verwijderen' }));
        world.expected.prints = 0;
      } else if (name === 'fresh') {
        await makePrintInWizard(world);
        world.expected.prints = 1;
        // The placed order took its reference along (the form starts anew): the new one is typed.
        const reference = (await screen.findByLabelText('Referentie', {})) as HTMLInputElement;
        expect(reference.value, 'a new order starts without a reference').toBe('');
        await world.user.type(reference, withNextPrint.details.reference);
      } else {
        throw new Error(`no way to make the ${name} cart on this screen`);
      }
      world.expected.cart = name;
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
    // Nothing the customer does: the server refuses a waiting call (the token expired), the API
    // client refreshes, and the refresh's answer carries the changed setting (the session hears it
    // as src/app/create-actors.ts wires it; the portal tells the checkout). The client then sends the
    // call again, which waits like the first. It retries once only, so each change needs a first call:
    // the expedition's gives the choice, the colleagues' (then no longer wanted) takes it away.
    'customer.change': step(async (world, event) => {
      const refused = event.mayChoose ? 'expedition' : USERS;
      const refreshes = world.edge.sent('auth/refresh').length;
      world.edge.setAnswer('auth/refresh', refreshed(Boolean(event.mayChoose)));
      await world.edge.reply(refused, { message: 'token_expired' }, 401);
      await waitFor(() => expect(world.edge.sent('auth/refresh'), 'a silent refresh').toHaveLength(refreshes + 1));
      await waitFor(() => expect(world.edge.isWaiting(refused), `${refused} asked again`).toBe(true));
    }),
    'xstate.done.actor.fetchPurchasers': step(async (world, event) => {
      await world.edge.reply(USERS, (event as { output?: unknown }).output);
    }),
    'xstate.error.actor.fetchPurchasers': step(async (world) => {
      await world.edge.reply(USERS, { message: 'Internal Server Error' }, 500);
    }),
    'purchasers.retry': step(async (world) => {
      await world.user.click(within(purchasersNotice()!).getByRole('button', { name: 'Opnieuw proberen' }));
    }),
    'purchaser.choose': step(async (world) => {
      await world.user.click(purchaserSelect()!);
      await world.user.click(await screen.findByRole('option', { name: colleague.name }));
      world.expected.contactName = colleague.name;
    }),
    'address.open': step(async (world) => {
      await world.user.click(document.getElementById('pp-address-button')!);
    }),
    'xstate.done.actor.address': step(async (world) => {
      await world.user.click(within(addressDialog()!).getByRole('button', { name: 'Annuleren' }));
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
      // The print the customer made in the wizard.
      const products = (request.body as { products: Print[] }).products;
      expect(products.map((sent) => [sent.product_id, sent.copies.map(({ originals, quantity, width, height }) => ({ originals, quantity, width, height }))])).toEqual([
        [print.product_id, print.copies.map(({ originals, quantity, width, height }) => ({ originals, quantity, width, height }))],
      ]);
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
    'checkout.purchasers': async () => {},
    'checkout.purchasers.hidden': async () => {
      expect(purchaserSelect()).toBeNull();
      expect(purchasersNotice()).toBeNull();
    },
    'checkout.purchasers.loading': async (world) => {
      await waitFor(() => expect(world.edge.isWaiting(USERS)).toBe(true));
      expect(isDisabled(purchaserSelect()!)).toBe(true);
      expect(purchasersNotice()).toBeNull();
    },
    'checkout.purchasers.ready': async (world) => {
      await waitFor(() => expect(isDisabled(purchaserSelect()!)).toBe(false));
      expect(purchasersNotice()).toBeNull();
      const form = screen.getByRole('form', { name: 'Bestelgegevens', hidden: true });
      await waitFor(() => expect((within(form).getByLabelText('Naam') as HTMLInputElement).value).toBe(world.expected.contactName));
    },
    'checkout.purchasers.failed': async () => {
      const notice = await waitFor(() => {
        expect(purchasersNotice()).not.toBeNull();
        return purchasersNotice()!;
      });
      expect(notice.textContent).toContain("De collega's konden niet worden geladen.");
      expect(within(notice).getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
      expect(purchaserSelect()).toBeNull();
    },
    'checkout.address': async () => {},
    'checkout.address.closed': async () => {
      await waitFor(() => expect(addressDialog()).toBeNull());
    },
    'checkout.address.open': async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Bezorgadres' });
      // No saved addresses: the dialog opens on the form for a new one.
      expect(within(dialog).getByRole('form', { name: 'Nieuw adres' })).toBeTruthy();
    },
    'checkout.expedition.idle': async (world) => {
      expect(world.edge.sent('expedition')).toEqual([]);
    },
    'checkout.expedition.loading': async (world) => {
      await waitFor(() => expect(world.edge.isWaiting('expedition')).toBe(true));
      expect(document.querySelector('[data-notice="courier-cost"]')).toBeNull();
    },
    'checkout.expedition.ready': async (world) => {
      expect(world.edge.isWaiting('expedition')).toBe(false);
      // An emptied cart shows no form, so nothing of the expedition (its answer waits for new prints).
      if (world.expected.prints === 0) return expectNoForm();
      await expectExpeditionAnswer();
      expect(document.querySelector('[data-notice="courier-cost"]')).toBeNull();
    },
    'checkout.expedition.failed': async (world) => {
      expect(world.edge.isWaiting('expedition')).toBe(false);
      if (world.expected.prints === 0) return expectNoForm();
      const notice = await waitFor(() => {
        const found = document.querySelector('[data-notice="courier-cost"]');
        expect(found).not.toBeNull();
        return found as HTMLElement;
      });
      expect(within(notice).getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
    },
  },
});
