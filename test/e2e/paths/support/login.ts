import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../support/app.js';

/**
 * A session from an earlier visit, without the login screen: the server's refresh cookie and the
 * access token in this origin's storage (the app restores it when a page of the app opens).
 */
export async function loggedInBefore(page: Page, email = 'klant@example.nl'): Promise<void> {
  const answer = await page.request.post('/api/v1/auth/login', {
    data: { type: 'password', email, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.status()).toBeLessThan(300);
  const { token } = (await answer.json()) as { token: string };
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('pp.token', value), token);
}
