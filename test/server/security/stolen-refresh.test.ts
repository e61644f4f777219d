import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { forgetSessionCache } from '../../../src/server/modules/auth/session-cache.js';
import { cookieHeader, dataCall, loggedIn, refresh, refreshCookie } from '../auth/auth-helpers.js';

/**
 * A re-used refresh cookie means it was copied. Revoking that login's family
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

  it('gives an access token alone no login of its own: a partner choice without the cookie stays in the token\'s family', async () => {
    const victim = await loggedIn(ctx(), 'inkoop@example.nl');
    const partner = victim.res.body.user.partner.id as number;
    // The thief has the access token only, and asks for the victim's own company again.
    const forked = await ctx().call('GET', `/api/v1/auth/partner/${partner}`, { token: victim.token });
    expect(forked.status).toBe(200);
    // Before: a new refresh cookie (a 30-day login of its own) and a token of that new family.
    expect(refreshCookie(forked)).toBeNull();
    const stolen = forked.body.token as string;
    expect((await dataCall(ctx(), stolen)).status).toBe(200);
    // The victim's cookie is copied and re-used: the whole login ends, the thief's token with it.
    await refresh(ctx(), victim.cookie);
    expect((await refresh(ctx(), victim.cookie)).status).toBe(401);
    expect(await dataCall(ctx(), stolen)).toEqual({ status: 401, body: { message: 'unauthenticated' } });
  });

  it('gives no fresh budget of current-password guesses by choosing the partner again', async () => {
    const victim = await loggedIn(ctx(), 'partner@example.nl');
    let token = victim.token;
    const partner = victim.res.body.user.partners[0].id as number;
    token = (await ctx().call('GET', `/api/v1/auth/partner/${partner}`, { token, headers: cookieHeader(victim.cookie) })).body.token;
    const { user, settings } = (await ctx().call('GET', '/api/v1/settings', { token })).body;
    const form = {
      name: user.name, phone: user.phone, lang: user.lang, approve_pdf: settings.approve_pdf, pickup_default: settings.pickup_default,
      zoom_text: settings.zoom_text, default_address_id: settings.default_address_id, email: 'dief3@example.org',
    };
    const guess = (password: string) => ctx().call('PUT', '/api/v1/settings', { token, body: { ...form, current_password: password } });
    for (let attempt = 0; attempt < 10; attempt++) expect((await guess(`guess-${attempt}-x`)).status).toBe(422);
    // Before: a new login family from the access token alone, and ten more guesses with it.
    token = (await ctx().call('GET', `/api/v1/auth/partner/${partner}`, { token })).body.token;
    expect((await guess('guess-11-x')).status).toBe(429);
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
