import type { SnapshotFrom } from 'xstate';
import type { Product } from '../src/domain/catalog.js';
import type { CopyDraft } from '../src/domain/copy-lines.js';
import type { FinishRef } from '../src/domain/finish-lists.js';
import type { FinishSelection } from '../src/domain/finish-rules.js';
import type { Issue } from '../src/domain/issues.js';
import type { Print } from '../src/domain/print-schema.js';
import type { FinishSidesEmitted, finishSidesMachine } from './finish-sides.machine.js';
import type { LineEdit } from './line-edits.js';
import type { SheetImportNotice } from './sheet-import.machine.js';

// The print machine's context, events and emitted events (machines/print.machine.ts).

/** PlusFrame options chosen in the finishes step. */
export interface FrameChoice {
  /** Finish id of the base (level 111), or none. */
  base: number | null;
  support: boolean;
  wallmount: boolean;
}

export interface PrintContext {
  product: Product | null;
  catalogFinishes: readonly FinishRef[];
  needsFinishes: boolean;
  uuid: string;
  lines: CopyDraft[];
  copyIssues: Issue[];
  /** The finish-sides child's selections (kept while the step is left and entered again). */
  selections: FinishSelection[];
  /** The child's issues of its last check (the wizard shows one toast per issue). */
  finishIssues: Issue[];
  frame: FrameChoice;
  /** The complete print, set on completion (the cart takes it). */
  completed: Print | null;
}

export type PrintEvent =
  | { type: 'print.start'; product: Product; finishes: readonly FinishRef[]; uuid: string }
  /** Edit a print from the cart: copies and finishes at once; `print.save` checks both. */
  | { type: 'print.edit'; product: Product; finishes: readonly FinishRef[]; print: Print }
  | { type: 'print.save' }
  | { type: 'lines.edit'; edit: LineEdit }
  | { type: 'copies.next' }
  | { type: 'frame.change'; frame: FrameChoice }
  | { type: 'finishes.next' }
  | { type: 'step.back' }
  /** The customer heads away from the wizard (a link, Back on the copies step, the browser): ask first. */
  | { type: 'leave.request' }
  /** "Leave": the incomplete print is removed. */
  | { type: 'leave.confirm' }
  /** "Stay": back to the step the customer was on. */
  | { type: 'leave.cancel' }
  /** Back on the copies step, or the Selection crumb: the customer goes back to the product choice. */
  | { type: 'selector.open' }
  /** The added-to-cart dialog is closed: on to more products or to the cart. */
  | { type: 'print.done'; next: WizardExit }
  /** The refused side's toast was shown: the finishes child may take choices again. */
  | { type: 'refusal.seen' }
  /** What a child tells the customer through the print (a refused side, a failed check, an Excel import). */
  | ChildNotice;

/** What the finishes and Excel-import children tell the customer: the print passes it on as its own. */
export type ChildNotice = FinishSidesEmitted | SheetImportNotice;

/**
 * What the customer is told while configuring (the app's toasts): Next or Save refused on the lines,
 * and each child's notice. A parent running the print as its child (the cart's edit modal) hears it
 * by providing `tell` as a `sendParent`.
 */
export type PrintNotice = { type: 'copies.refused'; issues: Issue[] } | ChildNotice;

/** Where the customer goes from a completed print. */
export type WizardExit = 'selector' | 'checkout';

/** A snapshot of the finishes step's child, as its parent hears of it. */
export type FinishSidesSnapshot = SnapshotFrom<typeof finishSidesMachine>;

export type PrintEmitted =
  | { type: 'print.completed'; print: Print }
  | { type: 'print.removed'; uuid: string }
  /** Next (or Save) was refused on the lines, or a child's notice (the view shows the toasts). */
  | PrintNotice
  /** The copies were accepted and the finishes step opened (the wizard shows its page). */
  | { type: 'finishes.opened' }
  /** A print started, or back from the finishes step to the copies (the wizard shows that page). */
  | { type: 'copies.opened' }
  /** The customer asked for the product choice (leaving an active print asks first, by its tag). */
  | { type: 'selector.requested' }
  /** The completed print is in the cart and closed: the customer goes on to `next`. */
  | { type: 'print.closed'; next: WizardExit };
