import type { I18n } from '@lingui/core';
import type { FinishSide } from './catalog.js';
import type { Issue } from './issues.js';
import { FINISH_TEXTS, SIDE_TEXTS } from './texts/finish-texts.js';
import { withValues, word, type Text } from './texts/text.js';

/**
 * Side rules of the finish editor (spec section 4) as data and pure functions.
 *
 * Reading of the spec's "allowed combinations" list: for each side it names the sides that side
 * is NOT combinable with on the same finish, because they cover an edge twice ("choosing around
 * disables the others"; opposite-top = top + bottom clashes with around, top and bottom). Read as
 * "may be combined with", it would allow top twice via opposite-top, which the no-side-twice rule
 * forbids. The table is therefore exactly "their expansions overlap", which the tests check.
 */

export const EDGES = ['top', 'right', 'bottom', 'left'] as const;
export type Edge = (typeof EDGES)[number];

/** The seven sides a user can choose with the side buttons (surface is for level-8 extras). */
export const CHOOSABLE_SIDES = ['top', 'right', 'bottom', 'left', 'around', 'opposite-top', 'opposite-left'] as const;
export type ChoosableSide = (typeof CHOOSABLE_SIDES)[number];

export const SIDE_EXPANSION: Readonly<Record<FinishSide, readonly (Edge | 'surface')[]>> = {
  top: ['top'],
  right: ['right'],
  bottom: ['bottom'],
  left: ['left'],
  around: ['top', 'right', 'bottom', 'left'],
  'opposite-top': ['top', 'bottom'],
  'opposite-left': ['left', 'right'],
  surface: ['surface'],
};

/** Around becomes four entries, an opposite side two, the rest stay as they are. */
export function expandSide(side: FinishSide): readonly (Edge | 'surface')[] {
  return SIDE_EXPANSION[side];
}

/** Every selection with its side expanded: the form prices and production work with. */
export function expandSelections<T extends { side: FinishSide }>(selections: readonly T[]): (T & { side: Edge | 'surface' })[] {
  return selections.flatMap((selection) => expandSide(selection.side).map((side) => ({ ...selection, side })));
}

/** Sides each side cannot be combined with on one finish (the spec's table). */
export const EXCLUDED_WITH: Readonly<Record<ChoosableSide, readonly ChoosableSide[]>> = {
  around: ['top', 'right', 'bottom', 'left', 'opposite-top', 'opposite-left'],
  'opposite-top': ['around', 'top', 'bottom'],
  'opposite-left': ['around', 'left', 'right'],
  top: ['around', 'opposite-top'],
  right: ['around', 'opposite-left'],
  bottom: ['around', 'opposite-top'],
  left: ['around', 'opposite-left'],
};

/** A side's name in the current language (text.ts), or in the language of the given Lingui instance. */
export const sideLabel = (side: FinishSide, i18n?: I18n): string => word(SIDE_TEXTS[side], i18n);

const sideNamed = (text: Text, names: Readonly<Record<string, FinishSide>>): Text =>
  withValues(text, Object.fromEntries(Object.entries(names).map(([name, side]) => [name, SIDE_TEXTS[side]])));

/** The side rules' texts, worded when a rule is broken (text.ts): in the language of the check. */
export const sideMessages = {
  exists: (): string => word(FINISH_TEXTS.sideExists),
  edge: (other: FinishSide): string => word(sideNamed(FINISH_TEXTS.sideEdge, { other })),
  conflict: (side: FinishSide, other: FinishSide): string => word(sideNamed(FINISH_TEXTS.sideConflict, { side, other })),
  missing: (side: FinishSide): string => word(sideNamed(FINISH_TEXTS.sideMissing, { side })),
} as const;

export type SideCheck =
  | { ok: true }
  | { ok: false; keyword: 'exists' | 'conflict' | 'edge' | 'location'; message: string; with: FinishSide };

const isChoosable = (side: FinishSide): side is ChoosableSide => (CHOOSABLE_SIDES as readonly string[]).includes(side);

/** May `side` be added to a finish that already has `chosen`? */
export function checkSideChoice(chosen: readonly FinishSide[], side: FinishSide): SideCheck {
  if (chosen.includes(side)) return { ok: false, keyword: 'exists', message: sideMessages.exists(), with: side };
  if (!isChoosable(side)) return { ok: true };
  const clash = chosen.find((other) => isChoosable(other) && EXCLUDED_WITH[other].includes(side));
  if (clash) return { ok: false, keyword: 'conflict', message: sideMessages.conflict(side, clash), with: clash };
  return { ok: true };
}

/** Side buttons to disable for a finish that has `chosen` (chosen ones included). */
export function disabledSides(chosen: readonly FinishSide[]): ChoosableSide[] {
  return CHOOSABLE_SIDES.filter((side) => !checkSideChoice(chosen, side).ok);
}

/**
 * The level-1 rule (spec section 5). Decision: level-1 finishes are the edge finishes (hem, cut,
 * keder ...); together they form one group, and once the print has any level-1 finish chosen, every
 * edge (top, right, bottom, left) must be covered by the expanded sides of some level-1 choice.
 * Each uncovered edge gives '{side label} must be present'. With no level-1 choice at all there is
 * nothing to complete (the spec lets the user leave with "no selection").
 */
export function missingEdges(levelOneSides: readonly FinishSide[]): Edge[] {
  if (levelOneSides.length === 0) return [];
  const covered = new Set(levelOneSides.flatMap((side) => expandSide(side)));
  return EDGES.filter((edge) => !covered.has(edge));
}

export function missingEdgeIssues(levelOneSides: readonly FinishSide[]): Issue[] {
  return missingEdges(levelOneSides).map((edge) => ({
    field: edge,
    keyword: 'present',
    message: sideMessages.missing(edge),
    params: { side: edge },
  }));
}
