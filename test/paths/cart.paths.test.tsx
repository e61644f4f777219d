import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createActor, fromPromise, waitFor as settled, type AnyMachineSnapshot, type EventObject, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { cartMachine, type CartPrint } from '../../machines/cart.machine.js';
import { printMachine } from '../../machines/print.machine.js';
import { sessionMachine } from '../../machines/session.machine.js';
import type { AppServices } from '../../src/app/create-actors.js';
import { orderDefaults } from '../../machines/cart.machine.js';
import { cartStorageKey } from '../../machines/cart.machine.js';
import { followPrint } from '../../src/app/flow-navigation.js';
import { createAppServices } from '../../src/app/create-actors.js';
import type { Catalog, Finish } from '../../src/domain/catalog.js';
import type { User } from '../../src/domain/session.js';
import { answerOf, catalog, partnerAccount, settings } from '../machines/session-fixtures.js';
import { product } from '../views/configure-support.js';
import { orderPage, orderRow } from '../views/support/after-order-fixtures.js';
import { fakeApis } from '../views/support/render-app.js';
import { describePaths } from './support/harness.js';
import { httpEdge, type HttpEdge, type SentRequest } from './support/http-edge.js';
import { deadlines, expectToast, isDisabled, memoryRouter, renderRouter } from './support/shop-app.js';

// The cart on the checkout screen (list, remove confirm, edit modal, order form) with the real
// machines; a print comes in through the wizard and its added-to-cart dialog, another owner's cart
// through a partner switch (its stored cart is the storage edge), a placed order empties it. Each
// print's POST /prices waits at the network edge until the path answers it.
const mesh = product({ id: 7, name: 'Mesh 270' });
const frontlit = product({ id: 1, name: 'Frontlit 510' });
const NAMES = { a: 'Mesh 270', b: 'Frontlit 510' } as const;
type Uuid = keyof typeof NAMES;
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
const modelPrint = (uuid: Uuid): CartPrint => ({ uuid, product_id: uuid === 'a' ? 7 : 1, copies: [line], finishes: [], complete: true, prices: {} });
const partners = partnerAccount.partners!;
const userOf = (index: 0 | 1): User => ({ ...partnerAccount, lang: 'nl', partner: partners[index]! });
const pickupSettings = { ...settings, pickup_default: true };
const defaults = orderDefaults(userOf(0), pickupSettings);
/** What a placed order does to the cart: the store loads a new, empty cart (a new id) into it. */
const PLACED = { type: 'cart.load', prints: [], defaults, placed: true } as const;
const SAVED_DEFAULTS = { ...defaults, approve_pdf: true };
const PRICE = { product: 12.5, frames: 0.75 };
const SHOWN_PRICE = /13,25/;
const REFUSED = 'Controleer de regels: niet alles is goed ingevuld';
/** Frontlit 510's hem, chosen by side (in the wizard's finishes step and the edit modal). */
const hem: Finish = {
  id: 70, name: 'Zoom', level: 1, finishing_id: 701, default_code: 'ZM', location: null, side: 'around',
  products: [{ product_id: 1, level: 1, location: null, sequence: 1 }],
};
/**
 * What the edit modal's print tells the cart while the customer tries the hem (the cart tells it
 * for the toasts): the top pressed again, and a Save that finds the other edges missing.
 */
const HEM_NOTICES: ModelEvent[] = [
  { type: 'side.refused', keyword: 'exists', side: 'top', with: 'top', message: 'Side already exists' },
  { type: 'sides.invalid', issues: ['right', 'bottom', 'left'].map((field) => ({ field, keyword: 'present', message: `${field} must be present` })) },
];
const HEM_TOASTS: Record<string, string> = { 'side.refused': 'Zijde bestaat al', 'sides.invalid': 'Rechts moet aanwezig zijn' };
/** POST /orders/5/reorder: the past order's print and its reference. */
const REORDER = { products: [modelPrint('b')], unavailable: [], details: { reference: 'Herhaling' }, contact: {} };

/** The edit modal's print machine, saved with 3 copies: what the cart hears from its `printEdit` child. */
function savedEditor(uuid: Uuid): SnapshotFrom<typeof printMachine> {
  const editor = createActor(printMachine).start();
  editor.send({ type: 'print.edit', product: uuid === 'a' ? mesh : frontlit, finishes: [], print: modelPrint(uuid) });
  editor.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'quantity', text: '3', language: 'nl' } });
  editor.send({ type: 'print.save' });
  const snapshot = editor.getSnapshot();
  editor.stop();
  return snapshot;
}
const saved = { a: savedEditor('a'), b: savedEditor('b') };

type ModelEvent = EventObject & Record<string, unknown>;

function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const items = snapshot.context.items as { print: CartPrint; price: { status: string }; priceActorId: string }[];
  const inCart = new Set(items.map((item) => item.print.uuid));
  const events: ModelEvent[] = [];
  // A price call answers whatever the customer is looking at.
  for (const item of items.filter((candidate) => candidate.price.status === 'loading')) {
    events.push({ type: 'price.known', actorId: item.priceActorId, answer: PRICE }, { type: 'price.unknown', actorId: item.priceActorId });
  }
  if (snapshot.matches({ filled: 'confirmingRemoval' })) return [...events, { type: 'removal.confirm' }, { type: 'removal.cancel' }];
  if (snapshot.matches({ filled: 'editing' })) {
    const hemmed = snapshot.context.editing === 'b' ? HEM_NOTICES : [];
    return [...events, { type: 'edit.close' }, { type: 'xstate.snapshot.printEdit', snapshot: saved[snapshot.context.editing as Uuid] }, ...hemmed];
  }
  // Another owner's stored cart: with Mesh 270 in it, or empty.
  events.push({ type: 'cart.load', prints: [modelPrint('a')], defaults }, { type: 'cart.load', prints: [], defaults });
  for (const uuid of ['a', 'b'] as const) if (!inCart.has(uuid)) events.push({ type: 'print.add', print: modelPrint(uuid) });
  // A past order with Frontlit 510 ordered again (the portal routes its reorder to the cart).
  if (!inCart.has('b')) events.push({ type: 'reorder.add', answer: REORDER });
  if (snapshot.matches('empty')) return events;
  for (const uuid of ['a', 'b'] as const) {
    if (!inCart.has(uuid)) continue;
    events.push({ type: 'print.remove', uuid }, { type: 'print.edit', uuid, product: uuid === 'a' ? mesh : frontlit, finishes: [] });
  }
  // The extra reference per print shows only with more than one print.
  if (items.length > 1) events.push({ type: 'print.reference', uuid: 'b', extra_reference: 'Hal 3' });
  events.push(
    { type: 'details.change', details: { reference: 'PO-1' } },
    { type: 'contact.change', contact: { phone: '0201234567' } },
    // Another tab of the same cart changes its reference (the browser's storage event).
    { type: 'form.sync', details: { reference: 'Uit tab 2' }, contact: {} },
    // The customer saves other settings: the form follows the new defaults.
    { type: 'defaults.change', defaults: SAVED_DEFAULTS },
    // The order is placed (the checkout's `order.placed`): the store starts a new, empty cart.
    PLACED,
  );
  return events;
}

/** What the customer should see, kept by the path's steps (not read from the machine). */
interface Expected {
  prints: { name: string; price: 'loading' | 'known' | 'unknown'; quantity: number }[];
  /** Which partner's cart is shown (index into the partner list). */
  partner: 0 | 1;
  toast: string | null;
  removing: string | null;
  editing: string | null;
  priceRequests: number;
  /** "PDF-proef goedkeuren" as the settings last saved say (the form follows it). */
  approvePdf: boolean;
}

interface CartWorld {
  edge: HttpEdge;
  services: AppServices;
  path: () => string;
  navigate: (href: string) => void;
  expected: Expected;
  user: ReturnType<typeof userEvent.setup>;
  stop: () => void;
}

const shopCatalog: Catalog = {
  ...catalog,
  catalog: [{ id: 10, name: 'Spandoeken', product_id: null, icon: null, children: [
    { id: 11, name: 'Mesh 270', product_id: 7, icon: null, children: [] },
    { id: 12, name: 'Frontlit 510', product_id: 1, icon: null, children: [] },
  ] }],
};

/** The session of a partner account whose calls answer at once (the session has its own paths). */
function partnerSessionLogic() {
  return sessionMachine.provide({
    actors: {
      login: fromPromise(async () => ({ status: 200, answer: { ...answerOf(userOf(0)), settings: pickupSettings } })),
      choosePartner: fromPromise(async ({ input }: { input: { partnerId: number } }) => {
        const user = userOf(input.partnerId === partners[0]!.id ? 0 : 1);
        return { status: 200, answer: { ...answerOf(user), settings: pickupSettings } };
      }),
      loadCatalog: fromPromise(async () => shopCatalog),
      loadProducts: fromPromise(async () => [mesh, frontlit]),
      loadFinishes: fromPromise(async () => [hem]),
      loadAddresses: fromPromise(async () => []),
      checkSpecs: fromPromise(async () => ({ seen_specs: true })),
    } as never,
  });
}

/** The cart's price calls (complete prints) wait; the wizard's live price answers at once. */
const isCartPrice = (request: SentRequest) => request.path === 'prices' && (request.body as { complete?: boolean } | null)?.complete === true;

async function renderCart(inspect: (event: InspectionEvent) => void): Promise<CartWorld> {
  localStorage.clear();
  const edge = httpEdge({
    held: isCartPrice,
    answers: { prices: PRICE, expedition: { deadlines, addresses: [] }, order: { orders: [{ id: 501, kind: 'order', state: 'new' }] }, 'orders/5/reorder': REORDER, orders: orderPage([orderRow({ id: 5 })]) },
  });
  const apis = fakeApis();
  const services = createAppServices({ api: edge.api, auth: apis.auth, catalog: apis.catalog, inspect, sessionLogic: partnerSessionLogic() });
  const session = services.session;
  session.send({ type: 'login.token', token: 'abc' });
  await settled(session, (snapshot) => snapshot.matches({ authenticated: 'booted' }));
  await services.loadShop?.();
  const router = memoryRouter(services, '/checkout');
  followPrint(services.print, router);
  renderRouter(services, router, inspect);
  await screen.findByRole('heading', { name: 'Uw producten' }, { timeout: 15_000 });
  return {
    edge,
    services,
    path: () => router.state.location.href,
    navigate: (href) => void router.history.push(href),
    expected: { prints: [], partner: 0, toast: null, removing: null, editing: null, priceRequests: 0, approvePdf: pickupSettings.approve_pdf },
    user: userEvent.setup(),
    stop: () => {
      services.portal.stop();
    },
  };
}

function step(action: (world: CartWorld, event: ModelEvent) => Promise<void>) {
  return async (world: CartWorld, event: ModelEvent) => {
    world.services.toasts.queue.clear();
    world.expected.toast = null;
    await action(world, event);
  };
}

/** A new price request for the print at `index` (its price shows a spinner until answered). */
function asksPrice(world: CartWorld, name: string, quantity: number) {
  world.expected.priceRequests += 1;
  const at = world.expected.prints.findIndex((print) => print.name === name);
  const print = { name, price: 'loading' as const, quantity };
  if (at >= 0) world.expected.prints[at] = print;
  else world.expected.prints.push(print);
}

const itemOf = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('li') as HTMLElement;
const dialog = (name: string) => screen.getByRole('dialog', { name });
const removeDialog = () => screen.getByRole('alertdialog', { name: 'Print verwijderen?' });

/** The n-th price request of the cart (price-n): the edge answers exactly that one. */
async function answerPrice(world: CartWorld, event: ModelEvent, ok: boolean) {
  const n = Number(String(event.actorId).replace('price-', ''));
  const request = world.edge.sent('prices').filter(isCartPrice)[n - 1];
  expect(request, `price request ${n}`).toBeTruthy();
  const name = (request!.body as CartPrint).product_id === 7 ? NAMES.a : NAMES.b;
  if (ok) await world.edge.replyTo('prices', (sent) => sent === request, PRICE);
  else await world.edge.replyTo('prices', (sent) => sent === request, { message: 'Internal Server Error' }, 500);
  const print = world.expected.prints.find((candidate) => candidate.name === name);
  if (print) print.price = ok ? 'known' : 'unknown';
}

async function tryHem(world: CartWorld, event: ModelEvent) {
  const modal = dialog(`${world.expected.editing} bewerken`);
  const top = () => within(within(modal).getByRole('group', { name: 'Zijden voor Zoom' })).getByRole('button', { name: 'Boven' });
  await world.user.click(top());
  await world.user.click(event.type === 'side.refused' ? top() : within(modal).getByRole('button', { name: 'Opslaan' }));
  world.expected.toast = HEM_TOASTS[event.type]!;
  await expectToast(world.expected.toast);
  await world.user.click(within(modal).getByRole('button', { name: /^Zoom .* verwijderen$/ }));
}

describePaths<CartWorld, ModelEvent>({
  machine: cartMachine,
  events: eventsFor,
  extraEvents: [
    ...eventsFor(createActor(cartMachine, { input: {} }).getSnapshot()),
    { type: 'print.remove' }, { type: 'print.edit' }, { type: 'print.reference' }, { type: 'details.change' }, { type: 'contact.change' },
    { type: 'form.sync' }, { type: 'defaults.change' }, { type: 'removal.confirm' }, { type: 'removal.cancel' }, { type: 'edit.close' },
    { type: 'xstate.snapshot.printEdit' }, ...HEM_NOTICES,
    { type: 'price.known' }, { type: 'price.unknown' },
  ],
  label: (event) => {
    if (event.type === 'print.add') return `print.add(${NAMES[(event.print as CartPrint).uuid as Uuid]})`;
    if (event.type === 'cart.load') return event.placed ? 'order placed' : `cart.load(${(event.prints as CartPrint[]).length} print)`;
    if (event.type === 'defaults.change') return 'settings saved';
    if (event.type === 'print.remove' || event.type === 'print.edit') return `${event.type}(${NAMES[event.uuid as Uuid]})`;
    if (event.type === 'xstate.snapshot.printEdit') return 'edit saved';
    if (event.type === 'reorder.add') return 'reorder.add(Frontlit 510)';
    return event.type;
  },
  serializeState: (snapshot) => {
    const items = snapshot.context.items as { print: CartPrint; price: { status: string } }[];
    return JSON.stringify([snapshot.value, items.map((item) => [item.print.uuid, item.price.status]), snapshot.context.removing, snapshot.context.editing]);
  },
  filterEvents: (snapshot, event) => eventsFor(snapshot).some((known) => JSON.stringify(known) === JSON.stringify(event)),
  offers: {
    // (A path's first step has no state before it, so `cart.empty` is not listed for print.add.)
    'print.add': ['cart.filled.shopping'],
    'print.remove': ['cart.filled.shopping'],
    'print.edit': ['cart.filled.shopping'],
    'removal.confirm': ['cart.filled.confirmingRemoval'],
    'edit.close': ['cart.filled.editing'],
  },
  render: renderCart,
  timeout: 60_000,
  actions: {
    // The wizard: a product from the selector, one line, Volgende; the added-to-cart dialog goes to the checkout.
    'print.add': step(async (world, event) => {
      const name = NAMES[(event.print as CartPrint).uuid as Uuid];
      world.navigate('/selector/catalog');
      await world.user.click(await screen.findByRole('row', { name }));
      for (const [field, value] of [['Originelen, regel 1', '1'], ['Aantal, regel 1', '2'], ['Breedte (mm), regel 1', '1000'], ['Hoogte (mm), regel 1', '500']] as const) {
        const input = await screen.findByRole('textbox', { name: field });
        await world.user.clear(input);
        await world.user.type(input, value);
      }
      await world.user.click(screen.getByRole('button', { name: 'Volgende' }));
      // Frontlit 510 has a hem: its finishes step goes on without one.
      if (name === NAMES.b) await world.user.click(await screen.findByRole('button', { name: 'Volgende' }));
      await world.user.click(await screen.findByRole('button', { name: 'Afrekenen' }));
      await screen.findByRole('heading', { name: 'Uw producten' });
      asksPrice(world, name, 2);
    }),
    'print.remove': step(async (world, event) => {
      const name = NAMES[event.uuid as Uuid];
      await world.user.click(within(itemOf(name)).getByRole('button', { name: `${name} verwijderen` }));
      world.expected.removing = name;
    }),
    'removal.confirm': step(async (world) => {
      await world.user.click(within(removeDialog()).getByRole('button', { name: 'Verwijderen' }));
      world.expected.prints = world.expected.prints.filter((print) => print.name !== world.expected.removing);
      world.expected.removing = null;
    }),
    'removal.cancel': step(async (world) => {
      await world.user.click(within(removeDialog()).getByRole('button', { name: 'Annuleren' }));
      world.expected.removing = null;
    }),
    'print.edit': step(async (world, event) => {
      const name = NAMES[event.uuid as Uuid];
      await world.user.click(within(itemOf(name)).getByRole('button', { name: `${name} bewerken` }));
      world.expected.editing = name;
    }),
    'edit.close': step(async (world) => {
      await world.user.click(within(dialog(`${world.expected.editing} bewerken`)).getByRole('button', { name: 'Annuleren' }));
      world.expected.editing = null;
    }),
    // Save with a quantity left empty is refused (a toast, the modal stays); then 3 copies are saved.
    'xstate.snapshot.printEdit': step(async (world) => {
      const name = world.expected.editing!;
      const modal = dialog(`${name} bewerken`);
      const quantity = within(modal).getByRole('textbox', { name: 'Aantal, regel 1' });
      await world.user.clear(quantity);
      await world.user.click(within(modal).getByRole('button', { name: 'Opslaan' }));
      await expectToast(REFUSED);
      expect(dialog(`${name} bewerken`)).toBeTruthy();
      await world.user.type(quantity, '3');
      await world.user.click(within(modal).getByRole('button', { name: 'Opslaan' }));
      world.expected.editing = null;
      asksPrice(world, name, 3);
    }),
    // The hem's top, pressed again (refused), or Saved alone (the other edges missing); then the
    // row is removed again, so the print is as it was.
    'side.refused': step(async (world, event) => tryHem(world, event)),
    'sides.invalid': step(async (world, event) => tryHem(world, event)),
    'print.reference': step(async (world) => {
      await world.user.type(within(itemOf(NAMES.b)).getByRole('textbox', { name: 'Extra referentie' }), 'Hal 3');
    }),
    'details.change': step(async (world) => {
      await world.user.type(screen.getByLabelText('Referentie'), 'PO-1');
    }),
    'contact.change': step(async (world) => {
      const phone = screen.getByLabelText('Telefoon');
      await world.user.clear(phone);
      await world.user.type(phone, '0201234567');
    }),
    'form.sync': step(async (world) => {
      const key = cartStorageKey(userOf(world.expected.partner));
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { details?: Record<string, unknown> };
      const newValue = JSON.stringify({ ...stored, details: { ...stored.details, reference: 'Uit tab 2' } });
      localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
      await waitFor(() => expect((screen.getByLabelText('Referentie') as HTMLInputElement).value).toBe('Uit tab 2'));
    }),
    // Saved in the settings screen (the account flow's answer, routed by the portal to the session);
    // the customer goes back to the cart.
    'defaults.change': step(async (world) => {
      const approve = !world.expected.approvePdf;
      world.navigate('/settings');
      const setting = await screen.findByRole('checkbox', { name: 'PDF-proef goedkeuren voor productie' });
      world.edge.setAnswer('settings', { user: userOf(world.expected.partner), settings: { ...pickupSettings, approve_pdf: approve } });
      const saves = world.edge.sent('settings').length;
      await world.user.click(setting);
      await world.user.click(screen.getByRole('button', { name: 'Opslaan' }));
      await waitFor(() => expect(world.edge.sent('settings').length).toBeGreaterThan(saves));
      world.navigate('/checkout');
      await waitFor(() => expect((screen.getByRole('checkbox', { name: 'PDF-proef goedkeuren' }) as HTMLInputElement).checked).toBe(approve));
      world.expected.approvePdf = approve;
    }),
    // A partner switch (account menu, the chooser): the other partner's stored cart is loaded; or
    // the order is placed and the store starts a new, empty cart.
    'cart.load': step(async (world, event) => {
      if (event.placed) {
        const reference = screen.getByLabelText('Referentie') as HTMLInputElement;
        if (reference.value === '') await world.user.type(reference, 'PO-9');
        await world.user.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
        await waitFor(() => expect(world.edge.sent('order').length).toBeGreaterThan(0));
        world.expected.prints = [];
        return;
      }
      const next = world.expected.partner === 0 ? 1 : 0;
      const stored = event.prints as CartPrint[];
      localStorage.setItem(cartStorageKey(userOf(next)), JSON.stringify({ version: 1, prints: stored, details: {}, contact: {} }));
      await world.user.click(await screen.findByRole('button', { name: /Ingelogd als Peter Partner/ }));
      await world.user.click(await screen.findByRole('menuitem', { name: 'Wissel van partner' }));
      await world.user.click(await screen.findByRole('button', { name: partners[next]!.name }));
      world.expected.partner = next;
      world.expected.approvePdf = pickupSettings.approve_pdf;
      world.expected.prints = [];
      for (const print of stored) asksPrice(world, NAMES[print.uuid as Uuid], 2);
      if (!world.path().startsWith('/checkout')) world.navigate('/checkout');
      await screen.findByRole('heading', { name: 'Uw producten' });
    }),
    // "Opnieuw bestellen" of a past order among the recent ones on home: the server answers its
    // print, the portal puts it in the cart; the customer goes back to the cart.
    'reorder.add': step(async (world) => {
      world.navigate('/');
      await world.user.click(await screen.findByRole('button', { name: 'Order 5 opnieuw bestellen' }));
      await waitFor(() => expect(world.edge.sent('orders/5/reorder').length).toBeGreaterThan(0));
      asksPrice(world, NAMES.b, 2);
      world.navigate('/checkout');
      await screen.findByRole('heading', { name: NAMES.b, level: 2 });
    }),
    'price.known': step(async (world, event) => answerPrice(world, event, true)),
    'price.unknown': step(async (world, event) => answerPrice(world, event, false)),
  },
  checks: {
    'cart.empty': async (world) => {
      await screen.findByText('Uw winkelwagen is leeg.');
      expect(screen.getByRole('link', { name: 'Kies een product' })).toBeTruthy();
      expect(screen.queryByRole('form', { name: 'Bestelgegevens' })).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(world.expected.prints).toEqual([]);
    },
    'cart.filled': async (world) => {
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent).filter((text) => text === NAMES.a || text === NAMES.b))
        .toEqual(world.expected.prints.map((print) => print.name)));
      for (const print of world.expected.prints) {
        const price = within(itemOf(print.name)).getByTestId('item-price');
        if (print.price === 'loading') await waitFor(() => expect(within(price).getByLabelText('Prijs wordt berekend')).toBeTruthy());
        else if (print.price === 'known') await waitFor(() => expect(price.textContent).toMatch(SHOWN_PRICE));
        else await waitFor(() => expect(price.textContent).toMatch(/n\.t\.b\./));
        expect(within(itemOf(print.name)).getAllByRole('cell').map((cell) => cell.textContent)).toContain(String(print.quantity));
      }
      const known = world.expected.prints.filter((print) => print.price === 'known').length;
      const total = screen.getByTestId('cart-total').textContent ?? '';
      if (known === world.expected.prints.length) expect(total).toMatch(new RegExp(`^Prints: .*${(13.25 * known).toFixed(2).replace('.', ',')}`));
      else expect(total).toMatch(/^Prints \(onvolledig\)/);
      expect(screen.getByRole('form', { name: 'Bestelgegevens' })).toBeTruthy();
      if (world.expected.toast) await expectToast(world.expected.toast);
    },
    'cart.filled.shopping': async (world) => {
      // (Toasts are alertdialogs too: only the cart's two dialogs count here.)
      await waitFor(() => expect(screen.queryByRole('dialog') ?? screen.queryByRole('alertdialog', { name: 'Print verwijderen?' })).toBeNull());
      for (const print of world.expected.prints) {
        expect(isDisabled(within(itemOf(print.name)).getByRole('button', { name: `${print.name} bewerken` }))).toBe(false);
      }
      expect(isDisabled(screen.getByRole('button', { name: 'Bestelling plaatsen' }))).toBe(false);
    },
    'cart.filled.confirmingRemoval': async (world) => {
      const confirm = await screen.findByRole('alertdialog', { name: 'Print verwijderen?' });
      expect(confirm.textContent).toContain(`${world.expected.removing} gaat met alle regels en afwerkingen uit de winkelwagen`);
      expect(isDisabled(within(confirm).getByRole('button', { name: 'Verwijderen' }))).toBe(false);
    },
    'cart.filled.editing': async (world) => {
      const name = world.expected.editing!;
      const modal = await screen.findByRole('dialog', { name: `${name} bewerken` });
      const print = world.expected.prints.find((candidate) => candidate.name === name)!;
      expect((within(modal).getByRole('textbox', { name: 'Aantal, regel 1' }) as HTMLInputElement).value).toBe(String(print.quantity));
      expect(isDisabled(within(modal).getByRole('button', { name: 'Opslaan' }))).toBe(false);
      // Frontlit 510's hem: tried and taken off again, so no side is chosen.
      const sides = within(modal).queryByRole('group', { name: 'Zijden voor Zoom' });
      expect(sides !== null, 'the hem offered').toBe(name === NAMES.b);
      if (name === NAMES.b) expect(within(sides!).getByRole('button', { name: 'Boven' }).getAttribute('aria-pressed')).toBe('false');
    },
  },
});
