import { expect, it, vi } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { CUSTOMER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { BANNER, makeOrder } from './orders-fixture.js';
import { multipartBody, pdfOfSize, printReadyPdf } from '../files/pdf-fixtures.js';
import { runAdmin } from '../../../src/server/admin/commands.js';

/**
 * Print files per copy line: each line of a print gets one PDF with a page per original, checked
 * against that line; the order goes to intake only when every line has a file that is not refused
 * and whose warnings the customer accepted (DESIGN.md section 9).
 */
async function upload(ctx: TestContext, orderId: number, printId: number, copyId: number | null, name: string, bytes: Uint8Array) {
  const { body, contentType } = multipartBody(name, bytes);
  const copy = copyId === null ? '' : `&copy=${copyId}`;
  const response = await ctx.app.request(`/api/v1/orders/${orderId}/files?print=${printId}${copy}`, {
    method: 'POST', body,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${await tokenFor(ctx, CUSTOMER)}`, 'Content-Type': contentType },
  });
  return { status: response.status, body: await response.json() as any };
}

async function accept(ctx: TestContext, orderId: number, fileId: number, user = CUSTOMER) {
  return ctx.call('POST', `/api/v1/orders/${orderId}/files/${fileId}/accept`, { token: await tokenFor(ctx, user) });
}

/** One banner print of two lines: 1 original of 1000 x 500, 3 originals of 800 x 2800. */
async function twoLineOrder(ctx: TestContext) {
  const { orderId, printIds } = await makeOrder(ctx, {
    prints: [{ productCode: BANNER, copies: [{ originals: 1, quantity: 2, width: 1000, height: 500 }, { originals: 3, quantity: 1, width: 800, height: 2800 }] }],
  });
  const printId = printIds[0]!;
  const copies = await ctx.db.kysely.selectFrom('order_copies').select('id').where('print_id', '=', printId).orderBy('position').execute();
  return { orderId, printId, lines: copies.map((copy) => copy.id) as [number, number] };
}

const stateOf = async (ctx: TestContext, orderId: number) =>
  (await ctx.db.kysely.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow()).state;

describeEachDatabase('print files per copy line', (ctx) => {
  it('refuses a 1-page file for the line of 3 originals and keeps the order waiting; a 3-page file for it completes the order', async () => {
    const { orderId, printId, lines: [one, three] } = await twoLineOrder(ctx());
    const first = await upload(ctx(), orderId, printId, one, 'regel-1.pdf', await printReadyPdf(1, [1000, 500]));
    expect(first.status).toBe(201);
    expect(first.body.file).toMatchObject({ copy_id: one, pages: 1, warnings_accepted_at: null });
    expect(first.body.file.checks.worst).toBe('pass');
    expect(first.body.order.state).toBe('waiting_for_files');

    const short = await upload(ctx(), orderId, printId, three, 'regel-2-kort.pdf', await printReadyPdf(1, [800, 2800]));
    expect(short.status).toBe(201);
    expect(short.body.file.checks.worst).toBe('refusal');
    expect(short.body.file.checks.checks).toContainEqual({ check: 'pages', verdict: 'refusal', code: 'pages_fewer', params: { pages: 1, originals: 3 } });
    // Every line has a file, but one only a refused one: the order waits.
    expect(short.body.order.state).toBe('waiting_for_files');
    expect(await stateOf(ctx(), orderId)).toBe('waiting_for_files');
    // A refusal cannot be accepted away.
    const refusedAccept = await accept(ctx(), orderId, short.body.file.id);
    expect(refusedAccept.status).toBe(422);
    expect(await stateOf(ctx(), orderId)).toBe('waiting_for_files');
    // The overview's files column counts lines with a file to print: the refused one does not count.
    const listed = async () => (await ctx().call('GET', `/api/v1/orders?q=${orderId}`, { token: await tokenFor(ctx(), CUSTOMER) }))
      .body.data.find((row: { id: number }) => row.id === orderId).files;
    expect(await listed()).toEqual({ count: 1, needed: 2 });

    const full = await upload(ctx(), orderId, printId, three, 'regel-2.pdf', await printReadyPdf(3, [800, 2800]));
    expect(full.body.file.checks.worst).toBe('pass');
    expect(full.body.order.state).toBe('intake');
    expect(await listed()).toEqual({ count: 2, needed: 2 });
    const detail = await ctx().call('GET', `/api/v1/orders/${orderId}`, { token: await tokenFor(ctx(), CUSTOMER) });
    expect(detail.body.products[0].files.map((file: { name: string; copy_id: number }) => [file.name, file.copy_id]))
      .toEqual([['regel-1.pdf', one], ['regel-2-kort.pdf', three], ['regel-2.pdf', three]]);
  });

  it('checks the size against the file\'s own line, not the other line of the print', async () => {
    const { orderId, printId, lines: [one, three] } = await twoLineOrder(ctx());
    const wrongLine = await upload(ctx(), orderId, printId, three, 'groot.pdf', await printReadyPdf(3, [1000, 500]));
    expect(wrongLine.body.file.checks.checks[0]).toMatchObject({ check: 'size', verdict: 'warning', code: 'size_mismatch', params: { ordered: '800 x 2800' } });
    const rightLine = await upload(ctx(), orderId, printId, one, 'klein.pdf', await printReadyPdf(1, [1000, 500]));
    expect(rightLine.body.file.checks.checks[0]).toMatchObject({ check: 'size', verdict: 'pass', code: 'size_ok' });
  });

  it('waits for an explicit acceptance of warnings, stores it, and then moves to intake', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    // A4 for a banner, no bleed: warnings only.
    const a4 = await upload(ctx(), orderId, printIds[0]!, null, 'a4.pdf', await pdfOfSize([210, 297]));
    expect(a4.body.file.checks.worst).toBe('warning');
    const flag = await upload(ctx(), orderId, printIds[1]!, null, 'vlag.pdf', await printReadyPdf(1, [800, 2800]));
    expect(flag.body.file.checks.worst).toBe('pass');
    // Every print has a file, but the banner's warnings are not accepted yet.
    expect(flag.body.order.state).toBe('waiting_for_files');

    const accepted = await accept(ctx(), orderId, a4.body.file.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body.order).toEqual({ id: orderId, state: 'intake' });
    expect(accepted.body.file.warnings_accepted_at).toBe(ctx().services.now().toISOString());
    const row = await ctx().db.kysely.selectFrom('order_files').select('warnings_accepted_at').where('id', '=', a4.body.file.id).executeTakeFirstOrThrow();
    expect(row.warnings_accepted_at).toBe(accepted.body.file.warnings_accepted_at);
    const events = await ctx().db.kysely.selectFrom('order_events').select('to_state').where('order_id', '=', orderId).execute();
    expect(events).toEqual([{ to_state: 'intake' }]);
    // Accepting again changes nothing and is no error.
    expect((await accept(ctx(), orderId, a4.body.file.id)).body.order.state).toBe('intake');
  });

  it('refuses to accept a file that passed, a file of another order, and files of another partner', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const good = await upload(ctx(), orderId, printIds[0]!, null, 'goed.pdf', await printReadyPdf(1, [1000, 500]));
    expect((await accept(ctx(), orderId, good.body.file.id)).status).toBe(422);
    const other = await makeOrder(ctx());
    expect((await accept(ctx(), other.orderId, good.body.file.id)).status).toBe(404);
    expect((await accept(ctx(), orderId, good.body.file.id, 'inkoop@example.nl')).status).toBe(404);
  });

  it('asks which line a file is for when the print has more than one, and refuses a line of another print', async () => {
    const { orderId, printId } = await twoLineOrder(ctx());
    const without = await upload(ctx(), orderId, printId, null, 'welke.pdf', await printReadyPdf(1, [1000, 500]));
    expect(without.status).toBe(422);
    expect(without.body.errors.copy).toHaveLength(1);
    const elsewhere = await twoLineOrder(ctx());
    expect((await upload(ctx(), orderId, printId, elsewhere.lines[0], 'fout.pdf', await printReadyPdf(1, [1000, 500]))).status).toBe(404);
    const rows = await ctx().db.kysely.selectFrom('order_files').select('id').where('order_id', '=', orderId).execute();
    expect(rows).toEqual([]);
  });

  it('mails which line a refused file is for and that the order waits; order:files lists every line with its files', async () => {
    const { orderId, printId, lines: [one, three] } = await twoLineOrder(ctx());
    const mailsBefore = ctx().mails.length;
    await upload(ctx(), orderId, printId, three, 'kort.pdf', await printReadyPdf(1, [800, 2800]));
    await vi.waitFor(() => expect(ctx().mails.length).toBe(mailsBefore + 1));
    const mail = ctx().mails.at(-1)!;
    expect(mail.text).toContain('print 1, regel 2 (3 originelen, 800 x 2800 mm)');
    expect(mail.text).toContain('Uploadt u voor deze regel één bestand met alle 3 pagina\'s.');
    expect(mail.text).toContain('Tot dan wacht de order op uw bestanden.');

    const admin = (...argv: string[]) => runAdmin({ db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: 1 }, now: ctx().services.now }, argv);
    await upload(ctx(), orderId, printId, one, 'goed.pdf', await printReadyPdf(1, [1000, 500]));
    const out = (await admin('order:files', String(orderId))).split('\n');
    expect(out[0]).toBe(`order ${orderId}: 2 line(s), 2 file(s), 1 line(s) without a file to print`);
    expect(out[1]).toBe('print 1 line 1 (1 original(s), 1000 x 500 mm): file to print');
    expect(out[2]).toMatch(/^ {2}file \d+ goed\.pdf \(0\.0 MB, 1 pages, 1000 x 500 mm\): ok$/);
    const lineTwo = out.findIndex((text) => text.startsWith('print 1 line 2'));
    expect(out[lineTwo]).toBe('print 1 line 2 (3 original(s), 800 x 2800 mm): REFUSED, needs a new file');
    expect(out.slice(lineTwo).join('\n')).toMatch(/kort\.pdf .*: REFUSED\n(.*\n)* +refusal +pages +pages_fewer pages=1 originals=3/);
  });
});
