import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { defaultDetails, NO_DEFAULTS, type CartContext } from '../../machines/cart.machine.js';
import { checkoutMachine, checkoutTotals, type CheckoutCart, type ExpeditionAnswer } from '../../machines/checkout.machine.js';

/**
 * The whole cost before ordering: prints, transport on the chosen date and hour, VAT and the total,
 * by the transport rule POST /order stores with (src/domain/transport).
 */
const TODAY = '2026-11-20';
const item = (uuid: string, product: number, frames = 0): CartContext['items'][number] => ({
  print: {
    uuid, product_id: 3, complete: true, prices: { product, frames },
    copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' }],
  },
  price: { status: 'known', product, frames },
  priceActorId: `price-${uuid}`,
});
const contact = { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' };
const cartWith = (details: Partial<CheckoutCart['details']>, items = [item('a', 100), item('b', 23.45, 10)]): CheckoutCart => ({
  items, contact, details: { ...defaultDetails(NO_DEFAULTS), reference: 'PO-1', address: 5, pickup: false, ...details },
});
// Speed Wednesday 25th, regular Friday 27th, combined transport Tuesday 1 December.
const expedition: ExpeditionAnswer = {
  deadlines: { regular_deadlines: '2026-11-27', speed_deadlines: '2026-11-25', combi_deadlines: ['2026-12-01'], suggested_date: '2026-11-27', disabled: [] },
  addresses: [],
  transport: {
    shipment: 'parcel', longest_mm: 500, weight_kg: 1, price: 9.95, combi_discount_pct: 35, rush: 35, other_time: 15,
    days: { normal: 9.95, combi: 6.47, rush: 44.95, red: null },
  },
};

describe('checkoutTotals', () => {
  it.each([
    ['a normal day at 17:00', { delivery_date: '2026-11-27' }, 'normal', 995],
    ['a combined-transport day', { delivery_date: '2026-12-01' }, 'combi', 647],
    ['a rush day at 09:00', { delivery_date: '2026-11-25', delivery_hour: 9 }, 'rush', 995 + 3500 + 1500],
    ['pickup on a rush day', { delivery_date: '2026-11-25', pickup: true }, 'rush', 0],
  ] as const)('%s', (_label, details, day, transportCents) => {
    const totals = checkoutTotals(cartWith(details), details.delivery_date, expedition);
    expect(totals.day).toBe(day);
    expect(totals.transport?.cents).toBe(transportCents);
    expect(totals.printsCents).toBe(13_345);
    expect(totals.untaxedCents).toBe(13_345 + transportCents);
    expect(totals.vatCents).toBe(Math.round((13_345 + transportCents) * 0.21));
    expect(totals.totalCents).toBe(totals.untaxedCents + totals.vatCents);
  });

  it('leaves a red date\'s transport on request, outside the total', () => {
    const totals = checkoutTotals(cartWith({ delivery_date: '2026-11-23' }), '2026-11-23', expedition);
    expect(totals.day).toBe('red');
    expect(totals.transport).toEqual({ kind: 'on_request', cents: null, lines: [] });
    expect(totals.untaxedCents).toBe(13_345);
  });

  it('knows no transport before the expedition answers, and counts prints without a price apart', () => {
    const loading: CartContext['items'][number] = { ...item('c', 0), price: { status: 'loading' } };
    const totals = checkoutTotals(cartWith({}, [item('a', 100), loading]), '2026-11-27', null);
    expect(totals).toMatchObject({ printsCents: 10_000, unpriced: 1, day: null, transport: null, untaxedCents: 10_000, vatCents: 2100, totalCents: 12_100 });
  });
});

describe('checkout machine: the totals follow the form at once', () => {
  it('recomputes on a new date, hour or pickup without another expedition call', async () => {
    const calls: unknown[] = [];
    const actor = createActor(checkoutMachine.provide({
      actors: { fetchExpedition: fromPromise(async ({ input }) => { calls.push(input); return expedition; }) },
    })).start();
    const change = (details: Partial<CheckoutCart['details']>) => actor.send({ type: 'cart.change', cart: cartWith(details), today: TODAY });
    change({ delivery_date: '2026-11-27' });
    expect(actor.getSnapshot().context.totals?.transport).toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    const transport = () => actor.getSnapshot().context.totals?.transport?.cents;
    expect(transport()).toBe(995);
    change({ delivery_date: '2026-12-01' });
    expect(transport()).toBe(647);
    change({ delivery_date: '2026-12-01', delivery_hour: 12 });
    expect(transport()).toBe(647 + 1500);
    change({ delivery_date: '2026-12-01', delivery_hour: 12, pickup: true });
    expect(transport()).toBe(0);
    expect(actor.getSnapshot().context.totals?.totalCents).toBe(Math.round(13_345 * 1.21));
    expect(calls).toHaveLength(1);
  });
});
