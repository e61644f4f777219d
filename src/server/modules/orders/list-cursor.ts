import * as v from 'valibot';
import { invalid } from '../../platform/http/errors.js';
import { ORDER_KINDS, type OrderKind } from '../../../domain/orders.js';
import { word } from '../../../domain/texts/text.js';

/**
 * The keyset cursor of the overviews: where a page starts, as an opaque base64url text
 * the browser keeps and sends back. It carries the partner and kind it was made for, so a cursor
 * of another list is refused (422) instead of read; the rows themselves are always filtered by
 * the caller's partner, so even a forged cursor reveals nothing of another company.
 */
export interface ListCursor {
  partnerId: number;
  kind: OrderKind;
  /** The position: rows after (older than, `older`) or before (newer than, `newer`) this one. */
  createdAt: string;
  id: number;
  direction: 'older' | 'newer';
  /** The number of the page this cursor opens, for "page 3" in the browser. */
  page: number;
  /** The list's total as counted on its first page, so later pages need not count again. */
  total: number;
  totalCapped: boolean;
}

const VERSION = 1;
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const CursorTuple = v.tuple([
  v.literal(VERSION),
  Id,
  v.picklist(ORDER_KINDS),
  v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T[\d:.]{8,15}Z$/)),
  Id,
  v.picklist(['older', 'newer'] as const),
  v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000_000)),
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000)),
  v.picklist([0, 1] as const),
]);

export function encodeCursor(cursor: ListCursor): string {
  const tuple = [VERSION, cursor.partnerId, cursor.kind, cursor.createdAt, cursor.id, cursor.direction, cursor.page, cursor.total, cursor.totalCapped ? 1 : 0];
  return Buffer.from(JSON.stringify(tuple)).toString('base64url');
}

const CURSOR_REFUSED = /*i18n*/ { id: 'orders.cursor_refused', message: 'Deze paginalink hoort niet bij deze lijst; begin opnieuw bij de eerste pagina.' };
const refused = () => invalid({ cursor: [word(CURSOR_REFUSED)] });

/** The cursor of `text` for this partner's list of `kind`, or the 422 answer. */
export function decodeCursor(text: string, partnerId: number, kind: OrderKind): ListCursor {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) throw refused();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  const parsed = v.safeParse(CursorTuple, value);
  if (!parsed.success) throw refused();
  const [, cursorPartner, cursorKind, createdAt, id, direction, page, total, capped] = parsed.output;
  if (cursorPartner !== partnerId || cursorKind !== kind) throw refused();
  return { partnerId, kind, createdAt, id, direction, page, total, totalCapped: capped === 1 };
}
