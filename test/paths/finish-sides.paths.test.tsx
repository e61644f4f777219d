import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { finishSidesMachine, type FinishSidesEvent } from '../../machines/finish-sides.machine.js';
import { followPrint } from '../../src/app/flow-navigation.js';
import type { Catalog, Finish } from '../../src/domain/catalog.js';
import { catalog } from '../machines/session-fixtures.js';
import { product } from '../views/configure-support.js';
import { describePaths } from './support/harness.js';
import { expectToast, isDisabled, renderShop, toastTexts, type ShopWorld } from './support/shop-app.js';

// The wizard's finishes step (src/features/print/routes/printer-finishes.tsx, src/features/print/components/finish-editor) for Frontlit
// 510 with the real print machine and its finishSides child; prices answer at once. The expected
// screen is kept by the steps from the side rules of spec sections 4 and 5, written here by hand.
const banner = product({ id: 1, name: 'Frontlit 510' });
const finishOf = (id: number, name: string, level: number): Finish => ({
  id, name, level, finishing_id: 100 + id, default_code: `F${id}`, location: null, side: 'around',
  products: [{ product_id: 1, level, location: null, sequence: id }],
});
/** Two edge finishes (level 1: one per side), an extra product (8) and one that needs its location (9). */
const hem = finishOf(7, 'Zoom', 1);
const keder = finishOf(8, 'Keder', 1);
const tieWraps = finishOf(9, 'Tie-wraps', 8);
const flagPole = finishOf(10, 'Vlaggenmast', 9);
const finishes = [hem, keder, tieWraps, flagPole];
const EDGE_FINISHES = ['Zoom', 'Keder'];
/** A finish's name in the catalogue (events carry only its ids). */
const nameOf = (finish: { id: number }) => finishes.find((each) => each.id === finish.id)!.name;
const LOCATION = 'Links boven';
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
const shopCatalog: Catalog = {
  ...catalog,
  catalog: [{ id: 10, name: 'Spandoeken', product_id: null, icon: null, children: [{ id: 11, name: 'Frontlit 510', product_id: 1, icon: null, children: [] }] }],
};

/** Two choices are enough to meet every rule (a side twice, two edge finishes on one side, a location): the graph stays small. */
const MAX_CHOSEN = 2;
const events: FinishSidesEvent[] = [
  { type: 'side.choose', finish: hem, side: 'top' },
  { type: 'side.choose', finish: hem, side: 'around' },
  { type: 'side.choose', finish: keder, side: 'top' },
  { type: 'extra.add', finish: tieWraps, location: null, level: 8 },
  { type: 'extra.add', finish: flagPole, location: LOCATION, level: 9 },
  { type: 'extra.add', finish: flagPole, location: null, level: 9 },
  { type: 'side.remove', row: 0 },
  { type: 'sides.check' },
  { type: 'refusal.seen' },
];

// --- What the customer must see, by the spec (not asked of the machine) ---------------------------
type Side = 'top' | 'around' | 'right' | 'bottom' | 'left' | 'opposite-top' | 'opposite-left';
const LABEL: Record<Side | 'surface', string> = {
  top: 'Boven', right: 'Rechts', bottom: 'Onder', left: 'Links', around: 'Rondom', 'opposite-top': 'Boven en onder', 'opposite-left': 'Links en rechts', surface: 'Oppervlak',
};
const SIDES: Side[] = ['around', 'opposite-top', 'opposite-left', 'top', 'right', 'bottom', 'left'];
const EDGES_OF: Record<Side, string[]> = {
  top: ['top'], right: ['right'], bottom: ['bottom'], left: ['left'], around: ['top', 'right', 'bottom', 'left'], 'opposite-top': ['top', 'bottom'], 'opposite-left': ['left', 'right'],
};
const overlaps = (a: Side, b: Side) => EDGES_OF[a].some((edge) => EDGES_OF[b].includes(edge));

interface Chosen {
  name: string;
  side: Side | 'surface';
  location: string | null;
}

interface Expected {
  chosen: Chosen[];
  /** The issue texts of the last Next (cleared by an accepted edit). */
  issues: string[];
  /** The toasts the customer's last action caused. */
  toasts: string[];
  /** The last action was refused: the chosen list stays as it was. */
  refused: boolean;
  complete: boolean;
  /** The edge finish whose sides the screen shows (the first one until another is chosen). */
  picked: string;
}

interface FinishWorld extends ShopWorld {
  expected: Expected;
}

const sidesOf = (world: FinishWorld, name: string) => world.expected.chosen.filter((chosen) => chosen.name === name).map((chosen) => chosen.side as Side);

/** A side the customer presses: refused when chosen already, or when another edge finish covers one of its edges. */
function chooseSide(world: FinishWorld, name: string, side: Side) {
  const own = sidesOf(world, name);
  const otherEdges = world.expected.chosen.filter((chosen) => chosen.name !== name && EDGE_FINISHES.includes(chosen.name)).map((chosen) => chosen.side as Side);
  const clash = otherEdges.find((other) => overlaps(other, side));
  if (own.includes(side)) return refuse(world, 'Zijde bestaat al');
  if (EDGE_FINISHES.includes(name) && clash) return refuse(world, `${LABEL[clash]} heeft al een zoom of andere randafwerking; kies één randafwerking per zijde`);
  accept(world, { name, side, location: null });
}

function refuse(world: FinishWorld, text: string) {
  world.expected.toasts = [text];
  world.expected.refused = true;
}

function accept(world: FinishWorld, chosen: Chosen | null) {
  if (chosen) world.expected.chosen.push(chosen);
  world.expected.issues = [];
}

/** Next: every edge must be covered once any edge finish is chosen; no issue completes the print. */
function check(world: FinishWorld) {
  const covered = world.expected.chosen.filter((chosen) => EDGE_FINISHES.includes(chosen.name)).flatMap((chosen) => EDGES_OF[chosen.side as Side]);
  const missing = covered.length === 0 ? [] : (['top', 'right', 'bottom', 'left'] as const).filter((edge) => !covered.includes(edge));
  world.expected.issues = missing.map((edge) => `${LABEL[edge]} moet aanwezig zijn`);
  world.expected.toasts = [...world.expected.issues];
  world.expected.complete = missing.length === 0;
}

/** The sides another edge finish covers (one edge finish per side). */
const otherEdgeSides = (world: FinishWorld, name: string) =>
  EDGE_FINISHES.includes(name) ? world.expected.chosen.filter((chosen) => chosen.name !== name && EDGE_FINISHES.includes(chosen.name)).map((chosen) => chosen.side as Side) : [];

/**
 * A side button the screen disables, saying why: it clashes with another side chosen for the same
 * finish, or another edge finish covers one of its edges. A chosen side stays pressable.
 */
const expectDisabled = (world: FinishWorld, name: string, side: Side) =>
  !sidesOf(world, name).includes(side) &&
  (sidesOf(world, name).some((own) => overlaps(own, side)) || otherEdgeSides(world, name).some((other) => overlaps(other, side)));

// --- The screen -----------------------------------------------------------------------------------
const sideGroup = (name: string) => screen.getByRole('group', { name: `Zijden voor ${name}` });
/** The finish groups: the edge finishes (hem, keder) and the extras; one open at a time. */
const groupTrigger = (title: 'Randafwerking' | 'Extra producten') => screen.getByRole('button', { name: new RegExp(`^${title}`) });
async function openGroup(world: FinishWorld, title: 'Randafwerking' | 'Extra producten') {
  const trigger = groupTrigger(title);
  if (trigger.getAttribute('aria-expanded') !== 'true') await world.user.click(trigger);
}
/** The edge group open with `name` chosen as the finish whose sides show. */
async function pickFinish(world: FinishWorld, name: string) {
  await openGroup(world, 'Randafwerking');
  const radio = screen.getByRole('radio', { name: new RegExp(`^${name}`) });
  if (!(radio as HTMLInputElement).checked) await world.user.click(radio);
  world.expected.picked = name;
}
const sideButton = (name: string, side: Side) => within(sideGroup(name)).getByRole('button', { name: LABEL[side] });
const addButton = (name: string) => screen.getByRole('button', { name: `${name} toevoegen` });
const chosenTexts = () => {
  const list = screen.queryByRole('toolbar', { name: 'Gekozen' });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent ?? '') : [];
};
const errorTexts = () => [...document.querySelectorAll('.pp-finish-errors li')].map((item) => item.textContent ?? '');

async function renderFinishes(inspect: (event: InspectionEvent) => void): Promise<FinishWorld> {
  const world = await renderShop(inspect, {
    start: '/selector/catalog',
    // The first render loads the lazy route modules: give it time once.
    ready: () => screen.findByRole('row', { name: 'Frontlit 510' }, { timeout: 15_000 }),
    answers: { prices: { product: 12.5, frames: 0 } },
    session: { catalog: shopCatalog, products: [banner], finishes },
    follow: (services, router) => followPrint(services.print, router),
  });
  // The print's copies are the print machine's paths: here it starts on the finishes step.
  world.services.print.send({ type: 'print.start', product: banner, finishes, uuid: 'f-1' });
  world.services.print.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
  await waitFor(() => expect(world.router.state.location.pathname).toBe('/printer'));
  await world.user.click(await screen.findByRole('button', { name: 'Volgende' }));
  await screen.findByRole('group', { name: 'Zijden voor Zoom' });
  return { ...world, expected: { chosen: [], issues: [], toasts: [], refused: false, complete: false, picked: 'Zoom' } };
}

/** Every customer action starts with no toasts, so a state's check sees only what its step caused. */
function step(action: (world: FinishWorld, event: FinishSidesEvent) => Promise<void>) {
  return async (world: FinishWorld, event: FinishSidesEvent) => {
    world.services.toasts.queue.clear();
    Object.assign(world.expected, { toasts: [], refused: false });
    await action(world, event);
  };
}

/** The finishes step as the expected choices make it: pressed and disabled sides, extras, the chosen list. */
async function expectEditor(world: FinishWorld) {
  await waitFor(() => expect(world.router.state.location.pathname).toBe('/printer/finishes'));
  await waitFor(() => {
    const texts = world.expected.chosen.map(({ name, side, location }) => `${name} – ${LABEL[side]}${location ? ` (${location})` : ''}`);
    expect(chosenTexts(), 'the chosen list').toEqual(texts);
  });
  // The edge group's heading says what is chosen in it.
  const edgeChosen = EDGE_FINISHES.flatMap((name) => (sidesOf(world, name).length > 0 ? [`${name}: ${sidesOf(world, name).map((side) => LABEL[side].toLowerCase()).join(', ')}`] : []));
  expect(groupTrigger('Randafwerking').textContent, 'edge group summary').toContain(edgeChosen.length > 0 ? edgeChosen.join('; ') : 'niet gekozen');
  if (groupTrigger('Randafwerking').getAttribute('aria-expanded') === 'true') {
    const name = world.expected.picked;
    for (const side of SIDES) {
      const button = sideButton(name, side);
      expect(button.getAttribute('aria-pressed'), `${name} ${LABEL[side]} pressed`).toBe(String(sidesOf(world, name).includes(side)));
      expect(isDisabled(button), `${name} ${LABEL[side]} disabled`).toBe(expectDisabled(world, name, side));
    }
  } else {
    for (const name of ['Tie-wraps', 'Vlaggenmast']) {
      expect(isDisabled(addButton(name)), `${name} toevoegen disabled`).toBe(world.expected.chosen.some((chosen) => chosen.name === name));
    }
    expect(screen.getByRole('textbox', { name: 'Locatie voor Vlaggenmast' })).toBeTruthy();
  }
  expect(screen.queryByRole('dialog', { name: 'Toegevoegd aan winkelwagen' })).toBeNull();
}

/** Exactly the toasts the last action must cause (a refusal, or one per issue of Next). */
async function expectToasts(world: FinishWorld) {
  for (const text of world.expected.toasts) await expectToast(text);
  expect(toastTexts().filter((toast) => !world.expected.toasts.some((text) => toast.includes(text))), 'toasts nobody asked for').toEqual([]);
}

/** The finish summary the cart shows for the print (the finishes handed over, folded per finish). */
function cartSummary(chosen: Chosen[]): string | null {
  if (chosen.length === 0) return null;
  const names = [...new Set(chosen.map((each) => each.name))];
  const phrases = names.map((name) => {
    const where = chosen.filter((each) => each.name === name).map((each) => (each.side === 'surface' ? each.location : LABEL[each.side].toLowerCase())).filter(Boolean);
    return where.length > 0 ? `${name} ${where.join(', ')}` : name;
  });
  return `Afwerkingen: ${phrases.join('; ')}`;
}

describePaths<FinishWorld, FinishSidesEvent>({
  machine: finishSidesMachine,
  input: { productId: banner.id, finishes, selections: [] },
  // A path per transition from each state it leaves, per rule that refuses, and a completion with finishes.
  distinguish: (source, event, target) => {
    const context = target.context as { refusal: { keyword: string } | null; selections: unknown[] };
    const extra = event.type === 'extra.add' ? event.level : '';
    return ` from ${JSON.stringify(source.value)} ${extra} ${target.matches('refused') ? context.refusal?.keyword : ''} ${target.matches('valid') ? context.selections.length > 0 : ''}`;
  },
  events,
  serializeState: (snapshot) => {
    const { selections, issues } = snapshot.context;
    return JSON.stringify([snapshot.value, selections.map((selection: { id: number; side: string; location?: string | null }) => [selection.id, selection.side, selection.location ?? null]), issues.length]);
  },
  // What the screen lets the customer do: a valid check completes the print (the step is gone); a
  // refusal's toast answers at once; clashing sides and added extras are disabled; two choices at most.
  filterEvents: (snapshot: AnyMachineSnapshot, event: FinishSidesEvent) => {
    if (!snapshot.can(event) || snapshot.matches('valid')) return false;
    if (snapshot.matches('refused')) return event.type === 'refusal.seen';
    const { selections } = snapshot.context as { selections: { id: number; side: Side }[] };
    if (event.type === 'side.choose') {
      // A side the screen disables cannot be pressed: one overlapping a chosen side of the same
      // finish, or an edge another edge finish covers (a chosen side stays pressable).
      const own = selections.filter((selection) => selection.id === event.finish.id).map((selection) => selection.side);
      const otherEdges = selections.filter((selection) => selection.id !== event.finish.id && (selection.id === hem.id || selection.id === keder.id)).map((selection) => selection.side);
      const chosen = own.includes(event.side as Side);
      const clashes = [...own, ...otherEdges].some((side) => overlaps(side, event.side as Side));
      return selections.length < MAX_CHOSEN && (chosen || !clashes);
    }
    if (event.type === 'extra.add') return selections.length < MAX_CHOSEN && !selections.some((selection) => selection.id === event.finish.id);
    // Only a chosen row has a remove button.
    if (event.type === 'side.remove') return selections.length > 0;
    return true;
  },
  label: (event) => {
    if (event.type === 'side.choose') return `${nameOf(event.finish) === 'Zoom' ? 'hem' : 'keder'} ${event.side}`;
    if (event.type === 'extra.add') return `add ${nameOf(event.finish)}${event.level === 9 ? (event.location ? ' at location' : ' without location') : ''}`;
    if (event.type === 'side.remove') return 'remove first';
    return event.type === 'sides.check' ? 'Volgende' : event.type;
  },
  offers: {
    'side.choose': ['finishSides.editing', 'finishSides.invalid'],
    'extra.add': ['finishSides.editing', 'finishSides.invalid'],
    'side.remove': ['finishSides.editing', 'finishSides.invalid'],
    'sides.check': ['finishSides.editing', 'finishSides.invalid'],
    'refusal.seen': ['finishSides.refused'],
  },
  render: renderFinishes as never,
  actions: {
    'side.choose': step(async (world, event) => {
      const { finish, side } = event as Extract<FinishSidesEvent, { type: 'side.choose' }>;
      // The finish first, then its side.
      await pickFinish(world, nameOf(finish));
      await world.user.click(sideButton(nameOf(finish), side as Side));
      chooseSide(world, nameOf(finish), side as Side);
    }),
    'extra.add': step(async (world, event) => {
      const { finish, location } = event as Extract<FinishSidesEvent, { type: 'extra.add' }>;
      const name = nameOf(finish);
      await openGroup(world, 'Extra producten');
      if (name === 'Vlaggenmast') {
        const field = screen.getByRole('textbox', { name: 'Locatie voor Vlaggenmast' });
        await world.user.clear(field);
        if (location) await world.user.type(field, location);
      }
      await world.user.click(addButton(name));
      if (name === 'Vlaggenmast' && !location) refuse(world, 'Vul eerst de locatie in voor dit extra product');
      else accept(world, { name, side: 'surface', location });
    }),
    'side.remove': step(async (world) => {
      const [first] = world.expected.chosen;
      await world.user.click(screen.getByRole('button', { name: `${first!.name} ${LABEL[first!.side]} verwijderen` }));
      world.expected.chosen.shift();
      accept(world, null);
    }),
    'sides.check': step(async (world) => {
      await world.user.click(screen.getByRole('button', { name: 'Volgende' }));
      check(world);
    }),
    // Nobody clicks: the refusal's toast tells the machine it was shown.
    'refusal.seen': async () => {},
  },
  checks: {
    // Choosing: what was chosen shows, no error list, and no toast but a refusal just seen.
    'finishSides.editing': async (world) => {
      expect(world.expected.issues, 'issues the rules found, yet the step shows none').toEqual([]);
      await expectEditor(world);
      expect(errorTexts(), 'error list').toEqual([]);
      await expectToasts(world);
    },
    // A refused choice: its toast, and the chosen list as it was.
    'finishSides.refused': async (world) => {
      expect(world.expected.refused, 'the step refused a choice the rules allow').toBe(true);
      await expectEditor(world);
      expect(errorTexts(), 'error list (the last check\'s, still shown)').toEqual(world.expected.issues);
      await expectToasts(world);
    },
    // Next found issues: each in the error list and as a toast; the step stays.
    'finishSides.invalid': async (world) => {
      expect(world.expected.issues.length, 'the step shows errors the rules do not find').toBeGreaterThan(0);
      await expectEditor(world);
      await waitFor(() => expect(errorTexts(), 'error list').toEqual(world.expected.issues));
      await expectToasts(world);
    },
    // Next completed the print: it is in the cart with the chosen finishes.
    'finishSides.valid': async (world) => {
      expect(world.expected.complete, 'the print completed although the rules find issues').toBe(true);
      const added = await screen.findByRole('dialog', { name: 'Toegevoegd aan winkelwagen' });
      expect(within(added).getByText('Frontlit 510')).toBeTruthy();
      await waitFor(() => expect(screen.getByRole('link', { name: 'Winkelwagen, 1 print' })).toBeTruthy());
      await world.user.click(within(added).getByRole('button', { name: 'Afrekenen' }));
      await screen.findByRole('heading', { name: 'Uw producten' });
      const summary = document.querySelector('.pp-cart-finishes')?.textContent ?? null;
      expect(summary, 'the finishes the cart shows').toBe(cartSummary(world.expected.chosen));
    },
  },
});
