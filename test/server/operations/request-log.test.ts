import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../../src/server/app.js';
import type { AppEnv } from '../../../src/server/services.js';
import { redactUrl } from '../../../src/server/platform/log/redact.js';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { logSink, type LogSink } from './log-sink.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

describeEachDatabase('request ids and log lines', (ctx) => {
  let logged: { app: Hono<AppEnv>; sink: LogSink } | undefined;
  /** The same database and config as ctx(), its log lines kept in memory. */
  const withLog = (context: TestContext) => {
    if (!logged) {
      const sink = logSink();
      logged = { app: createApp({ ...context.services, logger: sink.logger }), sink };
    }
    return logged;
  };

  it('answers every request with an X-Request-Id, keeping a sane one the proxy sent', async () => {
    const fresh = await ctx().call('GET', '/api/v1/health');
    expect(fresh.headers.get('x-request-id')).toMatch(UUID);
    const kept = await ctx().call('GET', '/api/v1/health', { headers: { 'X-Request-Id': 'lb-7f3a9c21.0001' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21.0001');
    const replaced = await ctx().call('GET', '/api/v1/health', { headers: { 'X-Request-Id': '<script>alert(1)</script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
  });

  it('names the request in its error answer, beside the message and errors, and on each of its log lines', async () => {
    const { app, sink } = withLog(ctx());
    const denied = await app.request('/api/v1/orders/12', { headers: XHR });
    const id = denied.headers.get('x-request-id');
    expect(denied.status).toBe(401);
    expect(await denied.json()).toEqual({ message: 'unauthenticated', request_id: id });

    const invalid = await app.request('/api/v1/auth/login', { method: 'POST', headers: { ...XHR, 'Content-Type': 'application/json' }, body: '{}' });
    const body = await invalid.json();
    expect(invalid.status).toBe(422);
    expect(body).toMatchObject({ message: 'The given data was invalid.', errors: { type: ['Type is required'] } });
    expect(body.request_id).toBe(invalid.headers.get('x-request-id'));

    const lines = sink.lines().filter((line) => line.request_id === id);
    expect(lines).toContainEqual(expect.objectContaining({
      msg: 'request', method: 'GET', route: '/api/v1/orders/:id', url: '/api/v1/orders/12', status: 401, duration_ms: expect.any(Number),
    }));
    expect(sink.lines().filter((line) => line.msg === 'request' && line.request_id === id)).toHaveLength(1);
  });

  it('logs no password, cookie, token or reset link', async () => {
    const { app, sink } = withLog(ctx());
    const password = 'Drukwerk2026!';
    const login = await app.request('/api/v1/auth/login', {
      method: 'POST', headers: { ...XHR, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'password', email: 'klant@example.nl', password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const cookie = /pp_refresh=([^;]*)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    const refresh = await app.request('/api/v1/auth/refresh', { headers: { ...XHR, Cookie: `pp_refresh=${cookie}`, Authorization: `Bearer ${token}` } });
    expect(refresh.status).toBe(200);
    const secret = 'Zq3vX9kLmP2wR8tY6uB4nC1d';
    await app.request(`/?token=${secret}`);
    await app.request(`/settings?email_token=${secret}`);
    await app.request(`/login/reset/${secret}?email=klant%40example.nl`);

    const text = sink.text();
    expect(text).toContain('/api/v1/auth/refresh');
    for (const leak of [password, cookie!, token, secret, 'klant%40example.nl']) expect(text).not.toContain(leak);
  });
});

describe('what a log line may hold', () => {
  it('censors credentials in anything logged as an object', () => {
    const sink = logSink();
    sink.logger.info({ headers: { authorization: 'Bearer abc.def', cookie: 'pp_refresh=r1', 'set-cookie': 'pp_refresh=r2' }, body: { password: 'pw-1', token: 't-1' } }, 'x');
    expect(sink.text()).not.toMatch(/abc\.def|r1|r2|pw-1|t-1/);
  });

  it('takes tokens and addresses out of URLs, keeping ids and the rest', () => {
    expect(redactUrl('/?token=abc')).toBe('/?token=[redacted]');
    expect(redactUrl('/settings?email_token=abc&tab=1')).toBe('/settings?email_token=[redacted]&tab=1');
    expect(redactUrl('/login/reset/abc?email=a%40b.nl')).toBe('/login/reset/[redacted]?email=[redacted]');
    expect(redactUrl('/api/v1/orders/12/files?x=1')).toBe('/api/v1/orders/12/files?x=1');
    expect(redactUrl('/anything/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.sig')).toBe('/anything/[redacted]');
  });
});
