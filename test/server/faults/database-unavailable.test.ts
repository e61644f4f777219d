import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.js';
import { issueAccessToken } from '../../../src/server/modules/auth/access-token.js';
import { connect } from '../../../src/server/platform/db/connect.js';
import type { Services } from '../../../src/server/services.js';
import { testConfig } from '../../support/test-app.js';

describe('a PostgreSQL that cannot be reached', () => {
  // Port 1 on this machine: nothing listens, every connection is refused at once.
  const db = connect('postgres://postgres@127.0.0.1:1/printportal');
  const services: Services = { db, config: testConfig(), now: () => new Date(), mailer: { send: async () => undefined } };
  const app = createApp(services);
  afterAll(() => db.close());

  it.each([
    ['GET', '/api/v1/catalog', undefined],
    ['POST', '/api/v1/order', '{}'],
    ['POST', '/api/v1/auth/login', JSON.stringify({ type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!' })],
  ])('answers %s %s with 503 and Retry-After, telling nothing of the inside', async (method, path, body) => {
    const token = await issueAccessToken(services, 1, 1);
    const headers = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
    const response = await app.request(path, { method, headers, body });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({ message: 'database_unavailable', request_id: response.headers.get('x-request-id') });
  });
});
