import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../support/test-app.js';

export const CUSTOMER = 'klant@example.nl';
export const RESELLER = 'partner@example.nl';

export async function productId(ctx: TestContext, code: string): Promise<number> {
  return (await ctx.db.kysely.selectFrom('products').select('id').where('default_code', '=', code).executeTakeFirstOrThrow()).id;
}

export async function finishOf(ctx: TestContext, code: string): Promise<{ id: number; finishing_id: number }> {
  return ctx.db.kysely.selectFrom('finishes').select(['id', 'finishing_id']).where('default_code', '=', code).executeTakeFirstOrThrow();
}

export async function addressOf(ctx: TestContext, name: string): Promise<number> {
  return (await ctx.db.kysely.selectFrom('addresses').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

export const copy = (over: Record<string, unknown> = {}) => ({
  originals: 1, quantity: 2, width: 2000, height: 1000, sides: 1, abaa: 1, remark: '', ...over,
});

export function print(product_id: number, over: Record<string, unknown> = {}) {
  return { product_id, copies: [copy()], finishes: [], complete: true, uuid: randomUUID(), prices: {}, ...over };
}

export function order(products: unknown[], details: Record<string, unknown> = {}) {
  return {
    products,
    contact: { name: 'Karin de Klant', email: 'karin@example.nl', phone: '0201234567' },
    details: {
      // Picked up unless a test chooses an address: an order is delivered somewhere or picked up.
      description: '', reference: 'PO-2026-001', files_date: null, delivery_date: '2026-12-02', pickup: true,
      pack: false, address: null, approve_pdf: false, archive_files: false, ...details,
    },
  };
}

export async function countRows(ctx: TestContext) {
  const count = async (table: 'orders' | 'order_prints' | 'order_copies' | 'order_finishes' | 'order_frames') =>
    Number((await ctx.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    orders: await count('orders'),
    prints: await count('order_prints'),
    copies: await count('order_copies'),
    finishes: await count('order_finishes'),
    frames: await count('order_frames'),
  };
}

export const placeOrder = (ctx: TestContext, token: string, body: unknown, key: string | null = randomUUID()) =>
  ctx.call('POST', '/api/v1/order', { token, body, headers: key ? { 'Idempotency-Key': key } : {} });
