import { expect, it } from 'vitest';
import * as v from 'valibot';
import { describeEachDatabase } from '../../support/test-app.js';
import { LoginAnswerSchema } from '../../../src/domain/session.js';
import { createOneTimeToken } from '../../../src/server/modules/auth/one-time-tokens.js';
import { DEMO_PASSWORD, MINUTE, cookieHeader, dataCall, loggedIn, passwordLogin, refresh, refreshCookie } from './auth-helpers.js';

describeEachDatabase('auth: login', (ctx) => {
  it('logs an ordinary user in with 200, the exact answer shape and a refresh cookie', async () => {
    const res = await passwordLogin(ctx(), 'klant@example.nl');
    expect(res.status).toBe(200);
    expect(v.is(LoginAnswerSchema, res.body)).toBe(true);
    const { user, settings, token } = res.body;
    expect(Object.keys(res.body).sort()).toEqual(['settings', 'token', 'user']);
    expect(user).toEqual({
      id: expect.any(Number), name: 'Karin de Klant', email: 'klant@example.nl', phone: '0201234567', lang: 'nl',
      partner: { id: expect.any(Number), name: 'Bakkerij De Zon B.V.' }, is_partner_account: false,
      company: {
        name: 'Bakkerij De Zon B.V.', street: 'Zonnestraat 8', zip: '1012 AB', city: 'Amsterdam', country_id: 'NL',
        vat_id: 'NL812345678B01', po_required: false,
      },
    });
    const stored = await ctx().db.kysely.selectFrom('user_settings').select('default_address_id')
      .where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(settings).toEqual({
      pickup_default: false, approve_pdf: false, zoom_text: false, can_choose_purchaser: false,
      default_address_id: stored.default_address_id, mails: { files_reminder: true, shipped: true },
    });
    expect(token.split('.')).toHaveLength(3);
    const cookie = res.headers.getSetCookie().find((set) => set.startsWith('pp_refresh=')) ?? '';
    expect(cookie).toMatch(/^pp_refresh=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/v1/auth');
    expect(cookie).not.toContain('Secure');
    const probe = await dataCall(ctx(), token);
    expect(probe.status).toBe(200);
    expect(probe.body.partnerId).toBe(user.partner.id);
  });

  it('treats the e-mail address case-insensitively and shows the purchaser setting', async () => {
    const res = await passwordLogin(ctx(), '  INKOOP@Example.NL ');
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({ can_choose_purchaser: true, approve_pdf: true });
  });

  it('answers a wrong password and an unknown e-mail byte for byte the same', async () => {
    const wrong = await passwordLogin(ctx(), 'klant@example.nl', 'Wrong-password-1');
    const unknown = await passwordLogin(ctx(), 'nobody@example.nl', 'Wrong-password-1');
    const inactive = await passwordLogin(ctx(), 'oud.collega@example.nl', DEMO_PASSWORD);
    for (const res of [wrong, unknown, inactive]) {
      expect(res.status).toBe(401);
      expect(res.text).toBe('{"message":"These credentials do not match our records."}');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const dutch = { 'Accept-Language': 'nl-NL,nl;q=0.9,en;q=0.8' };
    const wrongNl = await passwordLogin(ctx(), 'klant@example.nl', 'Wrong-password-1', dutch);
    const unknownNl = await passwordLogin(ctx(), 'nobody@example.nl', 'Wrong-password-1', dutch);
    expect(wrongNl.text).toBe(unknownNl.text);
    expect(wrongNl.body.message).toMatch(/^Dit e-mailadres en wachtwoord/);
  });

  it('runs the partner flow: 206, refused data call, choice, bound token, 403 outside the list', async () => {
    const login = await passwordLogin(ctx(), 'partner@example.nl');
    expect(login.status).toBe(206);
    expect(v.is(LoginAnswerSchema, login.body)).toBe(true);
    const { user, token } = login.body;
    expect(user.is_partner_account).toBe(true);
    expect(user.partner).toBeNull();
    expect(user.partners.map((p: { name: string }) => p.name)).toEqual([
      'Festival Noorderlicht', 'Gemeente Zeewolde Evenementen', 'Sportclub Vooruit',
    ]);

    const refused = await dataCall(ctx(), token);
    expect(refused).toEqual({ status: 403, body: { message: 'partner_required' } });

    const chosenPartner = user.partners[0];
    const chosen = await ctx().call('GET', `/api/v1/auth/partner/${chosenPartner.id}`, {
      token, headers: cookieHeader(refreshCookie(login)!),
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.user.partner).toEqual(chosenPartner);
    expect(chosen.body.user.partners).toHaveLength(3);
    const bound = await dataCall(ctx(), chosen.body.token);
    expect(bound.status).toBe(200);
    expect(bound.body.partnerId).toBe(chosenPartner.id);

    // The rotated cookie remembers the choice.
    const refreshed = await refresh(ctx(), refreshCookie(chosen));
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.partner).toEqual(chosenPartner);

    const klant = await passwordLogin(ctx(), 'klant@example.nl');
    // The 206 token was traded for the partner's: it is refused from now on.
    expect((await dataCall(ctx(), token)).status).toBe(401);
    const partnerToken = chosen.body.token as string;
    const foreign = await ctx().call('GET', `/api/v1/auth/partner/${klant.body.user.partner.id}`, { token: partnerToken });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: 'You cannot order for this partner.' });
    const unknown = await ctx().call('GET', '/api/v1/auth/partner/999999', { token: partnerToken });
    expect(unknown.status).toBe(403);
  });

  it('chooses a partner through login type partner, which needs the bearer token', async () => {
    const { res, token } = await loggedIn(ctx(), 'partner@example.nl');
    const partner = res.body.user.partners[2];
    const anonymous = await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'partner', partner: partner.id } });
    expect(anonymous.status).toBe(401);
    const chosen = await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'partner', partner: partner.id }, token });
    expect(chosen.status).toBe(200);
    expect(chosen.body.user.partner).toEqual(partner);
    expect((await dataCall(ctx(), chosen.body.token)).body.partnerId).toBe(partner.id);
  });

  it('accepts an e-mailed login link once, and not after 15 minutes', async () => {
    const db = ctx().db.kysely;
    const user = await db.selectFrom('users').select('id').where('email', '=', 'klant@example.nl').executeTakeFirstOrThrow();
    const token = await createOneTimeToken(db, 'login_tokens', user.id, ctx().services.now());
    const first = await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'token', token } });
    expect(first.status).toBe(200);
    expect(first.body.user.email).toBe('klant@example.nl');
    expect(refreshCookie(first)).toBeTruthy();
    const again = await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'token', token } });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: 'This login link is invalid, has been used already or has expired.' });

    const late = await createOneTimeToken(db, 'login_tokens', user.id, ctx().services.now());
    ctx().clock.advance(15 * MINUTE + 1000);
    const expired = await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'token', token: late } });
    expect(expired.status).toBe(401);
    const forged = await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'token', token: 'x'.repeat(43) } });
    expect(forged.status).toBe(401);
  });

  it('throttles an account after 10 failures in 15 minutes with 429 and Retry-After, then lifts', async () => {
    const email = 'jan.devries@example.nl';
    for (let attempt = 0; attempt < 10; attempt++) {
      ctx().clock.advance(1000);
      expect((await passwordLogin(ctx(), email, 'not-the-password')).status).toBe(401);
    }
    const blocked = await passwordLogin(ctx(), email, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    // A browser without a device cookie: the right password gets a login link mailed (security/new-device-login-link.test.ts).
    expect(blocked.body).toEqual({
      message: `Too many failed login attempts. If the password was right, we have e-mailed a login link to the address of the account (valid for 15 minutes). Otherwise, please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    });
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not affected.
    expect((await passwordLogin(ctx(), 'sanne.bakker@example.nl')).status).toBe(200);

    ctx().clock.advance(retryAfter * 1000);
    const lifted = await passwordLogin(ctx(), email, DEMO_PASSWORD);
    expect(lifted.status).toBe(200);
  });

  it('lets no more than 10 guesses of a parallel burst get an answer that tells a wrong password', async () => {
    ctx().clock.advance(16 * MINUTE);
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => passwordLogin(ctx(), 'inkoop@example.nl', 'parallel-guess')),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    // The rest hear the throttle's answer, which is the same for a right password.
    expect(new Set(burst.filter((res) => res.status === 429).map((res) => res.body.message)).size).toBe(1);
    ctx().clock.advance(16 * MINUTE);
    expect((await passwordLogin(ctx(), 'inkoop@example.nl')).status).toBe(200);
  });

  it('throttles one address after 50 failures across accounts', async () => {
    const fromIp = (email: string, password: string) =>
      ctx().app.request('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ type: 'password', email, password }),
      }, { incoming: { socket: { remoteAddress: '203.0.113.7' } } });
    ctx().clock.advance(16 * MINUTE);
    for (let attempt = 0; attempt < 50; attempt++) {
      expect((await fromIp(`guess${attempt % 7}@example.nl`, 'wrong-password')).status).toBe(401);
    }
    const blocked = await fromIp('klant@example.nl', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still gets in.
    expect((await passwordLogin(ctx(), 'klant@example.nl')).status).toBe(200);
  });
});
