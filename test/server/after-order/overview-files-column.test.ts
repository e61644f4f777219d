import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { partnerIdOf, tokenFor, userIdOf } from '../../support/tokens.js';
import { CUSTOMER } from './helpers.js';
import { BANNER, BEACHFLAG, makeOrder } from './orders-fixture.js';

/**
 * The overview's files column ("3 of 5" copy lines with a file to print) on one page of several
 * orders: only the lines of prints with a file are judged, the others count as missing, and the
 * number of lines is counted whole (an order of thousands of lines and no files costs one row).
 */
type Verdict = 'pass' | 'warning' | 'refusal' | null;

async function storeFile(ctx: TestContext, orderId: number, printId: number, copyId: number | null, verdict: Verdict, accepted = false) {
  await ctx.db.kysely.insertInto('order_files').values({
    order_id: orderId, print_id: printId, copy_id: copyId, user_id: await userIdOf(ctx, CUSTOMER),
    partner_id: await partnerIdOf(ctx, 'Bakkerij De Zon B.V.'), stored_name: `${String(printId).padStart(32, '0')}.pdf`,
    original_name: 'drukbestand.pdf', size: 1000, pages: 1, width_mm: null, height_mm: null, warning: null,
    created_at: '2027-01-01T10:00:00.000Z', checks: null, check_verdict: verdict,
    warnings_accepted_at: accepted ? '2027-01-01T11:00:00.000Z' : null, recheck_at: null,
  }).execute();
}

const linesOf = async (ctx: TestContext, printId: number) =>
  (await ctx.db.kysely.selectFrom('order_copies').select('id').where('print_id', '=', printId).orderBy('position').execute()).map((row) => row.id);

const line = (width: number) => ({ originals: 1, quantity: 1, width, height: 500 });

describeEachDatabase('the overview\'s files column', (ctx) => {
  it('counts per order the lines with a file to print, out of all its lines, for every order of the page', async () => {
    const createdAt = '2027-01-01T09:00:00.000Z';
    // Two prints: the first of two lines (one with an unaccepted warning, one without a file), the
    // second of three lines covered by one file from before files per line (it stands for the print).
    const mixed = await makeOrder(ctx(), { createdAt, prints: [
      { productCode: BANNER, copies: [line(1000), line(1100)] },
      { productCode: BANNER, copies: [line(1200), line(1300), line(1400)] },
    ] });
    const [warned] = await linesOf(ctx(), mixed.printIds[0]!);
    await storeFile(ctx(), mixed.orderId, mixed.printIds[0]!, warned!, 'warning');
    await storeFile(ctx(), mixed.orderId, mixed.printIds[1]!, null, null);
    // No files at all.
    const bare = await makeOrder(ctx(), { createdAt, prints: [{ productCode: BANNER, copies: [line(1000), line(1100)] }] });
    // A refused file and a file whose warnings were accepted, on lines of two prints.
    const settled = await makeOrder(ctx(), { createdAt, prints: [
      { productCode: BANNER, copies: [line(1000)] },
      { productCode: BEACHFLAG, copies: [{ originals: 1, quantity: 1, width: 800, height: 2800 }] },
    ] });
    await storeFile(ctx(), settled.orderId, settled.printIds[0]!, (await linesOf(ctx(), settled.printIds[0]!))[0]!, 'refusal');
    await storeFile(ctx(), settled.orderId, settled.printIds[1]!, (await linesOf(ctx(), settled.printIds[1]!))[0]!, 'warning', true);

    const res = await ctx().call('GET', '/api/v1/orders?kind=order', { token: await tokenFor(ctx(), CUSTOMER) });
    expect(res.status).toBe(200);
    const filesOf = (orderId: number) => res.body.data.find((row: { id: number }) => row.id === orderId)?.files;
    expect(filesOf(mixed.orderId)).toEqual({ count: 3, needed: 5 });
    expect(filesOf(bare.orderId)).toEqual({ count: 0, needed: 2 });
    expect(filesOf(settled.orderId)).toEqual({ count: 1, needed: 2 });

    // The warning accepted: its line counts too.
    await ctx().db.kysely.updateTable('order_files').set({ warnings_accepted_at: '2027-01-01T12:00:00.000Z' }).where('copy_id', '=', warned!).execute();
    const again = await ctx().call('GET', '/api/v1/orders?kind=order', { token: await tokenFor(ctx(), CUSTOMER) });
    expect(again.body.data.find((row: { id: number }) => row.id === mixed.orderId).files).toEqual({ count: 4, needed: 5 });
  });
});
