import * as v from 'valibot';
import { toCents } from '../money.js';
import { SHIPMENT_CLASSES, type ShipmentClass } from './tariff.js';
import type { Surcharges } from './cost.js';

const Euros = v.pipe(v.number(), v.finite(), v.minValue(0));

/**
 * POST /expedition's `transport` (euros, like every price the API answers): the cart's shipment and
 * the tariff's surcharges, so the checkout prices the chosen day and hour with transportCost, the
 * rule POST /order stores with; and the price of each class of day at 17:00 (null: on request).
 */
export const TransportAnswerSchema = v.object({
  shipment: v.picklist(SHIPMENT_CLASSES),
  longest_mm: v.number(),
  weight_kg: v.number(),
  price: Euros,
  combi_discount_pct: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  rush: Euros,
  other_time: Euros,
  days: v.object({ normal: v.nullable(Euros), combi: v.nullable(Euros), rush: v.nullable(Euros), red: v.nullable(Euros) }),
});
export type TransportAnswer = v.InferOutput<typeof TransportAnswerSchema>;

/** The answer back in cents, as transportCost takes it. */
export function transportQuoteOf(answer: TransportAnswer): { shipment: { shipment: ShipmentClass; price_cents: number }; surcharges: Surcharges } {
  return {
    shipment: { shipment: answer.shipment, price_cents: toCents(answer.price) },
    surcharges: { combi_discount_pct: answer.combi_discount_pct, rush_cents: toCents(answer.rush), other_time_cents: toCents(answer.other_time) },
  };
}

/** The transport stored with an order, as GET /orders/{id} answers it. */
export const StoredTransportSchema = v.object({
  kind: v.picklist(['none', 'pickup', 'priced', 'on_request']),
  amount: v.nullable(v.number()),
  lines: v.array(v.object({ code: v.picklist(['shipment', 'combi_discount', 'rush', 'other_time']), amount: v.number() })),
});
export type StoredTransport = v.InferOutput<typeof StoredTransportSchema>;
