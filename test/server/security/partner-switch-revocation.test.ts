import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { forgetSessionCache } from '../../../src/server/modules/auth/session-cache.js';
import { cookieHeader, dataCall, loggedIn, refreshCookie } from '../auth/auth-helpers.js';

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
  it('adds no revocation row per switch, yet refuses every token a switch left behind', async () => {
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
    expect(await revocationRows(ctx())).toBe(before);
    const current = await dataCall(ctx(), token);
    expect(current.status).toBe(200);
    expect(current.body.partnerId).toBe(partners[(SWITCHES - 1) % partners.length]);
    for (const old of [login.token, ...leftBehind.slice(-5)]) {
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
