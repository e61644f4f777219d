import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { forgetSessionCache } from '../../../src/server/modules/auth/session-cache.js';
import * as migration from '../../../src/server/db/migrations/0081-login-families-and-folded-search.js';
import { tokenFor } from '../../support/tokens.js';
import { CUSTOMER } from '../after-order/helpers.js';
import { makeOrder } from '../after-order/orders-fixture.js';
import { dataCall, loggedIn } from '../auth/auth-helpers.js';

/** A database of before migration 0081: its logins keep working, its ended logins stay ended, its orders are found. */
describeEachDatabase('migration 0081 on a database in use', (ctx) => {
  it('keeps the logins of before, keeps a revoked login refused, and finds an older "İstanbul" order by "istanbul"', async () => {
    const db = ctx().db.kysely;
    const working = await loggedIn(ctx(), 'klant@example.nl');
    const ended = await loggedIn(ctx(), 'klant@example.nl');
    await migration.down(db);
    const endedFamily = (await db.selectFrom('refresh_tokens').select('family_id').orderBy('id', 'desc').executeTakeFirstOrThrow()).family_id;
    // How a login was ended before: a `family:` row in revoked_jti.
    await db.insertInto('revoked_jti').values({ jti: `family:${endedFamily}`, expires_at: '2099-01-01T00:00:00.000Z' }).execute();
    const { orderId } = await makeOrder(ctx(), { reference: 'Beurs İstanbul oud' });
    await migration.up(db);
    forgetSessionCache(db);

    expect((await dataCall(ctx(), working.token)).status).toBe(200);
    expect((await dataCall(ctx(), ended.token)).status).toBe(401);
    expect(await db.selectFrom('revoked_jti').select('jti').where('jti', 'like', 'family:%').execute()).toEqual([]);
    const res = await ctx().call('GET', '/api/v1/orders?q=istanbul', { token: await tokenFor(ctx(), CUSTOMER) });
    expect(res.body.data.map((row: { id: number }) => row.id)).toContain(orderId);
  });
});
