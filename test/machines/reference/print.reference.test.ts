import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefLike, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { Finish, Product } from '../../../src/domain/catalog.js';
import { validateCopyLines, type CopyDraft } from '../../../src/domain/copy-lines.js';
import type { SheetImport } from '../../../src/domain/excel-rows.js';
import { validateFinishSelections } from '../../../src/domain/finish-rules.js';
import type { Print } from '../../../src/domain/print-schema.js';
import type { finishSidesMachine } from '../../../machines/finish-sides.machine.js';
import { printMachine, type PrintEvent } from '../../../machines/print.machine.js';
import { sheetImportMachine, type ReadSheetInput } from '../../../machines/sheet-import.machine.js';
import {
  CHILDREN_OF_STEP, noPrint, observePrint, stepPrint,
  type PriceAsk, type PrintAction, type PrintEffect, type PrintObservation, type PrintState, type ReadAnswer, type WizardStep,
} from './print.model.js';
import { expectAgreement, settle, type Comparison, type Pending, type SystemUnderTest } from './support/compare.js';
import { WALK_TIMEOUT_MS } from './support/suite.js';
import { explore, randomWalks, stateAfter, type ReferenceModel } from './support/walk.js';

// The print machine, with its real children (finishSides, printPrice, sheetImport), against its
// hand-written reference (print.model.ts): every transition of the reference, seeded random walks,
// the children each state may have, and an Excel read that answers after the copies step was left.

const product = (id: number, name: string, rules: Partial<Product> = {}): Product => ({
  id, name, material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false,
  fixed_width: 0, fixed_height: 0, sides: 1, default_code: `P${id}`, is_favorite: false, min_order_qty: 0, weld_max_mm: 0, kind: 'sheet', ...rules,
});
/** Has a hem (level 1): the wizard has a finishes step. */
const banner = product(1, 'Frontlit');
/** No finishes: complete straight after the copies; double-sided, so a new line has sides 2. */
const mesh = product(2, 'Mesh', { sides: 2 });
/** A PlusFrame: a base to choose (level 111), and at least 3 pieces in total. */
const plusFrame = product(3, 'PlusFrame', { kind: 'frame', min_order_qty: 3 });

const hem: Finish = {
  id: 7, name: 'Zoom', level: 1, finishing_id: 101, default_code: 'AF', location: null, side: 'around',
  products: [{ product_id: banner.id, level: 1, location: null, sequence: 1 }],
};
const footplate: Finish = {
  id: 8, name: 'Voetplaat', level: 111, finishing_id: 102, default_code: 'VP', location: null, side: 'around',
  products: [{ product_id: plusFrame.id, level: 111, location: null, sequence: 1 }],
};
const catalogFinishes = [hem, footplate];

const copyLine = (quantity: number, remark = ''): CopyDraft => ({ originals: 1, quantity, width: 1000, height: 500, sides: 1, abaa: 1, remark });
/** The line before the late Excel read: the print had [2]. */
const two = copyLine(2);
const nine = copyLine(9, 'rij 2');
const five = copyLine(5, 'rij 3');
const sheetProblem = { sheetRow: 3, column: 'B', field: 'quantity', keyword: 'min', message: 'Row 3, column B: at least 1' } as const;

const xlsx = new File(['PK'], 'regels.xlsx');
const csv = new File(['1;2'], 'regels.csv', { type: 'text/csv' });

const around = (['top', 'right', 'bottom', 'left'] as const).map((side) => ({ id: hem.id, finishing_id: hem.finishing_id, side }));
const inCart = (chosen: Product, uuid: string, copies: CopyDraft[], finishes: Print['finishes']): PrintEvent => ({
  type: 'print.edit', product: chosen, finishes: catalogFinishes, print: { product_id: chosen.id, copies: copies as Print['copies'], finishes, complete: true, uuid, prices: {} },
});

// --- The alphabet --------------------------------------------------------------------------------

const wizard = (event: PrintEvent): PrintAction => ({ to: 'print', event });
const edit = (lineEdit: Extract<PrintEvent, { type: 'lines.edit' }>['edit']): PrintAction => wizard({ type: 'lines.edit', edit: lineEdit });
const read = (answer: ReadAnswer): PrintAction => ({ to: 'readSheet', answer });

const STARTS: PrintAction[] = [
  wizard({ type: 'print.start', product: banner, finishes: catalogFinishes, uuid: 'u-1' }),
  wizard({ type: 'print.start', product: mesh, finishes: catalogFinishes, uuid: 'u-2' }),
  wizard({ type: 'print.start', product: plusFrame, finishes: catalogFinishes, uuid: 'u-3' }),
  // The cart's edit modal: a banner with a hem around, and a mesh whose line is no longer valid.
  wizard(inCart(banner, 'c-1', [two], around)),
  wizard(inCart(mesh, 'c-2', [copyLine(0)], [])),
];
/** Edits that add rows (offered while there are fewer than MAX_LINES). */
const GROWING: PrintAction[] = [edit({ type: 'import', lines: [two] }), edit({ type: 'add' }), edit({ type: 'duplicate', row: 0 })];
const RESHAPING: PrintAction[] = [
  edit({ type: 'field', row: 0, field: 'quantity', text: '7', language: 'nl' }),
  edit({ type: 'field', row: 0, field: 'quantity', text: '0', language: 'nl' }),
  edit({ type: 'remove', row: 0 }),
];
const WIZARD: PrintAction[] = [
  wizard({ type: 'copies.next' }),
  wizard({ type: 'frame.change', frame: { base: footplate.id, support: true, wallmount: false } }),
  wizard({ type: 'finishes.next' }),
  wizard({ type: 'step.back' }),
  wizard({ type: 'leave.request' }),
  wizard({ type: 'leave.cancel' }),
  wizard({ type: 'leave.confirm' }),
  wizard({ type: 'selector.open' }),
  wizard({ type: 'print.save' }),
  wizard({ type: 'print.done', next: 'selector' }),
  wizard({ type: 'print.done', next: 'checkout' }),
];
const CHOOSING: PrintAction[] = [
  { to: 'finishSides', event: { type: 'side.choose', finish: hem, side: 'top' } },
  { to: 'finishSides', event: { type: 'side.choose', finish: hem, side: 'around' } },
];
// The refusal's toast answers the print, which passes it on to its finishes child.
const SIDES_OTHER: PrintAction[] = [{ to: 'finishSides', event: { type: 'side.remove', row: 0 } }, wizard({ type: 'refusal.seen' })];
const SHEET: PrintAction[] = [
  { to: 'sheetImport', event: { type: 'sheet.choose', file: xlsx } },
  { to: 'sheetImport', event: { type: 'sheet.choose', file: csv } },
  { to: 'sheetImport', event: { type: 'sheet.accept' } },
  { to: 'sheetImport', event: { type: 'sheet.cancel' } },
];
const READ_LINES: PrintAction[] = [
  read({ kind: 'read', found: { lines: [nine, five], validLines: [nine, five], problems: [] } }),
  read({ kind: 'read', found: { lines: [nine, copyLine(0)], validLines: [nine], problems: [sheetProblem] } }),
];
const READ_NOTHING: PrintAction[] = [read({ kind: 'read', found: { lines: [], validLines: [], problems: [] } }), read({ kind: 'unreadable' })];

const MAX_LINES = 3;
const MAX_ROWS = 2;

/**
 * What can happen in a state: the wizard's events anywhere (the ignored ones too), the editors' events
 * while their child exists and no dialog covers them, and a pending read answering (also one of an
 * import that is gone: the late read).
 */
function eventsIn(state: PrintState): PrintAction[] {
  const roomForLines = state.lines.length < MAX_LINES;
  const events = [...STARTS, ...(roomForLines ? GROWING : []), ...RESHAPING, ...WIZARD];
  if (state.sides && !state.askingToLeave) events.push(...(state.selections.length < MAX_ROWS ? CHOOSING : []), ...SIDES_OTHER);
  if (state.sheet && !state.askingToLeave) events.push(...SHEET);
  if (state.readPending) events.push(...(roomForLines ? READ_LINES : []), ...READ_NOTHING);
  return events;
}

function describeAction(action: PrintAction): string {
  switch (action.to) {
    case 'print': {
      const { event } = action;
      if (event.type === 'print.start') return `start ${event.product.name}`;
      if (event.type === 'print.edit') return `edit ${event.print.uuid} from the cart`;
      if (event.type === 'lines.edit') return `lines: ${event.edit.type}${'text' in event.edit ? ` ${event.edit.field} "${event.edit.text}"` : ''}`;
      if (event.type === 'print.done') return `print.done (${event.next})`;
      return event.type;
    }
    case 'finishSides':
      return `sides: ${action.event.type}${action.event.type === 'side.choose' ? ` ${action.event.side}` : ''}`;
    case 'sheetImport':
      return `sheet: ${action.event.type}${action.event.type === 'sheet.choose' ? ` ${action.event.file.name}` : ''}`;
    case 'readSheet':
      return action.answer.kind === 'unreadable' ? 'read answers: unreadable' : `read answers: ${action.answer.found.lines.length} lines, ${action.answer.found.problems.length} problems`;
  }
}

/** Do the lines pass the copy rules (null without a print)? It decides Next, Save and the price. */
const linesPass = (state: PrintState): boolean | null => (state.product ? validateCopyLines(state.lines, state.product).issues.length === 0 : null);

// States differ by where the wizard is, the product, whether the lines pass and were refused, the
// chosen sides, the editors' phases and a pending read (not by how many lines there are).
const keyOf = (state: PrintState): string =>
  JSON.stringify([
    state.step, state.askingToLeave, state.product?.id ?? null, linesPass(state), state.copyIssues.length > 0,
    state.selections.map((row) => row.side), state.sides?.phase ?? null, state.sheet?.phase ?? null, state.readPending,
  ]);

const SOURCES: readonly PrintEffect['from'][] = ['print', 'readSheet'];
/** Effects of different actors are compared per actor: their order across actors is not a promise. */
const bySource = (effects: PrintEffect[]): PrintEffect[] => SOURCES.flatMap((source) => effects.filter((effect) => effect.from === source));

const reference: ReferenceModel<PrintState, PrintAction, PrintEffect[]> = {
  initial: { state: noPrint, effects: [] },
  step: (state, action) => {
    const stepped = stepPrint(state, action);
    return { state: stepped.state, effects: bySource(stepped.effects) };
  },
  events: eventsIn,
  key: keyOf,
  describe: describeAction,
};

// --- The real machine ----------------------------------------------------------------------------

const isPriceAsk = (event: { type: string }): event is PriceAsk => event.type === 'print.change' || event.type === 'print.clear';

/** Inspection names actors by a narrow type; the ones it reports are full actors with an id. */
const actorOf = (ref: ActorRefLike): AnyActorRef | null => ('id' in ref && 'on' in ref ? (ref as AnyActorRef) : null);

type PrintSnapshot = SnapshotFrom<typeof printMachine>;

const observeFinishSides = ({ value, context }: SnapshotFrom<typeof finishSidesMachine>): PrintObservation['finishSides'] => ({
  value,
  selections: context.selections,
  issues: context.issues,
  refusal: context.refusal,
});

const observeSheetImport = (snapshot: SnapshotFrom<typeof sheetImportMachine>): PrintObservation['sheetImport'] => ({
  value: snapshot.value,
  busy: snapshot.hasTag('busy'),
  found: snapshot.context.found,
});

/** A running print actor with real children; file reads wait until the test answers them. */
function startMachine(): SystemUnderTest<PrintAction> & { snapshot: () => PrintSnapshot; takeEffects: () => PrintEffect[] } {
  let effects: PrintEffect[] = [];
  const reads: Pending<SheetImport>[] = [];
  /** The last thing each price child (by session) was asked. */
  const asked = new Map<string, PriceAsk>();
  const readSheet = fromPromise<SheetImport, ReadSheetInput>(({ input }) => {
    const { fixed_width, fixed_height, sides, min_order_qty, kind } = input.product;
    effects.push({ from: 'readSheet', rules: { fixed_width, fixed_height, sides, min_order_qty, kind } });
    return new Promise((resolve, reject) => reads.push({ resolve, reject }));
  });
  const machine = printMachine.provide({ actors: { sheetImport: sheetImportMachine.provide({ actors: { readSheet } }) } });
  const actor = createActor(machine, {
    inspect: (inspection) => {
      const child = actorOf(inspection.actorRef);
      if (!child) return;
      if (inspection.type === '@xstate.event' && child.id === 'printPrice' && isPriceAsk(inspection.event)) asked.set(child.sessionId, inspection.event);
    },
  });
  actor.on('*', (event) => effects.push({ from: 'print', event }));
  actor.start();

  const send = (action: PrintAction): void => {
    const { children } = actor.getSnapshot();
    switch (action.to) {
      case 'print':
        return actor.send(action.event);
      case 'finishSides':
        return children.finishSides?.send(action.event);
      case 'sheetImport':
        return children.sheetImport?.send(action.event);
      case 'readSheet':
        // Every read still waiting answers, also one of an import that should be gone.
        for (const pending of reads.splice(0)) {
          if (action.answer.kind === 'read') pending.resolve(action.answer.found);
          else pending.reject(new Error('not a zip'));
        }
    }
  };

  const observe = (): PrintObservation => {
    const snapshot = actor.getSnapshot();
    const { context, children } = snapshot;
    const step = stepOfValue(snapshot.value);
    const { finishSides, sheetImport, printPrice } = children;
    return {
      value: snapshot.value,
      tags: [...snapshot.tags].sort(),
      children: Object.keys(children).sort(),
      productId: context.product?.id ?? null,
      lines: context.lines,
      copyIssues: step === 'copies' || step === 'cartEdit' ? context.copyIssues : null,
      selections: context.selections,
      finishIssues: step === 'finishes' || step === 'cartEdit' ? context.finishIssues : null,
      frame: context.frame,
      completed: context.completed,
      finishSides: finishSides ? observeFinishSides(finishSides.getSnapshot()) : null,
      sheetImport: sheetImport ? observeSheetImport(sheetImport.getSnapshot()) : null,
      price: printPrice ? (asked.get(printPrice.sessionId) ?? null) : null,
      childrenOutOfPlace: childrenOutOfPlace(snapshot.value, Object.keys(children)),
    };
  };

  const takeEffects = (): PrintEffect[] => {
    const taken = bySource(effects);
    effects = [];
    return taken;
  };

  return {
    take: async (action) => {
      send(action);
      // Only a read's answer goes through promises; every other event is handled synchronously.
      if (action.to === 'readSheet') await settle();
    },
    observe: () => ({ ...observe(), effects: takeEffects() }),
    takeEffects,
    stop: () => actor.stop(),
    snapshot: () => actor.getSnapshot(),
  };
}

/** The machine is observed as the reference is, with the effects of the last step. */
const comparison: Comparison<PrintState, PrintAction, PrintEffect[]> = {
  model: reference,
  expected: ({ state, effects }) => ({ ...observePrint(state), effects }),
  start: startMachine,
};

/** The reference's step for a machine state value, read off the value's first level and step. */
function stepOfValue(value: unknown): WizardStep | 'unknown' {
  if (value === 'idle') return value;
  if (value === 'editing') return 'cartEdit';
  if (typeof value === 'object' && value !== null && 'complete' in value) return 'complete';
  const active = (value as { active?: unknown }).active;
  if (typeof active === 'object' && active !== null) return 'copies' in active ? 'copies' : 'finishes' in active ? 'finishes' : 'unknown';
  return 'unknown';
}

/** Children present that the machine's own state does not allow, and allowed ones that are missing. */
function childrenOutOfPlace(value: unknown, present: readonly string[]): string[] {
  const step = stepOfValue(value);
  if (step === 'unknown') return [`a state the table does not know: ${JSON.stringify(value)}`];
  const allowed = CHILDREN_OF_STEP[step];
  return [
    ...present.filter((child) => !allowed.includes(child)).map((child) => `${child} outlives its state (${step})`),
    ...allowed.filter((child) => !present.includes(child)).map((child) => `${child} missing in ${step}`),
  ];
}

// --- The tests -----------------------------------------------------------------------------------

// The live price waits 200 ms after a change: no timer may fire on its own (the price child is not
// what is tested here, only what it is asked).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterAll(() => {
  vi.useRealTimers();
});

/** Would the finish editor's check pass now (null without an editor)? It decides Next and Save. */
const sidesWouldPass = (state: PrintState): boolean | null =>
  state.sides && state.product ? validateFinishSelections(state.selections, state.catalogFinishes, state.product.id).length === 0 : null;

/**
 * The reference's control states: what decides what each event does. Where the wizard is, which
 * product, whether the lines pass and their issues are shown, the finish editor's phase and
 * whether its check would pass, the import's phase and a pending read. Every event is tried in each
 * of them (with the finer key above that would be some 10000 sequences).
 */
const controlKeyOf = (state: PrintState): string =>
  JSON.stringify([
    state.step, state.askingToLeave, state.product?.id ?? null, linesPass(state), state.copyIssues.length > 0,
    state.sides?.phase ?? null, sidesWouldPass(state), state.sheet?.phase ?? null, state.readPending,
  ]);

const WALKS = { seed: 2303, count: 200, length: 12 };
/** More than the reference has by either key (308 by the finer). */
const MAX_STATES = 1000;

describe('print machine against its reference', () => {
  // 308 paths (388 before line errors followed every edit once shown: valid lines with stale
  // errors are no state any more).
  it('follows every shortest path of the reference', async () => {
    const { statePaths } = explore(reference, MAX_STATES);
    expect(statePaths.length).toBeGreaterThan(290);
    await expectAgreement(comparison, statePaths);
  }, WALK_TIMEOUT_MS);

  // 3904 transitions (4808 before line errors followed every edit).
  it('takes every event in every control state of the reference', async () => {
    const { transitionPaths, transitions } = explore({ ...reference, key: controlKeyOf }, MAX_STATES);
    expect(transitions).toBeGreaterThan(3800);
    await expectAgreement(comparison, transitionPaths);
  }, WALK_TIMEOUT_MS);

  it(`follows ${WALKS.count} seeded random walks of ${WALKS.length} steps`, async () => {
    await expectAgreement(comparison, randomWalks(reference, WALKS));
  }, WALK_TIMEOUT_MS);
});

// Every comparison above also checks the children of each state (childrenOutOfPlace); these two
// replay the late Excel read on its own.
describe('print machine: an Excel read that answers after the copies step', () => {
  // A customer who leaves the copies step while a sheet is still read must keep the lines they saw:
  // a sheetImport that outlived the copies step took a late read on the finishes step and
  // turned the lines [2] into [2, 9, 5].
  const lateRead: PrintAction[] = [
    wizard({ type: 'print.start', product: banner, finishes: catalogFinishes, uuid: 'u-1' }),
    edit({ type: 'import', lines: [two] }),
    { to: 'sheetImport', event: { type: 'sheet.choose', file: xlsx } },
    wizard({ type: 'copies.next' }),
    read({ kind: 'read', found: { lines: [nine, five], validLines: [nine, five], problems: [] } }),
  ];

  it('a late Excel read: the import started on the copies step is gone on the finishes step, and its answer changes nothing', async () => {
    const machine = startMachine();
    for (const event of lateRead.slice(0, -1)) await machine.take(event);
    expect(machine.snapshot().value).toEqual({ active: { finishes: 'editing' } });
    expect(Object.keys(machine.snapshot().children).sort()).toEqual(['finishSides', 'printPrice']);
    await machine.take(lateRead.at(-1)!);
    expect(machine.snapshot().context.lines).toEqual([two]);
    expect(Object.keys(machine.snapshot().children).sort()).toEqual(['finishSides', 'printPrice']);
    expect(machine.takeEffects().filter((effect) => effect.from === 'print' && effect.event.type.startsWith('sheet.'))).toEqual([]);
    machine.stop();
    await expectAgreement(comparison, [lateRead]);
  });

  it('a late Excel read: back on the copies step, the new import does not take the old answer either', async () => {
    const backAgain = [...lateRead.slice(0, -1), wizard({ type: 'step.back' }), lateRead.at(-1)!];
    const machine = startMachine();
    for (const event of backAgain) await machine.take(event);
    expect(machine.snapshot().context.lines).toEqual([two]);
    expect(machine.snapshot().children.sheetImport?.getSnapshot().value).toBe('idle');
    machine.stop();
    await expectAgreement(comparison, [backAgain]);
  });
});

describe('print reference (sanity of the oracle itself)', () => {
  const reached = explore(reference, MAX_STATES).statePaths.map((path) => stateAfter(reference, path));

  it('reaches every state of the wizard, with and without the leave dialog', () => {
    const values = new Set(reached.map((state) => JSON.stringify(observePrint(state).value)));
    expect([...values].sort()).toEqual([
      '"editing"', '"idle"',
      '{"active":{"copies":"confirmingLeave"}}', '{"active":{"copies":"editing"}}',
      '{"active":{"finishes":"confirmingLeave"}}', '{"active":{"finishes":"editing"}}',
      '{"complete":"fromCart"}', '{"complete":"fromCopies"}', '{"complete":"fromFinishes"}',
    ].sort());
  });

  it('walks the import to review, completes prints of every product, and leaves a read pending without an import', () => {
    expect(reached.some((state) => state.sheet?.phase === 'reviewing')).toBe(true);
    expect(new Set(reached.flatMap((state) => (state.completed ? [state.completed.product_id] : [])))).toEqual(new Set([banner.id, mesh.id, plusFrame.id]));
    expect(reached.some((state) => state.readPending && state.sheet?.phase !== 'reading')).toBe(true);
  });
});
