import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, isoDate, isoWeekday as weekday, yearOf } from '../../../src/domain/delivery-date.js';
import { amsterdamMoment } from '../../../src/domain/delivery-moment.js';
import { dutchHolidays, easterSunday } from '../../../src/server/modules/checkout/expedition/dutch-holidays.js';
import { WorkingCalendar } from '../../../src/server/modules/checkout/expedition/working-days.js';
import { CUT_OFF_MINUTES, computeDeadlines, productionStart } from '../../../src/server/modules/checkout/expedition/deadlines.js';
import * as domain from '../../../src/domain/delivery-date.js';
import { applyTiers, activeTier } from '../../../src/server/modules/checkout/pricing/tiers.js';
import { basePlatesPerFrame, priceFrames } from '../../../src/server/modules/checkout/pricing/frames.js';
import { priceFinishes } from '../../../src/server/modules/checkout/pricing/finishes.js';
import type { ChosenFinish, CopyLine, FinishPricing, ProductPricing } from '../../../src/server/modules/checkout/pricing/types.js';

/**
 * The date and price functions below the ones test/server/expedition/deadlines and
 * test/server/pricing/price-properties already cover: calendar arithmetic, Amsterdam time, holidays,
 * working days, production start, the deadlines with closing days; quantity tiers, frames, finishes.
 */
const SEED = 8_2026_4;
const RUNS = { numRuns: 500, seed: SEED };

const day = fc.integer({ min: 0, max: 365 * 40 }).map((offset) => addDays('2000-01-01', offset));
const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2039-12-31T00:00:00Z'), noInvalidDate: true });
const year = fc.integer({ min: 1900, max: 2199 });

describe('calendar dates and Amsterdam time', () => {
  it('adding days is undone by subtracting them, a week keeps the weekday', () => {
    fc.assert(fc.property(day, fc.integer({ min: -4000, max: 4000 }), (date, days) => {
      expect(addDays(addDays(date, days), -days)).toBe(date);
      expect(weekday(addDays(date, 7 * Math.trunc(days / 7)))).toBe(weekday(date));
      expect(weekday(date)).toBeGreaterThanOrEqual(1);
      expect(weekday(date)).toBeLessThanOrEqual(7);
      expect(addDays(date, days) > date).toBe(days > 0);
    }), RUNS);
  });

  it('isoDate normalises like the calendar: day 0 is the last day of the month before', () => {
    fc.assert(fc.property(year, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 40 }), (y, month, d) => {
      expect(isoDate(y, month, d)).toBe(addDays(isoDate(y, month, 1), d - 1));
    }), RUNS);
  });

  it('the Amsterdam date of an instant is the one the browser computes, and the time lies within the day', () => {
    fc.assert(fc.property(instant, (now) => {
      const moment = amsterdamMoment(now);
      expect(moment.date).toBe(domain.isoDateIn(now));
      expect(moment.minutes).toBeGreaterThanOrEqual(0);
      expect(moment.minutes).toBeLessThan(24 * 60);
      // Amsterdam is one or two hours ahead of UTC.
      const utcMinutes = now.getUTCHours() * 60 + now.getUTCMinutes();
      const ahead = (moment.minutes - utcMinutes + 24 * 60) % (24 * 60);
      expect([60, 120]).toContain(ahead);
    }), RUNS);
  });
});

describe('Dutch holidays and working days', () => {
  it('Easter is a Sunday between 22 March and 25 April; the holidays are sorted, unique, in their year', () => {
    fc.assert(fc.property(year, (y) => {
      const easter = easterSunday(y);
      expect(weekday(easter)).toBe(7);
      expect(easter >= isoDate(y, 3, 22) && easter <= isoDate(y, 4, 25)).toBe(true);
      const holidays = dutchHolidays(y);
      expect(holidays).toEqual([...new Set(holidays)].sort());
      expect(holidays.every((date) => yearOf(date) === y)).toBe(true);
      expect(holidays).toEqual(expect.arrayContaining([isoDate(y, 1, 1), isoDate(y, 12, 25), isoDate(y, 12, 26), addDays(easter, 1)]));
      // King's Day is never on a Sunday.
      expect(holidays.filter((date) => date === isoDate(y, 4, 27) || date === isoDate(y, 4, 26)).map(weekday)).not.toContain(7);
    }), { numRuns: 300, seed: SEED });
  });

  it('working days are weekdays that are neither holiday nor closing day; counting forward lands on one', () => {
    fc.assert(fc.property(day, fc.array(day, { maxLength: 20 }), fc.integer({ min: 0, max: 15 }), (date, closing, count) => {
      const calendar = new WorkingCalendar(closing);
      const next = calendar.onOrAfter(date);
      expect(calendar.isWorkingDay(next)).toBe(true);
      expect(next >= date).toBe(true);
      for (let between = date; between < next; between = addDays(between, 1)) expect(calendar.isWorkingDay(between)).toBe(false);
      expect(calendar.isWorkingDay(date)).toBe(weekday(date) <= 5 && !closing.includes(date) && !dutchHolidays(yearOf(date)).includes(date));
      const later = calendar.addWorkingDays(next, count);
      expect(calendar.isWorkingDay(later)).toBe(true);
      let working = 0;
      for (let between = addDays(next, 1); between <= later; between = addDays(between, 1)) if (calendar.isWorkingDay(between)) working += 1;
      expect(working).toBe(count);
    }), RUNS);
  });

  it('production starts today only on a working day before 12:00 in Amsterdam, else on the next working day', () => {
    fc.assert(fc.property(instant, fc.array(day, { maxLength: 10 }), (now, closing) => {
      const calendar = new WorkingCalendar(closing);
      const { date, minutes } = amsterdamMoment(now);
      const start = productionStart(now, calendar);
      expect(calendar.isWorkingDay(start)).toBe(true);
      if (calendar.isWorkingDay(date) && minutes < CUT_OFF_MINUTES) expect(start).toBe(date);
      else expect(start > date).toBe(true);
    }), RUNS);
  });

  it('deadlines with closing days: working days, speed before regular, the closing days avoided', () => {
    fc.assert(fc.property(instant, fc.array(day, { maxLength: 20 }), fc.array(fc.record({ production_days: fc.integer({ min: -2, max: 12 }), speed_days: fc.integer({ min: -2, max: 12 }) }), { maxLength: 4 }), (now, closingDays, products) => {
      const deadlines = computeDeadlines({ now, products, closingDays });
      const calendar = new WorkingCalendar(closingDays);
      const today = amsterdamMoment(now).date;
      for (const date of [deadlines.regular_deadlines, deadlines.speed_deadlines, ...deadlines.combi_deadlines]) {
        expect(calendar.isWorkingDay(date), date).toBe(true);
        expect(date > today).toBe(true);
      }
      expect(deadlines.speed_deadlines <= deadlines.regular_deadlines).toBe(true);
      expect(deadlines.combi_deadlines.every((date) => date >= deadlines.regular_deadlines)).toBe(true);
      expect(deadlines.combi_deadlines).toEqual([...deadlines.combi_deadlines].sort());
      // The browser's date class agrees: the regular date is normal, the speed date not red.
      expect(domain.dateClass(deadlines.regular_deadlines, { speed: deadlines.speed_deadlines, regular: deadlines.regular_deadlines })).toBe('normal');
      expect(domain.dateClass(deadlines.speed_deadlines, { speed: deadlines.speed_deadlines, regular: deadlines.regular_deadlines })).not.toBe('red');
    }), { numRuns: 300, seed: SEED });
  });
});

describe('price pieces', () => {
  const tiers = fc.array(fc.record({ from_m2: fc.oneof(fc.integer({ min: 0, max: 500 }), fc.constantFrom(-1, Number.NaN)), discount_pct: fc.integer({ min: -20, max: 130 }) }), { maxLength: 5 });

  it('a quantity tier never raises the price, never makes it negative, and more area never costs less', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000 }), fc.double({ min: 0, max: 2000, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), tiers, (pricePerM2, area, more, list) => {
      // Sorted tiers with growing discounts, as a price list has them (test/server/pricing does the same).
      let pct = 0;
      const sorted = list.filter((tier) => Number.isFinite(tier.from_m2) && tier.from_m2 >= 0).sort((a, b) => a.from_m2 - b.from_m2)
        .map((tier) => ({ ...tier, discount_pct: (pct = Math.max(pct, Math.min(100, Math.max(0, tier.discount_pct)))) }));
      const full = pricePerM2 * area;
      const amount = applyTiers(full, area, list);
      expect(amount).toBeGreaterThanOrEqual(0);
      expect(amount).toBeLessThanOrEqual(full + 1e-6);
      const before = applyTiers(full, area, sorted);
      const after = applyTiers(pricePerM2 * (area + more), area + more, sorted);
      expect(after + 1e-6).toBeGreaterThanOrEqual(before);
      const tier = activeTier(area, sorted);
      if (tier) expect(tier.from_m2).toBeLessThanOrEqual(area);
    }), RUNS);
  });

  const copyLine: fc.Arbitrary<CopyLine> = fc.record({
    originals: fc.integer({ min: 1, max: 100 }), quantity: fc.integer({ min: 1, max: 100 }),
    width: fc.integer({ min: 45, max: 10_000 }), height: fc.integer({ min: 45, max: 10_000 }),
    sides: fc.constantFrom(1, 2), abaa: fc.constantFrom(1, 2),
  });
  const finish: fc.Arbitrary<FinishPricing> = fc.record({
    id: fc.integer({ min: 1, max: 9 }), name: fc.constant('F'), level: fc.constantFrom(1, 8, 9, 111),
    price_kind: fc.constantFrom('metre', 'item', 'piece', 'none'), price_cents: fc.integer({ min: 0, max: 5000 }), spacing_mm: fc.integer({ min: 0, max: 2000 }),
  });
  const product: fc.Arbitrary<ProductPricing> = fc.record({
    name: fc.constant('Frame'), kind: fc.constant('frame'), price_cents: fc.integer({ min: 0, max: 100_000 }), min_area_cm2: fc.constant(0),
    double_sided_pct: fc.integer({ min: 100, max: 300 }), tiers: fc.constant([]), support_price_cents: fc.integer({ min: 0, max: 10_000 }), wallmount_price_cents: fc.integer({ min: 0, max: 10_000 }),
    width: fc.constant(0), weld_max_mm: fc.constant(0), seam_price_cents: fc.constant(0),
  });
  const sides = ['top', 'right', 'bottom', 'left', 'around', 'opposite-top', 'opposite-left', 'surface'] as const;

  it('base plates: at least two per frame and never fewer for a wider frame', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 5000 }), (width, wider) => {
      expect(Number.isInteger(basePlatesPerFrame(width))).toBe(true);
      expect(basePlatesPerFrame(width)).toBeGreaterThanOrEqual(2);
      expect(basePlatesPerFrame(width + wider)).toBeGreaterThanOrEqual(basePlatesPerFrame(width));
    }), RUNS);
  });

  it('frame and finish lines are whole, non-negative cents with a label', () => {
    fc.assert(fc.property(product, fc.array(copyLine, { minLength: 1, maxLength: 4 }), fc.array(fc.option(fc.record({ base: fc.option(finish, { nil: null }), support: fc.boolean(), wallmount: fc.boolean() }), { nil: undefined }), { maxLength: 4 }),
      fc.array(fc.record({ finish, side: fc.constantFrom(...sides) }) as fc.Arbitrary<ChosenFinish>, { maxLength: 4 }), (frameProduct, copies, choices, chosen) => {
        for (const line of [...priceFrames(frameProduct, copies, choices), ...priceFinishes(chosen, copies)]) {
          expect(Number.isInteger(line.cents), line.label).toBe(true);
          expect(line.cents).toBeGreaterThanOrEqual(0);
          expect(line.label.length).toBeGreaterThan(0);
        }
      }), RUNS);
  });
});
