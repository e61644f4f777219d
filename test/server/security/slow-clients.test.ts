import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { ServerType } from '@hono/node-server';
import { startNodeServer } from '../../../src/server/platform/http/node-server.js';
import { loadHttpTimeouts, type HttpTimeouts } from '../../../src/server/platform/http/timeouts.js';
import type { AppEnv } from '../../../src/server/services.js';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { RawConnection, requestHead } from '../../support/raw-http.js';
import { CUSTOMER } from '../after-order/helpers.js';
import { makeOrder } from '../after-order/orders-fixture.js';
import { multipartBody, pdfOfSize } from '../files/pdf-fixtures.js';

/**
 * Slow clients must not hold the server: started as main.ts starts it (startNodeServer), with short
 * timeouts so that nothing waits long: a silent socket is closed, trickled headers and a trickled
 * login body are cut, while an upload that keeps moving runs far past every one of those limits and
 * an answer the server takes long to work out is still delivered.
 */
// The idle limit is the longest: the slow upload below pauses TICK_MS between pieces, far below it
// even when the machine is busy.
const SHORT: HttpTimeouts = { headersMs: 500, bodyMs: 700, idleMs: 2_500, keepAliveMs: 300 };
const TICK_MS = 100;

async function listen(app: Hono<AppEnv>): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve) => {
    const server = startNodeServer(app, { timeouts: SHORT }, { port: 0, hostname: '127.0.0.1' }, (info) => resolve({ server, port: info.port }));
  });
}

const stop = (server: ServerType) => new Promise<void>((resolve) => {
  server.close(() => resolve());
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
});

/** Writes one piece every TICK_MS until all are sent or the server closes the connection; returns how many went out. */
async function trickle(connection: RawConnection, pieces: (string | Uint8Array)[]): Promise<number> {
  let sent = 0;
  for (const piece of pieces) {
    if (connection.closed) break;
    await connection.write(piece);
    sent++;
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  return sent;
}

describeEachDatabase('slow and silent clients on a real socket', (ctx) => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    ({ server, port } = await listen(ctx().app));
  });
  afterAll(() => stop(server));

  it('closes a socket that never says anything', async () => {
    const connection = await RawConnection.open(port);
    await connection.whenClosed();
    const answer = await connection.answer();
    if (answer) expect(answer.status).toBe(408);
  });

  it('cuts a request whose headers trickle in', async () => {
    const connection = await RawConnection.open(port);
    const head = requestHead('GET', '/api/v1/health', { 'X-Padding': 'x'.repeat(200) });
    const sent = await trickle(connection, head.split(''));
    await connection.whenClosed();
    expect(sent).toBeLessThan(head.length);
  });

  it('cuts a login body trickled a byte at a time, long before it is complete, with 408 if anything', async () => {
    const body = JSON.stringify({ type: 'password', email: 'klant@example.nl', password: `Drukwerk2026!${' '.repeat(300)}` });
    const connection = await RawConnection.open(port);
    await connection.write(requestHead('POST', '/api/v1/auth/login', { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', 'Content-Length': String(body.length) }));
    const sent = await trickle(connection, body.split(''));
    await connection.whenClosed();
    expect(sent).toBeLessThan(body.length);
    const answer = await connection.answer();
    if (answer) {
      expect(answer.status).toBe(408);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ message: 'request_timeout', request_id: answer.headers['x-request-id'] });
    }
  });

  it('closes a kept-alive connection that waits too long for its next request', async () => {
    const connection = await RawConnection.open(port);
    await connection.write(requestHead('GET', '/api/v1/health', {}));
    expect((await connection.answer())?.status).toBe(200);
    await connection.whenClosed();
  });

  it('closes an upload that stops moving, and keeps nothing of it', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const { body, contentType } = multipartBody('gestopt.pdf', await pdfOfSize([1000, 500]));
    const connection = await RawConnection.open(port);
    await connection.write(requestHead('POST', `/api/v1/orders/${orderId}/files?print=${printIds[0]}`, {
      'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${await tokenFor(ctx(), CUSTOMER)}`,
      'Content-Type': contentType, 'Content-Length': String(body.length),
    }));
    await connection.write(body.subarray(0, Math.floor(body.length / 2)));
    await connection.whenClosed();
    const rows = await ctx().db.kysely.selectFrom('order_files').select('id').where('print_id', '=', printIds[0]!).execute();
    expect(rows).toEqual([]);
  });

  it('completes a slow but steady upload that takes far longer than every timeout', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const pdf = await pdfOfSize([1000, 500]);
    const { body, contentType } = multipartBody('langzaam.pdf', pdf);
    const pieces = Math.ceil(((SHORT.idleMs + SHORT.bodyMs + SHORT.headersMs) * 1.3) / TICK_MS);
    const size = Math.ceil(body.length / pieces);
    const connection = await RawConnection.open(port);
    try {
      await connection.write(requestHead('POST', `/api/v1/orders/${orderId}/files?print=${printIds[0]}`, {
        'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${await tokenFor(ctx(), CUSTOMER)}`,
        'Content-Type': contentType, 'Content-Length': String(body.length),
      }));
      const parts = Array.from({ length: Math.ceil(body.length / size) }, (_, i) => body.subarray(i * size, (i + 1) * size));
      expect(parts.length * TICK_MS).toBeGreaterThan(SHORT.idleMs + SHORT.bodyMs + SHORT.headersMs);
      expect(await trickle(connection, parts)).toBe(parts.length);
      const answer = await connection.answer();
      expect(answer?.status).toBe(201);
      expect(JSON.parse(answer!.body).file.name).toBe('langzaam.pdf');
    } finally {
      connection.close();
    }
  });
}, { http: SHORT });

describe('an answer the server takes long to work out', () => {
  let server: ServerType;
  let port = 0;
  let release: () => void = () => undefined;
  beforeAll(async () => {
    const app = new Hono<AppEnv>();
    // Answers once the test has seen the socket sit idle past the idle timeout.
    app.get('/slow', async (c) => {
      await new Promise<void>((resolve) => { release = resolve; });
      return c.text('done');
    });
    ({ server, port } = await listen(app));
  });
  afterAll(() => stop(server));

  it('is delivered even when the socket is idle longer than the idle timeout meanwhile', async () => {
    const connection = await RawConnection.open(port);
    try {
      // The idle timeout's own handler runs first; after it, the socket must still be there.
      const idled = new Promise<Socket>((resolve) => server.once('timeout', resolve));
      await connection.write(requestHead('GET', '/slow', {}));
      const socket = await idled;
      expect(socket.destroyed).toBe(false);
      release();
      const answer = await connection.answer();
      expect(answer).toMatchObject({ status: 200, body: 'done' });
    } finally {
      connection.close();
    }
  });
});

describe('timeouts from the environment', () => {
  it('takes seconds (fractions too), keeps the defaults otherwise and refuses nonsense', () => {
    expect(loadHttpTimeouts({})).toEqual({ headersMs: 20_000, bodyMs: 20_000, idleMs: 60_000, keepAliveMs: 5_000 });
    expect(loadHttpTimeouts({ HTTP_HEADERS_TIMEOUT_S: '10', HTTP_BODY_TIMEOUT_S: '0.5', HTTP_IDLE_TIMEOUT_S: '120', HTTP_KEEP_ALIVE_TIMEOUT_S: '' }))
      .toEqual({ headersMs: 10_000, bodyMs: 500, idleMs: 120_000, keepAliveMs: 5_000 });
    for (const bad of ['0', '-1', 'abc', 'Infinity']) {
      expect(() => loadHttpTimeouts({ HTTP_IDLE_TIMEOUT_S: bad }), bad).toThrow(/HTTP_IDLE_TIMEOUT_S/);
    }
  });
});
