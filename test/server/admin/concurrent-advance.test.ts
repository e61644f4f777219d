import { expect, it } from 'vitest';
import { describeEachDatabase, TEST_SCRYPT_COST } from '../../support/test-app.js';
import { AdminError, type AdminContext } from '../../../src/server/admin/admin-context.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { makeOrder } from '../after-order/orders-fixture.js';

/** Two staff members advancing the same order at the same moment mean one step, not two. */
describeEachDatabase('admin: order:advance at the same moment', (ctx) => {
  const admin = (...argv: string[]) => {
    const context: AdminContext = { db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST }, now: ctx().services.now };
    return runAdmin(context, argv);
  };

  it('moves the order exactly one stage and tells the second command it moved on meanwhile', async () => {
    for (const from of ['waiting_for_files', 'prepress', 'delivered'] as const) {
      const { orderId } = await makeOrder(ctx(), { state: from });
      const outcomes = await Promise.allSettled([admin('order:advance', String(orderId)), admin('order:advance', String(orderId))]);
      const done = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(done, from).toHaveLength(1);
      expect(refused, from).toHaveLength(1);
      expect(refused[0]!.reason).toBeInstanceOf(AdminError);
      expect((refused[0]!.reason as Error).message).toMatch(new RegExp(`^order ${orderId} moved on from ${from} to \\w+ meanwhile`));
      const db = ctx().db.kysely;
      const order = await db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow();
      const next = { waiting_for_files: 'intake', prepress: 'production', delivered: 'invoicing' }[from];
      expect(order.state, from).toBe(next);
      const events = await db.selectFrom('order_events').select('to_state').where('order_id', '=', orderId).execute();
      expect(events.map((event) => event.to_state)).toEqual([next]);
      if (next === 'invoicing') {
        const invoices = await db.selectFrom('invoice_orders').select('invoice_id').where('order_id', '=', orderId).execute();
        expect(invoices).toHaveLength(1);
      }
    }
  });

  it('still advances one step at a time when the commands follow each other', async () => {
    const { orderId } = await makeOrder(ctx(), { state: 'intake' });
    expect(await admin('order:advance', String(orderId))).toBe(`order ${orderId}: intake -> prepress`);
    expect(await admin('order:advance', String(orderId))).toBe(`order ${orderId}: prepress -> production`);
  });
});
