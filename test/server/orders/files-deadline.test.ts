import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeDeadlines, CUT_OFF_MINUTES, productionStart, WorkingCalendar } from '../../../src/server/modules/checkout/expedition/index.js';
import { filesDeadlineOf, reminderDue } from '../../../src/server/modules/orders/files-deadline.js';

const banner = [{ production_days: 3, speed_days: 1 }];
const calendar = new WorkingCalendar([]);

describe('files deadline of an order', () => {
  it.each([
    ['regular, within the week', '2026-11-23T09:00:00Z', '2026-12-02', '2026-11-26'],
    ['across a weekend', '2026-11-23T09:00:00Z', '2026-12-07', '2026-12-01'],
    ['across Christmas and Boxing Day', '2026-12-14T09:00:00Z', '2026-12-30', '2026-12-23'],
    ['rush: the regular start has passed, so production starts with the speed days', '2026-11-23T09:00:00Z', '2026-11-25', '2026-11-23'],
    ['placed after the cut-off: never before the next working day', '2026-11-23T12:30:00Z', '2026-11-25', '2026-11-24'],
  ])('%s', (_label, placed, delivery, deadline) => {
    expect(filesDeadlineOf({ created_at: placed, delivery_date: delivery }, banner, calendar)).toBe(deadline);
  });

  it('counts closing days of the company as the expedition does', () => {
    const closed = new WorkingCalendar(['2026-11-26']);
    expect(filesDeadlineOf({ created_at: '2026-11-23T09:00:00Z', delivery_date: '2026-12-02' }, banner, closed)).toBe('2026-11-25');
  });

  it('is the day production starts for an order delivered on the earliest regular or rush date the expedition offered', () => {
    fc.assert(fc.property(
      fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
      fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 5 }),
      (now, productionDays, speedDays) => {
        const products = [{ production_days: productionDays, speed_days: Math.min(speedDays, productionDays) }];
        const offered = computeDeadlines({ now, products, closingDays: [] });
        const start = productionStart(now, calendar);
        for (const delivery of [offered.regular_deadlines, offered.speed_deadlines]) {
          expect(filesDeadlineOf({ created_at: now.toISOString(), delivery_date: delivery }, products, calendar)).toBe(start);
        }
      },
    ), { seed: 26, numRuns: 300 });
  });
});

describe('when the reminder is due', () => {
  const due = (instant: string) => reminderDue('2026-11-26', new Date(instant), calendar, CUT_OFF_MINUTES);
  it.each([
    ['two working days before: not yet', '2026-11-24T22:59:00Z', false],
    ['from midnight of the working day before (Amsterdam)', '2026-11-24T23:00:00Z', true],
    ['on the deadline day before 12:00', '2026-11-26T10:59:00Z', true],
    ['at the cut-off the deadline has passed', '2026-11-26T11:00:00Z', false],
  ])('%s', (_label, instant, expected) => {
    expect(due(instant)).toBe(expected);
  });

  it('is the Friday before for a Monday deadline', () => {
    expect(reminderDue('2026-11-30', new Date('2026-11-27T08:00:00Z'), calendar, CUT_OFF_MINUTES)).toBe(true);
    expect(reminderDue('2026-11-30', new Date('2026-11-26T08:00:00Z'), calendar, CUT_OFF_MINUTES)).toBe(false);
  });
});
