import * as v from 'valibot';
import { toEuros as euros } from '../../../domain/money.js';
import type { StoredTransportKind } from '../../db/order-tables.js';

const StoredLinesSchema = v.array(v.object({
  code: v.picklist(['shipment', 'combi_discount', 'rush', 'other_time']),
  cents: v.pipe(v.number(), v.integer()),
}));

/**
 * The transport as the order page shows it, in euros: none (older orders, templates), pickup,
 * priced with its lines, or on_request (a red date: staff price it; `amount` null until then).
 */
export function storedTransport(order: { transport_kind: StoredTransportKind; transport_cents: number; transport_lines: string }) {
  let lines: v.InferOutput<typeof StoredLinesSchema> = [];
  try {
    const parsed = v.safeParse(StoredLinesSchema, JSON.parse(order.transport_lines));
    if (parsed.success) lines = parsed.output;
  } catch {
    lines = [];
  }
  const priced = order.transport_kind === 'priced' || order.transport_kind === 'pickup';
  return {
    kind: order.transport_kind,
    amount: priced ? euros(Number(order.transport_cents)) : null,
    lines: lines.map((line) => ({ code: line.code, amount: euros(line.cents) })),
  };
}
