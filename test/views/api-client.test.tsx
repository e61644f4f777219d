import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/shared/api-client/client.js';
import { failureMessages } from '../../machines/session-errors.js';
import { authApi } from '../../src/features/session/api.js';
import { AnswerError, messagesOf } from '../../src/shared/api-client/errors.js';
import { readToken, saveToken } from '../../src/shared/api-client/token-store.js';
import { answerOf, customer } from '../machines/session-fixtures.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server: the access token "fresh" is valid, anything else is expired; refresh gives "fresh". */
function fakeServer(options: { refresh?: () => Response } = {}) {
  const calls: { path: string; auth: string | null; xhr: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push({ path, auth: request.headers.get('Authorization'), xhr: request.headers.get('X-Requested-With') });
    // A turn of the event loop, so that calls made together are in flight together.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (path.endsWith('/auth/refresh')) return options.refresh ? options.refresh() : json(200, answerOf(customer));
    if (request.headers.get('Authorization') !== `Bearer ${answerOf(customer).token}`) return json(401, { message: 'token_expired' });
    return json(200, { ok: path });
  });
  return { fetch, calls };
}

describe('API client', () => {
  it('sends the bearer token and X-Requested-With on every call', async () => {
    saveToken(answerOf(customer).token);
    const server = fakeServer();
    const api = createApiClient({ prefixUrl: 'http://app.test/api/v1', fetch: server.fetch as typeof fetch });
    await api.get('catalog').json();
    expect(server.calls).toEqual([{ path: '/api/v1/catalog', auth: `Bearer ${answerOf(customer).token}`, xhr: 'XMLHttpRequest' }]);
  });

  it('refreshes once for several calls that find the token expired, then retries each once', async () => {
    saveToken('expired');
    const server = fakeServer();
    const onRefreshed = vi.fn();
    const api = createApiClient({ prefixUrl: 'http://app.test/api/v1', fetch: server.fetch as typeof fetch, onRefreshed });
    const answers = await Promise.all([api.get('catalog').json(), api.get('products').json(), api.post('prices', { json: { a: 1 } }).json()]);
    expect(answers).toEqual([{ ok: '/api/v1/catalog' }, { ok: '/api/v1/products' }, { ok: '/api/v1/prices' }]);
    expect(server.calls.filter((call) => call.path.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(server.calls).toHaveLength(7);
    expect(onRefreshed).toHaveBeenCalledTimes(1);
    expect(readToken()).toBe(answerOf(customer).token);
  });

  it('goes to the root when the refresh itself is refused, and rejects the call', async () => {
    saveToken('expired');
    const server = fakeServer({ refresh: () => json(401, { message: 'unauthenticated' }) });
    const onSessionLost = vi.fn();
    const api = createApiClient({ prefixUrl: 'http://app.test/api/v1', fetch: server.fetch as typeof fetch, onSessionLost });
    await expect(api.get('catalog').json()).rejects.toThrow();
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(readToken()).toBeNull();
  });

  it('rejects the call on any other refresh failure without leaving the page', async () => {
    saveToken('expired');
    const server = fakeServer({ refresh: () => json(503, { message: 'maintenance' }) });
    const onSessionLost = vi.fn();
    const api = createApiClient({ prefixUrl: 'http://app.test/api/v1', fetch: server.fetch as typeof fetch, onSessionLost });
    await expect(api.get('catalog').json()).rejects.toThrow();
    expect(server.calls.map((call) => call.path)).toEqual(['/api/v1/catalog', '/api/v1/auth/refresh']);
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(readToken()).toBe('expired');
  });

  it('parses answers with their schema: the customer gets one code, developers what is wrong', async () => {
    const fetch = vi.fn(async () => json(200, { user: { id: 'x' }, token: 5 }));
    const auth = authApi(createApiClient({ prefixUrl: 'http://app.test/api/v1', fetch: fetch as typeof globalThis.fetch }));
    const failure = await auth.login({ type: 'token', token: 'abc' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AnswerError);
    expect((failure as AnswerError).problems.some((problem) => problem.startsWith('user.id'))).toBe(true);
    expect(messagesOf(failure)).toEqual(['unreadable_answer']);
    expect(failureMessages(failure)).toEqual(['unreadable_answer']);
  });

  it('keeps the 206 status of a partner account login and stores the token', async () => {
    const fetch = vi.fn(async () => json(206, answerOf(customer)));
    const auth = authApi(createApiClient({ prefixUrl: 'http://app.test/api/v1', fetch: fetch as typeof globalThis.fetch }));
    const result = await auth.login({ type: 'password', email: 'partner@example.nl', password: 'x' });
    expect(result.status).toBe(206);
    expect(readToken()).toBe(answerOf(customer).token);
  });
});
