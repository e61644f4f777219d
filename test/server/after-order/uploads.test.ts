import { readdirSync, existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { PdfWriter } from '../../support/pdf-writer.js';
import { answerText, describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { CUSTOMER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { makeOrder } from './orders-fixture.js';
import { multipartBody, pdfOfSize, pngBytes, printReadyPdf, streamOf } from '../files/pdf-fixtures.js';
import { MAX_FILES_PER_LINE } from '../../../src/domain/preflight/line-files.js';

async function upload(ctx: TestContext, orderId: number, printId: number, body: BodyInit, headers: Record<string, string>, token?: string) {
  const response = await ctx.app.request(`/api/v1/orders/${orderId}/files?print=${printId}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token ?? await tokenFor(ctx, CUSTOMER)}`, ...headers },
    body,
    // @ts-expect-error Node's fetch needs duplex for a streamed body
    duplex: 'half',
  });
  const text = await answerText(response);
  let json: any = null;
  try { json = JSON.parse(text); } catch { /* not JSON */ }
  return { status: response.status, body: json, headers: response.headers };
}

function multipart(ctx: TestContext, orderId: number, printId: number, name: string, bytes: Uint8Array) {
  const { body, contentType } = multipartBody(name, bytes);
  return upload(ctx, orderId, printId, body, { 'Content-Type': contentType });
}

function storedFiles(ctx: TestContext): string[] {
  const folder = ctx.services.config.uploadDir;
  return existsSync(folder) ? readdirSync(folder) : [];
}

async function fileRows(ctx: TestContext, printId: number) {
  return ctx.db.kysely.selectFrom('order_files').selectAll().where('print_id', '=', printId).execute();
}

describeEachDatabase('print-file upload', (ctx) => {
  it('stores a real PDF of the ordered size without a warning and serves it back to the owner only', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const pdf = await pdfOfSize([1000, 500]);
    const res = await multipart(ctx(), orderId, printIds[0]!, 'spandoek.pdf', pdf);
    expect(res.status).toBe(201);
    expect(res.body.file).toMatchObject({ name: 'spandoek.pdf', size: pdf.length, pages: 1, width_mm: 1000, height_mm: 500, warning: null });
    expect(res.body.warning).toBeNull();
    expect(res.body.order).toEqual({ id: orderId, state: 'waiting_for_files' });

    const download = await ctx().app.request(res.body.file.url, { headers: { Authorization: `Bearer ${await tokenFor(ctx(), CUSTOMER)}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="spandoek\.pdf"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    const stranger = await ctx().call('GET', res.body.file.url, { token: await tokenFor(ctx(), 'inkoop@example.nl') });
    expect(stranger.status).toBe(404);
    const detail = await ctx().call('GET', `/api/v1/orders/${orderId}`, { token: await tokenFor(ctx(), CUSTOMER) });
    expect(detail.body.products[0].files).toEqual([res.body.file]);
  });

  it('warns (but stores) a PDF whose page size does not match the ordered size', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const res = await multipart(ctx(), orderId, printIds[0]!, 'a4.pdf', await pdfOfSize([210, 297]));
    expect(res.status).toBe(201);
    expect(res.body.warning).toBe('The page size 210 x 297 mm does not match the ordered size 1000 x 500 mm.');
    expect(res.body.file.warning).toBe(res.body.warning);
  });

  it('reads the trim box when there is one', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const writer = new PdfWriter();
    const mm = (value: number) => (value * 72) / 25.4;
    writer.addPage(mm(1010), mm(510), `/TrimBox [${mm(5)} ${mm(5)} ${mm(1005)} ${mm(505)}]`);
    const res = await multipart(ctx(), orderId, printIds[0]!, 'bleed.pdf', writer.save());
    expect(res.body.file).toMatchObject({ width_mm: 1000, height_mm: 500, warning: null });
  });

  it('refuses a renamed PNG with the security message and stores nothing', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const before = storedFiles(ctx());
    const res = await multipart(ctx(), orderId, printIds[0]!, 'photo.pdf', pngBytes());
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('The file is not supported for security reasons. Convert it to PDF or contact us.');
    expect(storedFiles(ctx())).toEqual(before);
    expect(await fileRows(ctx(), printIds[0]!)).toEqual([]);
  });

  it('cuts a stream over the limit at the limit: 413, nothing on disk or in the table', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const before = storedFiles(ctx());
    const limit = ctx().services.config.uploadMaxBytes;
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      start(controller) { controller.enqueue(Buffer.from('%PDF-1.7\n')); },
      pull(controller) {
        sent += chunk.length;
        // A body that never ends: only the limit can stop it.
        controller.enqueue(chunk);
      },
    });
    const res = await upload(ctx(), orderId, printIds[0]!, endless, { 'Content-Type': 'application/pdf', 'X-File-Name': 'huge.pdf' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('file too big');
    expect(sent).toBeLessThan(limit + 4 * chunk.length);
    expect(storedFiles(ctx())).toEqual(before);
    expect(await fileRows(ctx(), printIds[0]!)).toEqual([]);
  });

  it('treats a body broken off mid-way as a cancelled upload: nothing stored', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const before = storedFiles(ctx());
    const { body, contentType } = multipartBody('half.pdf', await pdfOfSize([1000, 500]));
    const half = streamOf([body.subarray(0, 300), body.subarray(300, 600)], true);
    const res = await upload(ctx(), orderId, printIds[0]!, half, { 'Content-Type': contentType });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('upload canceled');
    expect(storedFiles(ctx())).toEqual(before);
    expect(await fileRows(ctx(), printIds[0]!)).toEqual([]);
  });

  it('stores a file name with a path as a plain name, under a random stored name', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const res = await upload(ctx(), orderId, printIds[0]!, await pdfOfSize([1000, 500]), {
      'Content-Type': 'application/pdf', 'X-File-Name': encodeURIComponent('../../etc/passwd.pdf'),
    });
    expect(res.status).toBe(201);
    expect(res.body.file.name).toBe('passwd.pdf');
    const [row] = await fileRows(ctx(), printIds[0]!);
    expect(row?.stored_name).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(storedFiles(ctx())).toContain(row?.stored_name);
  });

  it('moves the order to intake once every print (each of one line here) has a file the check passed', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const first = await multipart(ctx(), orderId, printIds[0]!, 'banner.pdf', await printReadyPdf(1, [1000, 500]));
    expect(first.body.order.state).toBe('waiting_for_files');
    const second = await multipart(ctx(), orderId, printIds[1]!, 'flag.pdf', await printReadyPdf(1, [800, 2800]));
    expect(second.status).toBe(201);
    expect(second.body.order.state).toBe('intake');
    const list = await ctx().call('GET', `/api/v1/orders?q=${orderId}`, { token: await tokenFor(ctx(), CUSTOMER) });
    expect(list.body.data.find((row: { id: number }) => row.id === orderId)).toMatchObject({ state: 'intake', files: { count: 2, needed: 2 } });
    const detail = await ctx().call('GET', `/api/v1/orders/${orderId}`, { token: await tokenFor(ctx(), CUSTOMER) });
    expect(detail.body.progress.current).toBe(1);
  });

  it('moves to intake when the last two files arrive at the same time', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const [first, second] = await Promise.all([
      multipart(ctx(), orderId, printIds[0]!, 'banner.pdf', await printReadyPdf(1, [1000, 500])),
      multipart(ctx(), orderId, printIds[1]!, 'flag.pdf', await printReadyPdf(1, [800, 2800])),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const order = await ctx().db.kysely.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.state).toBe('intake');
    const events = await ctx().db.kysely.selectFrom('order_events').select('to_state').where('order_id', '=', orderId).execute();
    expect(events).toEqual([{ to_state: 'intake' }]);
  });

  it('keeps a later stage when files are added after staff moved the order on', async () => {
    const { orderId, printIds } = await makeOrder(ctx(), { state: 'prepress' });
    const res = await multipart(ctx(), orderId, printIds[0]!, 'late.pdf', await pdfOfSize([1000, 500]));
    expect(res.status).toBe(201);
    expect(res.body.order.state).toBe('prepress');
  });

  it(`refuses more than ${MAX_FILES_PER_LINE} files per copy line with 'max files exceeded'`, async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const pdf = await pdfOfSize([1000, 500]);
    for (let index = 0; index < MAX_FILES_PER_LINE; index++) {
      expect((await multipart(ctx(), orderId, printIds[0]!, `p${index}.pdf`, pdf)).status).toBe(201);
    }
    const res = await multipart(ctx(), orderId, printIds[0]!, 'one-too-many.pdf', pdf);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'max files exceeded', errors: { file: ['max files exceeded'] } });
  });

  it(`stores exactly ${MAX_FILES_PER_LINE} files when more arrive at the same time for the last places`, async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const pdf = await pdfOfSize([1000, 500]);
    for (let index = 0; index < MAX_FILES_PER_LINE - 2; index++) {
      expect((await multipart(ctx(), orderId, printIds[0]!, `p${index}.pdf`, pdf)).status).toBe(201);
    }
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, index) => multipart(ctx(), orderId, printIds[0]!, `race${index}.pdf`, pdf)),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    expect(await fileRows(ctx(), printIds[0]!)).toHaveLength(MAX_FILES_PER_LINE);
  });

  it('refuses uploads to quotes, templates, orders in production, other partners and unknown prints', async () => {
    const pdf = await pdfOfSize([1000, 500]);
    const quote = await makeOrder(ctx(), { kind: 'quote' });
    expect((await multipart(ctx(), quote.orderId, quote.printIds[0]!, 'a.pdf', pdf)).status).toBe(405);
    const production = await makeOrder(ctx(), { state: 'production' });
    const late = await multipart(ctx(), production.orderId, production.printIds[0]!, 'a.pdf', pdf);
    expect(late.status).toBe(405);
    expect(late.body.message).toBe('Files can no longer be added to this order.');
    const other = await makeOrder(ctx(), { of: 'other' });
    expect((await multipart(ctx(), other.orderId, other.printIds[0]!, 'a.pdf', pdf)).status).toBe(404);
    const mine = await makeOrder(ctx());
    expect((await multipart(ctx(), mine.orderId, other.printIds[0]!, 'a.pdf', pdf)).status).toBe(404);
    const noPrint = await ctx().app.request(`/api/v1/orders/${mine.orderId}/files`, {
      method: 'POST', body: pdf, headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${await tokenFor(ctx(), CUSTOMER)}` },
    });
    expect(noPrint.status).toBe(422);
  });
});
