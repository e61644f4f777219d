import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { deliveryDateIssue, readDeliveryMoment } from '../../src/domain/delivery-moment.js';
import { DetailsSchema } from '../../src/domain/order.js';

describe('readDeliveryMoment', () => {
  it.each([
    ['2026-12-02', { date: '2026-12-02', hour: 17, minute: 0 }],
    ['2026-12-02T12:00', { date: '2026-12-02', hour: 12, minute: 0 }],
    ['2026-12-02T09:00:00', { date: '2026-12-02', hour: 9, minute: 0 }],
    ['2026-12-02T16:00:00.000Z', { date: '2026-12-02', hour: 17, minute: 0 }], // what the browser sends (CET)
    ['2026-07-02T15:00:00Z', { date: '2026-07-02', hour: 17, minute: 0 }], // summer time (CEST)
    ['2026-12-02T23:30:00.000Z', { date: '2026-12-03', hour: 0, minute: 30 }], // already the next day in Amsterdam
    ['2026-12-02T17:00:00+01:00', { date: '2026-12-02', hour: 17, minute: 0 }],
  ])('%s is %o in Amsterdam', (value, moment) => {
    expect(readDeliveryMoment(value)).toEqual(moment);
  });

  it.each([
    '2026-02-30', '2026-04-31', '2026-13-01', '0000-01-01', '02-12-2026', 'tomorrow', '2026-12-02Tgarbage',
    '2026-12-02T25:00', '2026-12-02T24:00:00Z', '2026-12-02T17:60', '2026-12-02T17:00:61', '2026-12-02T17:00+15:00',
    '2026-12-02T17:00+01:99', '+275760-09-13', '2026-12-02 17:00',
  ])('%s is no delivery moment', (value) => {
    expect(readDeliveryMoment(value)).toBeNull();
  });
});

describe('the order schema\'s delivery date (browser and server)', () => {
  const details = (delivery_date: string) => ({ reference: 'PO-1', delivery_date, pickup: false, pack: false, address: null });
  const messages = (delivery_date: string) => {
    const result = v.safeParse(DetailsSchema, details(delivery_date));
    return result.success ? [] : result.issues.map((issue) => issue.message);
  };

  it('takes an empty date, a date and a date at one of the delivery times 9, 12, 15 and 17', () => {
    for (const value of ['', '2026-12-02', '2026-12-02T09:00', '2026-12-02T11:00:00.000Z', '2026-12-02T14:00:00Z', '2026-12-02T16:00:00.000Z']) {
      expect(messages(value), value).toEqual([]);
    }
  });

  it('refuses a day that does not exist and an hour outside the choices', () => {
    expect(messages('9999-02-30')).toEqual(['Delivery date is not a valid date']);
    expect(messages('2026-12-02T25:00')).toEqual(['Delivery date is not a valid date']);
    for (const value of ['2026-12-02T10:00', '2026-12-02T17:30', '2026-12-02T23:30:00.000Z']) {
      expect(messages(value), value).toEqual(['Delivery time must be one of 9:00, 12:00, 15:00, 17:00']);
    }
    expect(deliveryDateIssue('   ')).toBeNull();
  });
});
