import { FINISH_LEVEL, type FinishSide } from './catalog.js';
import { EDGE_LEVEL, EXTRA_LEVELS, offeredFinishes, type FinishRef } from './finish-lists.js';
import { checkSideChoice, missingEdgeIssues, sideMessages } from './finish-sides.js';
import type { Issue } from './issues.js';
import { FINISH_TEXTS } from './texts/finish-texts.js';
import { word } from './texts/text.js';

/** A chosen finish on a print (contract PrintFinish). */
export interface FinishSelection {
  id: number;
  finishing_id: number;
  side: FinishSide;
  location?: string | null | undefined;
}

/** The finish rules' texts, worded when a rule is broken (text.ts): in the language of the check. */
export const finishMessages = {
  unknown: (): string => word(FINISH_TEXTS.unknown),
  extraExists: (): string => word(FINISH_TEXTS.extraExists),
  locationRequired: (): string => word(FINISH_TEXTS.locationRequired),
  surfaceOnly: (): string => word(FINISH_TEXTS.surfaceOnly),
  noSurface: (): string => word(FINISH_TEXTS.noSurface),
} as const;

const hasText = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * All finish rules for the selections of one print, in one pass; rows are indexes into
 * `selections`, fields are sides where the preview should highlight one. Never throws.
 */
export function validateFinishSelections(
  selections: readonly FinishSelection[],
  finishes: readonly FinishRef[],
  productId: number,
): Issue[] {
  const offered = new Map(offeredFinishes(finishes, productId).map((offer) => [offer.finish.id, offer]));
  const issues: Issue[] = [];
  const sidesByFinish = new Map<number, FinishSide[]>();
  const extrasSeen = new Set<number>();
  const levelOneSides: FinishSide[] = [];

  selections.forEach((selection, row) => {
    const offer = offered.get(selection.id);
    if (!offer || offer.level === FINISH_LEVEL.internal || offer.finish.finishing_id !== selection.finishing_id) {
      issues.push({ row, field: 'id', keyword: 'unknown', message: finishMessages.unknown() });
      return;
    }
    if (EXTRA_LEVELS.includes(offer.level)) {
      if (extrasSeen.has(selection.id)) {
        issues.push({ row, field: 'id', keyword: 'exists', message: finishMessages.extraExists() });
      }
      extrasSeen.add(selection.id);
      if (offer.level === FINISH_LEVEL.extraLocation && !hasText(selection.location)) {
        issues.push({ row, field: 'location', keyword: 'location', message: finishMessages.locationRequired() });
      }
      if (offer.level === FINISH_LEVEL.extraPiece && selection.side !== 'surface') {
        issues.push({ row, field: 'side', keyword: 'in', message: finishMessages.surfaceOnly() });
      }
      return;
    }
    if (selection.side === 'surface') {
      issues.push({ row, field: 'surface', keyword: 'in', message: finishMessages.noSurface() });
      return;
    }
    const chosen = sidesByFinish.get(selection.id) ?? [];
    const check = checkSideChoice(chosen, selection.side);
    if (!check.ok) {
      issues.push({ row, field: selection.side, keyword: check.keyword, message: check.message, params: { with: check.with } });
      return;
    }
    // One edge finish (hem, cut, keder...) per side: a second one on a covered side is refused.
    const edge = offer.level === EDGE_LEVEL ? checkSideChoice(levelOneSides, selection.side) : check;
    if (!edge.ok) {
      issues.push({ row, field: selection.side, keyword: 'edge', message: sideMessages.edge(edge.with), params: { with: edge.with } });
      return;
    }
    sidesByFinish.set(selection.id, [...chosen, selection.side]);
    if (offer.level === EDGE_LEVEL) levelOneSides.push(selection.side);
  });

  issues.push(...missingEdgeIssues(levelOneSides));
  return issues;
}

/** Issues per side, for highlighting the preview's edges. */
export function issuesBySide(issues: readonly Issue[]): Partial<Record<FinishSide, Issue[]>> {
  const sides: readonly string[] = ['top', 'right', 'bottom', 'left', 'around', 'opposite-top', 'opposite-left', 'surface'];
  const result: Partial<Record<FinishSide, Issue[]>> = {};
  for (const issue of issues) {
    if (sides.includes(issue.field)) (result[issue.field as FinishSide] ??= []).push(issue);
  }
  return result;
}
