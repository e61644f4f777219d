import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { OrderLineCounts } from '../../../src/server/modules/orders/line-counts.js';
import { makeOrder } from './orders-fixture.js';

describeEachDatabase('copy lines per order, as the overview counts them', (ctx) => {
  it('counts each order once, answers 0 for an order without lines, and forgets the least recently used past its bound', async () => {
    const first = await makeOrder(ctx());
    const second = await makeOrder(ctx());
    const counts = new OrderLineCounts(2);
    const queries: string[] = [];
    const db = ctx().db.kysely.withPlugin({
      transformQuery: (args) => { queries.push(args.node.kind); return args.node; },
      transformResult: async (args) => args.result,
    });
    const lines = await counts.of(db, [first.orderId, second.orderId, 999_999]);
    expect([...lines.values()]).toEqual([2, 2, 0]);
    expect(queries).toHaveLength(1);
    // The order placed and seen before is not counted again; the bound of two forgot the first.
    await counts.of(db, [999_999, second.orderId]);
    expect(queries).toHaveLength(1);
    expect(await counts.of(db, [first.orderId])).toEqual(new Map([[first.orderId, 2]]));
    expect(queries).toHaveLength(2);
  });
});
