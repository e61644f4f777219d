import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { CUSTOMER } from '../after-order/helpers.js';
import { uploadedFile } from './support/uploaded-file.js';
import { MAX_RECHECKS, recheckAt, recheckDueFiles } from '../../../src/server/modules/files/recheck-files.js';
import { orderedLineOf, storedCheckOf } from '../../../src/server/modules/files/print-file-checks.js';
import type { AnalysePdf, PdfAnalysis } from '../../../src/server/modules/files/pdf-analysis/analyse-pdf.js';

const MINUTE = 60_000;

/** The row as an upload stores it when the analysis answered `analysis` (the same functions the upload uses). */
async function storeAsUploaded(ctx: TestContext, fileId: number, analysis: PdfAnalysis) {
  const file = await ctx.db.kysely.selectFrom('order_files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
  const stored = storedCheckOf(analysis, await orderedLineOf(ctx.db.kysely, file.print_id, file.copy_id!));
  await ctx.db.kysely.updateTable('order_files').set({ ...stored.row, recheck_at: recheckAt(analysis, 0, ctx.clock.now()) }).where('id', '=', fileId).execute();
}

const row = (ctx: TestContext, fileId: number) =>
  ctx.db.kysely.selectFrom('order_files').select(['pages', 'width_mm', 'check_verdict', 'check_attempts', 'recheck_at', 'warning'])
    .where('id', '=', fileId).executeTakeFirstOrThrow();

describeEachDatabase('the recheck pass', (ctx) => {
  it('checks a file later that was stored "not checked" because the queue was busy', async () => {
    const { orderId, fileId } = await uploadedFile(ctx());
    await storeAsUploaded(ctx(), fileId, { checked: false, reason: 'busy' });
    expect(await row(ctx(), fileId)).toMatchObject({ pages: null, check_verdict: 'not_checked', check_attempts: 0 });
    // Not yet due: nothing is tried.
    expect(await recheckDueFiles(ctx().services)).toBe(0);
    ctx().clock.advance(MINUTE + 1);
    expect(await recheckDueFiles(ctx().services)).toBeGreaterThanOrEqual(1);
    expect(await row(ctx(), fileId)).toEqual({ pages: 1, width_mm: 1000, check_verdict: 'pass', check_attempts: 1, recheck_at: null, warning: null });
    // The customer sees the check on the order page.
    const detail = await ctx().call('GET', `/api/v1/orders/${orderId}`, { token: await tokenFor(ctx(), CUSTOMER) });
    const files = (detail.body.products as { files: { id: number; pages: number | null; checks: { worst: string } }[] }[]).flatMap((print) => print.files);
    expect(files.find((file) => file.id === fileId)).toMatchObject({ pages: 1, checks: { worst: 'pass' } });
  });

  it(`tries a file that keeps timing out ${MAX_RECHECKS} times, in its company's share, then leaves it to be checked by hand for good`, async () => {
    const { fileId } = await uploadedFile(ctx());
    await storeAsUploaded(ctx(), fileId, { checked: false, reason: 'too_slow' });
    const owners: string[] = [];
    const slow: AnalysePdf = async (_source, _limits, owner) => {
      owners.push(owner ?? '');
      return { checked: false, reason: 'too_slow' };
    };
    for (let attempt = 1; attempt <= MAX_RECHECKS; attempt++) {
      ctx().clock.advance(2 * 60 * MINUTE);
      await recheckDueFiles(ctx().services, { analyse: slow });
      const after = await row(ctx(), fileId);
      expect(after.check_attempts).toBe(attempt);
      expect(after.check_verdict).toBe('not_checked');
      expect(after.recheck_at === null).toBe(attempt === MAX_RECHECKS);
    }
    ctx().clock.advance(24 * 60 * MINUTE);
    await recheckDueFiles(ctx().services, { analyse: slow });
    expect((await row(ctx(), fileId)).check_attempts).toBe(MAX_RECHECKS);
    const partner = await ctx().db.kysely.selectFrom('order_files').select('partner_id').where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(new Set(owners)).toEqual(new Set([`partner:${partner.partner_id}`]));
  });

  it('does not try again what a second try would answer the same: too complex, too big, unreadable', () => {
    const at = new Date('2026-11-23T09:00:00Z');
    for (const reason of ['too_complex', 'too_big', 'too_much_memory', 'unreadable'] as const) {
      expect(recheckAt({ checked: false, reason }, 0, at)).toBeNull();
    }
    expect(recheckAt({ checked: false, reason: 'busy' }, 0, at)).toBe('2026-11-23T09:01:00.000Z');
    expect(recheckAt({ checked: false, reason: 'too_slow' }, MAX_RECHECKS, at)).toBeNull();
  });
});
