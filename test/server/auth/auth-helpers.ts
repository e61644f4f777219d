import { expect } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../../../src/server/services.js';
import { ApiError } from '../../../src/server/platform/http/errors.js';
import { requireAuth, requirePartner } from '../../../src/server/modules/auth/require-auth.js';
import type { CallResult, TestContext } from '../../support/test-app.js';

export const DEMO_PASSWORD = 'Drukwerk2026!';
export const MINUTE = 60 * 1000;

/** The refresh cookie value of an answer, or null when none (or a clearing one) was set. */
export function refreshCookie(res: CallResult): string | null {
  const header = res.headers.get('set-cookie') ?? '';
  const match = /pp_refresh=([^;]*)/.exec(header);
  return match && match[1] ? match[1] : null;
}

export function cookieHeader(cookie: string): Record<string, string> {
  return { Cookie: `pp_refresh=${cookie}` };
}

export function passwordLogin(ctx: TestContext, email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) {
  return ctx.call('POST', '/api/v1/auth/login', { body: { type: 'password', email, password }, headers });
}

/** Logs in and returns the access token and refresh cookie, failing the test if login fails. */
export async function loggedIn(ctx: TestContext, email: string, password = DEMO_PASSWORD) {
  const res = await passwordLogin(ctx, email, password);
  expect([200, 206]).toContain(res.status);
  const cookie = refreshCookie(res);
  expect(cookie).toBeTruthy();
  return { res, token: res.body.token as string, cookie: cookie as string };
}

export function refresh(ctx: TestContext, cookie: string | null) {
  return ctx.call('GET', '/api/v1/auth/refresh', { headers: cookie ? cookieHeader(cookie) : {} });
}

/**
 * A partner-scoped data call guarded by the real requireAuth + requirePartner middleware (no data
 * route of the app is ours to use): answers the claims the server acts on.
 */
export async function dataCall(ctx: TestContext, token: string): Promise<{ status: number; body: any }> {
  const probe = new Hono<AppEnv>();
  probe.use('*', async (c, next) => { c.set('services', ctx.services); await next(); });
  probe.get('/probe', requireAuth, requirePartner, (c) => c.json(c.var.auth));
  probe.onError((error, c) => (error instanceof ApiError ? c.json(error.body(), error.status) : c.json({ message: 'server_error' }, 500)));
  const res = await probe.request('/probe', { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}
