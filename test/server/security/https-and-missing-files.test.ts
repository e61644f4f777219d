import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.js';
import { createTestContext, type TestContext } from '../../support/test-app.js';

/**
 * A file of the built app that is not there is a 404 nothing caches
 * (never the page, never "immutable"), and an https portal sends Strict-Transport-Security on
 * every answer while a plain-http one does not.
 */
let distDir: string;
const contexts: TestContext[] = [];
async function appFor(publicUrl: string) {
  const ctx = await createTestContext('sqlite', { publicUrl, secureCookies: publicUrl.startsWith('https://') });
  contexts.push(ctx);
  return createApp(ctx.services, { distDir });
}

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'pp-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-1234.js"></script></head><body></body></html>');
  writeFileSync(join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('missing files of the built app', () => {
  it('answers a missing asset with a 404 that is never cached, not with the page', async () => {
    const app = await appFor('http://localhost:8080');
    for (const path of ['/assets/app-old-9876.js', '/assets/style-old.css', '/assets/', '/assets', '/assets?v=1', '/assets/sub/x', '/favicon.ico', '/foo.js', '/robots.txt', '/login/app.js']) {
      for (const method of ['GET', 'HEAD']) {
        const response = await app.request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.headers.get('cache-control'), path).toBe('no-store');
        expect(response.headers.get('content-type') ?? '', path).not.toMatch(/html/);
        expect(await response.text(), path).not.toMatch(/<html|<!doctype/i);
      }
    }
  });

  it('still serves existing files (assets for a year) and the page on every app route', async () => {
    const app = await appFor('http://localhost:8080');
    const asset = await app.request('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/favicon.svg')).status).toBe(200);
    const routes = ['/', '/login', '/login/forgot', '/login/reset/AbC-dEf_123?email=a%40b.nl', '/order/12', '/selector/banners', '/overview/orders', '/no-such-screen'];
    for (const path of routes) {
      const page = await app.request(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});

describe('Strict-Transport-Security', () => {
  const paths = ['/', '/assets/app-1234.js', '/assets/missing.js', '/api/v1/health', '/api/v1/no-such-route', '/api/v1/orders'];

  it('is on every answer of an https portal: page, asset, 404, API success and error', async () => {
    const app = await appFor('https://portal.example.nl');
    for (const path of paths) {
      const response = await app.request(path);
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
    const post = await app.request('/api/v1/auth/email', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }, body: '{' });
    expect(post.status).toBe(400);
    expect(post.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent by a portal on plain http', async () => {
    const app = await appFor('http://portal.example.nl');
    for (const path of paths) {
      expect((await app.request(path)).headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});
