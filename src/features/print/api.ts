import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { Print } from '../../domain/print-schema.js';
import { BREAKDOWN_KINDS } from '../../domain/pricing/labels.js';
import { parseAnswer, toApiError } from '../../shared/api-client/errors.js';

/** POST /prices answer (shared contract): euros with two decimals plus a breakdown for the cart. */
export const PriceAnswerSchema = v.object({
  product: v.pipe(v.number(), v.finite()),
  frames: v.pipe(v.number(), v.finite()),
  breakdown: v.optional(v.array(v.object({
    // An older server sends no kind: its lines count as material.
    kind: v.optional(v.picklist(BREAKDOWN_KINDS), 'material'),
    label: v.string(),
    amount: v.number(),
  })), []),
});
export type PriceAnswer = v.InferOutput<typeof PriceAnswerSchema>;

export function pricesApi(api: KyInstance) {
  return {
    /** The price of one print; `signal` lets a newer request cancel this one. */
    price: async (print: Print, signal?: AbortSignal): Promise<PriceAnswer> => {
      let data: unknown;
      try {
        data = await api.post('prices', { json: print, signal }).json();
      } catch (error) {
        throw await toApiError(error);
      }
      return parseAnswer(PriceAnswerSchema, data);
    },
  };
}
export type PricesApi = ReturnType<typeof pricesApi>;
