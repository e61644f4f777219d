import { describe, expect, it } from 'vitest';
import { dutchHolidays, easterSunday, WorkingCalendar } from '../../../src/server/modules/checkout/expedition/index.js';

describe('Dutch public holidays', () => {
  it.each([
    [2024, '2024-03-31'], [2025, '2025-04-20'], [2026, '2026-04-05'], [2027, '2027-03-28'], [2028, '2028-04-16'],
  ])('Easter %i falls on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it.each([
    [2026, ['2026-01-01', '2026-04-06', '2026-04-27', '2026-05-14', '2026-05-25', '2026-12-25', '2026-12-26']],
    [2027, ['2027-01-01', '2027-03-29', '2027-04-27', '2027-05-06', '2027-05-17', '2027-12-25', '2027-12-26']],
    [2028, ['2028-01-01', '2028-04-17', '2028-04-27', '2028-05-25', '2028-06-05', '2028-12-25', '2028-12-26']],
  ])('%i: New Year, Easter Monday, King\'s Day, Ascension, Whit Monday, Christmas, Boxing Day', (year, dates) => {
    expect(dutchHolidays(year)).toEqual(dates);
  });

  it('moves King\'s Day to 26 April when 27 April is a Sunday', () => {
    expect(dutchHolidays(2025)).toContain('2025-04-26');
    expect(dutchHolidays(2025)).not.toContain('2025-04-27');
    expect(dutchHolidays(2031)).toContain('2031-04-26');
  });

  it('gives Liberation Day off only in lustrum years', () => {
    expect(dutchHolidays(2025)).toContain('2025-05-05');
    expect(dutchHolidays(2030)).toContain('2030-05-05');
    for (const year of [2026, 2027, 2028, 2029]) expect(dutchHolidays(year)).not.toContain(`${year}-05-05`);
  });

  it('makes weekends, holidays and closing days non-working', () => {
    const calendar = new WorkingCalendar(['2026-11-24']);
    expect(calendar.isWorkingDay('2026-11-23')).toBe(true);
    expect(calendar.isWorkingDay('2026-11-24')).toBe(false);
    expect(calendar.isWorkingDay('2026-11-28')).toBe(false);
    expect(calendar.isWorkingDay('2026-11-29')).toBe(false);
    expect(calendar.isWorkingDay('2026-05-14')).toBe(false);
  });
});
