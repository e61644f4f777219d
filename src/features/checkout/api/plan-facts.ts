import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { PlanFacts } from '../../../../machines/planner.machine.js';
import { callParsed } from '../../../shared/api-client/call.js';

const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const Days = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(366));

const PlanFactsAnswerSchema = v.object({
  deadlines: v.object({ disabled: v.array(IsoDate) }),
  lead_time: v.object({ regular_days: Days, speed_days: Days }),
});

export function planFactsApi(api: KyInstance) {
  return {
    /** POST /expedition for these products: their lead time and the closing days the planner counts with. */
    fetch: async (productIds: readonly number[], signal?: AbortSignal): Promise<PlanFacts> => {
      const answer = await callParsed(
        () => api.post('expedition', { json: { products: productIds.map((product_id) => ({ product_id })) }, signal }).json(),
        PlanFactsAnswerSchema,
      );
      return {
        leadTime: { regularDays: answer.lead_time.regular_days, speedDays: answer.lead_time.speed_days },
        closingDays: answer.deadlines.disabled,
      };
    },
  };
}
export type PlanFactsApi = ReturnType<typeof planFactsApi>;
