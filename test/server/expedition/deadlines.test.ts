import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeDeadlines, weekday, WorkingCalendar } from '../../../src/server/modules/checkout/expedition/index.js';

const standard = [{ production_days: 3, speed_days: 1 }];
const at = (instant: string, products = standard, closingDays: string[] = []) =>
  computeDeadlines({ now: new Date(instant), products, closingDays });

describe('cut-off 12:00 Amsterdam', () => {
  it.each([
    ['summer, 11:59 CEST: starts Monday', '2026-07-06T09:59:00Z', '2026-07-10', '2026-07-08'],
    ['summer, 12:00 CEST: starts Tuesday', '2026-07-06T10:00:00Z', '2026-07-13', '2026-07-09'],
    ['summer, 10:30 UTC is 12:30 CEST: after cut-off', '2026-07-06T10:30:00Z', '2026-07-13', '2026-07-09'],
    ['winter, 11:59 CET: starts Monday', '2026-11-23T10:59:00Z', '2026-11-27', '2026-11-25'],
    ['winter, 10:30 UTC is 11:30 CET: before cut-off', '2026-11-23T10:30:00Z', '2026-11-27', '2026-11-25'],
    ['winter, 12:00 CET: starts Tuesday', '2026-11-23T11:00:00Z', '2026-11-30', '2026-11-26'],
    ['Sunday 23:30 UTC is already Monday 00:30 CET', '2026-11-22T23:30:00Z', '2026-11-27', '2026-11-25'],
  ])('%s', (_label, instant, regular, speed) => {
    const deadlines = at(instant);
    expect(deadlines.regular_deadlines).toBe(regular);
    expect(deadlines.suggested_date).toBe(regular);
    expect(deadlines.speed_deadlines).toBe(speed);
  });
});

describe('working days', () => {
  it.each([
    ['Friday after cut-off starts Monday', '2026-11-27T13:00:00Z', '2026-12-04'],
    ['Saturday starts Monday', '2026-11-28T08:00:00Z', '2026-12-04'],
    ['Sunday morning starts Monday', '2026-11-29T08:00:00Z', '2026-12-04'],
    ['Christmas days are skipped', '2026-12-23T09:00:00Z', '2026-12-30'],
    ['an order on King\'s Day starts the next day', '2027-04-27T08:00:00Z', '2027-05-04'],
    ['Ascension Day is skipped', '2026-05-12T08:00:00Z', '2026-05-19'],
    ['Whit Monday is skipped', '2026-05-20T08:00:00Z', '2026-05-27'],
    ['Easter Monday is skipped', '2026-04-02T08:00:00Z', '2026-04-09'],
  ])('%s', (_label, instant, regular) => {
    expect(at(instant).regular_deadlines).toBe(regular);
  });

  it('skips company closing days', () => {
    expect(at('2026-11-23T09:00:00Z', standard, ['2026-11-24']).regular_deadlines).toBe('2026-11-30');
    expect(at('2026-11-23T09:00:00Z', standard, ['2026-11-23']).regular_deadlines).toBe('2026-11-30');
  });
});

describe('products', () => {
  it('uses 3 regular and 1 speed day plus transport by default', () => {
    const deadlines = at('2026-11-23T09:00:00Z', []);
    expect([deadlines.regular_deadlines, deadlines.speed_deadlines]).toEqual(['2026-11-27', '2026-11-25']);
  });

  it('lets the slowest product of the cart count', () => {
    const deadlines = at('2026-11-23T09:00:00Z', [
      { production_days: 3, speed_days: 1 }, { production_days: 5, speed_days: 2 }, { production_days: 1, speed_days: 1 },
    ]);
    expect(deadlines.regular_deadlines).toBe('2026-12-01');
    expect(deadlines.speed_deadlines).toBe('2026-11-26');
  });
});

describe('combi dates and disabled days', () => {
  it('offers Tuesdays and Thursdays from the regular date on for four weeks', () => {
    expect(at('2026-11-23T09:00:00Z').combi_deadlines).toEqual([
      '2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10', '2026-12-15', '2026-12-17', '2026-12-22', '2026-12-24',
    ]);
  });

  it('includes the regular date itself when it is a Tuesday', () => {
    const deadlines = at('2026-11-18T09:00:00Z'); // Wednesday: regular date Tuesday 11-24
    expect(deadlines.regular_deadlines).toBe('2026-11-24');
    expect(deadlines.combi_deadlines[0]).toBe('2026-11-24');
  });

  it('skips a holiday on a combi day', () => {
    const deadlines = at('2027-04-26T08:00:00Z'); // King's Day 04-27 skipped: regular Monday 05-03
    expect(deadlines.regular_deadlines).toBe('2027-05-03');
    expect(deadlines.combi_deadlines.slice(0, 3)).toEqual(['2027-05-04', '2027-05-11', '2027-05-13']); // 05-06 Ascension
  });

  it('lists today as disabled from the 12:00 cut-off on (Amsterdam), not before', () => {
    expect(at('2026-11-24T10:59:00Z').disabled[0]).toBe('2026-12-25'); // 11:59 CET
    expect(at('2026-11-24T11:00:00Z').disabled[0]).toBe('2026-11-24'); // 12:00 CET
    expect(at('2026-07-07T10:00:00Z').disabled[0]).toBe('2026-07-07'); // 12:00 CEST
  });

  it('lists holidays and closing days of the coming year, not weekends or past days', () => {
    const { disabled } = at('2026-11-23T09:00:00Z', standard, ['2026-12-31', '2026-01-02', '2028-01-03']);
    expect(disabled).toEqual([
      '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01', '2027-03-29', '2027-04-27', '2027-05-06', '2027-05-17',
    ]);
  });
});

describe('deadline properties', () => {
  it('always answers working days in order, after today', () => {
    const calendar = new WorkingCalendar([]);
    fc.assert(fc.property(
      fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
      fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }),
      (now, production, speed) => {
        const deadlines = computeDeadlines({ now, products: [{ production_days: production, speed_days: speed }], closingDays: [] });
        const today = now.toISOString().slice(0, 10);
        for (const day of [deadlines.regular_deadlines, deadlines.speed_deadlines, ...deadlines.combi_deadlines]) {
          expect(calendar.isWorkingDay(day)).toBe(true);
          expect(weekday(day)).toBeLessThanOrEqual(5);
        }
        expect(deadlines.speed_deadlines <= deadlines.regular_deadlines).toBe(true);
        expect(deadlines.speed_deadlines > today).toBe(true);
      },
    ), { numRuns: 300 });
  });
});
