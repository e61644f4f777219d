import { assign, emit, setup } from 'xstate';
import type { FinishSide } from '../src/domain/catalog.js';
import { checkFinishChoice, selectionOf, type FinishChoice } from '../src/domain/finish-choices.js';
import { EDGE_LEVEL, offeredFinishes, type FinishRef } from '../src/domain/finish-lists.js';
import { validateFinishSelections, type FinishSelection } from '../src/domain/finish-rules.js';
import type { Issue } from '../src/domain/issues.js';

/**
 * The finishes step's side rules (spec section 4): the finish editor sends each choice
 * here; a choice the rules refuse leaves the selections as they were, emits `side.refused` for the
 * toast ('Side already exists', or the side it clashes with) and waits in `refused` until the
 * view says the toast was shown. `sides.check` runs every finish rule (sides, extras, level-9
 * location, the level-1 edges) and ends in `valid` or `invalid` (the issues highlight the
 * preview and are emitted as `sides.invalid`, one toast each); any edit after that goes back to `editing`. The rules themselves live in src/domain.
 *
 * The print machine invokes it while the print is in `active.finishes` (and in the cart's edit
 * modal) and follows its snapshots: reaching `valid` completes the print with these selections. What
 * it tells the customer (`tell`) is emitted; the print provides `tell` as a `sendParent` and passes
 * it on as its own, so the app hears it on the long-lived print actor.
 */

/** What the finish editor asks: a choice, or removing the chosen row. */
export type FinishEdit = FinishChoice | { type: 'side.remove'; row: number };

export type FinishSidesEvent = FinishEdit | { type: 'sides.check' } | { type: 'refusal.seen' };

export interface FinishSidesInput {
  productId: number;
  /** The catalogue's finishes (with their product links), as the rules need them. */
  finishes: readonly FinishRef[];
  /** Choices made before (coming back to the step, or a print from the cart folded back). */
  selections: readonly FinishSelection[];
}

export interface SideRefusal {
  keyword: 'exists' | 'conflict' | 'edge' | 'location';
  /** The side that was chosen. */
  side: FinishSide;
  /** The side it clashes with (the same side for 'exists'). */
  with: FinishSide;
  message: string;
}

export interface FinishSidesContext extends FinishSidesInput {
  selections: FinishSelection[];
  /** Issues of the last check; cleared by the next accepted edit. */
  issues: Issue[];
  /** The refusal whose toast is pending (in `refused`). */
  refusal: SideRefusal | null;
}

export type FinishSidesEmitted = ({ type: 'side.refused' } & SideRefusal) | { type: 'sides.invalid'; issues: Issue[] };

const sideOf = (choice: FinishChoice): FinishSide => (choice.type === 'side.choose' ? choice.side : 'surface');

/** The product's edge finishes (level 1): one of them per side. */
const edgeFinishIds = (context: FinishSidesContext): ReadonlySet<number> =>
  new Set(offeredFinishes(context.finishes, context.productId).filter((offered) => offered.level === EDGE_LEVEL).map((offered) => offered.finish.id));

function refusalOf(context: FinishSidesContext, choice: FinishChoice): SideRefusal | null {
  const check = checkFinishChoice(context.selections, choice, edgeFinishIds(context));
  return check.ok ? null : { keyword: check.keyword, side: sideOf(choice), with: check.with, message: check.message };
}

const issuesOf = (context: FinishSidesContext): Issue[] =>
  validateFinishSelections(context.selections, context.finishes, context.productId);

type Notice = (args: { context: FinishSidesContext }) => FinishSidesEmitted;
/** The refusal `refuse` just kept, for its toast. */
const refusedNotice: Notice = ({ context }) => ({ type: 'side.refused', ...context.refusal! });
/** The issues `check` just found, one toast each. */
const invalidNotice: Notice = ({ context }) => ({ type: 'sides.invalid', issues: context.issues });

export const finishSidesMachine = setup({
  types: {
    context: {} as FinishSidesContext,
    events: {} as FinishSidesEvent,
    input: {} as FinishSidesInput,
    emitted: {} as FinishSidesEmitted,
  },
  guards: {
    isAllowedChoice: ({ context }, params: FinishChoice) => refusalOf(context, params) === null,
    hasValidSelections: ({ context }) => issuesOf(context).length === 0,
    hasIssues: ({ context }) => context.issues.length > 0,
  },
  actions: {
    addChoice: assign(({ context }, params: FinishChoice) => ({
      selections: [...context.selections, selectionOf(params)],
      issues: [],
      refusal: null,
    })),
    removeRow: assign(({ context }, params: { row: number }) => ({
      selections: context.selections.filter((_, row) => row !== params.row),
      issues: [],
      refusal: null,
    })),
    refuse: assign(({ context }, params: FinishChoice) => ({ refusal: refusalOf(context, params) })),
    tell: emit((_, notice: FinishSidesEmitted) => notice),
    forgetRefusal: assign({ refusal: null }),
    check: assign(({ context }) => ({ issues: issuesOf(context), refusal: null })),
  },
}).createMachine({
  id: 'finishSides',
  context: ({ input }) => ({ ...input, selections: [...input.selections], issues: [], refusal: null }),
  initial: 'editing',
  on: {
    'side.choose': [
      { guard: { type: 'isAllowedChoice', params: ({ event }) => event }, target: '.editing', actions: { type: 'addChoice', params: ({ event }) => event } },
      { target: '.refused', actions: [{ type: 'refuse', params: ({ event }) => event }, { type: 'tell', params: refusedNotice }] },
    ],
    'extra.add': [
      { guard: { type: 'isAllowedChoice', params: ({ event }) => event }, target: '.editing', actions: { type: 'addChoice', params: ({ event }) => event } },
      { target: '.refused', actions: [{ type: 'refuse', params: ({ event }) => event }, { type: 'tell', params: refusedNotice }] },
    ],
    'side.remove': { target: '.editing', actions: { type: 'removeRow', params: ({ event }) => event } },
    'sides.check': [
      { guard: 'hasValidSelections', target: '.valid', actions: 'check' },
      { target: '.invalid', actions: ['check', { type: 'tell', params: invalidNotice }] },
    ],
  },
  states: {
    /** Choosing; no check has found anything since the last accepted edit. */
    editing: {},
    /** The last choice was refused: its toast is pending until the view has shown it. */
    refused: {
      on: {
        'refusal.seen': [
          { guard: 'hasIssues', target: 'invalid', actions: 'forgetRefusal' },
          { target: 'editing', actions: 'forgetRefusal' },
        ],
      },
    },
    /** The last check found issues (kept until an edit is accepted). */
    invalid: {},
    /** The last check passed: the print can be completed with these selections. */
    valid: {},
  },
});
