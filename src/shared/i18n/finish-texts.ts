import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FinishSide } from '../../domain/catalog.js';
import type { Issue } from '../../domain/issues.js';
import type { PrintSides } from '../../domain/pricing/geometry.js';

/**
 * The finish sides' names and the finish rules' issues in the interface language: one wording for
 * the finish editor, the cart, the order detail and the finish-sides toasts (src/app/flow-toasts).
 */

/** Lingui's `_` (a React render's, so texts follow a language change; or `i18n._` outside React). */
export type Translate = (descriptor: MessageDescriptor) => string;

const SIDE_NAMES: Record<FinishSide, MessageDescriptor> = {
  top: msg`Boven`,
  right: msg`Rechts`,
  bottom: msg`Onder`,
  left: msg`Links`,
  around: msg`Rondom`,
  'opposite-top': msg`Boven en onder`,
  'opposite-left': msg`Links en rechts`,
  surface: msg`Oppervlak`,
};

export function sideLabelsIn(_: Translate): Record<FinishSide, string> {
  const entries = Object.entries(SIDE_NAMES).map(([side, name]) => [side, _(name)]);
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
      return _(msg`${side} moet aanwezig zijn`);
    case 'exists':
      return _(msg`Zijde bestaat al`);
    case 'conflict':
      return _(msg`${side} kan niet samen met ${other}`);
    case 'location':
      return _(msg`Kies een locatie`);
    case 'edge':
      return _(msg`${other} heeft al een zoom of andere randafwerking; kies één randafwerking per zijde`);
    default:
      return issue.message;
  }
}

/** A side choice the rules refused: the side exists already, or cannot go with another. */
export function sideRefusalTextIn(_: Translate, labels: Record<FinishSide, string>, refusal: { keyword: string; with: FinishSide }): string {
  const other = labels[refusal.with];
  if (refusal.keyword === 'location') return _(msg`Vul eerst de locatie in voor dit extra product`);
  if (refusal.keyword === 'edge') return _(msg`${other} heeft al een zoom of andere randafwerking; kies één randafwerking per zijde`);
  return refusal.keyword === 'exists' ? _(msg`Zijde bestaat al`) : _(msg`Kan niet samen met ${other}`);
}
