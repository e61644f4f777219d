import { expect, it } from 'vitest';
import { describeEachDatabase, TEST_SCRYPT_COST } from '../../support/test-app.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { createInvoiceFor } from '../../../src/server/modules/orders/invoices.js';
import { makeOrder } from '../after-order/orders-fixture.js';

const sequenceOf = (number: string) => Number(number.slice(6));

describeEachDatabase('invoice numbers', (ctx) => {
  const advance = (orderId: number) => runAdmin({
    db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST }, now: ctx().services.now,
  }, ['order:advance', String(orderId)]);

  async function yearNumbers(): Promise<number[]> {
    const rows = await ctx().db.kysely.selectFrom('invoices').select('number').where('number', 'like', 'F2026-%').execute();
    return rows.map((row) => sequenceOf(row.number)).sort((a, b) => a - b);
  }

  it('numbers invoices made at the same moment one after the other, without a gap or a repeat', async () => {
    const orders = await Promise.all(Array.from({ length: 12 }, (_, index) =>
      makeOrder(ctx(), { state: 'delivered', reference: `Gelijktijdig ${index}`, of: index % 2 === 0 ? 'customer' : 'other' })));
    const lines = await Promise.all(orders.map(({ orderId }) => advance(orderId)));
    expect(lines.every((line) => / -> invoicing; invoice F2026-\d{6} made/.test(line))).toBe(true);
    const numbers = await yearNumbers();
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('gives a number back when the transaction that took it rolls back', async () => {
    const { orderId } = await makeOrder(ctx(), { state: 'delivered', reference: 'Teruggedraaid' });
    const before = await yearNumbers();
    const failed = await ctx().db.kysely.transaction().execute(async (trx) => {
      await createInvoiceFor(trx, orderId, ctx().clock.now(), 30);
      throw new Error('the order change failed after the invoice was made');
    }).then(() => null, (error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(await yearNumbers()).toEqual(before);
    await advance(orderId);
    expect(await yearNumbers()).toEqual([...before, before.length + 1]);
  });
});
