import { expect, it } from 'vitest';
import { answerText, describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { DEMO_PASSWORD, MINUTE } from '../auth/auth-helpers.js';

/**
 * Strangers' failed guesses hold back logins from new devices (no `pp_device` cookie), but they no
 * longer keep the owner out: the right password from a new device gets a login link mailed to the
 * account's address. The answer is the same 429 for a right and a wrong password, so a guesser who
 * cannot read that mailbox learns nothing from it.
 */
interface From { ip: string; lang?: string; device?: string }

async function login(ctx: TestContext, from: From, email: string, password: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (from.lang) headers['Accept-Language'] = from.lang;
  if (from.device) headers.Cookie = `pp_device=${from.device}`;
  const response = await ctx.app.request('/api/v1/auth/login', {
    method: 'POST', headers, body: JSON.stringify({ type: 'password', email, password }),
  }, { incoming: { socket: { remoteAddress: from.ip } } });
  await ctx.services.afterAnswer?.settled();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await answerText(response), cookies: response.headers.getSetCookie() };
}

const linkTokenIn = (text: string) => /\/\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
const LINK_SENT = /^Too many failed login attempts\. If the password was right, we have e-mailed a login link to the address of the account \(valid for 15 minutes\)\. Otherwise, please try again in 15 minutes\.$/;

function tokenLogin(ctx: TestContext, token: string) {
  return ctx.call('POST', '/api/v1/auth/login', { body: { type: 'token', token } });
}

async function strangersFail(ctx: TestContext, email: string, addresses: string[]) {
  for (const ip of addresses) expect((await login(ctx, { ip }, email, 'a-wrong-guess')).status).toBe(401);
}

describeEachDatabase('security: strangers cannot keep the owner out of a new device', (ctx) => {
  it('mails the owner typing the right password on a new device a single-use login link that logs in', async () => {
    ctx().clock.advance(16 * MINUTE);
    await strangersFail(ctx(), 'klant@example.nl', Array.from({ length: 50 }, (_, bot) => `203.0.113.${bot + 1}`));
    ctx().mails.length = 0;
    const owner = await login(ctx(), { ip: '198.51.100.30' }, 'klant@example.nl', DEMO_PASSWORD);
    expect(owner.status).toBe(429);
    expect(Number(owner.retryAfter)).toBeGreaterThan(14 * 60);
    expect(JSON.parse(owner.text).message).toMatch(LINK_SENT);
    expect(ctx().mails.map((mail) => mail.to)).toEqual(['klant@example.nl']);
    const token = linkTokenIn(ctx().mails[0]!.text)!;
    expect(ctx().mails[0]!.text).toContain('http://localhost:8080/?token=');

    const used = await tokenLogin(ctx(), token);
    expect(used.status).toBe(200);
    expect(used.body.user.email).toBe('klant@example.nl');
    expect(used.headers.getSetCookie().some((cookie) => cookie.startsWith('pp_device='))).toBe(true);
    expect((await tokenLogin(ctx(), token)).status).toBe(401);
  });

  it('answers a wrong password exactly like the right one, and mails only for the right one', async () => {
    ctx().clock.advance(16 * MINUTE);
    await strangersFail(ctx(), 'jan.devries@example.nl', Array.from({ length: 50 }, (_, bot) => `203.0.113.${bot + 100}`));
    ctx().mails.length = 0;
    for (const lang of ['en', 'nl']) {
      const wrong = await login(ctx(), { ip: '198.51.100.31', lang }, 'jan.devries@example.nl', 'yet-another-guess');
      const right = await login(ctx(), { ip: '198.51.100.31', lang }, 'jan.devries@example.nl', DEMO_PASSWORD);
      expect(right).toEqual(wrong);
      expect(right.status).toBe(429);
      if (lang === 'nl') expect(JSON.parse(right.text).message).toMatch(/^Te veel mislukte inlogpogingen\. Was het wachtwoord juist, dan hebben we een inloglink/);
    }
    expect(ctx().mails.map((mail) => mail.to)).toEqual(['jan.devries@example.nl']);
  });

  it('mails the link to the owner behind the address a stranger locked (an office sharing one address)', async () => {
    ctx().clock.advance(16 * MINUTE);
    const office = '192.0.2.44';
    await strangersFail(ctx(), 'sanne.bakker@example.nl', Array.from({ length: 10 }, () => office));
    for (let guess = 0; guess < 40; guess++) expect((await login(ctx(), { ip: office }, `gok${guess % 4}@example.nl`, 'wrong')).status).toBe(401);
    ctx().mails.length = 0;
    // Nor does the answer tell an account from an address without one.
    const wrong = await login(ctx(), { ip: office }, 'sanne.bakker@example.nl', 'wrong');
    expect(await login(ctx(), { ip: office }, 'niemand@example.nl', 'wrong')).toEqual(wrong);
    const owner = await login(ctx(), { ip: office }, 'sanne.bakker@example.nl', DEMO_PASSWORD);
    expect(owner).toEqual(wrong);
    expect(JSON.parse(owner.text).message).toMatch(LINK_SENT);
    expect(ctx().mails.map((mail) => mail.to)).toEqual(['sanne.bakker@example.nl']);
    expect((await tokenLogin(ctx(), linkTokenIn(ctx().mails[0]!.text)!)).status).toBe(200);
  });

  it('checks no more passwords from an address past 100 failures, and mails no link then', async () => {
    ctx().clock.advance(16 * MINUTE);
    const flood = '203.0.113.250';
    for (let guess = 0; guess < 100; guess++) await login(ctx(), { ip: flood }, `gok${guess % 9}@example.nl`, 'wrong');
    ctx().mails.length = 0;
    const blocked = await login(ctx(), { ip: flood }, 'inkoop@example.nl', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.text).message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes\.$/);
    expect(ctx().mails).toEqual([]);
  });
});
