import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { CUSTOMER, PURCHASER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { makeOrder } from './orders-fixture.js';
import { multipartBody, pdfOfSize } from '../files/pdf-fixtures.js';

async function upload(ctx: TestContext, user: string, orderId: number, printId: number, name: string): Promise<number> {
  const { body, contentType } = multipartBody(name, await pdfOfSize([1000, 500]));
  const response = await ctx.app.request(`/api/v1/orders/${orderId}/files?print=${printId}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${await tokenFor(ctx, user)}`, 'Content-Type': contentType },
    body,
  });
  const json = await response.json() as { file: { id: number } };
  expect(response.status).toBe(201);
  return json.file.id;
}

const thumbnails = async (ctx: TestContext, user: string) => {
  const res = await ctx.call('GET', '/api/v1/orders?kind=order', { token: await tokenFor(ctx, user) });
  expect(res.status).toBe(200);
  return new Map((res.body.data as { id: number; thumbnail_file_id: number | null }[]).map((row) => [row.id, row.thumbnail_file_id]));
};

/** The overview row's thumbnail: the id of the order's latest file, of the partner's own orders only. */
describeEachDatabase('overview thumbnails', (ctx) => {
  it('carries the latest file of each order and its copy line\'s size, null without files, and never another partner\'s file', async () => {
    const empty = await makeOrder(ctx(), { reference: 'Zonder-bestand' });
    const two = await makeOrder(ctx(), { reference: 'Twee-bestanden' });
    const other = await makeOrder(ctx(), { of: 'other', reference: 'Vreemd' });
    const first = await upload(ctx(), CUSTOMER, two.orderId, two.printIds[0]!, 'eerste.pdf');
    const latest = await upload(ctx(), CUSTOMER, two.orderId, two.printIds[1]!, 'laatste.pdf');
    const foreign = await upload(ctx(), PURCHASER, other.orderId, other.printIds[0]!, 'vreemd.pdf');
    expect(latest).not.toBe(first);

    const mine = await thumbnails(ctx(), CUSTOMER);
    expect(mine.get(empty.orderId)).toBeNull();
    expect(mine.get(two.orderId)).toBe(latest);
    expect(mine.has(other.orderId)).toBe(false);
    expect([...mine.values()]).not.toContain(foreign);

    // The thumbnail is drawn at the size of its file's copy line (the flag's 800 x 2800 mm), not a guessed square.
    const res = await ctx().call('GET', '/api/v1/orders?kind=order', { token: await tokenFor(ctx(), CUSTOMER) });
    const sizes = new Map((res.body.data as { id: number; thumbnail_size: unknown }[]).map((row) => [row.id, row.thumbnail_size]));
    expect(sizes.get(two.orderId)).toEqual({ width: 800, height: 2800 });
    expect(sizes.get(empty.orderId)).toBeNull();

    const theirs = await thumbnails(ctx(), PURCHASER);
    expect(theirs.get(other.orderId)).toBe(foreign);
    expect([...theirs.values()]).not.toContain(latest);
  });
});
