import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { CUSTOMER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { makeOrder } from './orders-fixture.js';
import { multipartBody, pdfOfSize } from '../files/pdf-fixtures.js';

/** The upload through a real HTTP server, as a browser does it, including a connection cut mid-way. */
describeEachDatabase('print-file upload over HTTP', (ctx) => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: ctx().app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => { port = info.port; resolve(); });
    });
  });
  afterAll(async () => { await new Promise((resolve) => server.close(resolve)); });

  const stored = (c: TestContext) => (existsSync(c.services.config.uploadDir) ? readdirSync(c.services.config.uploadDir) : []);

  function send(path: string, headers: Record<string, string>, write: (req: ReturnType<typeof httpRequest>) => void) {
    return new Promise<{ status: number; body: string } | 'aborted'>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => { body += chunk; });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', () => resolve('aborted'));
      write(req);
    });
  }

  it('stores a multipart upload sent in pieces', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const { body, contentType } = multipartBody('poster.pdf', await pdfOfSize([1000, 500]));
    const res = await send(`/api/v1/orders/${orderId}/files?print=${printIds[0]}`, {
      'Content-Type': contentType, 'Content-Length': String(body.length), 'X-Requested-With': 'XMLHttpRequest',
      Authorization: `Bearer ${await tokenFor(ctx(), CUSTOMER)}`,
    }, (req) => {
      req.write(body.subarray(0, 100));
      setTimeout(() => req.end(body.subarray(100)), 20);
    });
    expect(res).not.toBe('aborted');
    if (res === 'aborted') return;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body).file.name).toBe('poster.pdf');
  });

  it('keeps nothing when the client cuts the connection mid-upload', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const before = stored(ctx());
    let partialSeen = false;
    const { body, contentType } = multipartBody('cut.pdf', await pdfOfSize([1000, 500]));
    const padded = Buffer.concat([body.subarray(0, body.length - 30), Buffer.alloc(200_000, 32), body.subarray(body.length - 30)]);
    const result = await send(`/api/v1/orders/${orderId}/files?print=${printIds[0]}`, {
      'Content-Type': contentType, 'Content-Length': String(padded.length), 'X-Requested-With': 'XMLHttpRequest',
      Authorization: `Bearer ${await tokenFor(ctx(), CUSTOMER)}`,
    }, (req) => {
      req.write(padded.subarray(0, 50_000));
      // Cut only once the partial file exists on disk, so its removal is what is tested.
      const cutWhenStarted = (tries: number) => {
        if (stored(ctx()).length > before.length || tries === 0) {
          partialSeen = stored(ctx()).length > before.length;
          req.destroy();
        } else setTimeout(() => cutWhenStarted(tries - 1), 10);
      };
      cutWhenStarted(300);
    });
    expect(result).toBe('aborted');
    expect(partialSeen).toBe(true);
    // The server notices the cut on its side; give it a moment to clean up.
    for (let wait = 0; wait < 40 && stored(ctx()).length !== before.length; wait++) await new Promise((r) => setTimeout(r, 50));
    expect(stored(ctx())).toEqual(before);
    const rows = await ctx().db.kysely.selectFrom('order_files').select('id').where('print_id', '=', printIds[0]!).execute();
    expect(rows).toEqual([]);
  });
});
