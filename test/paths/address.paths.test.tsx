import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, InspectionEvent } from 'xstate';
import { addressMachine, type AddressField } from '../../machines/address.machine.js';
import { followShop } from '../../src/app/flow-navigation.js';
import type { Address, Catalog } from '../../src/domain/catalog.js';
import type { Print } from '../../src/domain/print-schema.js';
import { catalog } from '../machines/session-fixtures.js';
import { product } from '../views/configure-support.js';
import { answerLabel, describePaths, done, failed } from './support/harness.js';
import type { NamedPath } from '../support/generate-paths.js';
import { deadlines, expectToast, isDisabled, renderShop, type ShopWorld } from './support/shop-app.js';

// The delivery-address dialog of the checkout (the address machine, the checkout's child while it
// is open), on the real checkout screen with one print in the cart; POST /addresses waits at the
// network edge until the path answers it.
const mesh = product({ id: 7, name: 'Mesh 270' });
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
const print: Print = { product_id: 7, copies: [line], finishes: [], complete: true, uuid: 'p-1', prices: {} };
const savedBefore: Address = {
  id: 9, key: 'delivery-9', type: 'delivery', name: 'Bakkerij De Zon', dept: '', attn: '', phone: '', email: '',
  street: 'Dorpsstraat 1', zip: '1234 AB', city: 'Zonnedorp', country_id: 'NL',
};
const added: Address = { ...savedBefore, id: 12, key: 'delivery-12', name: 'Zon Filiaal', street: 'Marktplein 3' };
const shopCatalog: Catalog = { ...catalog, catalog: [{ id: 10, name: 'Spandoeken', product_id: null, icon: null, children: [{ id: 11, name: 'Mesh 270', product_id: 7, icon: null, children: [] }] }] };

/** What the customer types, field by field in this order (all the address schema requires). */
const TYPED: [AddressField, string][] = [['name', 'Zon Filiaal'], ['street', 'Marktplein 3'], ['zip', '1234 AB'], ['city', 'Zonnedorp']];
const LABELS: Record<string, string> = { name: 'Naam', street: 'Straat en huisnummer', zip: 'Postcode', city: 'Plaats' };
const ZIP_REFUSED = 'Een postcode in Nederland ziet eruit als 1234 AB.';

type ModelEvent = EventObject & Record<string, unknown>;
const events: ModelEvent[] = [
  { type: 'address.choose', id: 9 },
  { type: 'address.add' },
  ...TYPED.map(([name, value]) => ({ type: 'field.change', name, value })),
  { type: 'address.save' },
  { type: 'address.close' },
  done('saveAddress', added),
  failed('saveAddress', { status: 422, body: { message: 'invalid', errors: { zip: [ZIP_REFUSED] } } }),
  failed('saveAddress', { status: 500, body: { message: 'Internal Server Error' } }),
];

interface Expected {
  /** Which problems the form shows: none, the schema's (nothing typed), the server's 422, or a failure. */
  problems: 'none' | 'client' | 'server' | 'failed';
  typed: number;
}
interface AddressWorld extends ShopWorld {
  expected: Expected;
}

const dialog = () => screen.queryByRole('dialog', { name: 'Bezorgadres' });
const addressButton = () => document.getElementById('pp-address-button')!;

/** The checkout with one print; the expedition answers with the saved addresses; the dialog opened. */
async function renderDialog(inspect: (event: InspectionEvent) => void, path: NamedPath): Promise<AddressWorld> {
  const hasSaved = (path.initial.context as { hasSaved: boolean }).hasSaved;
  const world = await renderShop(inspect, {
    start: '/checkout',
    ready: () => screen.findByRole('heading', { name: 'Uw producten' }, { timeout: 15_000 }),
    held: ['addresses'],
    answers: { prices: { product: 12.5, frames: 0 }, expedition: { deadlines, addresses: hasSaved ? [savedBefore] : [] } },
    session: { catalog: shopCatalog, products: [mesh] },
    follow: (services, router) => followShop(services, router),
  });
  world.services.cart.send({ type: 'print.add', print });
  await screen.findByRole('form', { name: 'Bestelgegevens' });
  // The saved addresses come with the expedition's answer: the button offers them once it is there.
  await waitFor(() => expect(world.edge.sent('expedition').length).toBeGreaterThan(0));
  await waitFor(() => expect(world.services.checkout.getSnapshot().matches({ expedition: 'ready' })).toBe(true));
  await world.user.click(addressButton());
  await screen.findByRole('dialog', { name: 'Bezorgadres' });
  return { ...world, expected: { problems: 'none', typed: 0 } };
}

function step(action: (world: AddressWorld, event: ModelEvent) => Promise<void>) {
  return async (world: AddressWorld, event: ModelEvent) => {
    world.services.toasts.queue.clear();
    await action(world, event);
  };
}

/** The dialog has ended: it is gone and the order form is usable again; nothing was ordered. */
async function dialogGone(world: AddressWorld) {
  await waitFor(() => expect(dialog()).toBeNull());
  expect(world.edge.sent('order')).toEqual([]);
}

describePaths<AddressWorld, ModelEvent>({
  machine: addressMachine,
  events,
  inputs: [
    { input: { hasSaved: false }, name: 'no saved addresses' },
    { input: { hasSaved: true }, name: 'saved addresses' },
  ],
  label: (event) => answerLabel(event, () => '') ?? (event.type === 'field.change' ? `type ${String(event.name)}` : event.type),
  // Typed field by field, in order; with saved addresses only the list's own steps (the form is walked without).
  filterEvents: (snapshot, event) => {
    if (!snapshot.can(event as never)) return false;
    const context = snapshot.context as { hasSaved: boolean; fields: Record<string, string> };
    if (context.hasSaved && !snapshot.matches('choosing')) return false;
    if (event.type === 'field.change') {
      const next = TYPED.find(([name]) => context.fields[name] === '');
      return next !== undefined && next[0] === event.name;
    }
    return true;
  },
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  offers: {
    'address.close': ['address.choosing', 'address.adding'],
    'address.save': ['address.adding'],
    'address.add': ['address.choosing'],
  },
  render: renderDialog as never,
  actions: {
    'address.choose': step(async (world) => {
      await world.user.click(within(dialog()!).getByRole('radio', { name: /Dorpsstraat 1/ }));
    }),
    'address.add': step(async (world) => {
      await world.user.click(within(dialog()!).getByRole('button', { name: 'Nieuw adres' }));
    }),
    'field.change': step(async (world, event) => {
      await world.user.type(within(dialog()!).getByRole('textbox', { name: LABELS[String(event.name)] }), String(event.value));
      world.expected.typed += 1;
    }),
    'address.save': step(async (world) => {
      // Enter in the last field submits the dialog's form (never the order form around it).
      await world.user.type(within(dialog()!).getByRole('textbox', { name: 'Plaats' }), '{Enter}');
      if (world.expected.typed < TYPED.length) world.expected.problems = 'client';
    }),
    'address.close': step(async (world) => {
      const form = within(dialog()!).queryByRole('form', { name: 'Nieuw adres' });
      await world.user.click(within(dialog()!).getByRole('button', { name: form ? 'Annuleren' : 'Sluiten' }));
    }),
    'xstate.done.actor.saveAddress': step(async (world, event) => {
      await world.edge.reply('addresses', (event as { output?: unknown }).output, 201);
    }),
    'xstate.error.actor.saveAddress': step(async (world, event) => {
      const error = (event as unknown as { error: { status: number; body: unknown } }).error;
      world.expected.problems = error.status === 422 ? 'server' : 'failed';
      await world.edge.reply('addresses', error.body, error.status);
    }),
  },
  checks: {
    'address.opening': async () => {
      throw new Error('opening is transient: no settled model state can be in it');
    },
    'address.checking': async () => {
      throw new Error('checking is transient: no settled model state can be in it');
    },
    'address.choosing': async () => {
      const shown = dialog()!;
      expect(within(shown).getByRole('radio', { name: /Dorpsstraat 1/ })).toBeTruthy();
      expect(within(shown).getByRole('button', { name: 'Nieuw adres' })).toBeTruthy();
      expect(within(shown).queryByRole('form', { name: 'Nieuw adres' })).toBeNull();
    },
    'address.adding': async (world) => {
      const form = await within(dialog()!).findByRole('form', { name: 'Nieuw adres' });
      await waitFor(() => expect(isDisabled(within(form).getByRole('button', { name: 'Adres opslaan' }))).toBe(false));
      const { problems } = world.expected;
      const alert = within(form).queryByRole('alert');
      if (problems === 'failed') expect(alert?.textContent).toBe('Er ging iets mis. Probeer het opnieuw.');
      else expect(alert).toBeNull();
      if (problems === 'client') expect(within(form).getByText('Straat en huisnummer is verplicht')).toBeTruthy();
      if (problems === 'server') expect(within(form).getByText('Een postcode in Nederland ziet eruit als 1234 AB.')).toBeTruthy();
      if (problems === 'none' || problems === 'failed') expect(form.querySelector('[aria-invalid="true"]')).toBeNull();
      // What was typed stays.
      for (const [name, value] of TYPED.slice(0, world.expected.typed)) {
        expect((within(form).getByRole('textbox', { name: LABELS[name] }) as HTMLInputElement).value).toBe(value);
      }
      expect(world.edge.sent('order')).toEqual([]);
    },
    'address.saving': async (world) => {
      await waitFor(() => expect(world.edge.isWaiting('addresses')).toBe(true));
      expect(isDisabled(within(dialog()!).getByRole('button', { name: 'Adres opslaan' }))).toBe(true);
      expect(world.edge.sent('addresses').at(-1)!.body).toMatchObject({ name: 'Zon Filiaal', street: 'Marktplein 3', zip: '1234 AB', city: 'Zonnedorp', country_id: 'NL' });
    },
    'address.chosen': async (world) => {
      await dialogGone(world);
      await waitFor(() => expect(addressButton().textContent).toContain('Dorpsstraat 1'));
    },
    'address.saved': async (world) => {
      await dialogGone(world);
      await expectToast('Adres opgeslagen');
      // The new address is the order's; the expedition (asked again for it) lists it as today.
      await waitFor(() => expect(world.edge.sent('expedition').at(-1)!.body).toMatchObject({ details: { address: 12 } }));
    },
    'address.closed': async (world) => {
      await dialogGone(world);
      expect(addressButton().textContent).toBe('Kies een bezorgadres');
    },
  },
});
