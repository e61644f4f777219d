import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { parseTrustedProxy } from '../../../src/server/platform/http/client-address.js';
import { DEMO_PASSWORD, MINUTE } from '../auth/auth-helpers.js';

/**
 * Failed logins must slow an attacker without locking the owner out. Each
 * test starts a fresh 15-minute window (the clock moves on), so earlier failures do not count.
 */
interface From { ip: string; device?: string; forwardedFor?: string }

async function login(ctx: TestContext, from: From, email: string, password: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (from.device) headers.Cookie = `pp_device=${from.device}`;
  if (from.forwardedFor) headers['X-Forwarded-For'] = from.forwardedFor;
  const response = await ctx.app.request('/api/v1/auth/login', {
    method: 'POST', headers, body: JSON.stringify({ type: 'password', email, password }),
  }, { incoming: { socket: { remoteAddress: from.ip } } });
  const device = response.headers.getSetCookie().map((set) => /^pp_device=([^;]+)/.exec(set)?.[1]).find(Boolean);
  return { status: response.status, device, retryAfter: response.headers.get('retry-after') };
}

async function fail(ctx: TestContext, from: From, email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt++) expect((await login(ctx, from, email, 'a-wrong-guess')).status).toBe(401);
}

describeEachDatabase('security: nobody can lock a customer out', (ctx) => {
  it('locks the guessing address out of the account, not the owner at another address', async () => {
    ctx().clock.advance(16 * MINUTE);
    const attacker = { ip: '203.0.113.66' };
    await fail(ctx(), attacker, 'klant@example.nl', 10);
    const blocked = await login(ctx(), attacker, 'klant@example.nl', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(14 * 60);
    expect((await login(ctx(), { ip: '198.51.100.20' }, 'klant@example.nl', DEMO_PASSWORD)).status).toBe(200);
  });

  it('lets a device that logged in before through, even from an address locked for everyone else', async () => {
    ctx().clock.advance(16 * MINUTE);
    const office = '192.0.2.10';
    const first = await login(ctx(), { ip: office }, 'jan.devries@example.nl', DEMO_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.device).toBeTruthy();
    // A colleague behind the same address hammers Jan's account and many others.
    await fail(ctx(), { ip: office }, 'jan.devries@example.nl', 10);
    for (let attempt = 0; attempt < 40; attempt++) {
      expect((await login(ctx(), { ip: office }, `guess${attempt % 5}@example.nl`, 'a-wrong-guess')).status).toBe(401);
    }
    expect((await login(ctx(), { ip: office }, 'sanne.bakker@example.nl', DEMO_PASSWORD)).status).toBe(429);
    expect((await login(ctx(), { ip: office }, 'jan.devries@example.nl', DEMO_PASSWORD)).status).toBe(429);
    const owner = await login(ctx(), { ip: office, device: first.device }, 'jan.devries@example.nl', DEMO_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.device).toBeTruthy();
  });

  it('holds guesses from many addresses at 50 per account, but not the owner\'s known device', async () => {
    ctx().clock.advance(16 * MINUTE);
    const known = await login(ctx(), { ip: '198.51.100.5' }, 'sanne.bakker@example.nl', DEMO_PASSWORD);
    for (let bot = 0; bot < 50; bot++) {
      expect((await login(ctx(), { ip: `203.0.113.${bot + 100}` }, 'sanne.bakker@example.nl', 'a-wrong-guess')).status).toBe(401);
    }
    expect((await login(ctx(), { ip: '203.0.113.200' }, 'sanne.bakker@example.nl', DEMO_PASSWORD)).status).toBe(429);
    expect((await login(ctx(), { ip: '203.0.113.200', device: known.device }, 'sanne.bakker@example.nl', DEMO_PASSWORD)).status).toBe(200);
  });

  it('exempts no one with a device cookie of another account or a forged one, and limits a known device too', async () => {
    ctx().clock.advance(16 * MINUTE);
    const attacker = { ip: '203.0.113.77' };
    const own = await login(ctx(), attacker, 'inkoop@example.nl', DEMO_PASSWORD);
    await fail(ctx(), attacker, 'klant@example.nl', 10);
    for (const device of [own.device, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZGlkIjoieCJ9.forged']) {
      expect((await login(ctx(), { ...attacker, device }, 'klant@example.nl', DEMO_PASSWORD)).status).toBe(429);
    }
    // A stolen device cookie gives 10 guesses per 15 minutes, no more.
    await fail(ctx(), { ...attacker, device: own.device }, 'inkoop@example.nl', 10);
    expect((await login(ctx(), { ...attacker, device: own.device }, 'inkoop@example.nl', DEMO_PASSWORD)).status).toBe(429);
  });

  it('reads the client from X-Forwarded-For only behind a trusted proxy (TRUSTED_PROXY)', async () => {
    ctx().clock.advance(16 * MINUTE);
    const balancer = '10.0.0.2';
    // Not trusted: a made-up X-Forwarded-For per guess does not escape the limit of the real address.
    for (let attempt = 0; attempt < 10; attempt++) {
      const from = { ip: '203.0.113.90', forwardedFor: `198.51.100.${attempt}` };
      expect((await login(ctx(), from, 'klant@example.nl', 'a-wrong-guess')).status).toBe(401);
    }
    expect((await login(ctx(), { ip: '203.0.113.90', forwardedFor: '198.51.100.99' }, 'klant@example.nl', DEMO_PASSWORD)).status).toBe(429);

    const config = ctx().services.config;
    const before = config.trustedProxy;
    for (const setting of ['10.0.0.2', '10.0.0.0/8']) {
      config.trustedProxy = parseTrustedProxy(setting);
      ctx().clock.advance(16 * MINUTE);
      try {
        // Behind the balancer: the attacker's address is locked out, the owner's (another client) is not.
        await fail(ctx(), { ip: balancer, forwardedFor: '203.0.113.91' }, 'klant@example.nl', 10);
        expect((await login(ctx(), { ip: balancer, forwardedFor: '203.0.113.91' }, 'klant@example.nl', DEMO_PASSWORD)).status).toBe(429);
        // What the client itself wrote in front of the proxy's entry does not count.
        expect((await login(ctx(), { ip: balancer, forwardedFor: '1.2.3.4, 203.0.113.91' }, 'klant@example.nl', DEMO_PASSWORD)).status).toBe(429);
        expect((await login(ctx(), { ip: balancer, forwardedFor: '198.51.100.21' }, 'klant@example.nl', DEMO_PASSWORD)).status).toBe(200);
        // A client reaching the server's port directly, past the balancer, cannot name itself.
        for (let attempt = 0; attempt < 10; attempt++) {
          expect((await login(ctx(), { ip: '203.0.113.92', forwardedFor: `198.51.100.${attempt + 40}` }, 'inkoop@example.nl', 'a-wrong-guess')).status).toBe(401);
        }
        expect((await login(ctx(), { ip: '203.0.113.92', forwardedFor: '198.51.100.60' }, 'inkoop@example.nl', 'a-wrong-guess')).status).toBe(429);
      } finally {
        config.trustedProxy = before;
      }
    }
  });
});
