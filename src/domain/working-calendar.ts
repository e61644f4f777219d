import { addDays, isoWeekday as weekday, yearOf, type IsoDate } from './delivery-date.js';
import { dutchHolidays } from './dutch-holidays.js';

/** Monday to Friday minus Dutch public holidays and the company's closing days. */
export class WorkingCalendar {
  private readonly holidaysByYear = new Map<number, Set<IsoDate>>();
  private readonly closingDays: Set<IsoDate>;

  constructor(closingDays: Iterable<IsoDate>) {
    this.closingDays = new Set(closingDays);
  }

  isHoliday(date: IsoDate): boolean {
    const year = yearOf(date);
    let holidays = this.holidaysByYear.get(year);
    if (!holidays) {
      holidays = new Set(dutchHolidays(year));
      this.holidaysByYear.set(year, holidays);
    }
    return holidays.has(date);
  }

  isClosed(date: IsoDate): boolean {
    return this.isHoliday(date) || this.closingDays.has(date);
  }

  isWorkingDay(date: IsoDate): boolean {
    return weekday(date) <= 5 && !this.isClosed(date);
  }

  /** The date itself when it is a working day, else the next one. */
  onOrAfter(date: IsoDate): IsoDate {
    let day = date;
    while (!this.isWorkingDay(day)) day = addDays(day, 1);
    return day;
  }

  /** `count` working days after `date` (0 gives `date` back). */
  addWorkingDays(date: IsoDate, count: number): IsoDate {
    let day = date;
    for (let left = count; left > 0; left -= 1) day = this.onOrAfter(addDays(day, 1));
    return day;
  }
}
