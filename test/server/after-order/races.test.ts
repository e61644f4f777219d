import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor, partnerIdOf, userIdOf } from '../../support/tokens.js';
import { applyAction } from '../../../src/server/modules/orders/change-state.js';
import { MAX_ADDRESSES_PER_PARTNER } from '../../../src/server/modules/account/addresses.js';
import { CUSTOMER } from './helpers.js';
import { makeOrder } from './orders-fixture.js';

/**
 * Two calls on one thing at the same moment. Each is fired with Promise.all on
 * both databases; the database decides (a row lock on PostgreSQL, one transaction at a time on
 * SQLite), so exactly one wins and the other is refused on what the winner left.
 */
describeEachDatabase('parallel calls on one order or address book', (ctx) => {
  let token = '';
  beforeAll(async () => { token = await tokenFor(ctx(), CUSTOMER); });
  const post = (orderId: number, action: string) => ctx().call('POST', `/api/v1/orders/${orderId}/${action}`, { token });
  const eventsOf = async (orderId: number) =>
    ctx().db.kysely.selectFrom('order_events').select(['from_state', 'to_state']).where('order_id', '=', orderId).orderBy('id').execute();
  const orderRow = (orderId: number) =>
    ctx().db.kysely.selectFrom('orders').select(['kind', 'state', 'deactivated_at']).where('id', '=', orderId).executeTakeFirstOrThrow();

  it('accepting and deactivating one quote at once: one wins, the other is refused (405), and the answers tell the truth', async () => {
    for (let round = 0; round < 6; round++) {
      const { orderId } = await makeOrder(ctx(), { kind: 'quote' });
      const [accept, deactivate] = await Promise.all([post(orderId, 'accept'), post(orderId, 'deactivate')]);
      expect([accept.status, deactivate.status].sort()).toEqual([200, 405]);
      const row = await orderRow(orderId);
      if (accept.status === 200) {
        expect(row).toMatchObject({ kind: 'order', state: 'waiting_for_files', deactivated_at: null });
        expect(deactivate.body.message).toBe('Only a quote can be deactivated.');
      } else {
        expect(row).toMatchObject({ kind: 'quote', state: 'quote', deactivated_at: expect.any(String) });
        expect(accept.body.message).toBe('This quote has been deactivated.');
      }
      expect(await eventsOf(orderId)).toHaveLength(1);
    }
  });

  it('accepting one quote twice at once: one 200, one 405, one history row', async () => {
    const { orderId } = await makeOrder(ctx(), { kind: 'quote' });
    const answers = await Promise.all([post(orderId, 'accept'), post(orderId, 'accept')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 405]);
    expect(await eventsOf(orderId)).toEqual([{ from_state: 'quote', to_state: 'waiting_for_files' }]);
  });

  it('approving one order twice at once: one 200, one 405', async () => {
    const { orderId } = await makeOrder(ctx());
    const answers = await Promise.all([post(orderId, 'approve'), post(orderId, 'approve')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 405]);
    expect(answers.find((answer) => answer.status === 405)?.body.message).toBe('Only an order waiting for files can be approved.');
    expect(await eventsOf(orderId)).toEqual([{ from_state: 'waiting_for_files', to_state: 'intake' }]);
  });

  it('deleting one template twice at once: one 204, one 404', async () => {
    const { orderId } = await makeOrder(ctx(), { kind: 'template' });
    const answers = await Promise.all([1, 2].map(() => ctx().call('DELETE', `/api/v1/orders/${orderId}`, { token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 404]);
  });

  it('re-ordering a template while it is deleted: the cart is whole or the template is gone (404), never half', async () => {
    for (let round = 0; round < 4; round++) {
      const { orderId } = await makeOrder(ctx(), { kind: 'template' });
      const [cart, deleted] = await Promise.all([
        post(orderId, 'reorder'),
        ctx().call('DELETE', `/api/v1/orders/${orderId}`, { token }),
      ]);
      expect(deleted.status).toBe(204);
      if (cart.status === 200) expect(cart.body.products).toHaveLength(2);
      else expect(cart.status).toBe(404);
    }
  });

  it('the admin advancing one order four times at once moves it four stages, each once in its history', async () => {
    const { orderId } = await makeOrder(ctx());
    const advance = () => applyAction(ctx().db.kysely, orderId, 'advance', { partnerId: null, actor: 'admin' }, ctx().clock.now());
    const moved = await Promise.all([advance(), advance(), advance(), advance()]);
    expect(moved.map((order) => order.state).sort()).toEqual(['finishes', 'intake', 'prepress', 'production']);
    expect(await eventsOf(orderId)).toEqual([
      { from_state: 'waiting_for_files', to_state: 'intake' },
      { from_state: 'intake', to_state: 'prepress' },
      { from_state: 'prepress', to_state: 'production' },
      { from_state: 'production', to_state: 'finishes' },
    ]);
  });

  it(`40 parallel address saves stop exactly at ${MAX_ADDRESSES_PER_PARTNER} addresses`, async () => {
    const partnerId = await partnerIdOf(ctx(), 'Bakkerij De Zon B.V.');
    const userId = await userIdOf(ctx(), CUSTOMER);
    const count = async () => Number((await ctx().db.kysely.selectFrom('addresses').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('partner_id', '=', partnerId).executeTakeFirstOrThrow()).n);
    const free = 10;
    const fill = MAX_ADDRESSES_PER_PARTNER - free - (await count());
    await ctx().db.kysely.insertInto('addresses').values(Array.from({ length: fill }, (_, i) => ({
      type: 'delivery', partner_id: partnerId, user_id: userId, name: `Filiaal ${i}`, dept: '', attn: '', phone: '0201234567',
      email: '', street: 'Dorpsstraat 1', zip: '1234 AB', city: 'Zon', country_id: 'NL', created_at: '2026-11-01T00:00:00.000Z',
    } as const))).execute();
    const address = (i: number) => ({ name: `Parallel ${i}`, street: 'Kerkstraat 2', zip: '1234 AB', city: 'Zon', country_id: 'NL', phone: '0201234567' });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => ctx().call('POST', '/api/v1/addresses', { token, body: address(i) })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(free);
    expect(statuses.filter((status) => status === 405)).toHaveLength(40 - free);
    expect(await count()).toBe(MAX_ADDRESSES_PER_PARTNER);
    await ctx().db.kysely.deleteFrom('addresses').where('partner_id', '=', partnerId).where('created_at', '>=', '2026-11-01T00:00:00.000Z')
      .where((eb) => eb.or([eb('name', 'like', 'Filiaal %'), eb('name', 'like', 'Parallel %')])).execute();
  });
});
