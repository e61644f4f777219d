import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { EventObject, InspectionEvent } from 'xstate';
import { printPriceMachine } from '../../machines/print-price.machine.js';
import { followPrint } from '../../src/app/flow-navigation.js';
import type { Catalog } from '../../src/domain/catalog.js';
import type { Print } from '../../src/domain/print-schema.js';
import { catalog } from '../machines/session-fixtures.js';
import { product } from '../views/configure-support.js';
import { answerLabel, describePaths } from './support/harness.js';
import type { HttpEdge } from './support/http-edge.js';
import { renderShop } from './support/shop-app.js';

// The live price on the wizard's copies step, with the real print machine and its printPrice child;
// POST /prices is the network edge: held until the path answers it (or a newer change aborts it).
const banner = product({ id: 1, name: 'Frontlit 510' });
const shopCatalog: Catalog = {
  ...catalog,
  catalog: [{ id: 10, name: 'Spandoeken', product_id: null, icon: null, children: [{ id: 11, name: 'Frontlit 510', product_id: 1, icon: null, children: [] }] }],
};
const priced: Print = { product_id: 1, copies: [], finishes: [], complete: false, uuid: 'p', prices: {} };

type PriceModelEvent = EventObject & { print?: Print; output?: unknown; error?: unknown };
const DEBOUNCE = 'xstate.after.debounce.printPrice.waiting';
const events: PriceModelEvent[] = [
  { type: 'print.change', print: priced },
  { type: 'print.clear' },
  { type: DEBOUNCE },
  { type: 'xstate.done.actor.fetchPrice', output: { product: 1, frames: 0 } },
  { type: 'xstate.error.actor.fetchPrice', error: new Error('502') },
];

interface PriceWorld {
  edge: HttpEdge;
  user: ReturnType<typeof userEvent.setup>;
  /** What the customer typed last in "Aantal" (a valid quantity, or an invalid one). */
  quantity: string;
  /** The euros of the last answer the edge gave (what "priced" must show). */
  amount: number;
  stop: () => void;
}

const field = (name: string) => screen.getByRole('textbox', { name: `${name}, regel 1` }) as HTMLInputElement;

/** One edit of a field (select all, paste): the copies editor sends exactly one `lines.edit`. */
async function replaceValue(world: PriceWorld, name: string, value: string) {
  const input = field(name);
  input.focus();
  input.select();
  await world.user.paste(value);
}

/** The wizard on Frontlit 510's copies step with a line whose quantity is still missing (no price). */
async function renderPrice(inspect: (event: InspectionEvent) => void): Promise<PriceWorld> {
  const shop = await renderShop(inspect, {
    start: '/selector/catalog',
    // The first render loads the lazy route modules: give it time once.
    ready: () => screen.findByRole('row', { name: 'Frontlit 510' }, { timeout: 15_000 }),
    held: ['prices'],
    session: { catalog: shopCatalog, products: [banner] },
    follow: (services, router) => followPrint(services.print, router),
  });
  const { edge, user } = shop;
  await user.click(screen.getByRole('row', { name: 'Frontlit 510' }));
  await screen.findByRole('textbox', { name: 'Aantal, regel 1' });
  const world: PriceWorld = { edge, user, quantity: '', amount: 0, stop: shop.stop };
  for (const [name, value] of [['Originelen', '1'], ['Breedte (mm)', '1000'], ['Hoogte (mm)', '500']] as const) await replaceValue(world, name, value);
  return world;
}

/** The price line of the wizard's head. */
const priceLine = () => screen.getByText('Prijs (excl. btw)').closest('p') as HTMLElement;
const spinner = () => within(priceLine()).queryByRole('progressbar', { name: 'Prijs wordt berekend' });
const amountShown = () => priceLine().querySelector('[data-price-shown]')?.textContent ?? null;

/** Any price call in flight asks for what is on screen now, never for an older quantity. */
function expectOnlyCurrentCall(world: PriceWorld) {
  const sent = world.edge.sent('prices');
  if (!world.edge.isWaiting('prices')) return;
  const body = sent.at(-1)!.body as { copies: { quantity: number }[] };
  expect(body.copies[0]!.quantity, 'the quantity the running price call asks for').toBe(Number(world.quantity));
}

let nextQuantity = 2;

describePaths<PriceWorld, PriceModelEvent>({
  machine: printPriceMachine,
  events,
  // A change is one root transition from every state: each state's own edge is its own path.
  everyEdge: true,
  label: (event) => answerLabel(event) ?? (event.type === DEBOUNCE ? 'typing pauses' : event.type),
  render: renderPrice as never,
  actions: {
    // A valid line changed: the customer types a new quantity.
    'print.change': async (world) => {
      world.quantity = String(nextQuantity++);
      await replaceValue(world, 'Aantal', world.quantity);
    },
    // The line can no longer be priced: quantity 0 (typed differently each time, so it is a change).
    'print.clear': async (world) => {
      world.quantity = world.quantity === '0' ? '00' : '0';
      await replaceValue(world, 'Aantal', world.quantity);
    },
    // Nobody types for a moment: the price is asked (the call reaches the edge).
    [DEBOUNCE]: async (world) => {
      await waitFor(() => expect(world.edge.isWaiting('prices'), 'a price call').toBe(true));
    },
    'xstate.done.actor.fetchPrice': async (world) => {
      world.amount = 10 + nextQuantity / 4;
      await world.edge.reply('prices', { product: world.amount, frames: 0 });
    },
    'xstate.error.actor.fetchPrice': async (world) => {
      await world.edge.reply('prices', { message: 'Prijs niet beschikbaar' }, 502);
    },
  },
  offers: {
    // (From idle it starts every path: the harness counts offers after a first step.)
    'print.change': ['printPrice.waiting', 'printPrice.loading', 'printPrice.priced', 'printPrice.unknown'],
    'print.clear': ['printPrice.waiting', 'printPrice.loading', 'printPrice.priced', 'printPrice.unknown'],
  },
  checks: {
    // No price can be asked: the reason (quantity 0 is refused), no amount, no spinner, no call.
    'printPrice.idle': async (world) => {
      await waitFor(() => expect(within(priceLine()).getByText('Geen prijs: Aantal moet minimaal 1 zijn')).toBeTruthy());
      expect(amountShown()).toBeNull();
      expect(spinner()).toBeNull();
      expect(world.edge.isWaiting('prices'), 'a price call while nothing can be priced').toBe(false);
    },
    // Typing: the spinner, no old amount, and any call already made is for the newest quantity.
    'printPrice.waiting': async (world) => {
      await waitFor(() => expect(spinner()).not.toBeNull());
      expect(amountShown()).toBeNull();
      expect(within(priceLine()).queryByText('n.t.b.')).toBeNull();
      expectOnlyCurrentCall(world);
    },
    'printPrice.loading': async (world) => {
      await waitFor(() => expect(spinner()).not.toBeNull());
      expect(amountShown()).toBeNull();
      expect(world.edge.isWaiting('prices')).toBe(true);
      expectOnlyCurrentCall(world);
    },
    // The answer's amount, in euros.
    'printPrice.priced': async (world) => {
      const euros = world.amount.toFixed(2).replace('.', ',');
      await waitFor(() => expect(amountShown()).toContain(euros));
      expect(spinner()).toBeNull();
    },
    'printPrice.unknown': async () => {
      await waitFor(() => expect(within(priceLine()).getByText('n.t.b.')).toBeTruthy());
      expect(spinner()).toBeNull();
      expect(amountShown()).toBeNull();
    },
  },
});
