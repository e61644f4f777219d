import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/test-app.js';

describeEachDatabase('app basics', (ctx) => {
  it('answers health once migrated', async () => {
    const res = await ctx().call('GET', '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the security headers on every answer', async () => {
    const res = await ctx().call('GET', '/api/v1/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The Excel import's sheet reader runs in a blob: worker; scripts stay same-origin only.
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("script-src 'self';");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx().call('GET', '/api/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'not_found' });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await ctx().call('POST', '/api/v1/health', { body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await ctx().call('POST', '/api/v1/health', { rawBody: 'x'.repeat(1024 * 1024 + 10), headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
  });

  it('refuses state-changing calls without X-Requested-With', async () => {
    const res = await ctx().call('POST', '/api/v1/health', { body: {}, xhr: false });
    expect(res.status).toBe(403);
  });
});
