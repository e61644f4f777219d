import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { countRows, CUSTOMER, order, placeOrder, print, productId } from './order-helpers.js';
import { tokenFor } from '../../support/tokens.js';

describeEachDatabase('POST /order with an Idempotency-Key', (ctx) => {
  let token = '';
  let banner = 0;
  beforeAll(async () => {
    token = await tokenFor(ctx(), CUSTOMER);
    banner = await productId(ctx(), 'SPD-FL510');
  });

  it('replays the first answer for the same key and body, without a second order', async () => {
    const key = randomUUID();
    const body = order([print(banner)]);
    const first = await placeOrder(ctx(), token, body, key);
    expect(first.status).toBe(201);
    const before = await countRows(ctx());
    const again = await placeOrder(ctx(), token, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await countRows(ctx())).toEqual(before);
  });

  it('answers 422 for the same key with another body', async () => {
    const key = randomUUID();
    expect((await placeOrder(ctx(), token, order([print(banner)]), key)).status).toBe(201);
    const other = await placeOrder(ctx(), token, order([print(banner)], { reference: 'other' }), key);
    expect(other.status).toBe(422);
    expect(other.body.errors['Idempotency-Key']).toEqual(['This Idempotency-Key was used for another request']);
  });

  it('lets a refused request go, so the fixed order can use the same key', async () => {
    const key = randomUUID();
    expect((await placeOrder(ctx(), token, order([print(banner)], { delivery_date: '2026-11-28' }), key)).status).toBe(405);
    expect((await placeOrder(ctx(), token, order([print(banner)]), key)).status).toBe(201);
  });

  it('answers 409 while the first request with the key is in flight, and takes over a key left behind', async () => {
    const key = randomUUID();
    const body = order([print(banner)], { reference: 'in flight' });
    const userId = (await ctx().db.kysely.selectFrom('users').select('id').where('email', '=', CUSTOMER).executeTakeFirstOrThrow()).id;
    // What a first request looks like while it runs (same body: the hash is checked first).
    const first = await placeOrder(ctx(), token, body, key);
    const row = await ctx().db.kysely.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    await ctx().db.kysely.deleteFrom('orders').where('id', '=', first.body.orders[0].id).execute();
    await ctx().db.kysely.updateTable('idempotency_keys').set({ status: 'in_flight', response: null, created_at: ctx().clock.now().toISOString() })
      .where('key', '=', key).where('user_id', '=', userId).execute();
    const busy = await placeOrder(ctx(), token, body, key);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBeTruthy();
    // A request that died ten minutes ago does not block the key for ever.
    await ctx().db.kysely.updateTable('idempotency_keys').set({ created_at: new Date(ctx().clock.now().getTime() - 10 * 60_000).toISOString() })
      .where('key', '=', key).where('user_id', '=', userId).execute();
    const retried = await placeOrder(ctx(), token, body, key);
    expect(retried.status).toBe(201);
    expect(row.request_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 422 for a key that is not a UUID', async () => {
    const res = await placeOrder(ctx(), token, order([print(banner)]), 'not-a-uuid');
    expect(res.status).toBe(422);
  });

  it('makes exactly one order of 100 parallel submits with one key', async () => {
    const key = randomUUID();
    const body = order([print(banner)], { reference: 'parallel' });
    const before = await countRows(ctx());
    const answers = await Promise.all(Array.from({ length: 100 }, () => placeOrder(ctx(), token, body, key)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.orders[0].id));
    expect(ids.size).toBe(1);
    expect((await countRows(ctx())).orders).toBe(before.orders + 1);
    const stored = await ctx().db.kysely.selectFrom('orders').select('id').where('reference', '=', 'parallel').execute();
    expect(stored).toHaveLength(1);
    // Once done, the same submit replays the one order.
    const replay = await placeOrder(ctx(), token, body, key);
    expect(replay.body.orders[0].id).toBe([...ids][0]);
  });
});
