import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeEachDatabase, TEST_SCRYPT_COST } from '../../support/test-app.js';
import * as paperwork from '../../../src/server/db/migrations/0090-company-paperwork.js';
import * as searchPo from '../../../src/server/db/migrations/0091-search-po-number.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { tokenFor } from '../../support/tokens.js';
import { makeOrder } from '../after-order/orders-fixture.js';

/** Migrations 0090 and 0091 on a database in use: its invoices' series continues, its orders are found by PO number. */
describeEachDatabase('migrations 0090 and 0091 on a database in use', (ctx) => {
  it('continues each year\'s invoice series after the highest number used, and finds orders by PO number', async () => {
    const db = ctx().db.kysely;
    await searchPo.down(db);
    await paperwork.down(db);
    // An invoice numbered the old way (from its id) in 2026: the series goes on after it.
    const { id: partnerId } = await db.selectFrom('partners').select('id').where('name', '=', 'Bakkerij De Zon B.V.').executeTakeFirstOrThrow();
    await sql`insert into invoices (number, partner_id, name, date, amount_untaxed, amount_total, state, paid_at, created_at)
      values ('F2026-000040', ${partnerId}, 'Bakkerij De Zon B.V.', '2026-11-01', 100, 121, 'open', null, '2026-11-01T10:00:00.000Z')`.execute(db);
    await paperwork.up(db);
    await searchPo.up(db);

    const { orderId } = await makeOrder(ctx(), { state: 'delivered', reference: 'Na de migratie' });
    await db.updateTable('orders').set({ po_number: 'INK-9001' }).where('id', '=', orderId).execute();
    const advanced = await runAdmin({ db, config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST }, now: ctx().services.now }, ['order:advance', String(orderId)]);
    expect(advanced).toContain('invoice F2026-000041 made');
    const found = await ctx().call('GET', '/api/v1/orders?q=ink-9001', { token: await tokenFor(ctx(), 'klant@example.nl') });
    expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([orderId]);
  });
});
