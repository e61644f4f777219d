import { expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { answerText, describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { MINUTE, cookieHeader, dataCall, loggedIn, refresh } from '../auth/auth-helpers.js';

/**
 * Security: the parts of login and sessions that test/server/auth/*.test.ts does not show
 * yet: a deactivated account's tokens, a validly signed token of no user, throttling that answers an
 * unknown account exactly like a known one, and reset answers that do not tell accounts apart.
 */
async function loginFrom(ctx: TestContext, ip: string, email: string, password: string) {
  const response = await ctx.app.request('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ type: 'password', email, password }),
  }, { incoming: { socket: { remoteAddress: ip } } });
  return { status: response.status, text: await answerText(response), retryAfter: response.headers.get('retry-after'), cookie: response.headers.get('set-cookie') };
}

describeEachDatabase('security: sessions and accounts', (ctx) => {
  it('stops the access token and the refresh cookie of an account that is deactivated', async () => {
    const session = await loggedIn(ctx(), 'jan.devries@example.nl');
    expect((await dataCall(ctx(), session.token)).status).toBe(200);
    await ctx().db.kysely.updateTable('users').set({ active: 0 }).where('email', '=', 'jan.devries@example.nl').execute();
    try {
      // The refresh reads the account at once; a data call may answer from a short-lived cache of the
      // account's standing (changes made outside the server show within seconds), so it is polled.
      const refreshed = await refresh(ctx(), session.cookie);
      expect(refreshed.status).toBe(401);
      expect(refreshed.body).toEqual({ message: 'unauthenticated' });
      await expect.poll(async () => (await dataCall(ctx(), session.token)).body, { timeout: 10_000, interval: 250 })
        .toEqual({ message: 'unauthenticated' });
      const orders = await ctx().call('GET', '/api/v1/orders', { token: session.token });
      expect(orders.status).toBe(401);
    } finally {
      await ctx().db.kysely.updateTable('users').set({ active: 1 }).where('email', '=', 'jan.devries@example.nl').execute();
    }
    // Reactivating does not revive the family the refused refresh revoked.
    expect((await refresh(ctx(), session.cookie)).status).toBe(401);
  });

  it('refuses a correctly signed token of a user that does not exist, and one without jti or expiry', async () => {
    const secret = ctx().services.config.jwtSecret;
    const now = Math.floor(ctx().clock.now().getTime() / 1000);
    const base = () => new SignJWT({ partner: 1 }).setProtectedHeader({ alg: 'HS256' }).setAudience('printportal').setIssuedAt(now);
    const ghost = await base().setSubject('999999').setJti(randomUUID()).setExpirationTime(now + 600).sign(secret);
    const noJti = await base().setSubject('1').setExpirationTime(now + 600).sign(secret);
    const noExpiry = await base().setSubject('1').setJti(randomUUID()).sign(secret);
    const textSub = await base().setSubject('1 or 1=1').setJti(randomUUID()).setExpirationTime(now + 600).sign(secret);
    for (const token of [ghost, noJti, noExpiry, textSub]) {
      expect(await dataCall(ctx(), token)).toEqual({ status: 401, body: { message: 'unauthenticated' } });
      expect((await ctx().call('GET', '/api/v1/orders', { token })).status).toBe(401);
    }
  });

  it('refuses a used refresh cookie also after logout, and the logged-out access token on every call', async () => {
    const { token, cookie } = await loggedIn(ctx(), 'klant@example.nl');
    const out = await ctx().call('DELETE', '/api/v1/auth/logout', { token, headers: cookieHeader(cookie) });
    expect(out.status).toBe(204);
    for (const [method, path] of [['GET', '/api/v1/catalog'], ['GET', '/api/v1/orders'], ['GET', '/api/v1/settings'], ['POST', '/api/v1/expedition']] as const) {
      const res = await ctx().call(method, path, { token, body: method === 'POST' ? {} : undefined });
      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ message: 'unauthenticated' });
    }
    expect((await refresh(ctx(), cookie)).status).toBe(401);
  });

  it('throttles an unknown account exactly like a known one, so throttling tells no one which accounts exist', async () => {
    ctx().clock.advance(16 * MINUTE);
    const answersFor = async (email: string, ip: string) => {
      const failures = [];
      for (let attempt = 0; attempt < 10; attempt++) failures.push(await loginFrom(ctx(), ip, email, 'not-the-password'));
      return { failures, blocked: await loginFrom(ctx(), ip, email, 'not-the-password') };
    };
    const known = await answersFor('sanne.bakker@example.nl', '198.51.100.1');
    const unknown = await answersFor('niemand.bekend@example.nl', '198.51.100.2');
    for (const [index, failure] of known.failures.entries()) {
      expect(failure.status).toBe(401);
      expect(failure.text).toBe(unknown.failures[index]!.text);
      expect(failure.cookie).toBeNull();
    }
    expect(known.blocked.status).toBe(429);
    expect(unknown.blocked.status).toBe(429);
    expect(known.blocked.text).toBe(unknown.blocked.text);
    expect(known.blocked.retryAfter).toBe(unknown.blocked.retryAfter);
    // The right password does not get the guessing client past the block either (no oracle for a
    // correct guess); from another address the owner still gets in (test/server/security/lockout.test.ts).
    const right = await loginFrom(ctx(), '198.51.100.1', 'sanne.bakker@example.nl', 'Drukwerk2026!');
    expect(right.status).toBe(429);
    expect(right.cookie).toBeNull();
    ctx().clock.advance(16 * MINUTE);
  });

  it('answers a reset with a made-up token the same for a known and an unknown address', async () => {
    const body = (email: string) => ({ email, password: 'Nieuw-wachtwoord-42', password_confirmation: 'Nieuw-wachtwoord-42', token: 'A'.repeat(43) });
    const known = await ctx().call('POST', '/api/v1/auth/reset', { body: body('klant@example.nl') });
    const unknown = await ctx().call('POST', '/api/v1/auth/reset', { body: body('niemand.bekend@example.nl') });
    expect(known.status).toBe(422);
    expect(known.text).toBe(unknown.text);
    expect((await loggedIn(ctx(), 'klant@example.nl')).token).toBeTruthy();
  });

  it('does not accept a reset token as a login token, nor a login token for a reset', async () => {
    await ctx().call('POST', '/api/v1/auth/email', { body: { email: 'inkoop@example.nl' } });
    const token = /\/login\/reset\/([A-Za-z0-9_-]+)/.exec(ctx().mails.at(-1)!.text)![1]!;
    const asLogin = await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'token', token } });
    expect(asLogin.status).toBe(401);
    expect(asLogin.headers.get('set-cookie')).toBeNull();
    // The reset token is still good for its own purpose afterwards (the try did not consume it).
    const reset = await ctx().call('POST', '/api/v1/auth/reset', {
      body: { email: 'inkoop@example.nl', password: 'Nieuw-wachtwoord-42', password_confirmation: 'Nieuw-wachtwoord-42', token },
    });
    expect(reset.status).toBe(200);
  });
});
