import type { FinishSide } from '../../../src/domain/catalog.js';
import { checkFinishChoice } from '../../../src/domain/finish-choices.js';
import type { FinishRef } from '../../../src/domain/finish-lists.js';
import { validateFinishSelections, type FinishSelection } from '../../../src/domain/finish-rules.js';
import type { Issue } from '../../../src/domain/issues.js';
import type { FinishSidesEvent } from '../../../machines/finish-sides.machine.js';
import type { Step } from './support/walk.js';

/**
 * The finishes step by hand (spec section 4 'side rules', section 5 'finish rule'), independent of
 * machines/finish-sides.machine.ts: only the machine's event names are borrowed. The side rules
 * themselves (a side twice, overlapping sides, one edge finish per edge, an extra once, level 9 with
 * a location) and the level-1 rule are the spec's and come from src/domain; what the step does with
 * them (when a refusal toast is pending, when a check is forgotten) is written out here.
 */

/** Where the step is: choosing, a refusal toast pending, the last check failed, or passed. */
export type SidesPhase = 'editing' | 'refused' | 'invalid' | 'valid';

export interface Refusal {
  keyword: 'exists' | 'conflict' | 'edge' | 'location';
  side: FinishSide;
  with: FinishSide;
  message: string;
}

export interface SidesState {
  phase: SidesPhase;
  productId: number;
  finishes: readonly FinishRef[];
  selections: FinishSelection[];
  /** What the last check found; an accepted edit makes it stale, so it is forgotten. */
  issues: Issue[];
  refusal: Refusal | null;
}

export type SidesEffect = ({ type: 'side.refused' } & Refusal) | { type: 'sides.invalid'; issues: Issue[] };
type SidesStep = Step<SidesState, SidesEffect[]>;

export interface SidesStart {
  productId: number;
  finishes: readonly FinishRef[];
  selections: readonly FinishSelection[];
}

/** What a user notices of the step: where it is, the chosen rows, the highlighted issues, the toast. */
export interface SidesObservation {
  value: SidesPhase;
  selections: FinishSelection[];
  issues: Issue[];
  refusal: Refusal | null;
}

export const startSides = (start: SidesStart): SidesState => ({
  phase: 'editing',
  productId: start.productId,
  finishes: start.finishes,
  selections: [...start.selections],
  issues: [],
  refusal: null,
});

export const observeSides = (state: SidesState): SidesObservation => ({
  value: state.phase,
  selections: state.selections,
  issues: state.issues,
  refusal: state.refusal,
});

/** The finishes this product links at level 1 (hem, cut, keder): they share the four edges. */
const edgeFinishesOf = (state: SidesState): Set<number> =>
  new Set(state.finishes.filter((finish) => finish.products.some((link) => link.product_id === state.productId && link.level === 1)).map((finish) => finish.id));

type Choice = Extract<FinishSidesEvent, { type: 'side.choose' | 'extra.add' }>;

/** The row a choice adds: the side as pressed, or an extra on the surface with its location trimmed (blank is none). */
function rowOf(choice: Choice): FinishSelection {
  const { id, finishing_id } = choice.finish;
  if (choice.type === 'side.choose') return { id, finishing_id, side: choice.side };
  const location = choice.location?.trim() ?? '';
  return { id, finishing_id, side: 'surface', location: location === '' ? null : location };
}

function refusalOf(state: SidesState, choice: Choice): Refusal | null {
  const check = checkFinishChoice(state.selections, choice, edgeFinishesOf(state));
  if (check.ok) return null;
  const side = choice.type === 'side.choose' ? choice.side : 'surface';
  return { keyword: check.keyword, side, with: check.with, message: check.message };
}

/** Any accepted edit means earlier check results no longer describe the rows: back to choosing. */
const edited = (state: SidesState, selections: FinishSelection[]): SidesStep => ({
  state: { ...state, phase: 'editing', selections, issues: [], refusal: null },
  effects: [],
});

function choose(state: SidesState, choice: Choice): SidesStep {
  const refusal = refusalOf(state, choice);
  if (refusal === null) return edited(state, [...state.selections, rowOf(choice)]);
  // The rows (and what an earlier check found) stay; the toast waits until the view has shown it.
  return { state: { ...state, phase: 'refused', refusal }, effects: [{ type: 'side.refused', ...refusal }] };
}

function check(state: SidesState): SidesStep {
  const issues = validateFinishSelections(state.selections, state.finishes, state.productId);
  if (issues.length === 0) return { state: { ...state, phase: 'valid', issues, refusal: null }, effects: [] };
  return { state: { ...state, phase: 'invalid', issues, refusal: null }, effects: [{ type: 'sides.invalid', issues }] };
}

/** The toast was shown: back to where the step was before the refused choice. */
function refusalSeen(state: SidesState): SidesStep {
  if (state.phase !== 'refused') return { state, effects: [] };
  return { state: { ...state, phase: state.issues.length > 0 ? 'invalid' : 'editing', refusal: null }, effects: [] };
}

export function stepSides(state: SidesState, event: FinishSidesEvent): SidesStep {
  switch (event.type) {
    case 'side.choose':
    case 'extra.add':
      return choose(state, event);
    case 'side.remove':
      return edited(state, state.selections.filter((_, row) => row !== event.row));
    case 'sides.check':
      return check(state);
    case 'refusal.seen':
      return refusalSeen(state);
  }
}
