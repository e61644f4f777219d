import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerText, describeEachDatabase } from '../support/test-app.js';
import { tokenFor } from '../support/tokens.js';
import { CUSTOMER, print, productId } from './orders/order-helpers.js';

/**
 * Request bodies as the node server receives them from a socket (app.request() in the other tests
 * never has one): JSON with a Content-Length, chunked, with a byte order mark, multi-byte text, and
 * over the 1 MB limit either way.
 */
describeEachDatabase('JSON bodies over a real socket', (ctx) => {
  let server: ServerType;
  let base = '';
  let token = '';
  let banner = 0;
  beforeAll(async () => {
    server = serve({ fetch: ctx().app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    token = await tokenFor(ctx(), CUSTOMER);
    banner = await productId(ctx(), 'SPD-FL510');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = async (body: BodyInit, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/prices`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers },
      body,
      ...(typeof body === 'string' ? {} : { duplex: 'half' }),
    } as RequestInit);
    return { status: response.status, body: JSON.parse(await answerText(response)) as { product?: number; message?: string } };
  };
  const chunked = (text: string) => new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.subarray(at, at + 1000));
      controller.close();
    },
  });

  it('prices the same body sent with a length, chunked, and after a byte order mark', async () => {
    const text = JSON.stringify(print(banner, { copies: [{ originals: 1, quantity: 2, width: 1000, height: 1000, sides: 1, abaa: 1, remark: 'één € 😀' }] }));
    const plain = await post(text);
    expect(plain.status).toBe(200);
    expect(plain.body.product).toBeGreaterThan(0);
    expect(await post(chunked(text))).toEqual(plain);
    expect(await post(`\uFEFF${text}`)).toEqual(plain);
  });

  it('answers 413 over 1 MB with or without a length, and 400 for broken JSON', async () => {
    const huge = JSON.stringify({ filler: 'x'.repeat(1024 * 1024) });
    expect(await post(huge)).toEqual({ status: 413, body: { message: 'payload_too_large' } });
    expect(await post(chunked(huge))).toEqual({ status: 413, body: { message: 'payload_too_large' } });
    expect(await post('{"product_id":')).toEqual({ status: 400, body: { message: 'malformed_json' } });
  });
});
