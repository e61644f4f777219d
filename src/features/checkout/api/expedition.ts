import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { AddressSchema } from '../../../domain/catalog.js';
import type { ExpeditionRequest } from '../../../../machines/checkout.types.js';
import { callParsed } from '../../../shared/api-client/call.js';
import { TransportAnswerSchema } from '../../../domain/transport/answer.js';

const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/));

export const ExpeditionAnswerSchema = v.object({
  deadlines: v.object({
    regular_deadlines: IsoDate,
    speed_deadlines: IsoDate,
    combi_deadlines: v.array(IsoDate),
    suggested_date: IsoDate,
    disabled: v.array(IsoDate),
  }),
  addresses: v.array(AddressSchema),
  transport: v.optional(TransportAnswerSchema),
});

export function expeditionApi(api: KyInstance) {
  return {
    /** POST /expedition: delivery deadlines for the cart and the partner's delivery addresses. */
    fetch: (request: ExpeditionRequest, signal?: AbortSignal) =>
      callParsed(() => api.post('expedition', { json: request, signal }).json(), ExpeditionAnswerSchema),
  };
}
export type ExpeditionApi = ReturnType<typeof expeditionApi>;
