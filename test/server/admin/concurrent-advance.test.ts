import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
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

  /**
   * Both commands at once, each having read the stage before either moves it. SQLite serves the two on
   * its one connection in turn (both reads come first); on PostgreSQL the test holds the order's row
   * until both commands wait for it, so that neither can read the stage after the other moved it.
   */
  async function advanceTwiceAtOnce(orderId: number) {
    const both = () => Promise.allSettled([admin('order:advance', String(orderId)), admin('order:advance', String(orderId))]);
    if (ctx().kind !== 'postgres') return both();
    const db = ctx().db.kysely;
    // The commands' promise is handed out wrapped: returned bare, the transaction would wait for them (and they for it).
    const { outcomes } = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
      const running = both();
      await vi.waitFor(async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
        expect(rows[0]?.n).toBe(2);
      }, { timeout: 20_000, interval: 20 });
      return { outcomes: running };
    });
    return outcomes;
  }

  it('moves the order exactly one stage and tells the second command it moved on meanwhile', async () => {
    for (const from of ['waiting_for_files', 'prepress', 'delivered'] as const) {
      const { orderId } = await makeOrder(ctx(), { state: from });
      const outcomes = await advanceTwiceAtOnce(orderId);
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
