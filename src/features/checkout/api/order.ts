import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { OrderInput } from '../../../domain/order.js';
import { callParsed } from '../../../shared/api-client/call.js';

export const PlacedOrderSchema = v.looseObject({
  id: v.pipe(v.number(), v.integer()),
  kind: v.string(),
  state: v.string(),
});
/** `already_placed`: this cart had been ordered before (another tab); the orders are that first order. */
export const PlaceOrderAnswerSchema = v.object({ orders: v.array(PlacedOrderSchema), already_placed: v.optional(v.boolean(), false) });
export type PlaceOrderAnswer = v.InferOutput<typeof PlaceOrderAnswerSchema>;

export function orderApi(api: KyInstance) {
  return {
    /** POST /order with its Idempotency-Key: the same key never makes a second order. */
    place: (order: OrderInput, key: string, signal?: AbortSignal): Promise<PlaceOrderAnswer> =>
      callParsed(() => api.post('order', { json: order, headers: { 'Idempotency-Key': key }, signal }).json(), PlaceOrderAnswerSchema),
  };
}
export type OrderApi = ReturnType<typeof orderApi>;
