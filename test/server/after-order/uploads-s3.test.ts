import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { startS3Store } from '../../support/s3-store.js';
import { prepareStorage, storageFor } from '../../../src/server/platform/storage/storage-for.js';
import { CUSTOMER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { makeOrder } from './orders-fixture.js';
import { multipartBody, pdfOfSize } from '../files/pdf-fixtures.js';

/** The upload route with print files in an object store (S3_URL); uploads.test.ts has every case on the folder. */
const s3 = await startS3Store();
const s3Url = s3.urlFor('uploads-route');
afterAll(async () => { await s3.stop(); });

async function upload(ctx: TestContext, orderId: number, printId: number, body: BodyInit, headers: Record<string, string>) {
  const response = await ctx.app.request(`/api/v1/orders/${orderId}/files?print=${printId}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${await tokenFor(ctx, CUSTOMER)}`, ...headers },
    body,
    // @ts-expect-error Node's fetch needs duplex for a streamed body
    duplex: 'half',
  });
  return { status: response.status, body: await response.json() };
}

async function storedObjects(ctx: TestContext): Promise<string[]> {
  const names: string[] = [];
  for await (const object of storageFor(ctx.services.config).list()) names.push(object.storedName);
  return names.sort();
}

describeEachDatabase('print-file upload into object storage', (ctx) => {
  beforeAll(async () => { await prepareStorage(ctx().services.config); });

  it('stores the PDF in the bucket, checks it from there and serves the same bytes back', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const pdf = await pdfOfSize([1000, 500]);
    const { body, contentType } = multipartBody('spandoek.pdf', pdf);
    const res = await upload(ctx(), orderId, printIds[0]!, body, { 'Content-Type': contentType });
    expect(res.status).toBe(201);
    expect(res.body.file).toMatchObject({ name: 'spandoek.pdf', size: pdf.length, pages: 1, width_mm: 1000, height_mm: 500, warning: null });
    const [row] = await ctx().db.kysely.selectFrom('order_files').select('stored_name').where('print_id', '=', printIds[0]!).execute();
    expect(await storedObjects(ctx())).toContain(row!.stored_name);

    const download = await ctx().app.request(res.body.file.url, { headers: { Authorization: `Bearer ${await tokenFor(ctx(), CUSTOMER)}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it('cuts a stream over the limit past the first 8 MB part: 413, nothing in the bucket or the table', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const before = await storedObjects(ctx());
    const chunk = new Uint8Array(256 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      start(controller) { controller.enqueue(Buffer.from('%PDF-1.7\n')); },
      pull(controller) { controller.enqueue(chunk); },
    });
    const res = await upload(ctx(), orderId, printIds[0]!, endless, { 'Content-Type': 'application/pdf', 'X-File-Name': 'huge.pdf' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('file too big');
    expect(await storedObjects(ctx())).toEqual(before);
    expect(await ctx().db.kysely.selectFrom('order_files').select('id').where('print_id', '=', printIds[0]!).execute()).toEqual([]);
  });
}, { s3Url, uploadMaxBytes: 12 * 1024 * 1024 });
