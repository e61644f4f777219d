import { afterAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { createTestContext, describeEachDatabase } from '../../support/test-app.js';
import { MINUTE, cookieHeader, dataCall, loggedIn, refresh, refreshCookie } from './auth-helpers.js';

const DAY = 24 * 60 * MINUTE;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDatabase('auth: sessions', (ctx) => {
  it('rotates the refresh cookie on every refresh and answers a fresh LoginAnswer', async () => {
    const { cookie, res: login } = await loggedIn(ctx(), 'klant@example.nl');
    const first = await refresh(ctx(), cookie);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['settings', 'token', 'user']);
    expect(first.body.user).toEqual(login.body.user);
    const second = await refresh(ctx(), refreshCookie(first));
    expect(second.status).toBe(200);
    const cookies = [cookie, refreshCookie(first), refreshCookie(second)];
    expect(new Set(cookies).size).toBe(3);
    expect((await dataCall(ctx(), second.body.token)).status).toBe(200);
  });

  it('treats a re-used refresh cookie as theft: 401 and the whole family, newest included, is dead', async () => {
    const { cookie: original } = await loggedIn(ctx(), 'klant@example.nl');
    const first = await refresh(ctx(), original);
    const newest = refreshCookie(first)!;
    const reused = await refresh(ctx(), original);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ message: 'unauthenticated' });
    expect((await refresh(ctx(), newest)).status).toBe(401);
  });

  it('answers 401 unauthenticated without, or with a made-up, refresh cookie', async () => {
    expect((await refresh(ctx(), null)).body).toEqual({ message: 'unauthenticated' });
    expect((await refresh(ctx(), 'A'.repeat(43))).status).toBe(401);
    expect((await refresh(ctx(), 'not a cookie;;')).status).toBe(401);
  });

  it('ends a refresh family after 7 idle days and after 30 days in all', async () => {
    const { cookie: idle } = await loggedIn(ctx(), 'klant@example.nl');
    ctx().clock.advance(7 * DAY + 1000);
    expect((await refresh(ctx(), idle)).status).toBe(401);

    let { cookie } = await loggedIn(ctx(), 'klant@example.nl');
    for (let day = 6; day <= 29; day += 6) {
      ctx().clock.advance(6 * DAY);
      const res = await refresh(ctx(), cookie);
      expect(res.status).toBe(200);
      cookie = refreshCookie(res)!;
      expect(Number(/Max-Age=(\d+)/.exec(res.headers.get('set-cookie')!)![1])).toBeLessThanOrEqual(7 * 24 * 3600);
    }
    ctx().clock.advance(6 * DAY); // day 30: within 7 idle days, but past the absolute limit
    expect((await refresh(ctx(), cookie)).status).toBe(401);
  });

  it('forgets refresh families past their 30 days when someone logs in', async () => {
    const { cookie, res } = await loggedIn(ctx(), 'jan.devries@example.nl');
    const rows = () => ctx().db.kysely.selectFrom('refresh_tokens').select('id')
      .where('user_id', '=', res.body.user.id).execute();
    const before = (await rows()).length;
    ctx().clock.advance(31 * DAY);
    await loggedIn(ctx(), 'klant@example.nl');
    expect((await rows()).length).toBeLessThan(before);
    expect((await refresh(ctx(), cookie)).status).toBe(401);
  });

  it('logs out for real: the same access token and the refresh cookie stop at once', async () => {
    const { token, cookie } = await loggedIn(ctx(), 'klant@example.nl');
    const out = await ctx().call('DELETE', '/api/v1/auth/logout', { token, headers: cookieHeader(cookie) });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/pp_refresh=;.*Max-Age=0/);
    const again = await ctx().call('DELETE', '/api/v1/auth/logout', { token });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: 'unauthenticated' });
    expect((await dataCall(ctx(), token)).status).toBe(401);
    expect((await refresh(ctx(), cookie)).status).toBe(401);
  });

  it('leaves other sessions of the same user alone on logout', async () => {
    const phone = await loggedIn(ctx(), 'klant@example.nl');
    const laptop = await loggedIn(ctx(), 'klant@example.nl');
    await ctx().call('DELETE', '/api/v1/auth/logout', { token: phone.token, headers: cookieHeader(phone.cookie) });
    expect((await dataCall(ctx(), laptop.token)).status).toBe(200);
    expect((await refresh(ctx(), laptop.cookie)).status).toBe(200);
  });

  it('answers 401 token_expired 16 minutes after issue', async () => {
    const { token } = await loggedIn(ctx(), 'klant@example.nl');
    ctx().clock.advance(16 * MINUTE);
    const res = await dataCall(ctx(), token);
    expect(res).toEqual({ status: 401, body: { message: 'token_expired' } });
    const logout = await ctx().call('DELETE', '/api/v1/auth/logout', { token });
    expect(logout.body).toEqual({ message: 'token_expired' });
  });

  it('refuses forged tokens: tampered signature, alg none, HS512, other audience', async () => {
    const { token } = await loggedIn(ctx(), 'klant@example.nl');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = decodeJwt(token);
    const secret = ctx().services.config.jwtSecret;
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherPayload = `${header}.${b64({ ...claims, partner: 999 })}.${signature}`;
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const hs512 = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS512' }).sign(secret);
    const otherAudience = await new SignJWT({ ...claims, aud: 'someone-else' }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const otherSecret = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    for (const forged of [tampered, otherPayload, none, hs512, otherAudience, otherSecret, 'garbage']) {
      expect(await dataCall(ctx(), forged), forged).toEqual({ status: 401, body: { message: 'unauthenticated' } });
    }
    expect((await dataCall(ctx(), token)).status).toBe(200);
  });
});

describe('auth: refresh cookie over https', () => {
  const context = createTestContext('sqlite', { publicUrl: 'https://portal.example.nl', secureCookies: true });
  afterAll(async () => (await context).close());

  it('marks the refresh cookie Secure when PUBLIC_URL is https', async () => {
    const res = await (await context).call('POST', '/api/v1/auth/login', {
      body: { type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/pp_refresh=[^;]+;.*Secure/);
  });
});
