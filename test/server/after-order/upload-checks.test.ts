import { expect, it, vi } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { CUSTOMER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { makeOrder } from './orders-fixture.js';
import { multipartBody } from '../files/pdf-fixtures.js';
import { printFile, type PrintFileSpec } from '../files/preflight-pdfs.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { AdminError } from '../../../src/server/admin/admin-context.js';

/** The print-file check through the real upload route, stored and shown again. */
async function upload(ctx: TestContext, orderId: number, printId: number, name: string, bytes: Uint8Array) {
  const { body, contentType } = multipartBody(name, bytes);
  const response = await ctx.app.request(`/api/v1/orders/${orderId}/files?print=${printId}`, {
    method: 'POST', body,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${await tokenFor(ctx, CUSTOMER)}`, 'Content-Type': contentType },
  });
  return { status: response.status, body: await response.json() as any };
}

const verdicts = (checks: { checks: { check: string; verdict: string; code: string }[] }) =>
  Object.fromEntries(checks.checks.map((check) => [check.check, `${check.verdict}:${check.code}`]));
const good: PrintFileSpec = { width: 1000, height: 500, bleed: 5, imagePpi: 72, font: 'embedded' };

describeEachDatabase('print-file check on upload', (ctx) => {
  it('stores the checks of a good file with the file, answers them and shows them in the order detail, without a mail', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const mailsBefore = ctx().mails.length;
    const res = await upload(ctx(), orderId, printIds[0]!, 'goed.pdf', await printFile(good));
    expect(res.status).toBe(201);
    expect(res.body.file.checks.worst).toBe('pass');
    expect(verdicts(res.body.file.checks)).toEqual({
      size: 'pass:size_ok', bleed: 'pass:bleed_ok', resolution: 'pass:resolution_ok', fonts: 'pass:fonts_ok', colour: 'pass:colour_ok', pages: 'pass:pages_ok',
    });
    const row = await ctx().db.kysely.selectFrom('order_files').select(['checks', 'check_verdict']).where('id', '=', res.body.file.id).executeTakeFirstOrThrow();
    expect(row.check_verdict).toBe('pass');
    expect(JSON.parse(row.checks!)).toEqual(res.body.file.checks);
    const detail = await ctx().call('GET', `/api/v1/orders/${orderId}`, { token: await tokenFor(ctx(), CUSTOMER) });
    expect(detail.body.products[0].files[0].checks).toEqual(res.body.file.checks);
    expect(ctx().mails.length).toBe(mailsBefore);
  });

  it('warns of a 20 dpi RGB image and an unembedded font, refuses a file missing a page, and mails the customer in Dutch', async () => {
    const { orderId, printIds } = await makeOrder(ctx(), { prints: [{ productCode: 'SPD-BO550', copies: [{ originals: 2, quantity: 1, width: 1000, height: 500 }] }] });
    const mailsBefore = ctx().mails.length;
    const res = await upload(ctx(), orderId, printIds[0]!, 'grof.pdf', await printFile({ ...good, imagePpi: 20, imageColour: 'rgb-icc', font: 'unembedded' }));
    expect(res.status).toBe(201);
    expect(res.body.file.checks.worst).toBe('refusal');
    expect(verdicts(res.body.file.checks)).toMatchObject({
      resolution: 'warning:resolution_low', colour: 'warning:colour_rgb', fonts: 'warning:fonts_unembedded', pages: 'refusal:pages_fewer',
    });
    await vi.waitFor(() => expect(ctx().mails.length).toBe(mailsBefore + 1));
    const mail = ctx().mails.at(-1)!;
    expect(mail.to).toBe(CUSTOMER);
    expect(mail.subject).toBe(`Uw drukbestand grof.pdf vraagt aandacht (order ${orderId})`);
    expect(mail.text).toContain('20 dpi');
    expect(mail.text).toContain('ArialMT');
    expect(mail.text).toContain(`/order/${orderId}`);
    // The app's order page is /order/{id} (not the API's /orders/{id}): the whole line, link included.
    expect(mail.text.split('\n')).toContain(`Bekijk de controle: http://localhost:8080/order/${orderId}`);
  });

  it('asks more bleed under keder, as the ordered finish says', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const keder = await ctx().db.kysely.selectFrom('finishes').select(['id', 'finishing_id']).where('default_code', '=', 'AF-KEDER').executeTakeFirstOrThrow();
    await ctx().db.kysely.insertInto('order_finishes').values({ print_id: printIds[0]!, position: 1, finish_id: keder.id, finishing_id: keder.finishing_id, side: 'top', location: null }).execute();
    const res = await upload(ctx(), orderId, printIds[0]!, 'keder.pdf', await printFile(good));
    expect(res.body.file.checks.checks[1]).toEqual({ check: 'bleed', verdict: 'warning', code: 'bleed_short', params: { bleed: 5, required: 15 } });
  });

  it('recognises a 1:10 file and refuses only a file that cannot be read', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const scaled = await upload(ctx(), orderId, printIds[0]!, 'schaal.pdf', await printFile({ ...good, width: 100, height: 50, bleed: 0.5, imagePpi: 720 }));
    expect(scaled.body.file.checks.checks[0]).toMatchObject({ verdict: 'pass', code: 'size_scaled', params: { scale: 10 } });
    // The one-line size warning of before agrees: a 1:10 file is the ordered size.
    expect(scaled.body.warning).toBeNull();
    const broken = await upload(ctx(), orderId, printIds[0]!, 'kapot.pdf', new TextEncoder().encode('%PDF-1.7\nnothing here\n%%EOF\n'));
    expect(broken.status).toBe(201);
    expect(broken.body.file.checks).toEqual({ version: 1, worst: 'refusal', checks: [{ check: 'file', verdict: 'refusal', code: 'file_unreadable', params: {} }] });
  });

  it('shows staff each line with its files and their checks (order:files) and flags the order in order:list', async () => {
    const admin = (...argv: string[]) => runAdmin({ db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: 1 }, now: ctx().services.now }, argv);
    const { orderId, printIds } = await makeOrder(ctx(), { reference: 'Staff-check', createdAt: '2027-01-01T10:00:00.000Z' });
    expect((await admin('order:files', String(orderId))).split('\n')).toEqual([
      `order ${orderId}: 2 line(s), 0 file(s), 2 line(s) without a file to print`,
      'print 1 line 1 (1 original(s), 1000 x 500 mm): NO FILE',
      'print 2 line 1 (1 original(s), 800 x 2800 mm): NO FILE',
    ]);
    expect((await admin('order:list', '--limit', '1')).split('\n')[0]).toMatch(new RegExp(`^ *${orderId} .*files:- `));
    await upload(ctx(), orderId, printIds[0]!, 'goed.pdf', await printFile(good));
    expect((await admin('order:list', '--limit', '1')).split('\n')[0]).toContain('files:ok');
    await upload(ctx(), orderId, printIds[1]!, 'zonder-afloop.pdf', await printFile({ ...good, width: 800, height: 2800, bleed: 0 }));
    expect((await admin('order:list', '--limit', '1')).split('\n')[0]).toContain('files:WARN');
    const out = await admin('order:files', String(orderId));
    expect(out).toContain('print 1 line 1 (1 original(s), 1000 x 500 mm): file to print');
    expect(out).toMatch(/ {2}file \d+ goed\.pdf \(.* MB, 1 pages, 1000 x 500 mm\): ok/);
    expect(out).toContain('print 2 line 1 (1 original(s), 800 x 2800 mm): WAITING for the customer to accept warnings');
    expect(out).toMatch(/zonder-afloop\.pdf .*: WARN/);
    expect(out).toMatch(/warning +bleed +bleed_missing required=5\n +The file has no bleed/);
    await expect(admin('order:files', '999999')).rejects.toThrow(AdminError);
    await expect(admin('order:files', 'x')).rejects.toThrow(/positive whole number/);
  });
});
