import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { countRows, CUSTOMER, order, placeOrder, print, productId } from './order-helpers.js';
import { impossibleMomentReason } from '../../../src/server/modules/checkout/delivery-date.js';
import { deliveryDayMessages, pickerMomentRefusal } from '../../../src/domain/delivery-refusal.js';
import { DELIVERY_TIMES } from '../../../src/domain/delivery-moment.js';

const FRIDAY = '2026-11-27';
const HOUR_PASSED = { message: 'This delivery time has already passed today; please choose a later time or another date.' };

/** Friday 10:30 in Amsterdam, before the 12:00 cut-off: today is still possible, but not at 09:00. */
describeEachDatabase('POST /order: a delivery hour of today that has passed', (ctx) => {
  it('refuses today 09:00 at 10:30 (405, nothing stored) and takes today 12:00', async () => {
    ctx().clock.set('2026-11-27T09:30:00Z'); // 10:30 CET
    const token = await tokenFor(ctx(), CUSTOMER);
    const banner = await productId(ctx(), 'SPD-FL510');
    const before = await countRows(ctx());
    for (const nine of ['2026-11-27T08:00:00.000Z', '2026-11-27T09:00', '2026-11-27T09:00+01:00']) {
      const res = await placeOrder(ctx(), token, order([print(banner)], { delivery_date: nine }));
      expect(res.status, nine).toBe(405);
      expect(res.body).toEqual(HOUR_PASSED);
    }
    const dutch = await ctx().call('POST', '/api/v1/order', {
      token, body: order([print(banner)], { delivery_date: '2026-11-27T08:00:00.000Z' }), headers: { 'Idempotency-Key': randomUUID(), 'Accept-Language': 'nl' },
    });
    expect(dutch.body).toEqual({ message: 'Deze levertijd is vandaag al voorbij; kies een latere tijd of een andere datum.' });
    expect(await countRows(ctx())).toEqual(before);
    expect((await placeOrder(ctx(), token, order([print(banner)], { delivery_date: '2026-11-27T11:00:00.000Z' }))).status).toBe(201);
  });

  it('takes today 09:00 while it is still to come (08:59)', async () => {
    ctx().clock.set('2026-11-27T07:59:00Z'); // 08:59 CET
    const token = await tokenFor(ctx(), CUSTOMER);
    const res = await placeOrder(ctx(), token, order([print(await productId(ctx(), 'SPD-FL510'))], { delivery_date: '2026-11-27T08:00:00.000Z' }));
    expect(res.status).toBe(201);
  });
});

describe('the checkout and the server refuse the same delivery hours', () => {
  it.each([['08:59', 539], ['09:00', 540], ['10:30', 630], ['11:59', 719]])('at %s on a Friday', (_clock, minutes) => {
    const now = new Date(Date.UTC(2026, 10, 27, 0, minutes - 60)); // CET is UTC+1
    const rules = { today: FRIDAY, disabled: [], minutesNow: minutes };
    for (const day of [FRIDAY, '2026-11-30']) {
      for (const hour of DELIVERY_TIMES) {
        const refusal = pickerMomentRefusal(day, hour, rules);
        expect(refusal ? deliveryDayMessages[refusal] : null, `${day} ${hour}:00`).toBe(impossibleMomentReason(day, hour, now, []));
        expect(refusal === 'hourPassed', `${day} ${hour}:00`).toBe(day === FRIDAY && hour * 60 <= minutes);
      }
    }
  });
});
