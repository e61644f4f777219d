import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { RawConnection, chunk, requestHead } from '../../support/raw-http.js';
import { CUSTOMER } from '../after-order/helpers.js';
import { makeOrder } from '../after-order/orders-fixture.js';

/**
 * A body refused before it has all arrived (413, or any answer that leaves it
 * unread) is answered with `Connection: close` and the server then closes the socket, so no client
 * sends its next request on a connection that is about to go. A body read to its end keeps the
 * connection alive. JSON bodies (1 MB) and uploads (5 MB in the tests), with a Content-Length and
 * chunked, over a raw socket.
 */
describeEachDatabase('bodies over the limit over a real socket', (ctx) => {
  let server: ServerType;
  let port = 0;
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    server = serve({ fetch: ctx().app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
    auth = { Authorization: `Bearer ${await tokenFor(ctx(), CUSTOMER)}`, 'X-Requested-With': 'XMLHttpRequest' };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends the head and a part of the body, then expects 413 with Connection: close and a closed socket. */
  async function expectClosingRefusal(head: string, part: Uint8Array): Promise<void> {
    const connection = await RawConnection.open(port);
    try {
      await connection.write(head);
      await connection.write(part);
      const answer = await connection.answer();
      expect(answer?.status).toBe(413);
      expect(answer?.headers.connection).toBe('close');
      // The server closes the connection itself (the test would time out otherwise).
      await connection.whenClosed();
    } finally {
      connection.close();
    }
  }

  const filler = (bytes: number, start = '') => Buffer.concat([Buffer.from(start), Buffer.alloc(bytes - start.length, 32)]);

  it('closes after refusing a JSON body announced over 1 MB', async () => {
    const head = requestHead('POST', '/api/v1/prices', { ...auth, 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) });
    await expectClosingRefusal(head, filler(64 * 1024, '{"filler":"'));
  });

  it('closes after refusing a chunked JSON body that grows over 1 MB', async () => {
    const head = requestHead('POST', '/api/v1/prices', { ...auth, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' });
    const chunks = Buffer.concat(Array.from({ length: 17 }, (_, i) => chunk(filler(64 * 1024, i === 0 ? '{"filler":"' : ''))));
    await expectClosingRefusal(head, chunks);
  });

  it('closes after refusing an upload announced over the limit', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const head = requestHead('POST', `/api/v1/orders/${orderId}/files?print=${printIds[0]}`, {
      ...auth, 'Content-Type': 'multipart/form-data; boundary=XyZ', 'Content-Length': String(6 * 1024 * 1024),
    });
    await expectClosingRefusal(head, filler(16 * 1024, '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\n'));
  });

  it('closes after refusing a chunked upload that grows over the limit', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const head = requestHead('POST', `/api/v1/orders/${orderId}/files?print=${printIds[0]}`, {
      ...auth, 'Content-Type': 'multipart/form-data; boundary=XyZ', 'Transfer-Encoding': 'chunked',
    });
    const start = '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7\n';
    const body = Buffer.concat(Array.from({ length: 90 }, (_, i) => chunk(filler(64 * 1024, i === 0 ? start : ''))));
    await expectClosingRefusal(head, body);
  });

  it('closes after any answer that leaves a body unread (an upload to an order that does not exist)', async () => {
    const head = requestHead('POST', '/api/v1/orders/999999/files?print=1', {
      ...auth, 'Content-Type': 'application/pdf', 'Content-Length': String(4 * 1024 * 1024),
    });
    const connection = await RawConnection.open(port);
    try {
      await connection.write(head);
      await connection.write(filler(1024, '%PDF-1.7\n'));
      const answer = await connection.answer();
      expect(answer?.status).toBe(404);
      expect(answer?.headers.connection).toBe('close');
      await connection.whenClosed();
    } finally {
      connection.close();
    }
  });

  it('keeps the connection for the next request after a body read to its end, also a refused one', async () => {
    const connection = await RawConnection.open(port);
    try {
      const small = '{"product_id":"x"}';
      for (const [length, body] of [[small.length, small], [5, 'abcde']] as const) {
        await connection.write(requestHead('POST', '/api/v1/prices', { ...auth, 'Content-Type': 'application/json', 'Content-Length': String(length) }) + body);
        const answer = await connection.answer();
        expect(answer?.status).toBeGreaterThanOrEqual(400);
        expect(answer?.status).toBeLessThan(500);
        expect(answer?.headers.connection).toBe('keep-alive');
      }
      await connection.write(requestHead('GET', '/api/v1/health', {}));
      expect((await connection.answer())?.status).toBe(200);
      expect(connection.closed).toBe(false);
    } finally {
      connection.close();
    }
  });
});
