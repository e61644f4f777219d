import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatEuro, formatPrice, sumCents, toCents, toEuros } from '../../src/domain/money.js';
import {
  PACK_OPTIONS,
  dateClass,
  defaultDeliveryDate,
  deliveryDay,
  hasExtraTimeCost,
  isUnavailable,
  isoDateIn,
  isoWeekday,
  moveDisabledDate,
  lastDeliveryDate,
  DELIVERY_TIMES,
  dateOnly,
  isoDate,
  yearOf,
} from '../../src/domain/delivery-date.js';
import { deliveryDateTime } from '../../src/domain/delivery-instant.js';

describe('money', () => {
  it.each([
    [123456, '€ 1.234,56', '€1,234.56'],
    [0, '€ 0,00', '€0.00'],
    [5, '€ 0,05', '€0.05'],
    [100, '€ 1,00', '€1.00'],
    [123456789, '€ 1.234.567,89', '€1,234,567.89'],
    [-123456, '€ -1.234,56', '-€1,234.56'],
  ])('%i cents -> %s / %s', (cents, nl, en) => {
    expect(formatEuro(cents, 'nl')).toBe(nl);
    expect(formatEuro(cents, 'en')).toBe(en);
  });

  it('euros at the edge, cents inside', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents(19.99)).toBe(1999);
    expect(toEuros(123456)).toBe(1234.56);
    expect(sumCents([1999, 1, 100])).toBe(2100);
    expect(() => toCents(Number.NaN)).toThrow(new RangeError('euros must be a finite number'));
  });

  it('an unknown price reads n.t.b. in Dutch and TBD in English', () => {
    expect(formatPrice(null)).toBe('n.t.b.');
    expect(formatPrice(undefined, 'en')).toBe('TBD');
    expect(formatPrice(250)).toBe('€ 2,50');
    // A price that is not a number (a failed sum) is unknown too, never "€ NaN".
    expect(formatPrice(Number.NaN)).toBe('n.t.b.');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'en')).toBe('TBD');
    expect(formatEuro(123456)).toBe('€ 1.234,56');
  });

  it('cents -> euros -> cents is the identity', () => {
    fc.assert(fc.property(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), (cents) => {
      expect(toCents(toEuros(cents))).toBe(cents);
    }));
  });

  it('the Dutch form is the English one with the separators swapped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (cents) => {
        const swapped = formatEuro(cents, 'en').replace('€', '€ ').replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));
        expect(formatEuro(cents, 'nl')).toBe(swapped);
      }),
    );
  });
});

describe('delivery date class (DESIGN.md section 8)', () => {
  const deadlines = { speed: '2026-11-24', regular: '2026-11-26' };
  it.each([
    ['2026-11-23', 'red'],
    ['2026-11-24', 'warning'],
    ['2026-11-25', 'warning'],
    ['2026-11-25T23:59:00', 'warning'],
    ['2026-11-26', 'normal'],
    ['2026-12-10', 'normal'],
  ])('%s is %s', (date, expected) => {
    expect(dateClass(date, deadlines)).toBe(expected);
  });

  it('only 17:00 is without extra cost', () => {
    expect(DELIVERY_TIMES.filter(hasExtraTimeCost)).toEqual([9, 12, 15]);
  });
});

describe('a calendar day (class and combined transport, DESIGN.md section 8)', () => {
  // Past the cut-off the expedition lists today (Monday 23 November) as disabled.
  const calendar = {
    today: '2026-11-23',
    disabled: ['2026-11-23', '2026-12-03'],
    deadlines: { speed: '2026-11-25', regular: '2026-11-27' },
    combi: ['2026-12-01', '2026-12-03'],
  };
  it.each([
    ['2026-11-23', null, 'today after the cut-off: not offered'],
    ['2026-11-20', null, 'past'],
    ['2026-11-28', null, 'Saturday'],
    ['2026-12-03', null, 'a combined-transport day the server closed'],
    ['2026-11-24', { dateClass: 'red', isCombi: false }, 'before the speed date'],
    ['2026-11-26', { dateClass: 'warning', isCombi: false }, 'from the speed date on'],
    ['2026-11-27', { dateClass: 'normal', isCombi: false }, 'the regular date'],
    ['2026-12-01', { dateClass: 'normal', isCombi: true }, 'combined transport'],
  ] as const)('%s is %j (%s)', (date, expected, _why) => {
    expect(deliveryDay(date, calendar)).toEqual(expected);
  });

  it('is normal until the expedition has answered', () => {
    expect(deliveryDay('2026-11-24', { today: '2026-11-23', disabled: [], deadlines: null, combi: [] })).toEqual({ dateClass: 'normal', isCombi: false });
  });
});

describe('date picker rules', () => {
  const rules = { today: '2026-11-23', disabled: ['2026-12-09', '2026-12-25', '2027-03-24', '2027-03-29'] };

  it.each([
    ['2026-11-28', true, 'Saturday'],
    ['2026-11-29', true, 'Sunday'],
    ['2026-11-20', true, 'past'],
    ['2026-12-09', true, 'server-disabled'],
    ['2026-11-23', false, 'today, Monday'],
    ['2026-11-27', false, 'Friday'],
  ])('%s unavailable: %s (%s)', (date, expected) => {
    expect(isUnavailable(date, rules)).toBe(expected);
  });

  it.each([
    ['2026-12-09', '2026-12-14', 'a disabled Wednesday moves to the Monday of the next week'],
    ['2026-12-12', '2026-12-14', 'a Saturday: one week on is the next Saturday, whose week starts on the 14th'],
    ['2026-12-25', '2026-12-28', 'Christmas (Friday)'],
    ['2027-03-24', '2027-03-30', 'the Monday it lands on (Easter Monday) is disabled too: first available day after it'],
    ['2026-12-10', '2026-12-10', 'an available date stays'],
    ['2026-11-21', '2026-11-21', 'a past date is refused, not moved'],
  ])('%s -> %s: %s', (date, expected) => {
    expect(moveDisabledDate(date, rules)).toBe(expected);
  });

  it('a moved date is always available', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((offset) => new Date(Date.UTC(2026, 10, 23 + offset)).toISOString().slice(0, 10));
    fc.assert(fc.property(day, fc.array(day, { maxLength: 30 }), (date, disabled) => {
      expect(isUnavailable(moveDisabledDate(date, { today: rules.today, disabled }), { today: rules.today, disabled })).toBe(false);
    }));
  });

  it('today itself, when it is a weekend day, moves to the next week like any other disabled date', () => {
    expect(moveDisabledDate('2026-11-28', { today: '2026-11-28', disabled: [] })).toBe('2026-11-30');
  });

  it('with more than a year of disabled days it gives up after 366 days instead of searching forever', () => {
    const disabled = Array.from({ length: 800 }, (_, offset) => isoDate(2026, 11, 30 + offset));
    expect(moveDisabledDate('2026-11-28', { today: '2026-11-23', disabled })).toBe(isoDate(2026, 11, 30 + 366));
  });

  it('reads only ISO dates (the date part of a date-time), and refuses anything else', () => {
    expect(dateOnly('2026-11-24T17:00:00Z')).toBe('2026-11-24');
    expect(() => dateOnly('24-11-2026')).toThrow(new RangeError('not an ISO date: 24-11-2026'));
    expect(() => dateOnly('x2026-11-24')).toThrow(new RangeError('not an ISO date: x2026-11-24'));
    expect(isoDate(2026, 2, 29)).toBe('2026-03-01');
    expect(yearOf('2027-01-04')).toBe(2027);
  });

  it('the last date a customer may choose is a year ahead (the server\'s horizon)', () => {
    expect(lastDeliveryDate('2026-11-23')).toBe('2027-11-23');
    expect(lastDeliveryDate('2027-03-01')).toBe('2028-02-29');
  });

  it('default date is five days from today', () => {
    expect(defaultDeliveryDate('2026-11-22')).toBe('2026-11-27');
    expect(defaultDeliveryDate('2026-12-29')).toBe('2027-01-03');
  });

  it('today in Amsterdam, weekdays in ISO numbering', () => {
    expect(isoDateIn(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
  });

  it('packaging: false or 59/238/247 with their codes', () => {
    expect(PACK_OPTIONS.map((option) => `${option.value}:${option.code}:${option.per}`)).toEqual([
      '59:V000097:piece', '238:V000503:location', '247:V000552:set',
    ]);
  });
});

describe('the delivery instant sent with an order', () => {
  it('is the chosen day at the hour in Amsterdam, winter and summer time', () => {
    expect(deliveryDateTime('2026-11-27', 17)).toBe('2026-11-27T16:00:00.000Z');
    expect(deliveryDateTime('2026-07-01', 17)).toBe('2026-07-01T15:00:00.000Z');
  });
});
