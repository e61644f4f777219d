import { describe, expect, it } from 'vitest';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import type { Finish, Product } from '../../src/domain/catalog.js';
import { validateCopyLines, type CopyDraft } from '../../src/domain/copy-lines.js';
import type { Issue } from '../../src/domain/issues.js';
import type { Print } from '../../src/domain/print-schema.js';
import { finishSidesMachine, type FinishEdit, type FinishSidesEmitted } from '../../machines/finish-sides.machine.js';
import { printMachine, type FinishSidesSnapshot, type PrintEmitted, type PrintEvent } from '../../machines/print.machine.js';
import { sampleSimplePaths, shortestPathsToEveryState, type ReachedPath, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage } from '../support/path-coverage.js';

const product = (id: number, kind: Product['kind'] = 'sheet'): Product => ({
  id, name: `P${id}`, material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false,
  fixed_width: 0, fixed_height: 0, sides: 1, default_code: 'X', is_favorite: false, min_order_qty: 0, weld_max_mm: 0, kind,
});
const hem: Finish = {
  id: 7, name: 'Zoom', level: 1, finishing_id: 101, default_code: 'AF', location: null, side: 'around',
  products: [{ product_id: 1, level: 1, location: null, sequence: 1 }],
};
const withFinishes = product(1);
const plain = product(2);
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };

const noFrame = { base: null, support: false, wallmount: false };
const baseEvents: PrintEvent[] = [
  { type: 'print.start', product: withFinishes, finishes: [hem], uuid: 'u-1' },
  { type: 'print.start', product: plain, finishes: [hem], uuid: 'u-2' },
  { type: 'lines.edit', edit: { type: 'import', lines: [line] } },
  { type: 'copies.next' },
  { type: 'frame.change', frame: { ...noFrame, support: true } },
  { type: 'step.back' },
  { type: 'leave.request' },
  { type: 'leave.cancel' },
  { type: 'leave.confirm' },
  { type: 'print.done', next: 'selector' },
  { type: 'print.done', next: 'checkout' },
  // Back on the copies step or the Selection crumb: the product choice is asked for.
  { type: 'selector.open' },
  // The cart's edit modal: an existing print with one valid line and no finishes yet.
  { type: 'print.edit', product: withFinishes, finishes: [hem], print: { product_id: 1, copies: [line], finishes: [], complete: true, uuid: 'u-3', prices: {} } },
  // ... and one whose line is no longer valid (Save is refused until it is fixed).
  { type: 'print.edit', product: plain, finishes: [hem], print: { product_id: 2, copies: [{ ...line, quantity: 0 }], finishes: [], complete: true, uuid: 'u-4', prices: {} } },
  { type: 'print.save' },
];

type Snapshot = SnapshotFrom<typeof printMachine>;
/** What the finishes step's child is asked: an edit by the finish editor, or the check on Next. */
type ChildStep = FinishEdit | { type: 'finishes.next' } | { type: 'print.save' };
/** The child's answer as the print hears it (its snapshot), with what caused it for the replay. */
type ChildAnswer = { type: 'xstate.snapshot.finishSides'; snapshot: FinishSidesSnapshot; via: ChildStep };
type ModelEvent = PrintEvent | ChildAnswer;

const childSteps: ChildStep[] = [
  { type: 'side.choose', finish: hem, side: 'top' },
  { type: 'side.choose', finish: hem, side: 'around' },
  { type: 'side.remove', row: 0 },
  { type: 'finishes.next' },
];

// --- The oracle: the print lifecycle of spec section 4 and the side rules for one hem, by hand ------
const EDGES = ['top', 'right', 'bottom', 'left'] as const;
const EDGES_OF: Record<string, readonly string[]> = { top: ['top'], around: EDGES };
const BLANK: CopyDraft = { originals: null, quantity: null, width: null, height: null, sides: 1, abaa: 1, remark: '' };
const isBlank = (copy: CopyDraft) => copy.originals === null && copy.quantity === null && copy.width === null && copy.height === null && copy.remark.trim() === '';
/** A line is valid with originals, a positive quantity and a size; a blank one misses originals and quantity. */
const lineIssues = (lines: readonly CopyDraft[]): string[] =>
  lines.some(isBlank) ? ['originals', 'quantity'] : lines.flatMap((copy) => ((copy.quantity ?? 0) > 0 ? [] : ['quantity']));

/** What the tests observe of the print: its step, product, lines, sides, issues, frame support, completed print. */
interface Observed {
  value: unknown;
  productId: number | null;
  lines: CopyDraft[];
  sides: string[];
  copyIssues: string[];
  finishIssues: string[];
  support: boolean;
  completed: Print | null;
}
/** The model's own facts besides: which product (does it need the finishes step) and the print's uuid. */
interface Model extends Observed {
  needsFinishes: boolean;
  uuid: string;
}
type Emitted = { type: string } & Record<string, unknown>;

const COPIES_EDITING = { active: { copies: 'editing' } };
const FINISHES_EDITING = { active: { finishes: 'editing' } };
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const cleared = (model: Model): Model => ({ ...model, value: 'idle', productId: null, lines: [], sides: [], copyIssues: [], finishIssues: [], support: false, completed: null });

/** The complete print: the valid lines, the hem's sides expanded (around is four), for the cart. */
const completedPrint = (model: Model): Print => ({
  product_id: model.productId!,
  copies: model.lines as Print['copies'], // complete only when every line is valid
  finishes: model.sides.flatMap((side) => EDGES_OF[side]!.map((edge) => ({ id: hem.id, finishing_id: hem.finishing_id, side: edge as 'top' }))),
  complete: true,
  uuid: model.uuid,
  prices: {},
});
/** Complete, remembering the page it was completed on (it stays behind the added-to-cart dialog). */
const complete = (model: Model): { next: Model; emits: Emitted[] } => {
  const print = completedPrint(model);
  const from = model.value === 'editing' ? 'fromCart' : same(model.value, FINISHES_EDITING) ? 'fromFinishes' : 'fromCopies';
  return { next: { ...model, value: { complete: from }, completed: print }, emits: [{ type: 'print.completed', print }] };
};
const isComplete = (value: unknown): boolean => typeof value === 'object' && value !== null && 'complete' in value;

/**
 * The hem's side rules as the finishes child applies them: a side twice or overlapping is refused,
 * and the print tells the refusal ('exists' for the same side, else the side it clashes with); a
 * check that finds edges missing tells them.
 */
function childStep(model: Model, via: ChildStep): { next: Model; emits: Emitted[] } {
  if (via.type === 'side.choose') {
    const clash = model.sides.find((side) => EDGES_OF[side]!.some((edge) => EDGES_OF[via.side]!.includes(edge)));
    if (clash) return { next: model, emits: [{ type: 'side.refused', keyword: clash === via.side ? 'exists' : 'conflict', side: via.side, with: clash }] };
    return { next: { ...model, sides: [...model.sides, via.side], finishIssues: [] }, emits: [] };
  }
  if (via.type === 'side.remove') return { next: { ...model, sides: model.sides.slice(1), finishIssues: [] }, emits: [] };
  // The check (Next, or Save in the cart): every edge covered once the hem is chosen, else the print completes.
  const covered = model.sides.flatMap((side) => EDGES_OF[side]!);
  const missing = covered.length === 0 ? [] : EDGES.filter((edge) => !covered.includes(edge));
  return missing.length > 0 ? { next: { ...model, finishIssues: missing }, emits: [{ type: 'sides.invalid', fields: missing }] } : complete(model);
}

/** Where an event leads and what it emits, by the spec (not asked of the machine). */
function expectedStep(model: Model, event: ModelEvent): { next: Model; emits: Emitted[] } {
  const stay = { next: model, emits: [] };
  const inActive = typeof model.value === 'object' && model.value !== null && 'active' in model.value;
  const editable = same(model.value, FINISHES_EDITING) || model.value === 'editing';
  const asking = inActive && JSON.stringify(model.value).includes('confirmingLeave');
  switch (event.type) {
    case 'print.start': {
      const next: Model = { ...cleared(model), value: COPIES_EDITING, productId: event.product.id, needsFinishes: event.product.id === withFinishes.id, uuid: event.uuid, lines: [BLANK] };
      return { next, emits: [{ type: 'copies.opened' }] };
    }
    case 'print.edit': {
      const sides = (event.print.finishes ?? []).map((finish) => finish.side);
      const next: Model = { ...cleared(model), value: 'editing', productId: event.product.id, needsFinishes: event.product.id === withFinishes.id, uuid: event.print.uuid, lines: event.print.copies as CopyDraft[], sides };
      return { next, emits: [] };
    }
    case 'lines.edit': {
      // Lines change on the copies step (its leave dialog too) and in the cart's modal: the finishes
      // step has no copies editor, and its lines were validated on the way in.
      const onCopies = inActive && JSON.stringify(model.value).includes('copies');
      if (!onCopies && model.value !== 'editing') return stay;
      const edit = event.edit as Extract<PrintEvent, { type: 'lines.edit' }>['edit'] & { type: 'import' };
      const lines = [...model.lines.filter((copy) => !isBlank(copy)), ...edit.lines];
      // Errors once shown follow every edit.
      return { next: { ...model, lines, copyIssues: model.copyIssues.length > 0 ? lineIssues(lines) : [] }, emits: [] };
    }
    case 'copies.next': {
      if (!same(model.value, COPIES_EDITING)) return stay;
      const issues = lineIssues(model.lines);
      if (issues.length > 0) return { next: { ...model, copyIssues: issues }, emits: [{ type: 'copies.refused', fields: issues }] };
      const checked = { ...model, copyIssues: [] };
      if (!model.needsFinishes) return complete(checked);
      return { next: { ...checked, value: FINISHES_EDITING, finishIssues: [] }, emits: [{ type: 'finishes.opened' }] };
    }
    case 'frame.change':
      return editable ? { next: { ...model, support: event.frame.support }, emits: [] } : stay;
    case 'step.back':
      return same(model.value, FINISHES_EDITING) ? { next: { ...model, value: COPIES_EDITING }, emits: [{ type: 'copies.opened' }] } : stay;
    case 'leave.request':
      if (!inActive || asking) return stay;
      return { next: { ...model, value: same(model.value, COPIES_EDITING) ? { active: { copies: 'confirmingLeave' } } : { active: { finishes: 'confirmingLeave' } } }, emits: [] };
    case 'leave.cancel':
      if (!asking) return stay;
      return { next: { ...model, value: JSON.stringify(model.value).includes('copies') ? COPIES_EDITING : FINISHES_EDITING }, emits: [] };
    case 'leave.confirm':
      return asking ? { next: cleared(model), emits: [{ type: 'print.removed', uuid: model.uuid }] } : stay;
    case 'print.done':
      return isComplete(model.value) ? { next: cleared(model), emits: [{ type: 'print.closed', next: event.next }] } : stay;
    case 'selector.open':
      return inActive ? { next: model, emits: [{ type: 'selector.requested' }] } : stay;
    case 'print.save': {
      if (model.value !== 'editing') return stay;
      const issues = lineIssues(model.lines);
      return issues.length > 0 ? { next: { ...model, copyIssues: issues }, emits: [{ type: 'copies.refused', fields: issues }] } : childStep({ ...model, copyIssues: [] }, { type: 'print.save' });
    }
    case 'finishes.next':
      return same(model.value, FINISHES_EDITING) ? childStep(model, event) : stay;
    case 'xstate.snapshot.finishSides':
      return event.via.type === 'print.save' ? expectedStep(model, { type: 'print.save' }) : childStep(model, event.via);
    // The refusal's toast was shown: the child takes choices again; the print itself stays.
    case 'refusal.seen':
      return stay;
    // What a child tells the customer, the print tells as its own.
    case 'side.refused':
    case 'sides.invalid':
    case 'sheet.refused':
    case 'sheet.imported':
      return { next: model, emits: [emittedOf(event)] };
  }
}

/**
 * The child's answer as the print hears it, for the graph only (the replay causes it through the
 * real child): the child's state after the step by the hem's rules above, not asked of any machine.
 */
function childAnswer(snapshot: Snapshot, via: ChildStep): ChildAnswer {
  const { product: chosen, catalogFinishes, selections, finishIssues } = snapshot.context;
  const model = { ...observe(snapshot), needsFinishes: true, uuid: snapshot.context.uuid };
  const { next } = childStep(model, via);
  const refused = via.type === 'side.choose' && same(next.sides, model.sides);
  const checked = via.type === 'finishes.next' || via.type === 'print.save';
  const value = refused ? 'refused' : !checked ? 'editing' : isComplete(next.value) ? 'valid' : 'invalid';
  const sides = next.sides.map((side) => ({ id: hem.id, finishing_id: hem.finishing_id, side: side as 'top' }));
  const issues: Issue[] = next.finishIssues.map((field) => ({ field, keyword: 'present', message: `${field} must be present` }));
  const child = finishSidesMachine.resolveState({
    value,
    context: { productId: chosen?.id ?? 0, finishes: catalogFinishes, selections: refused ? selections : sides, issues: refused ? finishIssues : issues, refusal: null },
  });
  return { type: 'xstate.snapshot.finishSides', snapshot: child, via };
}

const observe = (snapshot: Snapshot): Observed => {
  const { product: chosen, lines, selections, copyIssues, finishIssues, frame, completed } = snapshot.context;
  return {
    value: snapshot.value, productId: chosen?.id ?? null, lines, sides: selections.map((selection) => selection.side),
    copyIssues: copyIssues.map((issue) => issue.field), finishIssues: finishIssues.map((issue) => issue.field), support: frame.support, completed,
  };
};
const observedOf = ({ needsFinishes: _needs, uuid: _uuid, ...observed }: Model): Observed => observed;
/** What the print emitted, with a refusal's issues by field. */
function emittedOf(event: PrintEmitted): Emitted {
  if (event.type === 'copies.refused' || event.type === 'sides.invalid') return { type: event.type, fields: event.issues.map((issue) => issue.field) };
  if (event.type === 'side.refused') return { type: event.type, keyword: event.keyword, side: event.side, with: event.with };
  return { ...event };
}

const hasValidLines = (snapshot: Snapshot) =>
  snapshot.context.product !== null && validateCopyLines(snapshot.context.lines, snapshot.context.product).issues.length === 0;

/** The Excel import child's notices on the copies step, as it tells them to the print. */
const sheetNotices: PrintEvent[] = [
  { type: 'sheet.refused', reason: 'notXlsx' },
  { type: 'sheet.imported', count: 1 },
];
/** The finish editor's toast of a refused side was shown. */
const SEEN: PrintEvent = { type: 'refusal.seen' };

function eventsFor(snapshot: Snapshot): ModelEvent[] {
  // While the wizard asks whether to leave, the dialog covers the editors: only its answers and the rest.
  if (snapshot.hasTag('confirmingLeave')) return baseEvents;
  if (snapshot.matches({ active: 'copies' })) return [...baseEvents, ...sheetNotices];
  if (snapshot.matches({ active: 'finishes' })) return [...baseEvents, ...childSteps.map((via) => childAnswer(snapshot, via)), SEEN];
  if (!snapshot.matches('editing')) return baseEvents;
  // Saving valid lines asks the child for its check: its answer is what the print hears.
  if (!hasValidLines(snapshot)) return [...baseEvents, ...childSteps.slice(0, 3).map((via) => childAnswer(snapshot, via)), SEEN];
  const edits = childSteps.slice(0, 3).map((via) => childAnswer(snapshot, via));
  return [...baseEvents.filter((event) => event.type !== 'print.save'), ...edits, childAnswer(snapshot, { type: 'print.save' }), SEEN];
}

const describeEvent = (event: ModelEvent): string => {
  if (event.type !== 'xstate.snapshot.finishSides') return event.type === 'print.start' ? `print.start(${event.uuid})` : event.type;
  const { via } = event;
  return via.type === 'side.choose' ? `child: choose ${via.side}` : via.type === 'finishes.next' || via.type === 'print.save' ? `${via.type} (child checks)` : `child: ${via.type}`;
};

// States differ by step, product, whether the lines are valid, which sides are chosen and whether
// the child found issues (not by counters).
const keyOf = (snapshot: Snapshot) => {
  const { product: chosen, lines, selections, finishIssues, frame } = snapshot.context;
  const valid = chosen ? validateCopyLines(lines, chosen).issues.length === 0 : false;
  return JSON.stringify([snapshot.value, chosen?.id ?? null, valid, selections.map((selection) => selection.side), finishIssues.length, frame.support]);
};

/** Takes a model step on the real print actor: child answers are caused through the child itself. */
function take(actor: Actor<typeof printMachine>, event: ModelEvent): void {
  if (event.type !== 'xstate.snapshot.finishSides') actor.send(event);
  else if (event.via.type === 'finishes.next' || event.via.type === 'print.save') actor.send(event.via);
  else actor.getSnapshot().children.finishSides!.send(event.via);
}

describe('print machine (model-based)', () => {
  const coverage = trackCoverage(printMachine);
  const traversal: Traversal<ModelEvent> = {
    events: eventsFor as never,
    serializeState: (snapshot) => keyOf(snapshot as Snapshot),
    // A child snapshot holds the machine itself: name the answer by what caused it.
    serializeEvent: (model) => (model.type === 'xstate.snapshot.finishSides' ? `child ${JSON.stringify(model.via)}` : JSON.stringify(model)),
  };
  const paths = shortestPathsToEveryState(printMachine, traversal);

  it('reaches every state of the print lifecycle', () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...values].sort()).toEqual([
      '"editing"', '"idle"',
      '{"active":{"copies":"confirmingLeave"}}', '{"active":{"copies":"editing"}}',
      '{"active":{"finishes":"confirmingLeave"}}', '{"active":{"finishes":"editing"}}',
      '{"complete":"fromCart"}', '{"complete":"fromCopies"}', '{"complete":"fromFinishes"}',
    ]);
  });

  // Every event the screens can send in every reached state (also those the state must ignore),
  // each replayed on a real actor: every step's state, context and emits must be the oracle's.
  const caseOf = (path: ReachedPath, event: ModelEvent, kind = '') => {
    const steps = [...path.steps.map((step) => step.event as ModelEvent), event];
    return [kind + steps.map(describeEvent).join(' > '), steps] as const;
  };
  // Then a seeded sample of other simple paths (other ways into the same states).
  const transitions = [
    ...paths.flatMap((path) => eventsFor(path.state as Snapshot).map((event) => caseOf(path, event))),
    ...sampleSimplePaths(printMachine, traversal).map(({ path, event }) => caseOf(path, event, 'sampled: ')),
  ];

  it('completes and removes prints on some of the transitions', () => {
    const outcomes = transitions.map(([, steps]) => steps.reduce((run, event) => {
      const { next, emits } = expectedStep(run.model, event);
      return { model: next, types: [...run.types, ...emits.map((emit) => emit.type)] };
    }, { model: cleared({ needsFinishes: false, uuid: '' } as Model), types: [] as string[] }).types);
    expect(outcomes.some((types) => types.includes('print.completed'))).toBe(true);
    expect(outcomes.some((types) => types.includes('print.removed'))).toBe(true);
  });

  it.each(transitions)('replays %s', (_name, steps) => {
    const actor = createActor(printMachine, { inspect: coverage.inspect });
    const emitted: PrintEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    let model = cleared({ needsFinishes: false, uuid: '' } as Model);
    for (const [index, event] of steps.entries()) {
      const before = emitted.length;
      take(actor, event);
      const { next, emits } = expectedStep(model, event);
      expect(observe(actor.getSnapshot()), `after step ${index + 1}, ${describeEvent(event)}`).toEqual(observedOf(next));
      expect(emitted.slice(before).map(emittedOf), `emitted by step ${index + 1}, ${describeEvent(event)}`).toEqual(emits);
      model = next;
    }
    actor.stop();
  });

  itTookEveryPath(coverage);
});

/** The finish editor's side of the wizard: edits go to the print's finish-sides child. */
const sidesOf = (actor: Actor<typeof printMachine>) => actor.getSnapshot().children.finishSides!;
const choose = (side: 'top' | 'around') => ({ type: 'side.choose' as const, finish: hem, side });

describe('print machine (scenarios)', () => {
  it('completes a product without finishes at once, with the valid lines as the print', () => {
    const actor = createActor(printMachine).start();
    actor.send({ type: 'print.start', product: plain, finishes: [hem], uuid: 'u-2' });
    actor.send({ type: 'copies.next' });
    expect(actor.getSnapshot().context.copyIssues.map((issue) => issue.field)).toEqual(['originals', 'quantity']);
    actor.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    actor.send({ type: 'copies.next' });
    expect(actor.getSnapshot().matches('complete')).toBe(true);
    expect(actor.getSnapshot().context.completed).toMatchObject({ product_id: 2, uuid: 'u-2', complete: true, copies: [line] });
  });

  it('keeps finishes until the level-1 rule is met, refuses a side twice, and expands around', () => {
    const actor = createActor(printMachine).start();
    actor.send({ type: 'print.start', product: withFinishes, finishes: [hem], uuid: 'u-1' });
    actor.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    actor.send({ type: 'copies.next' });
    const refusals: FinishSidesEmitted[] = [];
    actor.on('side.refused', (refusal) => refusals.push(refusal));
    sidesOf(actor).send(choose('top'));
    sidesOf(actor).send(choose('top'));
    expect(refusals).toMatchObject([{ keyword: 'exists', side: 'top' }]);
    actor.send({ type: 'finishes.next' });
    expect(actor.getSnapshot().context.finishIssues.map((issue) => issue.field)).toEqual(['right', 'bottom', 'left']);
    sidesOf(actor).send({ type: 'side.remove', row: 0 });
    sidesOf(actor).send(choose('around'));
    actor.send({ type: 'finishes.next' });
    expect(actor.getSnapshot().matches('complete')).toBe(true);
    expect(actor.getSnapshot().context.completed?.finishes?.map((finish) => finish.side)).toEqual(['top', 'right', 'bottom', 'left']);
    actor.send({ type: 'print.done', next: 'selector' });
    expect(actor.getSnapshot().context.product).toBeNull();
  });
});

describe('print machine (the print lifecycle of spec section 4)', () => {
  const start = (chosen: Product, uuid: string) => {
    const actor = createActor(printMachine);
    const emitted: PrintEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'print.start', product: chosen, finishes: [hem], uuid });
    // Starting opens the copies step (the wizard shows /printer): what follows is what each test checks.
    expect(emitted).toEqual([{ type: 'copies.opened' }]);
    emitted.length = 0;
    return { actor, emitted };
  };

  it('starting a print opens its copies step, and says so (the wizard shows /printer)', () => {
    const actor = createActor(printMachine).start();
    const emitted: PrintEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.send({ type: 'print.start', product: plain, finishes: [hem], uuid: 'u-5' });
    expect(actor.getSnapshot().value).toEqual({ active: { copies: 'editing' } });
    expect(emitted).toEqual([{ type: 'copies.opened' }]);
  });

  it('product with finishes: copies (blank lines left out), then finishes, then complete with the print for the cart', () => {
    const { actor, emitted } = start(withFinishes, 'u-1');
    expect(actor.getSnapshot().context.lines).toEqual([{ originals: null, quantity: null, width: null, height: null, sides: 1, abaa: 1, remark: '' }]);
    actor.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    actor.send({ type: 'lines.edit', edit: { type: 'add' } });
    actor.send({ type: 'copies.next' });
    expect(actor.getSnapshot().value).toEqual({ active: { finishes: 'editing' } });
    expect(emitted).toEqual([{ type: 'finishes.opened' }]);
    sidesOf(actor).send(choose('top'));
    actor.send({ type: 'finishes.next' });
    expect(actor.getSnapshot().context.finishIssues.map((issue) => issue.field)).toEqual(['right', 'bottom', 'left']);
    // The missing edges are the print's to tell (one toast each), as its child found them.
    const missing = { type: 'sides.invalid', issues: actor.getSnapshot().context.finishIssues };
    expect(emitted).toEqual([{ type: 'finishes.opened' }, missing]);
    sidesOf(actor).send({ type: 'side.remove', row: 0 });
    sidesOf(actor).send(choose('around'));
    actor.send({ type: 'finishes.next' });
    expect(actor.getSnapshot().matches('complete')).toBe(true);
    const sides = ['top', 'right', 'bottom', 'left'].map((side) => ({ id: 7, finishing_id: 101, side }));
    expect(emitted).toEqual([
      { type: 'finishes.opened' },
      missing,
      { type: 'print.completed', print: { product_id: 1, copies: [line], finishes: sides, complete: true, uuid: 'u-1', prices: {} } },
    ]);
  });

  it('product without finishes: refuses invalid copies, then is complete at once after valid ones', () => {
    const { actor, emitted } = start(plain, 'u-2');
    actor.send({ type: 'lines.edit', edit: { type: 'import', lines: [{ ...line, width: 44 }] } });
    actor.send({ type: 'copies.next' });
    expect(actor.getSnapshot().value).toEqual({ active: { copies: 'editing' } });
    expect(actor.getSnapshot().context.copyIssues).toEqual([
      { row: 0, field: 'width', keyword: 'min', message: 'Width must be at least 45', params: { min: 45 } },
    ]);
    actor.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'width', text: '1000', language: 'nl' } });
    actor.send({ type: 'copies.next' });
    expect(actor.getSnapshot().matches('complete')).toBe(true);
    expect(actor.getSnapshot().context.copyIssues).toEqual([]);
    expect(emitted.map((event) => event.type)).toEqual(['copies.refused', 'print.completed']);
  });

  it('leaving asks first while a print is active; staying keeps the step, leaving removes the incomplete print', () => {
    const inCopies = start(withFinishes, 'u-1');
    expect(inCopies.actor.getSnapshot().hasTag('asksBeforeLeaving')).toBe(true);
    inCopies.actor.send({ type: 'leave.request' });
    expect(inCopies.actor.getSnapshot().hasTag('confirmingLeave')).toBe(true);
    expect(inCopies.actor.getSnapshot().hasTag('asksBeforeLeaving')).toBe(false);
    inCopies.actor.send({ type: 'leave.cancel' });
    expect(inCopies.actor.getSnapshot().value).toEqual({ active: { copies: 'editing' } });
    inCopies.actor.send({ type: 'leave.request' });
    inCopies.actor.send({ type: 'leave.confirm' });
    expect(inCopies.actor.getSnapshot().value).toBe('idle');
    expect(inCopies.emitted).toEqual([{ type: 'print.removed', uuid: 'u-1' }]);

    const inFinishes = start(withFinishes, 'u-3');
    inFinishes.actor.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    inFinishes.actor.send({ type: 'copies.next' });
    sidesOf(inFinishes.actor).send(choose('top'));
    inFinishes.actor.send({ type: 'leave.request' });
    inFinishes.actor.send({ type: 'leave.cancel' });
    // Staying keeps the finishes step and its child with the chosen side (no new step opened).
    expect(sidesOf(inFinishes.actor).getSnapshot().context.selections.map((selection) => selection.side)).toEqual(['top']);
    inFinishes.actor.send({ type: 'leave.request' });
    inFinishes.actor.send({ type: 'leave.confirm' });
    expect(inFinishes.actor.getSnapshot().value).toBe('idle');
    expect(inFinishes.actor.getSnapshot().context.lines).toEqual([]);
    expect(inFinishes.emitted).toEqual([{ type: 'finishes.opened' }, { type: 'print.removed', uuid: 'u-3' }]);

    const complete = start(plain, 'u-2');
    complete.actor.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    complete.actor.send({ type: 'copies.next' });
    expect(complete.actor.getSnapshot().hasTag('asksBeforeLeaving')).toBe(false);
    expect(complete.actor.getSnapshot().can({ type: 'leave.request' })).toBe(false);
    complete.actor.send({ type: 'leave.confirm' });
    expect(complete.actor.getSnapshot().matches('complete')).toBe(true);
    expect(complete.emitted.map((event) => event.type)).toEqual(['print.completed']);
  });

  it('back from finishes keeps the lines and the chosen sides to edit', () => {
    const { actor } = start(withFinishes, 'u-1');
    actor.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    actor.send({ type: 'copies.next' });
    sidesOf(actor).send(choose('top'));
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toEqual({ active: { copies: 'editing' } });
    expect(actor.getSnapshot().context.lines).toEqual([line]);
    expect(actor.getSnapshot().context.selections.map((selection) => selection.side)).toEqual(['top']);
    expect(actor.getSnapshot().children.finishSides).toBeUndefined();
    // Entering the step again starts a new child with the sides chosen before.
    actor.send({ type: 'copies.next' });
    expect(sidesOf(actor).getSnapshot().context.selections.map((selection) => selection.side)).toEqual(['top']);
    sidesOf(actor).send(choose('around'));
    expect(actor.getSnapshot().context.selections.map((selection) => selection.side)).toEqual(['top']);
  });
});

describe('print machine (a print from the cart)', () => {
  it('edits an existing print: its lines and sides come back, Save checks both and hands over the same uuid', () => {
    const actor = createActor(printMachine);
    const emitted: PrintEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    const around = (['top', 'right', 'bottom', 'left'] as const).map((side) => ({ id: 7, finishing_id: 101, side }));
    actor.send({ type: 'print.edit', product: withFinishes, finishes: [hem], print: { product_id: 1, copies: [line], finishes: around, complete: true, uuid: 'u-9', prices: {} } });
    expect(actor.getSnapshot().context.selections.map((selection) => selection.side)).toEqual(['around']);
    actor.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'quantity', text: '7', language: 'nl' } });
    actor.send({ type: 'print.save' });
    expect(actor.getSnapshot().matches('complete')).toBe(true);
    expect(emitted).toEqual([{ type: 'print.completed', print: { product_id: 1, copies: [{ ...line, quantity: 7 }], finishes: around, complete: true, uuid: 'u-9', prices: {} } }]);
  });

  it('asks its price child for a price only while a print is active, and keeps the price of a completed print until it is closed', () => {
    const actor = createActor(printMachine).start();
    actor.send({ type: 'print.start', product: plain, finishes: [], uuid: 'u-2' });
    const price = () => actor.getSnapshot().children.printPrice;
    expect(price()?.getSnapshot().value).toBe('idle');
    actor.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    expect(price()?.getSnapshot().value).toBe('waiting');
    expect(price()?.getSnapshot().context.print?.copies).toEqual([line]);
    actor.send({ type: 'copies.next' });
    expect(actor.getSnapshot().value).toEqual({ complete: 'fromCopies' });
    expect(price()?.getSnapshot().context.print?.copies).toEqual([line]);
    actor.send({ type: 'print.done', next: 'selector' });
    expect(price()?.getSnapshot().value).toBe('idle');
    expect(price()?.getSnapshot().context.print).toBeNull();
  });
});
