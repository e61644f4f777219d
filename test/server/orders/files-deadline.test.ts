import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { CUSTOMER, order, placeOrder, print, productId } from './order-helpers.js';

type Placed = { orders: { id: number }[] };

/**
 * The files deadline is fixed by the server when the order is placed (the browser's files_date is
 * not taken), from the delivery date and the cart's lead time (3 regular, 1 rush day, 1 transport
 * day): Friday 27 November 2026 10:30 CET, before the cut-off, production can start today.
 */
describeEachDatabase('the files deadline of an order', (ctx) => {
  const placeFor = async (deliveryDate: string, extra: Record<string, unknown> = {}) => {
    ctx().clock.set('2026-11-27T09:30:00Z');
    const token = await tokenFor(ctx(), CUSTOMER);
    const banner = await productId(ctx(), 'SPD-FL510');
    const res = await placeOrder(ctx(), token, order([print(banner)], { delivery_date: deliveryDate, files_date: '2030-01-01', ...extra }));
    expect(res.status).toBe(201);
    const id = (res.body as Placed).orders[0]!.id;
    const detail = await ctx().call('GET', `/api/v1/orders/${id}`, { token });
    return { id, token, deadline: (detail.body as { files_deadline: string | null }).files_deadline };
  };

  it('a regular date: the cut-off of the regular start day, four working days before', async () => {
    const { token, deadline } = await placeFor('2026-12-11');
    expect(deadline).toBe('2026-12-07T11:00:00.000Z');
    const list = await ctx().call('GET', '/api/v1/orders?kind=order', { token });
    expect((list.body as { data: { files_deadline: string | null; delivery_date: string }[] }).data
      .find((row) => row.delivery_date === '2026-12-11')?.files_deadline).toBe('2026-12-07T11:00:00.000Z');
  });

  it('a rush date: the cut-off of the rush start day (today)', async () => {
    expect((await placeFor('2026-12-01')).deadline).toBe('2026-11-27T11:00:00.000Z');
  });

  it('a date before the rush date (external courier): as soon as possible, today at the cut-off', async () => {
    expect((await placeFor('2026-11-30')).deadline).toBe('2026-11-27T11:00:00.000Z');
  });

  it('a quote has none until it is accepted', async () => {
    const quote = await placeFor('2026-12-11', { type: 'quote' });
    expect(quote.deadline).toBeNull();
    const accepted = await ctx().call('POST', `/api/v1/orders/${quote.id}/accept`, { token: quote.token });
    expect(accepted.status).toBe(200);
    const detail = await ctx().call('GET', `/api/v1/orders/${quote.id}`, { token: quote.token });
    expect((detail.body as { files_deadline: string | null }).files_deadline).toBe('2026-12-07T11:00:00.000Z');
  });
});

describeEachDatabase('POST /expedition tells the lead time the planner counts with', (ctx) => {
  it('an empty cart counts with the standard 3 regular and 1 rush day', async () => {
    const token = await tokenFor(ctx(), CUSTOMER);
    const empty = await ctx().call('POST', '/api/v1/expedition', { token, body: { products: [] } });
    expect((empty.body as { lead_time: unknown }).lead_time).toEqual({ regular_days: 3, speed_days: 1 });
  });

  it("gives the company's closing days, not the delivery calendar's disabled days (today after the cut-off)", async () => {
    ctx().clock.set('2026-11-27T13:00:00Z'); // Friday 14:00 in Amsterdam: today can no longer be delivered
    const token = await tokenFor(ctx(), CUSTOMER);
    const answer = await ctx().call('POST', '/api/v1/expedition', { token, body: { products: [] } });
    const body = answer.body as { closing_days: string[]; deadlines: { disabled: string[] } };
    expect(body.deadlines.disabled).toContain('2026-11-27');
    expect(body.closing_days).not.toContain('2026-11-27');
  });
});
