import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { getNextSnapshot, type AnyMachineSnapshot, type EventObject, type InspectionEvent } from 'xstate';
import { finishSidesMachine, type FinishEdit } from '../../machines/finish-sides.machine.js';
import { cartStorageKey } from '../../machines/cart.machine.js';
import { printMachine, type PrintEvent } from '../../machines/print.machine.js';
import { followPrint } from '../../src/app/flow-navigation.js';
import type { Catalog, Finish, FinishSide } from '../../src/domain/catalog.js';
import { disabledSides } from '../../src/domain/finish-sides.js';
import type { Print } from '../../src/domain/print-schema.js';
import { writeStoredCart } from '../../src/features/checkout/actors/cart-actors.js';
import { catalog, customer } from '../machines/session-fixtures.js';
import { product } from '../views/configure-support.js';
import { describePaths } from './support/harness.js';
import type { NamedPath } from '../support/generate-paths.js';
import { expectToast, renderShop, toastTexts, type ShopWorld } from './support/shop-app.js';

// The order wizard (selector, copies step, finishes step, added-to-cart) and the cart's edit
// modal, with the real print machine and its finishSides/printPrice children; prices answer at once.
const banner = product({ id: 1, name: 'Frontlit 510' });
const plain = product({ id: 2, name: 'Mesh 270' });
const frame = product({ id: 3, name: 'PlusFrame 100', kind: 'frame' });
const hem: Finish = {
  id: 7, name: 'Zoom', level: 1, finishing_id: 101, default_code: 'AF', location: null, side: 'around',
  products: [{ product_id: 1, level: 1, location: null, sequence: 1 }],
};
/** A PlusFrame's base: the frame's finishes step shows the frame options instead of sides. */
const footplate: Finish = {
  id: 8, name: 'Voetplaat staal', level: 111, finishing_id: 102, default_code: 'VP', location: null, side: 'around',
  products: [{ product_id: 3, level: 111, location: null, sequence: 1 }],
};
const finishes = [hem, footplate];
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
const noFrame = { base: null, support: false, wallmount: false };
const inCart = (id: number, uuid: string, copies = [line]): Print => ({ product_id: id, copies, finishes: [], complete: true, uuid, prices: {} });

type ChildStep = FinishEdit | { type: 'finishes.next' } | { type: 'print.save' };
type ModelEvent = EventObject & Record<string, unknown> & { via?: ChildStep };
/** The customer empties the quantity in the edit modal: the line is no longer valid. */
const clearQuantity: ModelEvent = { type: 'lines.edit', edit: { type: 'import', lines: [{ ...line, quantity: 0 }] }, quantity: 0 };

const baseEvents: ModelEvent[] = [
  { type: 'print.start', product: banner, finishes, uuid: 'u-1' },
  { type: 'print.start', product: plain, finishes, uuid: 'u-2' },
  { type: 'print.start', product: frame, finishes, uuid: 'u-3' },
  { type: 'lines.edit', edit: { type: 'import', lines: [line] } },
  { type: 'copies.next' },
  { type: 'frame.change', frame: { ...noFrame, support: true } },
  { type: 'step.back' },
  // Leaving the wizard (Back on the copies step, a navbar link on the finishes step) asks first:
  // stay or leave (the print is removed).
  { type: 'leave.request' },
  { type: 'leave.cancel' },
  { type: 'leave.confirm' },
  { type: 'print.done', next: 'selector' },
  { type: 'print.done', next: 'checkout' },
  // The cart's edit modal on a print of the customer's stored cart (a banner with sides, a frame).
  // A line that is not valid is the customer's doing there (clearQuantity): no real flow brings one
  // into the cart (the stored cart and reorders leave out prints that do not parse).
  { type: 'print.edit', product: banner, finishes, print: inCart(1, 'e-1') },
  { type: 'print.edit', product: frame, finishes, print: inCart(3, 'e-3') },
  clearQuantity,
  { type: 'print.save' },
];
/**
 * What the Excel import on the copies step tells the print (it passes it on for the toasts): a file
 * that is no .xlsx, and a sheet with one valid line (only added to valid lines, so the lines stay valid).
 */
const sheetNotices: ModelEvent[] = [
  { type: 'sheet.refused', reason: 'notXlsx' },
  { type: 'sheet.imported', count: 1 },
];
const SHEET_LINE = [['originals', 'quantity', 'width', 'height', 'remark'], [1, 2, 1000, 500, 'uit Excel']].map((row) => row.map((value) => ({ value })));
const SHEET_BYTES = new Uint8Array(await writeExcelFile(SHEET_LINE as never).toBuffer());
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The toasts of the finish rules: a side pressed again, and the edges a check finds missing with only the top chosen. */
const EXISTS = 'Zijde bestaat al';
const MISSING_EDGES = ['Rechts moet aanwezig zijn', 'Onder moet aanwezig zijn', 'Links moet aanwezig zijn'];

const childSteps: ChildStep[] = [
  { type: 'side.choose', finish: hem, side: 'top' },
  { type: 'side.choose', finish: hem, side: 'around' },
  { type: 'side.remove', row: 0 },
  { type: 'finishes.next' },
];

/** The finishes child's next snapshot as the print hears it (the graph cannot run the child). */
function childAnswer(snapshot: AnyMachineSnapshot, via: ChildStep): ModelEvent {
  const { product: chosen, catalogFinishes, selections, finishIssues } = snapshot.context;
  const child = finishSidesMachine.resolveState({
    value: 'editing',
    context: { productId: chosen?.id ?? 0, finishes: catalogFinishes, selections, issues: finishIssues, refusal: null },
  });
  const event = via.type === 'finishes.next' || via.type === 'print.save' ? { type: 'sides.check' as const } : via;
  return { type: 'xstate.snapshot.finishSides', snapshot: getNextSnapshot(finishSidesMachine, child, event), via };
}

const isEditing = (snapshot: AnyMachineSnapshot) => String(snapshot.context.uuid).startsWith('e-');
const isFrame = (snapshot: AnyMachineSnapshot) => (snapshot.context.product as { kind?: string } | null)?.kind === 'frame';
const validLines = (snapshot: AnyMachineSnapshot) => (snapshot.context.lines as { quantity: number }[]).every((copy) => copy.quantity > 0);

function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  // A wizard print starts in the selector, an edit in the cart: each from a fresh actor.
  const fresh = snapshot.matches('idle') && snapshot.context.uuid === '';
  // The leave dialog is modal: the customer can only answer it.
  if (snapshot.hasTag('confirmingLeave')) return baseEvents.filter((event) => event.type.startsWith('leave.'));
  const own = baseEvents.filter((event) => {
    if (event.type === 'print.start') return snapshot.matches('idle');
    if (event.type === 'print.edit') return fresh;
    if (event.type === 'print.done') return !isEditing(snapshot);
    // The copies editor is on the copies step (and in the modal); the frame options only for a frame.
    // (Emptying a quantity is tried in the edit modal only: the wizard's refusal has its own path.)
    if (event === clearQuantity) return snapshot.matches('editing');
    if (event.type === 'lines.edit') return !snapshot.matches({ active: 'finishes' });
    if (event.type === 'frame.change') return isFrame(snapshot);
    return true;
  });
  // Sides are chosen only for a product with side finishes (not for a frame); a side that clashes
  // with the chosen one is disabled on the screen (pressing a chosen one again is refused).
  const chosen = (snapshot.context.selections as { side: FinishSide }[]).map((selection) => selection.side);
  const clashes = (side: FinishSide) => (disabledSides(chosen) as FinishSide[]).includes(side) && !chosen.includes(side);
  const sideSteps = (steps: ChildStep[]) => steps.filter((via) => via.type === 'finishes.next' || via.type === 'print.save' || (!isFrame(snapshot) && !(via.type === 'side.choose' && clashes(via.side))));
  if (snapshot.matches({ active: 'finishes' })) return [...own, ...sideSteps(childSteps).map((via) => childAnswer(snapshot, via))];
  if (snapshot.matches({ active: { copies: 'editing' } }) && !isFrame(snapshot)) return [...own, ...sheetNotices.filter((event) => event.type === 'sheet.refused' || validLines(snapshot))];
  if (!snapshot.matches('editing')) return own;
  const edits = sideSteps(childSteps.slice(0, 3)).map((via) => childAnswer(snapshot, via));
  // Saving valid lines asks the child for its check: its answer is what the print hears.
  if (!validLines(snapshot)) return [...own, ...edits];
  return [...own.filter((event) => event.type !== 'print.save'), ...edits, childAnswer(snapshot, { type: 'print.save' })];
}

interface Expected {
  product: string;
  editing: boolean;
  cartItems: number;
  /** The lines the customer typed (or the stored print's) pass the product's rules. */
  linesValid: boolean;
  support: boolean;
  pressed: string | null;
  refused: boolean;
  /** The toasts the last step must show (a refused side, missing edges, an Excel import's outcome). */
  toasts: string[];
  /** Where the customer went when not in the wizard. */
  away: string;
  /** Where leaving the wizard goes once confirmed. */
  leavingTo: string;
}

interface PrintWorld extends ShopWorld {
  expected: Expected;
}

const shopCatalog: Catalog = {
  ...catalog,
  catalog: [{ id: 10, name: 'Spandoeken', product_id: null, icon: null, children: [
    { id: 11, name: 'Frontlit 510', product_id: 1, icon: null, children: [] },
    { id: 12, name: 'Mesh 270', product_id: 2, icon: null, children: [] },
    { id: 13, name: 'PlusFrame 100', product_id: 3, icon: null, children: [] },
  ] }],
};

/** The print a path edits from the cart (its first step), or null for a path through the wizard. */
const editedPrint = (path: NamedPath): Print | null => {
  const first = path.steps[0]?.event as ModelEvent | undefined;
  return first?.type === 'print.edit' ? (first.print as Print) : null;
};

async function renderPrint(inspect: (event: InspectionEvent) => void, path: NamedPath): Promise<PrintWorld> {
  // A print is edited from the cart the customer left on an earlier visit: the app reads it from
  // the browser's storage when the shop starts, as for any returning customer.
  const stored = editedPrint(path);
  if (stored) writeStoredCart(localStorage, cartStorageKey(customer), { id: '', prints: [stored], details: {}, contact: {} });
  const world = await renderShop(inspect, {
    start: '/selector/catalog',
    // The first render loads the lazy route modules: give it time once.
    ready: () => screen.findByRole('row', { name: 'Mesh 270' }, { timeout: 15_000 }),
    answers: { prices: { product: 12.5, frames: 0 } },
    session: { catalog: shopCatalog, products: [banner, plain, frame], finishes },
    // As src/main.tsx does: the print machine's steps (a started print opens /printer) move the router.
    follow: (services, router) => {
      followPrint(services.print, router);
    },
  });
  return {
    ...world,
    path: () => world.router.state.location.pathname,
    expected: { product: '', editing: false, cartItems: stored ? 1 : 0, linesValid: false, support: false, pressed: null, refused: false, toasts: [], away: '/selector', leavingTo: '/checkout' },
  };
}

const SIDE_LABEL: Record<string, string> = { top: 'Boven', around: 'Rondom' };
const editModal = (world: PrintWorld) => screen.getByRole('dialog', { name: `${world.expected.product} bewerken` });
/** The screen the print's editors are on: the wizard page or the edit modal. */
const editorArea = (world: PrintWorld) => (world.expected.editing ? editModal(world) : document.body);

async function typeLine(world: PrintWorld) {
  for (const [name, value] of [['Originelen, regel 1', '1'], ['Aantal, regel 1', '2'], ['Breedte (mm), regel 1', '1000'], ['Hoogte (mm), regel 1', '500']] as const) {
    await replaceField(world, name, value);
  }
}

async function replaceField(world: PrintWorld, name: string, value: string) {
  const field = within(editorArea(world)).getByRole('textbox', { name });
  await world.user.clear(field);
  await world.user.type(field, value);
}

async function childStep(world: PrintWorld, via: ChildStep) {
  const area = editorArea(world);
  if (via.type === 'side.choose') {
    await world.user.click(within(within(area).getByRole('group', { name: 'Zijden voor Zoom' })).getByRole('button', { name: SIDE_LABEL[via.side]! }));
    if (world.expected.pressed === via.side) world.expected.toasts = [EXISTS];
    world.expected.pressed = via.side;
  } else if (via.type === 'side.remove') {
    await world.user.click(within(area).getByRole('button', { name: /^Zoom .* verwijderen$/ }));
    world.expected.pressed = null;
  } else {
    await world.user.click(via.type === 'finishes.next' ? screen.getByRole('button', { name: 'Volgende' }) : within(area).getByRole('button', { name: 'Opslaan' }));
    // The hem on the top only: the check finds the other edges missing, one toast each.
    if (world.expected.pressed === 'top') world.expected.toasts = MISSING_EDGES;
  }
}

/** The step's toasts, and none of a refusal when the step was none. */
async function expectToasts(world: PrintWorld) {
  for (const text of world.expected.toasts) await expectToast(text);
  if (!world.expected.toasts.includes(EXISTS)) expect(toastTexts()).not.toContain(EXISTS);
  if (world.expected.toasts.length === 0) expect(toastTexts().filter((text) => MISSING_EDGES.includes(text))).toEqual([]);
}

function step(action: (world: PrintWorld, event: ModelEvent) => Promise<void>) {
  return async (world: PrintWorld, event: ModelEvent) => {
    world.services.toasts.queue.clear();
    world.expected.refused = false;
    world.expected.toasts = [];
    await action(world, event);
  };
}

const onScreen = (name: string) => screen.queryByRole('heading', { level: 1, name, hidden: true });
const cartLink = (count: number) => `Winkelwagen, ${count} ${count === 1 ? 'print' : 'prints'}`;

describePaths<PrintWorld, ModelEvent>({
  machine: printMachine,
  events: eventsFor as never,
  extraEvents: [...baseEvents, ...sheetNotices, { type: 'xstate.snapshot.finishSides' }],
  serializeState: (snapshot) => {
    const { product: chosen, selections, finishIssues, frame: choice, uuid } = snapshot.context;
    return JSON.stringify([snapshot.value, chosen?.id ?? null, uuid, validLines(snapshot), selections.map((selection: { side: string }) => selection.side), finishIssues.length, choice.support]);
  },
  // A refused side and a check that finds edges missing are told where they happen (the wizard's
  // finishes step and the cart's edit modal): a path for each, though the print's state stays.
  distinguish: (source, event) => {
    const child = event.type === 'xstate.snapshot.finishSides' ? (event.snapshot as AnyMachineSnapshot) : null;
    return child && (child.matches('refused') || child.matches('invalid')) ? ` ${String(child.value)} in ${JSON.stringify(source.value)}` : '';
  },
  serializeEvent: (event) => (event.type === 'xstate.snapshot.finishSides' ? `child ${JSON.stringify(event.via)}` : JSON.stringify(event)),
  label: (event) => {
    if (event.type === 'xstate.snapshot.finishSides') {
      const via = event.via!;
      return via.type === 'side.choose' ? `sides: ${via.side}` : via.type === 'side.remove' ? 'sides: remove' : `${via.type} (sides check)`;
    }
    if (event.type === 'print.start' || event.type === 'print.edit') return `${event.type}(${(event.product as { name: string }).name})`;
    if (event === clearQuantity) return 'lines.edit (quantity 0)';
    return event.type;
  },
  offers: {
    'frame.change': ['print.active.finishes.editing', 'print.editing'],
    'lines.edit': ['print.active.copies.editing', 'print.editing'],
    'copies.next': ['print.active.copies.editing'],
    'step.back': ['print.active.finishes.editing'],
    'leave.request': ['print.active.copies.editing', 'print.active.finishes.editing'],
    'leave.cancel': ['print.active.copies.confirmingLeave', 'print.active.finishes.confirmingLeave'],
    'leave.confirm': ['print.active.copies.confirmingLeave', 'print.active.finishes.confirmingLeave'],
    'print.save': ['print.editing'],
  },
  render: renderPrint as never,
  actions: {
    // The customer picks a product in the selector and chooses it.
    'print.start': step(async (world, event) => {
      const { name } = (event as Extract<PrintEvent, { type: 'print.start' }>).product;
      if (!world.path().startsWith('/selector')) world.navigate('/selector/catalog');
      // Products are rows of the selector's tree: clicking one chooses it.
      await world.user.click(await screen.findByRole('row', { name }));
      Object.assign(world.expected, { product: name, editing: false, linesValid: false, support: false, pressed: null });
    }),
    // The stored print in the cart (see renderPrint): the navbar's cart link, then its "Bewerken".
    'print.edit': step(async (world, event) => {
      const { product: chosen } = event as Extract<PrintEvent, { type: 'print.edit' }>;
      await world.user.click(screen.getByRole('link', { name: cartLink(world.expected.cartItems) }));
      await world.user.click(await screen.findByRole('button', { name: `${chosen.name} bewerken` }));
      Object.assign(world.expected, { product: chosen.name, editing: true, linesValid: true, support: false, pressed: null });
    }),
    'lines.edit': step(async (world, event) => {
      if (event === clearQuantity) await replaceField(world, 'Aantal, regel 1', '0');
      else await typeLine(world);
      world.expected.linesValid = event !== clearQuantity;
    }),
    'copies.next': step(async (world) => {
      await world.user.click(screen.getByRole('button', { name: 'Volgende' }));
      world.expected.refused = !world.expected.linesValid;
    }),
    'frame.change': step(async (world) => {
      await world.user.click(await within(editorArea(world)).findByRole('checkbox', { name: 'Steun' }));
      world.expected.support = true;
    }),
    'step.back': step(async (world) => {
      await world.user.click(screen.getByRole('button', { name: 'Terug' }));
    }),
    // Back on the copies step asks for the product choice; on the finishes step the customer clicks
    // the navbar's cart link: either way the wizard asks.
    'leave.request': step(async (world) => {
      const onCopies = world.path() === '/printer';
      if (onCopies) await world.user.click(screen.getByRole('button', { name: 'Terug' }));
      else await world.user.click(screen.getByRole('link', { name: /^Winkelwagen, / }));
      world.expected.leavingTo = onCopies ? '/selector' : '/checkout';
    }),
    'leave.cancel': step(async (world) => {
      await world.user.click(screen.getByRole('button', { name: 'Blijven' }));
    }),
    'leave.confirm': step(async (world) => {
      await world.user.click(screen.getByRole('button', { name: 'Verlaten' }));
      world.expected.away = world.expected.leavingTo;
    }),
    'print.done': step(async (world, event) => {
      const toCart = event.next === 'checkout';
      await world.user.click(screen.getByRole('button', { name: toCart ? 'Afrekenen' : 'Verder winkelen' }));
      world.expected.away = toCart ? '/checkout' : '/selector';
    }),
    'print.save': step(async (world) => {
      await world.user.click(within(editModal(world)).getByRole('button', { name: 'Opslaan' }));
      world.expected.refused = !world.expected.linesValid;
    }),
    'xstate.snapshot.finishSides': step(async (world, event) => childStep(world, event.via!)),
    // "Excel importeren" with a file that is no .xlsx: refused at once.
    'sheet.refused': step(async (world) => {
      await world.user.upload(fileInput(), new File(['1;2;3'], 'regels.csv', { type: 'text/csv' }));
      world.expected.toasts = ['Dit bestand is geen Excel-bestand (.xlsx). Kies een .xlsx-bestand, bijvoorbeeld het sjabloon.'];
    }),
    // ... and with a sheet of one valid line: it joins the lines.
    'sheet.imported': step(async (world) => {
      await world.user.upload(fileInput(), new File([SHEET_BYTES], 'regels.xlsx', { type: XLSX }));
      world.expected.toasts = ['1 regel geïmporteerd'];
    }),
  },
  checks: {
    'print.idle': async (world) => {
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Volgende', hidden: true })).toBeNull());
      expect(screen.queryByRole('alertdialog', { name: 'Print verlaten?' })).toBeNull();
      expect(world.path().startsWith(world.expected.away), `${world.path()} is ${world.expected.away}`).toBe(true);
      await waitFor(() => expect(screen.getByRole('link', { name: cartLink(world.expected.cartItems) })).toBeTruthy());
    },
    // The wizard page (behind the leave dialog when that is open).
    'print.active': async (world) => {
      await waitFor(() => expect(onScreen(world.expected.product)).not.toBeNull());
      expect((screen.getByRole('button', { name: 'Volgende', hidden: true }) as HTMLButtonElement).disabled).toBe(false);
    },
    'print.active.copies': async (world) => {
      await waitFor(() => expect(world.path()).toBe('/printer'));
      expect(screen.getByRole('textbox', { name: 'Aantal, regel 1', hidden: true })).toBeTruthy();
    },
    'print.active.copies.editing': async (world) => {
      await expectNoLeaveDialog();
      expect(screen.getByRole('textbox', { name: 'Aantal, regel 1' })).toBeTruthy();
      if (world.expected.refused) await expectToast('Controleer de regels');
      await expectToasts(world);
    },
    'print.active.copies.confirmingLeave': async (world) => expectLeaveDialog(world),
    'print.active.finishes.editing': async (world) => {
      await expectNoLeaveDialog();
      expect(screen.getByRole('button', { name: 'Terug' })).toBeTruthy();
      await expectToasts(world);
    },
    'print.active.finishes.confirmingLeave': async (world) => expectLeaveDialog(world),
    'print.active.finishes': async (world) => {
      await waitFor(() => expect(world.path()).toBe('/printer/finishes'));
      // The step's editor: side buttons for the banner, the frame options for a frame.
      if (FINISH_EDITOR[world.expected.product]!.frame) await screen.findByRole('checkbox', { name: 'Steun', hidden: true });
      else await screen.findByRole('group', { name: 'Zijden voor Zoom', hidden: true });
      checkFinishes(world, document.body);
    },
    'print.editing': async (world) => {
      const modal = await waitFor(() => editModal(world));
      checkFinishes(world, modal);
      if (world.expected.refused) await expectToast('Controleer de regels');
      await expectToasts(world);
    },
    'print.complete': async (world) => {
      if (world.expected.editing) {
        // Saved: the modal closes and the cart holds the edited print.
        await waitFor(() => expect(screen.queryByRole('dialog', { name: `${world.expected.product} bewerken` })).toBeNull());
        expect(screen.getByRole('button', { name: `${world.expected.product} bewerken` })).toBeTruthy();
        return;
      }
      world.expected.cartItems += 1;
      const added = await screen.findByRole('button', { name: 'Verder winkelen' });
      expect(added).toBeTruthy();
      await waitFor(() => expect(screen.getByRole('link', { name: cartLink(world.expected.cartItems) })).toBeTruthy());
    },
    // Behind the added-to-cart dialog the step it was completed on stays, at its URL, with its price.
    'print.complete.fromCopies': async (world) => {
      expect(world.path()).toBe('/printer');
      expect(screen.getByRole('textbox', { name: 'Aantal, regel 1', hidden: true })).toBeTruthy();
      await expectPriceBehindDialog();
    },
    'print.complete.fromFinishes': async (world) => {
      expect(world.path()).toBe('/printer/finishes');
      expect(screen.queryByRole('textbox', { name: 'Aantal, regel 1', hidden: true })).toBeNull();
      if (FINISH_EDITOR[world.expected.product]!.frame) expect(screen.getByRole('checkbox', { name: 'Steun', hidden: true })).toBeTruthy();
      else expect(screen.getByRole('group', { name: 'Zijden voor Zoom', hidden: true })).toBeTruthy();
      await expectPriceBehindDialog();
    },
    // Saved in the cart's edit modal: the cart shows it (print.complete).
    'print.complete.fromCart': async (world) => {
      expect(world.expected.editing).toBe(true);
      expect(world.path()).toBe('/checkout');
    },
  },
});

/**
 * Which finish editor each product has (from its catalogue finishes): the banner's hem is chosen by
 * side, the frame has its options, the mesh has no finishes at all.
 */
const FINISH_EDITOR: Record<string, { sides: boolean; frame: boolean }> = {
  [banner.name]: { sides: true, frame: false },
  [plain.name]: { sides: false, frame: false },
  [frame.name]: { sides: false, frame: true },
};

/** The product's finish editor, showing what the customer chose; the other editor is not there. */
function checkFinishes(world: PrintWorld, area: HTMLElement) {
  const editor = FINISH_EDITOR[world.expected.product]!;
  const sides = within(area).queryByRole('group', { name: 'Zijden voor Zoom' });
  expect(sides !== null, `side buttons for ${world.expected.product}`).toBe(editor.sides);
  for (const [side, label] of editor.sides ? Object.entries(SIDE_LABEL) : []) {
    expect(within(sides!).getByRole('button', { name: label }).getAttribute('aria-pressed'), `${label} pressed`).toBe(String(world.expected.pressed === side));
  }
  const support = within(area).queryByRole('checkbox', { name: 'Steun' }) as HTMLInputElement | null;
  expect(support !== null, `frame options for ${world.expected.product}`).toBe(editor.frame);
  if (editor.frame) expect(support!.checked, 'Steun chosen').toBe(world.expected.support);
}

/** The wizard's live price still shows an amount (not '–') behind the added-to-cart dialog. */
/** The live price keeps running behind the dialog: a Next pressed before its answer sees it arrive there. */
async function expectPriceBehindDialog() {
  await waitFor(() => expect(document.querySelector('.pp-price__amount')?.textContent ?? '–', 'price behind the dialog').toMatch(/€/));
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function expectNoLeaveDialog() {
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Print verlaten?' })).toBeNull());
}

/** The question before leaving: the product's name, stay or leave; still on the wizard's page. */
async function expectLeaveDialog(world: PrintWorld) {
  const dialog = await screen.findByRole('alertdialog', { name: 'Print verlaten?' });
  expect(dialog.textContent).toContain(`Uw print van ${world.expected.product} is nog niet in de winkelwagen gezet.`);
  // The keyboard is in the dialog (focus trapped there), with both answers offered.
  await waitFor(() => expect(dialog.contains(document.activeElement), 'focus in the dialog').toBe(true));
  expect(within(dialog).getByRole('button', { name: 'Blijven' })).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Verlaten' })).toBeTruthy();
  expect(world.path()).toMatch(/^\/printer/);
}
