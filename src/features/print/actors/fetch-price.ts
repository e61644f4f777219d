import { fromPromise } from 'xstate';
import type { PricesApi } from '../api.js';
import type { Print } from '../../../domain/print-schema.js';
import type { PrintPrice } from '../../../../machines/print-price.machine.js';

/** The real `fetchPrice` actor: POST /prices, cancelled (aborted) when the machine moves on. */
export function fetchPriceActor(prices: PricesApi) {
  return fromPromise<PrintPrice, Print>(async ({ input, signal }) => {
    const answer = await prices.price(input, signal);
    return { product: answer.product, frames: answer.frames };
  });
}
