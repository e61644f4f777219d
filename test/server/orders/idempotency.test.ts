import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyLockId } from '../../../src/server/modules/checkout/idempotency.js';
import { postgresAvailable } from '../../support/databases.js';
import { createTestContext, describeEachDatabase, type TestContext } from '../../support/test-app.js';
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

  it('takes over at once a key that a request which died left unfinished', async () => {
    const key = randomUUID();
    const body = order([print(banner)], { reference: 'left behind' });
    const userId = (await ctx().db.kysely.selectFrom('users').select('id').where('email', '=', CUSTOMER).executeTakeFirstOrThrow()).id;
    // What an earlier server version left when it died after claiming the key outside the order's transaction.
    const first = await placeOrder(ctx(), token, body, key);
    await ctx().db.kysely.deleteFrom('orders').where('id', '=', first.body.orders[0].id).execute();
    await ctx().db.kysely.updateTable('idempotency_keys').set({ status: 'in_flight', response: null, created_at: ctx().clock.now().toISOString() })
      .where('key', '=', key).where('user_id', '=', userId).execute();
    const retried = await placeOrder(ctx(), token, body, key);
    expect(retried.status).toBe(201);
    expect(await ctx().db.kysely.selectFrom('orders').select('id').where('reference', '=', 'left behind').execute())
      .toEqual([{ id: retried.body.orders[0].id }]);
    expect((await placeOrder(ctx(), token, body, key)).body).toEqual(retried.body);
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

describe.skipIf(!postgresAvailable)('POST /order with a key another request is placing right now [postgres]', () => {
  let context: TestContext | undefined;
  beforeAll(async () => { context = await createTestContext('postgres'); });
  afterAll(async () => { await context?.close(); });

  it('answers 409 while the key is held, then places the order once it is let go', async () => {
    const ctx = context!;
    const token = await tokenFor(ctx, CUSTOMER);
    const body = order([print(await productId(ctx, 'SPD-FL510'))], { reference: 'held' });
    const key = randomUUID();
    const userId = (await ctx.db.kysely.selectFrom('users').select('id').where('email', '=', CUSTOMER).executeTakeFirstOrThrow()).id;
    // Another request's placing transaction holds the key's lock.
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${keyLockId({ key, userId })}::bigint)`.execute(trx);
      const busy = await placeOrder(ctx, token, body, key);
      expect(busy.status).toBe(409);
      expect(busy.body).toEqual({ message: 'This order is still being placed; please wait a moment.' });
    });
    const placed = await placeOrder(ctx, token, body, key);
    expect(placed.status).toBe(201);
    expect(await ctx.db.kysely.selectFrom('orders').select('id').where('reference', '=', 'held').execute()).toEqual([{ id: placed.body.orders[0].id }]);
  });
});
