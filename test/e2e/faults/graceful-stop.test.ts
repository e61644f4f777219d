import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '../../../src/server/platform/db/connect.js';
import { printReadyPdf } from '../../server/files/pdf-fixtures.js';
import { newOrder, submit, until } from './order-load.js';
import { startPortal, type PortalProcess, type PortalSettings } from './portal-process.js';
import { prepareLoad } from './setup.js';

/** A raw PDF upload whose body the test sends in two halves, with the server stopping between them. */
function startUpload(url: string, token: string, path: string, size: number): { req: ClientRequest; answer: Promise<{ status: number; text: string } | { error: string }> } {
  const req = request(`${url}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/pdf',
      'X-File-Name': 'banner.pdf', 'Content-Length': String(size),
    },
  });
  const answer = new Promise<{ status: number; text: string } | { error: string }>((resolve) => {
    req.on('response', (response: IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error) => resolve({ error: error.message }));
  });
  return { req, answer };
}

/** Whether a new connection to the portal is refused (nothing listens on its port any more). */
async function refusesConnections(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/v1/health`);
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

const partFiles = (uploads: string) => (existsSync(uploads) ? readdirSync(uploads) : []).filter((name) => name.endsWith('.part'));

describe('SIGTERM drains the server', () => {
  let settings: PortalSettings;
  let portal: PortalProcess | undefined;
  afterEach(async () => {
    await portal?.stop();
    rmSync(settings.dataDir, { recursive: true, force: true });
  });

  /** A portal with one order; the upload path for its first line, and the token to send with it. */
  async function portalWithOrder(graceS: number) {
    settings = { dataDir: mkdtempSync(join(tmpdir(), 'pp-stop-')), jwtSecret: `stop-${Date.now()}-secret`, env: { SHUTDOWN_GRACE_S: String(graceS) } };
    portal = await startPortal(settings);
    const db = connect(`sqlite:${join(settings.dataDir, 'printportal.sqlite')}`);
    const setup = await prepareLoad(db, portal.url, settings.jwtSecret);
    await db.close();
    const placed = await submit(portal.url, setup.token, newOrder(setup.catalogue, 'stop-1', setup.deliveryDate));
    if (!placed.answered || placed.status !== 201) throw new Error(`order not placed: ${JSON.stringify(placed)}`);
    const orderId = (placed.body as { orders: { id: number }[] }).orders[0]!.id;
    const detail = await fetch(`${portal.url}/api/v1/orders/${orderId}`, { headers: { Authorization: `Bearer ${setup.token}`, 'X-Requested-With': 'XMLHttpRequest' } });
    const print = ((await detail.json()) as { products: { id: number; copies: { id: number }[] }[] }).products[0]!;
    return { token: setup.token, orderId, path: `/api/v1/orders/${orderId}/files?print=${print.id}&copy=${print.copies[0]!.id}`, uploads: join(settings.dataDir, 'uploads') };
  }

  it('refuses new connections, lets an upload in flight finish and store its file, then exits 0', async () => {
    const { token, orderId, path, uploads } = await portalWithOrder(30);
    const pdf = await printReadyPdf(1, [2000, 1000]);
    const upload = startUpload(portal!.url, token, path, pdf.length);
    upload.req.write(pdf.subarray(0, pdf.length >> 1));
    // The first half is on the server's disk: the upload is in flight.
    await until(() => partFiles(uploads).some((name) => statSync(join(uploads, name)).size > 0), 20_000, 'the upload to start');

    const ended = portal!.terminate();
    const deadline = Date.now() + 10_000;
    while (!(await refusesConnections(portal!.url))) {
      if (Date.now() > deadline) throw new Error(`new connections still accepted after SIGTERM:\n${portal!.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    upload.req.end(pdf.subarray(pdf.length >> 1));
    const answer = await upload.answer;
    expect(answer).toMatchObject({ status: 201 });
    expect(await ended).toEqual({ code: 0, signal: null });

    const db = connect(`sqlite:${join(settings.dataDir, 'printportal.sqlite')}`);
    const files = await db.kysely.selectFrom('order_files').select(['stored_name', 'size']).where('order_id', '=', orderId).execute();
    await db.close();
    expect(files).toHaveLength(1);
    expect(statSync(join(uploads, files[0]!.stored_name)).size).toBe(pdf.length);
    expect(partFiles(uploads)).toEqual([]);
  });

  it('cuts an upload still running at the end of SHUTDOWN_GRACE_S, stores nothing of it and exits 0', async () => {
    const { token, orderId, path, uploads } = await portalWithOrder(1);
    const pdf = await printReadyPdf(1, [2000, 1000]);
    const upload = startUpload(portal!.url, token, path, pdf.length);
    upload.req.write(pdf.subarray(0, pdf.length >> 1));
    await until(() => partFiles(uploads).some((name) => statSync(join(uploads, name)).size > 0), 20_000, 'the upload to start');

    expect(await portal!.terminate()).toEqual({ code: 0, signal: null });
    // Cut: the connection closed without an answer, or with an error answer; never "stored".
    const answer = await upload.answer;
    if ('status' in answer) expect(answer.status).toBeGreaterThanOrEqual(400);
    const db = connect(`sqlite:${join(settings.dataDir, 'printportal.sqlite')}`);
    expect(await db.kysely.selectFrom('order_files').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    await db.close();
  });
});
