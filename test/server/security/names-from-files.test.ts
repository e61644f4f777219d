import { expect, it, vi } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { CUSTOMER } from '../after-order/helpers.js';
import { makeOrder } from '../after-order/orders-fixture.js';
import { multipartBody } from '../files/pdf-fixtures.js';
import { printFile } from '../files/preflight-pdfs.js';
import { analyseBytes } from '../../../src/server/modules/files/pdf-analysis/analyse-bytes.js';
import { DEFAULT_PDF_LIMITS } from '../../../src/server/modules/files/pdf-analysis/limits.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { MAX_FILE_NAME_LENGTH } from '../../../src/domain/text.js';

/** What a terminal obeys or a reader is fooled by: C0 (but the line break), DEL, C1. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
/** A window title, a cleared screen and a C1 escape, as the bytes of a PDF name. */
const ESCAPES = '\u001b]0;owned\u0007\u001b[2J\u009b31m\u007f';

const hostileFile = () => printFile({
  width: 1000, height: 500, bleed: 5, imagePpi: 300, font: 'unembedded',
  fontName: `Evil${ESCAPES}${'X'.repeat(100_000)}`,
  spot: [`Spot${ESCAPES}`, ...Array.from({ length: 80 }, (_, index) => `Spot ${index} ${'Y'.repeat(1000)}`)],
});

async function upload(ctx: TestContext, orderId: number, printId: number, bytes: Uint8Array) {
  const { body, contentType } = multipartBody('fonts.pdf', bytes);
  const response = await ctx.app.request(`/api/v1/orders/${orderId}/files?print=${printId}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${await tokenFor(ctx, CUSTOMER)}`, 'Content-Type': contentType },
    body,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { file: { id: number; checks: { checks: { check: string; params: Record<string, string | number> }[] } } };
}

it('reads font and spot-colour names without control characters, bounded in length and in number', async () => {
  const analysis = await analyseBytes(await hostileFile(), DEFAULT_PDF_LIMITS);
  if (!analysis.checked) throw new Error(analysis.reason);
  const names = [...analysis.info.facts.fonts!.map((font) => font.name), ...analysis.info.facts.colours!.spots];
  for (const name of names) {
    expect(name).not.toMatch(CONTROL);
    expect(Array.from(name).length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
  }
  expect(analysis.info.facts.fonts![0]!.name).toMatch(/^Evil\]0;owned\[2J31mXXX+…$/);
  expect(analysis.info.facts.colours!.spots.length).toBeLessThanOrEqual(50);
});

describeEachDatabase('names from a customer\'s PDF reach staff and mails made safe', (ctx) => {
  it('stores, answers and mails the names without escape sequences and bounded, and order:files shows an older row\'s escaped', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const mailsBefore = ctx().mails.length;
    const res = await upload(ctx(), orderId, printIds[0]!, await hostileFile());
    const params = res.file.checks.checks.flatMap((check) => Object.values(check.params).map(String));
    expect(params.join(' ')).toContain('Evil]0;owned[2J31mXXX');
    for (const value of params) expect(value).not.toMatch(CONTROL);
    const stored = await ctx().db.kysely.selectFrom('order_files').select('checks').where('id', '=', res.file.id).executeTakeFirstOrThrow();
    // Before: every name kept whole, 500 KB of check for one file.
    expect(stored.checks!.length).toBeLessThan(4096);
    await vi.waitFor(() => expect(ctx().mails.length).toBe(mailsBefore + 1));
    const mail = ctx().mails.at(-1)!;
    expect(mail.text).toContain('Evil]0;owned[2J31mXXX');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(CONTROL);
    expect(mail.text.length).toBeLessThan(4096);

    // A row stored before names were made safe: the terminal gets escapes, not commands.
    const raw = JSON.parse(stored.checks!) as { checks: { params: Record<string, string | number> }[] };
    for (const check of raw.checks) for (const key of Object.keys(check.params)) if (typeof check.params[key] === 'string') check.params[key] = `Old${ESCAPES}\u202e${'Z'.repeat(100_000)}`;
    await ctx().db.kysely.updateTable('order_files').set({ checks: JSON.stringify(raw), original_name: `old${ESCAPES}.pdf` }).where('id', '=', res.file.id).execute();
    const admin = (...argv: string[]) => runAdmin({ db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: 1 }, now: ctx().services.now }, argv);
    const out = await admin('order:files', String(orderId));
    expect(out).not.toMatch(CONTROL);
    expect(out).not.toContain('\u202e');
    expect(out).toContain('fonts=Old\\u{1b}]0;owned\\u{7}\\u{1b}[2J\\u{9b}31m\\u{7f}\\u{202e}ZZZ');
    expect(out).toContain(`file ${res.file.id} old\\u{1b}]0;owned`);
    for (const line of out.split('\n')) expect(line.length).toBeLessThan(1000);
  });
});
