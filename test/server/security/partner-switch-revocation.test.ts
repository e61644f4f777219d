import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { forgetSessionCache } from '../../../src/server/modules/auth/session-cache.js';
import { MAX_RETIRED_PER_LOGIN } from '../../../src/server/modules/auth/revoked-ids.js';
import { cookieHeader, dataCall, loggedIn, refresh, refreshCookie } from '../auth/auth-helpers.js';

const SWITCHES = 60;

async function revocationRows(ctx: TestContext): Promise<number> {
  const row = await ctx.db.kysely.selectFrom('revoked_jti').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Choosing the partner again and again (one customer can do it hundreds of times a second) must
 * not grow what every authenticated call has to check, and every token it leaves behind must stop.
 */
describeEachDatabase('security: partner switches keep revocation bounded', (ctx) => {
  it('keeps the revocation rows of a login bounded however often it switches, yet refuses every token a switch left behind', async () => {
    const login = await loggedIn(ctx(), 'partner@example.nl');
    const partners = (login.res.body.user.partners as { id: number }[]).map((partner) => partner.id);
    const before = await revocationRows(ctx());
    let token = login.token;
    let cookie = login.cookie;
    const leftBehind: string[] = [];
    for (let switchNo = 0; switchNo < SWITCHES; switchNo++) {
      const partner = partners[switchNo % partners.length]!;
      // Half of them with the refresh cookie (it rotates), half with the access token alone.
      const headers = switchNo % 2 === 0 ? cookieHeader(cookie) : {};
      const switched = await ctx().call('GET', `/api/v1/auth/partner/${partner}`, { token, headers });
      expect(switched.status).toBe(200);
      if (token !== login.token) leftBehind.push(token);
      token = switched.body.token as string;
      cookie = refreshCookie(switched) ?? cookie;
    }
    // Before: one row per switch (60), each reread by every authenticated call of every customer.
    expect(await revocationRows(ctx()) - before).toBeLessThanOrEqual(MAX_RETIRED_PER_LOGIN);
    const current = await dataCall(ctx(), token);
    expect(current.status).toBe(200);
    expect(current.body.partnerId).toBe(partners[(SWITCHES - 1) % partners.length]);
    for (const old of [login.token, ...leftBehind]) {
      expect(await dataCall(ctx(), old)).toEqual({ status: 401, body: { message: 'unauthenticated' } });
    }
  });

  it('refuses a token left behind by a switch in another process too (read from the database)', async () => {
    const login = await loggedIn(ctx(), 'partner@example.nl');
    const partner = login.res.body.user.partners[1].id as number;
    const first = await ctx().call('GET', `/api/v1/auth/partner/${partner}`, { token: login.token, headers: cookieHeader(login.cookie) });
    const second = await ctx().call('GET', `/api/v1/auth/partner/${partner}`, { token: first.body.token, headers: cookieHeader(refreshCookie(first)!) });
    expect(second.status).toBe(200);
    // What a second server process knows: only the database.
    forgetSessionCache(ctx().db.kysely);
    expect((await dataCall(ctx(), first.body.token)).status).toBe(401);
    expect((await dataCall(ctx(), second.body.token)).status).toBe(200);
  });

  it('leaves the token of another tab of the same login working when one tab switches partner', async () => {
    const login = await loggedIn(ctx(), 'partner@example.nl');
    const [first, second] = (login.res.body.user.partners as { id: number }[]).map((partner) => partner.id);
    const tabA = await ctx().call('GET', `/api/v1/auth/partner/${first}`, { token: login.token, headers: cookieHeader(login.cookie) });
    // The second tab boots from the shared cookie, then chooses another partner.
    const tabB = await refresh(ctx(), refreshCookie(tabA));
    const switched = await ctx().call('GET', `/api/v1/auth/partner/${second}`, { token: tabB.body.token, headers: cookieHeader(refreshCookie(tabB)!) });
    expect(switched.status).toBe(200);
    expect((await dataCall(ctx(), tabA.body.token)).body.partnerId).toBe(first);
    expect((await dataCall(ctx(), tabB.body.token)).status).toBe(401);
    forgetSessionCache(ctx().db.kysely);
    expect((await dataCall(ctx(), tabA.body.token)).status).toBe(200);
    expect((await dataCall(ctx(), tabB.body.token)).status).toBe(401);
  });

  it('keeps a refreshed token of the same login working after a switch made with it', async () => {
    const login = await loggedIn(ctx(), 'partner@example.nl');
    const partner = login.res.body.user.partners[2].id as number;
    const switched = await ctx().call('GET', `/api/v1/auth/partner/${partner}`, { token: login.token, headers: cookieHeader(login.cookie) });
    const refreshed = await ctx().call('GET', '/api/v1/auth/refresh', { headers: cookieHeader(refreshCookie(switched)!) });
    expect(refreshed.status).toBe(200);
    expect((await dataCall(ctx(), refreshed.body.token)).body.partnerId).toBe(partner);
    expect((await dataCall(ctx(), switched.body.token)).status).toBe(200);
  });
});
