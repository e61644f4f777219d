import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../../../src/domain/delivery-date.js';
import { amsterdamMoment } from '../../../src/domain/delivery-moment.js';
import { deliveryDayMessages, pickerDayRefusal } from '../../../src/domain/delivery-refusal.js';
import { computeDeadlines } from '../../../src/server/modules/checkout/expedition/deadlines.js';
import { impossibleDayReason } from '../../../src/server/modules/checkout/delivery-date.js';
import { pickerRules } from '../../../machines/order-payload.js';

/**
 * A customer who types a date reads under the field why it cannot be delivered on; the server must
 * refuse exactly those days, for the same reason in the same words. The browser knows only what the
 * expedition answered (today, and the disabled days); the server knows the clock and the calendar.
 */
const SEED = 2026_12_05;
const CLOSING_DAYS = ['2026-12-24', '2026-12-31', '2027-07-30'];

// Working days, before and after the 12:00 cut-off (Amsterdam is UTC+1 in winter, UTC+2 in summer).
const NOWS = ['2026-11-23T09:00:00Z', '2026-11-23T13:00:00Z', '2026-12-23T10:59:00Z', '2027-06-14T10:30:00Z', '2027-06-14T10:00:00Z'];

describe('the picker and the server refuse the same delivery days for the same reasons', () => {
  it.each(NOWS)('at %s', (iso) => {
    const now = new Date(iso);
    const today = amsterdamMoment(now).date;
    const rules = pickerRules(today, computeDeadlines({ now, products: [], closingDays: CLOSING_DAYS }));
    const days = fc.integer({ min: -40, max: 400 }).map((offset) => addDays(today, offset));
    fc.assert(
      fc.property(days, (day) => {
        const refusal = pickerDayRefusal(day, rules);
        expect(refusal ? deliveryDayMessages[refusal] : null).toBe(impossibleDayReason(day, now, CLOSING_DAYS));
      }),
      { numRuns: 400, seed: SEED },
    );
  });

  it('names the reason a customer meets most: weekend, holiday, closing day, past, after the cut-off, too far', () => {
    const now = new Date('2026-11-23T13:00:00Z');
    const rules = pickerRules('2026-11-23', computeDeadlines({ now, products: [], closingDays: CLOSING_DAYS }));
    expect(pickerDayRefusal('2026-12-05', rules)).toBe('weekend');
    expect(pickerDayRefusal('2026-12-25', rules)).toBe('closed');
    expect(pickerDayRefusal('2026-12-24', rules)).toBe('closed');
    expect(pickerDayRefusal('2026-11-20', rules)).toBe('past');
    expect(pickerDayRefusal('2026-11-23', rules)).toBe('cutOff');
    expect(pickerDayRefusal('2027-11-24', rules)).toBe('tooFar');
    expect(pickerDayRefusal('2026-12-08', rules)).toBeNull();
  });
});
