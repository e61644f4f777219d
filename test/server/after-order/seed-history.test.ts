import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { CUSTOMER, PURCHASER, RESELLER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';

describeEachDatabase('demo order history', (ctx) => {
  it('gives the demo customer orders in several states, quotes, templates and invoices open and paid', async () => {
    const token = await tokenFor(ctx(), CUSTOMER);
    const orders = await ctx().call('GET', '/api/v1/orders?kind=order', { token });
    const states = new Set(orders.body.data.map((row: { state: string }) => row.state));
    expect(states.size).toBeGreaterThanOrEqual(3);
    expect(states).toContain('waiting_for_files');
    const quotes = await ctx().call('GET', '/api/v1/orders?kind=quote', { token });
    expect(quotes.body.data.some((row: { deactivated: boolean }) => row.deactivated)).toBe(true);
    expect(quotes.body.data.some((row: { deactivated: boolean }) => !row.deactivated)).toBe(true);
    expect((await ctx().call('GET', '/api/v1/orders?kind=template', { token })).body.total).toBeGreaterThan(0);
    const invoices = await ctx().call('GET', '/api/v1/invoices', { token });
    expect(new Set(invoices.body.data.map((row: { state: string }) => row.state))).toEqual(new Set(['open', 'paid']));
    for (const invoice of invoices.body.data) expect(invoice.amount_total).toBeCloseTo(invoice.amount_untaxed * 1.21, 2);
  });

  it('gives the purchaser and the reseller\'s partners their own history', async () => {
    expect((await ctx().call('GET', '/api/v1/orders', { token: await tokenFor(ctx(), PURCHASER) })).body.total).toBeGreaterThan(0);
    expect((await ctx().call('GET', '/api/v1/orders', { token: await tokenFor(ctx(), RESELLER, 'Festival Noorderlicht') })).body.total).toBeGreaterThan(0);
  });
});
