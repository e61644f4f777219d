import { makeCopySchema, type CopyLimits } from './copy.js';
import type { Issue } from './issues.js';

/** PlusFrame lines (spec section 5): narrower limits, and a minimum total over all lines. */
export const PLUS_FRAME_LIMITS: CopyLimits = {
  originals: { min: 1, max: 1000 },
  quantity: { min: 1, max: 50 },
  width: { min: 59, max: 100_000 },
  height: { min: 59, max: 10_000 },
};

export const PlusFrameCopySchema = makeCopySchema(PLUS_FRAME_LIMITS, { abaaRequired: true });
export const PlusFrameDraftSchema = makeCopySchema(PLUS_FRAME_LIMITS, { abaaRequired: false });

export const totalMinMessage = (min: number) => `Minimaal besteld product moet totaal: ${min} zijn`;

/** What the minimum-order count needs of a line. */
export interface LineForMinimum {
  originals: number;
  quantity: number;
  sides: number;
}

/**
 * What one line counts towards a PlusFrame's minimum order: quantity x originals, or just quantity
 * when double-sided (spec section 5, "just quantity when double-sided", for A/A as well as A/B).
 * Only the minimum-order check counts this way; the pieces a customer is shown and charged for are
 * `piecesOf` in pricing/geometry.ts, where a double-sided A/A line is quantity x originals.
 */
export function piecesForMinimum(line: LineForMinimum): number {
  return line.sides === 2 ? line.quantity : line.quantity * line.originals;
}

export function piecesForMinimumTotal(lines: readonly LineForMinimum[]): number {
  return lines.reduce((sum, line) => sum + piecesForMinimum(line), 0);
}

/**
 * The total-size rule: fewer pieces than the product's minimum marks quantity AND originals of
 * the first line (`firstRow`, the row index that line has in the editor).
 */
export function totalSizeIssues(lines: readonly LineForMinimum[], minOrderQty: number, firstRow = 0): Issue[] {
  if (minOrderQty <= 0 || lines.length === 0 || piecesForMinimumTotal(lines) >= minOrderQty) return [];
  const message = totalMinMessage(minOrderQty);
  const params = { min: minOrderQty };
  return [
    { row: firstRow, field: 'quantity', keyword: 'total_min', message, params },
    { row: firstRow, field: 'originals', keyword: 'total_min', message, params },
  ];
}
