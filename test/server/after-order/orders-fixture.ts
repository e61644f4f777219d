import type { TestContext } from '../../support/test-app.js';
import { insertStoredOrder, type StoredOrderSpec } from '../../../src/server/db/seed/orders-history.js';
import type { OrderKind, OrderState } from '../../../src/domain/orders.js';
import { CUSTOMER, PURCHASER } from './helpers.js';
import { partnerIdOf, userIdOf } from '../../support/tokens.js';

export const BANNER = 'SPD-BO550';
export const BEACHFLAG = 'BF-WAVE-M';

/** An order of the demo customer (Bakkerij De Zon) or of the purchaser's company (Van Dijk). */
export async function makeOrder(
  ctx: TestContext,
  options: { kind?: OrderKind; state?: OrderState; reference?: string; of?: 'customer' | 'other'; createdAt?: string; prints?: StoredOrderSpec['prints'] } = {},
): Promise<{ orderId: number; printIds: number[] }> {
  const other = options.of === 'other';
  const kind = options.kind ?? 'order';
  return insertStoredOrder(ctx.db.kysely, {
    partnerId: await partnerIdOf(ctx, other ? 'Bouwbedrijf Van Dijk B.V.' : 'Bakkerij De Zon B.V.'),
    userId: await userIdOf(ctx, other ? PURCHASER : CUSTOMER),
    kind,
    state: options.state ?? (kind === 'order' ? 'waiting_for_files' : kind),
    reference: options.reference ?? 'Winteractie',
    description: 'Spandoeken voor de gevel',
    createdAt: options.createdAt ?? '2026-11-20T10:00:00.000Z',
    deliveryDate: '2026-12-01',
    contact: { name: other ? 'Ingrid Inkoop' : 'Karin de Klant', email: 'k@example.nl', phone: '0201234567' },
    prints: options.prints ?? [
      { productCode: BANNER, copies: [{ originals: 1, quantity: 2, width: 1000, height: 500 }] },
      { productCode: BEACHFLAG, copies: [{ originals: 1, quantity: 1, width: 800, height: 2800 }] },
    ],
  });
}
