import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../../src/domain/delivery-date.js';
import { cartLeadTime, type ProductLeadTime } from '../../src/domain/lead-time.js';
import { planNeedBy, type NeedByPlan, type PlanChoice, type PlanOption } from '../../src/domain/need-by-plan.js';
import { WorkingCalendar } from '../../src/domain/working-calendar.js';
import { computeDeadlines } from '../../src/server/modules/checkout/expedition/deadlines.js';

/** A tariff shaped like the company's: rush and an hour other than 17:00 cost more, Tuesday and Thursday less. */
const tariff = (choice: PlanChoice): number =>
  995 + (choice.speed === 'rush' ? 3500 : 0) + (choice.delivery.hour === 17 ? 0 : 1500) - (choice.isCombi ? 348 : 0);

const plan = (now: string, date: string, hour = 17, closingDays: string[] = [], products: ProductLeadTime[] = []): NeedByPlan =>
  planNeedBy({ now: new Date(now), needBy: { date, hour }, leadTime: cartLeadTime(products), calendar: new WorkingCalendar(closingDays), costOf: tariff });

function planned(result: NeedByPlan) {
  if (result.kind !== 'planned') throw new Error(`expected a plan, got ${result.kind}`);
  return result;
}

/** Start day and order moment (UTC) of an option: the cut-off in Amsterdam, 10:00Z in summer, 11:00Z in winter. */
const moment = (option: PlanOption | null) => option && `${option.delivery.date} ${option.delivery.hour}:00 <- ${option.orderBy}`;

describe('the latest order and file moment over a year of Dutch holidays (3 regular, 1 rush day, 1 transport day)', () => {
  it.each([
    // label, now, need-by, hour, latest regular, latest rush
    ['New Year and Christmas', '2025-12-15T08:00:00Z', '2026-01-02', 17, '2026-01-02 17:00 <- 2025-12-24T11:00:00.000Z', '2026-01-02 17:00 <- 2025-12-30T11:00:00.000Z'],
    ['Easter Monday, delivered at 9:00 (summer time)', '2026-03-20T09:00:00Z', '2026-04-07', 9, '2026-04-07 9:00 <- 2026-03-31T10:00:00.000Z', '2026-04-07 9:00 <- 2026-04-02T10:00:00.000Z'],
    ["King's Day", '2026-04-01T08:00:00Z', '2026-04-29', 17, '2026-04-29 17:00 <- 2026-04-22T10:00:00.000Z', '2026-04-29 17:00 <- 2026-04-24T10:00:00.000Z'],
    ['Ascension Day', '2026-04-01T08:00:00Z', '2026-05-18', 17, '2026-05-18 17:00 <- 2026-05-11T10:00:00.000Z', '2026-05-18 17:00 <- 2026-05-13T10:00:00.000Z'],
    ['Whit Monday', '2026-04-01T08:00:00Z', '2026-05-27', 17, '2026-05-27 17:00 <- 2026-05-20T10:00:00.000Z', '2026-05-27 17:00 <- 2026-05-22T10:00:00.000Z'],
    ['Liberation Day in a lustrum year', '2025-04-01T08:00:00Z', '2025-05-07', 17, '2025-05-07 17:00 <- 2025-04-30T10:00:00.000Z', '2025-05-07 17:00 <- 2025-05-02T10:00:00.000Z'],
    ['Liberation Day outside one is a working day', '2026-04-01T08:00:00Z', '2026-05-07', 17, '2026-05-07 17:00 <- 2026-05-01T10:00:00.000Z', '2026-05-07 17:00 <- 2026-05-05T10:00:00.000Z'],
    ['winter time starts between order and delivery', '2026-10-01T08:00:00Z', '2026-10-28', 17, '2026-10-28 17:00 <- 2026-10-22T10:00:00.000Z', '2026-10-28 17:00 <- 2026-10-26T11:00:00.000Z'],
    ['summer time starts between order and delivery', '2026-03-02T08:00:00Z', '2026-04-01', 17, '2026-04-01 17:00 <- 2026-03-26T11:00:00.000Z', '2026-04-01 17:00 <- 2026-03-30T10:00:00.000Z'],
    ['a Saturday event is delivered on Friday', '2026-06-01T08:00:00Z', '2026-06-13', 17, '2026-06-12 17:00 <- 2026-06-08T10:00:00.000Z', '2026-06-12 17:00 <- 2026-06-10T10:00:00.000Z'],
    ['needed at 8:00: the working day before at 17:00', '2026-06-01T08:00:00Z', '2026-06-16', 8, '2026-06-15 17:00 <- 2026-06-09T10:00:00.000Z', '2026-06-15 17:00 <- 2026-06-11T10:00:00.000Z'],
  ])('%s', (_label, now, date, hour, regular, rush) => {
    const result = planned(plan(now, date, hour));
    expect(moment(result.latestRegular)).toBe(regular);
    expect(moment(result.latestRush)).toBe(rush);
    expect(result.latestRegular?.filesBy).toBe(result.latestRegular?.orderBy);
  });

  it('skips the company closing days around New Year', () => {
    const result = planned(plan('2026-12-01T08:00:00Z', '2027-01-04', 17, ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']));
    expect(moment(result.latestRegular)).toBe('2027-01-04 17:00 <- 2026-12-21T11:00:00.000Z');
    expect(moment(result.latestRush)).toBe('2027-01-04 17:00 <- 2026-12-23T11:00:00.000Z');
  });
});

describe('the 12:00 cut-off', () => {
  it('at 11:59 the regular option of Friday is still open, at 12:00 only rush is left', () => {
    const before = planned(plan('2026-12-07T10:59:00Z', '2026-12-11'));
    expect(moment(before.latestRegular)).toBe('2026-12-11 17:00 <- 2026-12-07T11:00:00.000Z');
    const after = planned(plan('2026-12-07T11:00:00Z', '2026-12-11'));
    expect(after.latestRegular).toBeNull();
    expect(moment(after.latestRush)).toBe('2026-12-11 17:00 <- 2026-12-09T11:00:00.000Z');
    expect(after.cheapest.speed).toBe('rush');
  });

  it('in summer the cut-off is 10:00 UTC', () => {
    expect(planned(plan('2026-07-06T09:59:00Z', '2026-07-10')).latestRegular?.orderBy).toBe('2026-07-06T10:00:00.000Z');
    expect(planned(plan('2026-07-06T10:00:00Z', '2026-07-10')).latestRegular).toBeNull();
  });
});

describe('the cheapest option', () => {
  it('ten working days out: regular on the Thursday before (combined transport) beats Friday and rush', () => {
    const result = planned(plan('2026-11-27T09:00:00Z', '2026-12-11'));
    expect(moment(result.cheapest)).toBe('2026-12-10 17:00 <- 2026-12-04T11:00:00.000Z');
    expect(result.cheapest).toMatchObject({ speed: 'regular', isCombi: true, cost: 647 });
    // Each option worth weighing is later to order than every cheaper one.
    expect(result.options.map((option) => [option.orderBy.slice(0, 10), option.cost])).toEqual([
      ['2026-12-09', 4495], ['2026-12-08', 4147], ['2026-12-07', 995], ['2026-12-04', 647],
    ]);
  });

  it('an option priced on request is never the cheapest while a priced one makes it', () => {
    const result = planNeedBy({
      now: new Date('2026-11-27T09:00:00Z'), needBy: { date: '2026-12-11', hour: 17 }, leadTime: cartLeadTime([]),
      calendar: new WorkingCalendar([]), costOf: (choice) => (choice.speed === 'regular' && !choice.isCombi ? null : tariff(choice)),
    });
    expect(planned(result).cheapest).toMatchObject({ speed: 'regular', isCombi: true });
  });
});

describe('a moment that cannot be made says so and offers the nearest', () => {
  it('too soon: the earliest rush and regular moments', () => {
    const result = plan('2026-11-27T09:00:00Z', '2026-11-30', 12);
    expect(result).toMatchObject({ kind: 'unreachable', reason: 'tooSoon' });
    if (result.kind !== 'unreachable') return;
    expect(result.nearest.map(moment)).toEqual([
      '2026-12-01 12:00 <- 2026-11-27T11:00:00.000Z', '2026-12-03 12:00 <- 2026-11-27T11:00:00.000Z',
    ]);
    expect(result.nearest.map((option) => option.speed)).toEqual(['rush', 'regular']);
  });

  it('in the past', () => {
    expect(plan('2026-11-27T09:00:00Z', '2026-11-20')).toMatchObject({ kind: 'unreachable', reason: 'past' });
  });

  it('beyond the year we plan: the last day that can be planned', () => {
    const result = plan('2026-11-27T09:00:00Z', '2028-01-10');
    expect(result).toMatchObject({ kind: 'unreachable', reason: 'tooFar' });
    const offered = result.kind === 'unreachable' ? result.nearest.map((option) => option.delivery.date) : [];
    // 27 November 2027 is a Saturday: the last Friday before it, or the Thursday of combined transport.
    expect(offered).toHaveLength(1);
    expect(['2027-11-25', '2027-11-26']).toContain(offered[0]);
  });
});

describe('agrees with the expedition the checkout offers', () => {
  const instant = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true });
  const lead = fc.record({ production_days: fc.integer({ min: 0, max: 8 }), speed_days: fc.integer({ min: 0, max: 8 }) });

  it('each option can still be ordered until its cut-off, and no longer after it', () => {
    fc.assert(fc.property(instant, fc.integer({ min: 0, max: 40 }), lead, (now, ahead, product) => {
      const date = addDays(now.toISOString().slice(0, 10), ahead);
      const result = plan(now.toISOString(), date, 17, [], [product]);
      if (result.kind !== 'planned') {
        const expedition = computeDeadlines({ now, products: [product], closingDays: [] });
        // Nothing in the week up to the need-by day reaches even the rush date.
        expect(expedition.speed_deadlines > date || result.reason === 'past').toBe(true);
        return;
      }
      for (const option of [result.latestRegular, result.latestRush, result.cheapest]) {
        if (!option) continue;
        const cutOff = new Date(option.orderBy);
        const justBefore = computeDeadlines({ now: new Date(cutOff.getTime() - 60_000), products: [product], closingDays: [] });
        const atCutOff = computeDeadlines({ now: cutOff, products: [product], closingDays: [] });
        const reached = option.speed === 'regular' ? 'regular_deadlines' : 'speed_deadlines';
        expect(justBefore[reached] <= option.delivery.date).toBe(true);
        expect(atCutOff[reached] > option.delivery.date).toBe(true);
        expect(option.delivery.date <= date).toBe(true);
      }
    }), { numRuns: 300, seed: 28_2026 });
  });
});
