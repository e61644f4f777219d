import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { forgetSessionCache } from '../../../src/server/auth/session-cache.js';
import { cookieHeader, dataCall, loggedIn, refresh, refreshCookie } from '../auth/auth-helpers.js';

/**
 * Issue 11, point 13: a re-used refresh cookie means it was copied. Revoking that login's family
 * must stop the access tokens issued with it as well, or the thief keeps acting for 15 minutes.
 */
describeEachDatabase('security: a revoked login takes its access tokens along', (ctx) => {
  it('refuses every access token of the family at once when a refresh cookie is re-used', async () => {
    const victim = await loggedIn(ctx(), 'klant@example.nl');
    // The thief copied the cookie and refreshed first; the victim's browser then presents the used one.
    const thief = await refresh(ctx(), victim.cookie);
    expect(thief.status).toBe(200);
    expect((await dataCall(ctx(), thief.body.token)).status).toBe(200);
    const reused = await refresh(ctx(), victim.cookie);
    expect(reused.status).toBe(401);

    for (const token of [thief.body.token as string, victim.token]) {
      expect(await dataCall(ctx(), token)).toEqual({ status: 401, body: { message: 'unauthenticated' } });
      expect((await ctx().call('GET', '/api/v1/orders', { token })).status).toBe(401);
    }
    expect((await refresh(ctx(), refreshCookie(thief))).status).toBe(401);
  });

  it('refuses them in another process too (read from the database, not only this process)', async () => {
    const victim = await loggedIn(ctx(), 'jan.devries@example.nl');
    const thief = await refresh(ctx(), victim.cookie);
    expect((await dataCall(ctx(), thief.body.token)).status).toBe(200);
    expect((await refresh(ctx(), victim.cookie)).status).toBe(401);
    // What a second server process knows: only the database.
    forgetSessionCache(ctx().db.kysely);
    expect((await dataCall(ctx(), thief.body.token)).status).toBe(401);
  });

  it('leaves other logins of the same user working', async () => {
    const laptop = await loggedIn(ctx(), 'sanne.bakker@example.nl');
    const phone = await loggedIn(ctx(), 'sanne.bakker@example.nl');
    await refresh(ctx(), laptop.cookie);
    expect((await refresh(ctx(), laptop.cookie)).status).toBe(401);
    expect((await dataCall(ctx(), laptop.token)).status).toBe(401);
    expect((await dataCall(ctx(), phone.token)).status).toBe(200);
    const out = await ctx().call('DELETE', '/api/v1/auth/logout', { token: phone.token, headers: cookieHeader(phone.cookie) });
    expect(out.status).toBe(204);
  });
});
