import type { Product } from '../../../src/domain/catalog.js';
import { newCopyLine, typeInLine, validateCopyLines, type CopyDraft, type ProductRules } from '../../../src/domain/copy-lines.js';
import type { Copy } from '../../../src/domain/copy.js';
import { isXlsxFile, type SheetImport } from '../../../src/domain/excel-rows.js';
import { foldSelections } from '../../../src/domain/finish-choices.js';
import { needsFinishesStep, type FinishRef } from '../../../src/domain/finish-lists.js';
import type { FinishSelection } from '../../../src/domain/finish-rules.js';
import { expandSide } from '../../../src/domain/finish-sides.js';
import type { Issue } from '../../../src/domain/issues.js';
import type { Frame, Print } from '../../../src/domain/print-schema.js';
import type { FinishEdit } from '../../../machines/finish-sides.machine.js';
import type { LineEdit } from '../../../machines/line-edits.js';
import type { FrameChoice, PrintEmitted, PrintEvent } from '../../../machines/print.types.js';
import type { SheetImportNotice, SheetImportEvent } from '../../../machines/sheet-import.machine.js';
import { observeSides, startSides, stepSides, type SidesEffect, type SidesObservation, type SidesState } from './finish-sides.model.js';
import type { Step as ReferenceStep } from './support/walk.js';

/**
 * The print being configured, by hand (spec section 1 'flow', section 2 'order wizard', 'copies
 * screen', section 4 'print lifecycle', section 5 'validation', 'Excel import'), independent of
 * machines/print.machine.ts, print-build.ts and line-edits.ts: only their event and type names are
 * borrowed. The copy and finish rules are the spec's (src/domain); what the wizard does with them
 * (which step, which editor is open, what is emitted, which child lives when) is written out here.
 *
 * Children are part of the model: the finishes step's editor (the finish-sides reference,
 * finish-sides.model.ts), the copies step's Excel import, and the live price, whose only visible
 * part here is which print it was last asked for.
 */

/** The wizard's steps; `cartEdit` is a print from the cart with both editors at once. */
export type WizardStep = 'idle' | 'copies' | 'finishes' | 'cartEdit' | 'complete';

/** The Excel import on the copies step: waiting for a file, reading one, or showing its problems. */
export type SheetPhase = 'idle' | 'reading' | 'reviewing';

export interface SheetState {
  phase: SheetPhase;
  /** What the read found, while its problems are shown. */
  found: SheetImport | null;
}

export interface PrintState {
  step: WizardStep;
  /** The "leave this print?" dialog is open over the copies or finishes step. */
  askingToLeave: boolean;
  product: Product | null;
  catalogFinishes: readonly FinishRef[];
  uuid: string;
  lines: CopyDraft[];
  /** What the last validation of the lines found (validation runs when leaving the copies). */
  copyIssues: Issue[];
  /** The chosen finishes, kept while the finishes step is left and entered again. */
  selections: FinishSelection[];
  /** What the finish editor's last check found. */
  finishIssues: Issue[];
  frame: FrameChoice;
  completed: Print | null;
  /** The finish editor (finishes step, cart edit). */
  sides: SidesState | null;
  /** The Excel import (copies step). */
  sheet: SheetState | null;
  /**
   * A file read was started and has not answered yet, possibly for an import that is gone: the
   * test's fake can still answer it, and the answer must then change nothing.
   */
  readPending: boolean;
  /** Where a complete print was completed: that page stays behind the added-to-cart dialog. */
  completedOn: 'copies' | 'finishes' | 'cart' | null;
  /** What the live price was last asked; it lives as long as the print actor (null: never asked). */
  price: PriceAsk | null;
}

/** How a file read answers: what the sheet holds, or that it is no readable .xlsx. */
export type ReadAnswer = { kind: 'read'; found: SheetImport } | { kind: 'unreadable' };

/** What can happen to a print: the wizard's events, the editors' events to the children, a read answering. */
export type PrintAction =
  | { to: 'print'; event: PrintEvent }
  | { to: 'finishSides'; event: FinishEdit }
  | { to: 'sheetImport'; event: SheetImportEvent }
  | { to: 'readSheet'; answer: ReadAnswer };

/** The product rules a file is read with (spec section 5: width and height only without a fixed width). */
export type ReadRules = Pick<ProductRules, 'fixed_width' | 'fixed_height' | 'sides' | 'min_order_qty' | 'kind'>;

/** What the print tells (its children's notices included: the app listens to the print only), and the files it reads. */
export type PrintEffect =
  | { from: 'print'; event: PrintEmitted }
  | { from: 'readSheet'; rules: ReadRules };

/** What the live price was last asked: a print to price, or that there is nothing to price (and why). */
export type PriceAsk =
  | { type: 'print.change'; print: Print; local: null }
  | { type: 'print.clear'; refusal: { kind: 'copies'; issues: Issue[] } | null };

/** What a user notices of the print: where the wizard is, what it shows, which children work for it. */
export interface PrintObservation {
  value: unknown;
  tags: string[];
  children: string[];
  productId: number | null;
  lines: CopyDraft[];
  /** Shown on the copies step and in the cart's edit modal only. */
  copyIssues: Issue[] | null;
  selections: FinishSelection[];
  /** Shown on the finishes step and in the cart's edit modal only. */
  finishIssues: Issue[] | null;
  frame: FrameChoice;
  completed: Print | null;
  finishSides: SidesObservation | null;
  sheetImport: { value: SheetPhase; busy: boolean; found: SheetImport | null } | null;
  price: PriceAsk | null;
  /**
   * Children the state does not allow by CHILDREN_OF_STEP, or it misses, judged on the machine's own
   * state value (so even a state the reference disagrees on is checked); the reference has none.
   */
  childrenOutOfPlace: string[];
}

/** Which children live in each step: an editor lives exactly as long as its page, so a late answer cannot reach another step. */
export const CHILDREN_OF_STEP: Readonly<Record<WizardStep, readonly string[]>> = {
  idle: ['printPrice'],
  copies: ['printPrice', 'sheetImport'],
  finishes: ['finishSides', 'printPrice'],
  cartEdit: ['finishSides', 'printPrice'],
  complete: ['printPrice'],
};

const NO_FRAME: FrameChoice = { base: null, support: false, wallmount: false };

export const noPrint: PrintState = {
  step: 'idle',
  askingToLeave: false,
  product: null,
  catalogFinishes: [],
  uuid: '',
  lines: [],
  copyIssues: [],
  selections: [],
  finishIssues: [],
  frame: NO_FRAME,
  completed: null,
  sides: null,
  sheet: null,
  readPending: false,
  completedOn: null,
  price: null,
};

type Step = ReferenceStep<PrintState, PrintEffect[]>;

const unchanged = (state: PrintState): Step => ({ state, effects: [] });
const said = (event: PrintEmitted): PrintEffect => ({ from: 'print', event });
const inWizard = (state: PrintState): boolean => state.step === 'copies' || state.step === 'finishes';
/** The step's own page has the user's attention (no leave dialog over it). */
const onPage = (state: PrintState, step: WizardStep): boolean => state.step === step && !state.askingToLeave;
const freshSheet = (): SheetState => ({ phase: 'idle', found: null });

// --- The print as the cart and the price know it (spec section 3) -------------------------------

const issuesOfLines = (state: PrintState): Issue[] => (state.product ? validateCopyLines(state.lines, state.product).issues : []);

/** Frames of one line: quantity times originals, just quantity when double-sided A/B (DESIGN.md section 7). */
const piecesOfLine = (copy: Copy): number => (copy.sides === 2 && copy.abaa === 1 ? copy.quantity : copy.quantity * copy.originals);

/** A PlusFrame carries one frame entry: the chosen base and options, a size per line. */
const frameOf = (product: Product, frame: FrameChoice, copies: readonly Copy[]): Frame => ({
  id: product.id,
  base: frame.base,
  support: frame.support,
  wallmount: frame.wallmount,
  sizes: copies.map((copy) => ({ pieces: piecesOfLine(copy), width: copy.width, height: copy.height })),
});

/** The Print of the lines typed so far, or null while they are not valid (nothing to price or to add). */
export function printOf(state: PrintState, complete: boolean): Print | null {
  const { product } = state;
  if (!product) return null;
  const { issues, copies } = validateCopyLines(state.lines, product);
  if (issues.length > 0 || copies.length === 0) return null;
  // Around is four finish entries, an opposite side two (spec section 3).
  const finishes = state.selections.flatMap((row) =>
    expandSide(row.side).map((side) => ({ id: row.id, finishing_id: row.finishing_id, side, ...(row.location ? { location: row.location } : {}) })),
  );
  const print: Print = { product_id: product.id, copies, finishes, complete, uuid: state.uuid, prices: {} };
  if (product.kind === 'frame') print.frames = [frameOf(product, state.frame, copies)];
  return print;
}

// --- The copy lines (spec section 2 'copies screen') --------------------------------------------

/** Nobody typed in the line yet: the numbers a new line has, no text refused, no remark. */
function isUntouched(line: CopyDraft, product: Product): boolean {
  const fresh = newCopyLine(product);
  const numbers = ['originals', 'quantity', 'width', 'height'] as const;
  return numbers.every((field) => line[field] === fresh[field]) && line.typed === undefined && line.remark.trim() === '';
}

const replaceRow = (lines: readonly CopyDraft[], row: number, change: (line: CopyDraft) => CopyDraft): CopyDraft[] =>
  lines.map((line, index) => (index === row ? change(line) : line));

export function editLines(lines: readonly CopyDraft[], edit: LineEdit, product: Product): CopyDraft[] {
  switch (edit.type) {
    case 'field':
      return replaceRow(lines, edit.row, (line) => typeInLine(line, edit.field, edit.text, edit.language));
    case 'remark':
      return replaceRow(lines, edit.row, (line) => ({ ...line, remark: edit.value }));
    case 'abaa':
      return replaceRow(lines, edit.row, (line) => ({ ...line, abaa: edit.value }));
    case 'add':
      return [...lines, newCopyLine(product)];
    case 'duplicate': {
      const source = lines[edit.row];
      if (!source) return [...lines];
      // A duplicate is a new line: everything but the id.
      const { id: _id, ...copy } = source;
      return [...lines.slice(0, edit.row + 1), copy, ...lines.slice(edit.row + 1)];
    }
    case 'remove':
      // Delete is offered only when there is more than one row.
      return lines.length > 1 ? lines.filter((_, row) => row !== edit.row) : [...lines];
    case 'import': {
      // Imported lines take the place of rows nobody typed in; a print always keeps a row to type in.
      const next = [...lines.filter((line) => !isUntouched(line, product)), ...edit.lines];
      return next.length > 0 ? next : [newCopyLine(product)];
    }
  }
}

/** New lines; once errors are shown (a refused Next or Save), they follow every edit. */
function withLines(state: PrintState, edit: LineEdit): PrintState {
  if (!state.product) return state;
  const edited = { ...state, lines: editLines(state.lines, edit, state.product) };
  return state.copyIssues.length > 0 ? { ...edited, copyIssues: issuesOfLines(edited) } : edited;
}

// --- The lifecycle (spec section 4) -------------------------------------------------------------

/** A new print forgets all that was typed and chosen; the live price keeps its last ask until asked again. */
const closed = (state: PrintState): PrintState => ({ ...noPrint, readPending: state.readPending, price: state.price });
/** Closing or removing a print clears its price too. */
const left = (state: PrintState): PrintState => ({ ...closed(state), price: { type: 'print.clear', refusal: null } });

function start(state: PrintState, event: Extract<PrintEvent, { type: 'print.start' }>): Step {
  const started: PrintState = {
    ...closed(state),
    step: 'copies',
    product: event.product,
    catalogFinishes: event.finishes,
    uuid: event.uuid,
    lines: [newCopyLine(event.product)],
    sheet: freshSheet(),
  };
  return { state: started, effects: [said({ type: 'copies.opened' })] };
}

/** A print from the cart: its lines, its finishes folded back to the choices made, its frame options. */
function editFromCart(state: PrintState, event: Extract<PrintEvent, { type: 'print.edit' }>): Step {
  const { print, product, finishes } = event;
  const selections = foldSelections(print.finishes ?? []);
  const stored = print.frames?.[0];
  const opened: PrintState = {
    ...closed(state),
    step: 'cartEdit',
    product,
    catalogFinishes: finishes,
    uuid: print.uuid,
    lines: print.copies.map((copy) => ({ ...copy, remark: copy.remark ?? '' })),
    selections,
    frame: stored ? { base: stored.base, support: stored.support, wallmount: stored.wallmount } : NO_FRAME,
    sides: startSides({ productId: product.id, finishes, selections }),
  };
  return { state: opened, effects: [] };
}

/** Complete: the print goes to the cart (the emitted event), every editor closes. */
function complete(state: PrintState): Step {
  const print = printOf(state, true);
  if (!print) throw new Error('the reference completes only a print with valid lines');
  const completedOn = state.step === 'cartEdit' ? 'cart' : state.step === 'finishes' ? 'finishes' : 'copies';
  const done: PrintState = { ...state, step: 'complete', askingToLeave: false, completed: print, sides: null, sheet: null, completedOn };
  return { state: done, effects: [said({ type: 'print.completed', print })] };
}

const refused = (state: PrintState, issues: Issue[]): Step => ({
  state: { ...state, copyIssues: issues },
  effects: [said({ type: 'copies.refused', issues })],
});

/** Next on the copies step: valid lines go on to the finishes (if the product has any) or complete the print. */
function copiesNext(state: PrintState): Step {
  const issues = issuesOfLines(state);
  if (issues.length > 0) return refused(state, issues);
  const checked: PrintState = { ...state, copyIssues: [] };
  const product = checked.product!;
  if (!needsFinishesStep(checked.catalogFinishes, product.id)) return complete(checked);
  // A new visit to the step: no check has found anything yet.
  const finishes: PrintState = {
    ...checked,
    step: 'finishes',
    finishIssues: [],
    sheet: null,
    sides: startSides({ productId: product.id, finishes: checked.catalogFinishes, selections: checked.selections }),
  };
  return { state: finishes, effects: [said({ type: 'finishes.opened' })] };
}

/** The finish editor changed: the print shows its rows and issues; a passed check completes the print. */
function afterSides(state: PrintState, stepped: ReferenceStep<SidesState, SidesEffect[]>): Step {
  const sides = stepped.state;
  // The side rules' refusals and issues are the print's to tell.
  const effects: PrintEffect[] = stepped.effects.map(said);
  const mirrored: PrintState = { ...state, sides, selections: sides.selections, finishIssues: sides.issues };
  if (sides.phase !== 'valid') return { state: mirrored, effects };
  const done = complete(mirrored);
  return { state: done.state, effects: [...effects, ...done.effects] };
}

const checkSides = (state: PrintState): Step => (state.sides ? afterSides(state, stepSides(state.sides, { type: 'sides.check' })) : unchanged(state));

/** Save in the cart's edit modal: the lines first, then the finishes. */
function save(state: PrintState): Step {
  const issues = issuesOfLines(state);
  if (issues.length > 0) return refused(state, issues);
  return checkSides({ ...state, copyIssues: [] });
}

function backToCopies(state: PrintState): Step {
  const copies: PrintState = { ...state, step: 'copies', sides: null, sheet: freshSheet() };
  return { state: copies, effects: [said({ type: 'copies.opened' })] };
}

function onPrintEvent(state: PrintState, event: PrintEvent): Step {
  switch (event.type) {
    case 'print.start':
      return start(state, event);
    case 'print.edit':
      return editFromCart(state, event);
    case 'lines.edit':
      // Lines change where an editor shows them: the copies step (also under the leave dialog, where
      // an import may still answer) and the cart's modal. Leaving the copies validated them (spec
      // section 2), so on the finishes step they stay as they were.
      return state.step === 'copies' || state.step === 'cartEdit' ? unchanged(withLines(state, event.edit)) : unchanged(state);
    case 'copies.next':
      return onPage(state, 'copies') ? copiesNext(state) : unchanged(state);
    case 'frame.change':
      return onPage(state, 'finishes') || state.step === 'cartEdit' ? unchanged({ ...state, frame: event.frame }) : unchanged(state);
    case 'finishes.next':
      return onPage(state, 'finishes') ? checkSides(state) : unchanged(state);
    case 'step.back':
      return onPage(state, 'finishes') ? backToCopies(state) : unchanged(state);
    case 'leave.request':
      return inWizard(state) && !state.askingToLeave ? unchanged({ ...state, askingToLeave: true }) : unchanged(state);
    case 'leave.cancel':
      return state.askingToLeave ? unchanged({ ...state, askingToLeave: false }) : unchanged(state);
    case 'leave.confirm':
      // Leaving the wizard with an incomplete print removes it (spec section 4).
      return state.askingToLeave ? { state: left(state), effects: [said({ type: 'print.removed', uuid: state.uuid })] } : unchanged(state);
    case 'selector.open':
      return inWizard(state) ? { state, effects: [said({ type: 'selector.requested' })] } : unchanged(state);
    case 'print.save':
      return state.step === 'cartEdit' ? save(state) : unchanged(state);
    case 'print.done':
      return state.step === 'complete' ? { state: left(state), effects: [said({ type: 'print.closed', next: event.next })] } : unchanged(state);
    // The refused side's toast was shown: the finish editor takes choices again.
    case 'refusal.seen':
      return state.sides ? afterSides(state, stepSides(state.sides, event)) : unchanged(state);
    // What a child tells the customer, the print tells as its own.
    case 'side.refused':
    case 'sides.invalid':
    case 'sheet.refused':
    case 'sheet.imported':
      return { state, effects: [said(event)] };
  }
}

// --- The Excel import (spec section 5 'Excel import') -------------------------------------------

/** The import's refusals and imports are the print's to tell. */
const sheetSaid = (event: SheetImportNotice): PrintEffect => said(event);

const rulesOf = (product: Product): ReadRules => ({
  fixed_width: product.fixed_width,
  fixed_height: product.fixed_height,
  sides: product.sides,
  min_order_qty: product.min_order_qty,
  kind: product.kind,
});

/** Lines from a sheet join the copies (as the editor's own import) and the import waits for the next file. */
function imported(state: PrintState, lines: CopyDraft[]): Step {
  const next = withLines({ ...state, sheet: freshSheet() }, { type: 'import', lines });
  return { state: next, effects: [sheetSaid({ type: 'sheet.imported', count: lines.length })] };
}

const sheetRefused = (state: PrintState, reason: 'notXlsx' | 'unreadable' | 'empty'): Step => ({
  state: { ...state, sheet: freshSheet() },
  effects: [sheetSaid({ type: 'sheet.refused', reason })],
});

function onSheetEvent(state: PrintState, event: SheetImportEvent): Step {
  const { sheet, product } = state;
  if (!sheet || !product) return unchanged(state);
  switch (event.type) {
    case 'sheet.choose':
      if (sheet.phase !== 'idle') return unchanged(state);
      if (!isXlsxFile({ name: event.file.name, type: event.file.type })) return sheetRefused(state, 'notXlsx');
      return { state: { ...state, sheet: { phase: 'reading', found: null }, readPending: true }, effects: [{ from: 'readSheet', rules: rulesOf(product) }] };
    case 'sheet.accept':
      // Only the lines of rows without problems; with none there is nothing to accept.
      return sheet.phase === 'reviewing' && sheet.found && sheet.found.validLines.length > 0 ? imported(state, sheet.found.validLines) : unchanged(state);
    case 'sheet.cancel':
      return sheet.phase === 'reviewing' ? unchanged({ ...state, sheet: freshSheet() }) : unchanged(state);
  }
}

/** A read answers; only the import that asked, still reading, takes the answer. */
function onReadAnswer(state: PrintState, answer: ReadAnswer): Step {
  const answered: PrintState = { ...state, readPending: false };
  if (answered.sheet?.phase !== 'reading') return unchanged(answered);
  if (answer.kind === 'unreadable') return sheetRefused(answered, 'unreadable');
  const { found } = answer;
  if (found.problems.length > 0) return unchanged({ ...answered, sheet: { phase: 'reviewing', found } });
  if (found.lines.length > 0) return imported(answered, found.lines);
  return sheetRefused(answered, 'empty');
}

// --- The reference --------------------------------------------------------------------------

export function stepPrint(state: PrintState, action: PrintAction): Step {
  const stepped = stepPrintOnly(state, action);
  // In the wizard the price is asked after every change; elsewhere it keeps what it was last asked.
  return inWizard(stepped.state) ? { ...stepped, state: { ...stepped.state, price: priceAsk(stepped.state) } } : stepped;
}

function stepPrintOnly(state: PrintState, action: PrintAction): Step {
  switch (action.to) {
    case 'print':
      return onPrintEvent(state, action.event);
    case 'finishSides':
      return state.sides ? afterSides(state, stepSides(state.sides, action.event)) : unchanged(state);
    case 'sheetImport':
      return onSheetEvent(state, action.event);
    case 'readSheet':
      return onReadAnswer(state, action.answer);
  }
}

/** The machine's state value for a step (the one place the reference borrows the machine's names). */
export function valueOf(state: PrintState): unknown {
  switch (state.step) {
    case 'idle':
      return state.step;
    case 'complete':
      return { complete: state.completedOn === 'cart' ? 'fromCart' : state.completedOn === 'finishes' ? 'fromFinishes' : 'fromCopies' };
    case 'cartEdit':
      return 'editing';
    case 'copies':
    case 'finishes':
      return { active: { [state.step]: state.askingToLeave ? 'confirmingLeave' : 'editing' } };
  }
}

/** While a print is open in the wizard, leaving asks first; while the dialog is open, it asks. */
const tagsOf = (state: PrintState): string[] => (inWizard(state) ? [state.askingToLeave ? 'confirmingLeave' : 'asksBeforeLeaving'] : []);

/**
 * The live price always follows the print as it stands. It prices nothing while the lines are
 * invalid, and then says why unless a field is merely still empty. The reference catalogue carries
 * no pricing, so the browser has no price of its own and waits for the server's.
 */
function priceAsk(state: PrintState): PriceAsk | null {
  if (!inWizard(state)) return null;
  const print = printOf(state, false);
  if (print) return { type: 'print.change', print, local: null };
  const issues = issuesOfLines(state).filter((found) => found.keyword !== 'required');
  return { type: 'print.clear', refusal: issues.length > 0 ? { kind: 'copies', issues } : null };
}

export function observePrint(state: PrintState): PrintObservation {
  const { sheet, sides } = state;
  return {
    value: valueOf(state),
    tags: tagsOf(state),
    children: [...CHILDREN_OF_STEP[state.step]],
    productId: state.product?.id ?? null,
    lines: state.lines,
    copyIssues: state.step === 'copies' || state.step === 'cartEdit' ? state.copyIssues : null,
    selections: state.selections,
    finishIssues: state.step === 'finishes' || state.step === 'cartEdit' ? state.finishIssues : null,
    frame: state.frame,
    completed: state.completed,
    finishSides: sides ? observeSides(sides) : null,
    sheetImport: sheet ? { value: sheet.phase, busy: sheet.phase === 'reading', found: sheet.found } : null,
    price: state.price,
    childrenOutOfPlace: [],
  };
}
