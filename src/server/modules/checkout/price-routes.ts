import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { invalid } from '../../platform/http/errors.js';
import { jsonOf } from '../../platform/http/validate.js';
import { PrintSchema, printFieldErrors } from '../../../domain/print.js';
import { toEuros as euros } from '../../../domain/money.js';
import { checkAndPriceWith } from './price-prints.js';
import { priceCatalog } from '../catalog/price-catalog.js';

const priceMessages = { unknownProduct: 'Unknown product' } as const;

/** POST /prices: the price of one print, recomputed from the catalogue (DESIGN.md section 7). */
export function priceRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/prices', requireAuth, requirePartner, jsonOf(PrintSchema), async (c) => {
    // The cached catalogue: a price is pure computation, from the rows an order is priced with too.
    const [outcome] = checkAndPriceWith(await priceCatalog(c.var.services.db.kysely), [c.req.valid('json')]);
    if (!outcome?.ok) {
      throw invalid(outcome?.issues ? printFieldErrors(outcome.issues) : { product_id: [priceMessages.unknownProduct] });
    }
    const { price } = outcome;
    return c.json({
      product: euros(price.productCents),
      frames: euros(price.framesCents),
      breakdown: price.breakdown.map((line) => ({ kind: line.kind, label: line.label, amount: euros(line.cents) })),
    });
  });
}
