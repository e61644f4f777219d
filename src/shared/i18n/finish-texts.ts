import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FinishSide } from '../../domain/catalog.js';
import type { Issue } from '../../domain/issues.js';
import type { PrintSides } from '../../domain/pricing/geometry.js';
import { FINISH_TEXTS, SIDE_TEXTS } from '../../domain/texts/finish-texts.js';
import { withValues } from '../../domain/texts/text.js';

/**
 * The finish sides' names and the finish rules' issues in the interface language: one wording for
 * the finish editor, the cart, the order detail and the finish-sides toasts (src/app/flow-toasts).
 * The texts are the domain's (src/domain/texts/finish-texts.ts), the ones the server answers with,
 * worded here by keyword so they follow a change of language after the check.
 */

/** Lingui's `_` (a React render's, so texts follow a language change; or `i18n._` outside React). */
export type Translate = (descriptor: MessageDescriptor) => string;

export function sideLabelsIn(_: Translate): Record<FinishSide, string> {
  const entries = Object.entries(SIDE_TEXTS).map(([side, name]) => [side, _(name)]);
  return Object.fromEntries(entries) as Record<FinishSide, string>;
}

const PRINT_SIDES: Record<PrintSides, MessageDescriptor> = {
  single: msg`Enkelzijdig`,
  ab: msg`Dubbelzijdig A/B`,
  aa: msg`Dubbelzijdig A/A`,
};

/** How a copy line is printed, in one wording for the cart and the order page. */
export function printSidesIn(_: Translate, sides: PrintSides): string {
  return _(PRINT_SIDES[sides]);
}

/** A finish issue by keyword; an unknown one keeps the rule's own message. */
export function finishIssueTextIn(_: Translate, labels: Record<FinishSide, string>, issue: Issue): string {
  const side = labels[issue.field as FinishSide] ?? issue.field;
  const other = labels[String(issue.params?.with ?? '') as FinishSide] ?? '';
  switch (issue.keyword) {
    case 'present':
      return _(withValues(FINISH_TEXTS.sideMissing, { side }));
    case 'exists':
      return _(FINISH_TEXTS.sideExists);
    case 'conflict':
      return _(withValues(FINISH_TEXTS.sideConflict, { side, other }));
    case 'location':
      return _(FINISH_TEXTS.locationRequired);
    case 'edge':
      return _(withValues(FINISH_TEXTS.sideEdge, { other }));
    default:
      return issue.message;
  }
}

/** A side choice the rules refused: the side exists already, or cannot go with another. */
export function sideRefusalTextIn(_: Translate, labels: Record<FinishSide, string>, refusal: { keyword: string; with: FinishSide }): string {
  const other = labels[refusal.with];
  if (refusal.keyword === 'location') return _(FINISH_TEXTS.choiceLocation);
  if (refusal.keyword === 'edge') return _(withValues(FINISH_TEXTS.sideEdge, { other }));
  return refusal.keyword === 'exists' ? _(FINISH_TEXTS.sideExists) : _(withValues(FINISH_TEXTS.choiceConflict, { other }));
}
