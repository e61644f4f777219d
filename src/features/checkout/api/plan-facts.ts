import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { PlanFacts, PlannedPrint } from '../../../../machines/planner.machine.js';
import { TransportAnswerSchema, transportQuoteOf } from '../../../domain/transport/index.js';
import { callParsed } from '../../../shared/api-client/call.js';

const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const Days = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(366));

const PlanFactsAnswerSchema = v.object({
  lead_time: v.object({ regular_days: Days, speed_days: Days }),
  closing_days: v.array(IsoDate),
  transport: TransportAnswerSchema,
});

export function planFactsApi(api: KyInstance) {
  return {
    /** POST /expedition for these prints: their lead time, the company's closing days and their transport. */
    fetch: async (prints: readonly PlannedPrint[], signal?: AbortSignal): Promise<PlanFacts> => {
      const answer = await callParsed(
        () => api.post('expedition', { json: { products: prints }, signal }).json(),
        PlanFactsAnswerSchema,
      );
      return {
        leadTime: { regularDays: answer.lead_time.regular_days, speedDays: answer.lead_time.speed_days },
        closingDays: answer.closing_days,
        transport: transportQuoteOf(answer.transport),
      };
    },
  };
}
export type PlanFactsApi = ReturnType<typeof planFactsApi>;
