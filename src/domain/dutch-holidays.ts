import { addDays, isoDate, isoWeekday as weekday, type IsoDate } from './delivery-date.js';

/** Easter Sunday by the Gregorian computus (the anonymous "Meeus/Jones/Butcher" algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** King's Day moves to 26 April when 27 April is a Sunday. */
function kingsDay(year: number): IsoDate {
  const date = isoDate(year, 4, 27);
  return weekday(date) === 7 ? isoDate(year, 4, 26) : date;
}

/** The public holidays on which the company does not work, sorted. */
export function dutchHolidays(year: number): IsoDate[] {
  const easter = easterSunday(year);
  const days = [
    isoDate(year, 1, 1),
    addDays(easter, 1), // Easter Monday
    kingsDay(year),
    addDays(easter, 39), // Ascension Day
    addDays(easter, 50), // Whit Monday
    isoDate(year, 12, 25),
    isoDate(year, 12, 26),
  ];
  // Liberation Day is a day off only in lustrum years.
  if (year % 5 === 0) days.push(isoDate(year, 5, 5));
  return [...new Set(days)].sort();
}
