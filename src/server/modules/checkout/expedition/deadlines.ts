import { amsterdamMoment, DELIVERY_HORIZON_DAYS } from '../../../../domain/delivery-moment.js';
import { addDays, isoWeekday as weekday, yearOf, type IsoDate } from '../../../../domain/delivery-date.js';
import { dutchHolidays } from './dutch-holidays.js';
import { WorkingCalendar } from './working-days.js';

export const CUT_OFF_MINUTES = 12 * 60;
const TRANSPORT_DAYS = 1;
const DEFAULT_PRODUCTION_DAYS = 3;
const DEFAULT_SPEED_DAYS = 1;
const COMBI_WEEKDAYS = new Set([2, 4]); // Tuesday and Thursday
const COMBI_SPAN_DAYS = 28;
// The disabled list covers every day a customer may choose (the delivery horizon).
const DISABLED_SPAN_DAYS = DELIVERY_HORIZON_DAYS;

export interface ProductLeadTime {
  production_days: number;
  speed_days: number;
}

export interface Deadlines {
  regular_deadlines: IsoDate;
  speed_deadlines: IsoDate;
  combi_deadlines: IsoDate[];
  suggested_date: IsoDate;
  disabled: IsoDate[];
}

/** The working day production starts on: today before the 12:00 cut-off, else the next working day. */
export function productionStart(now: Date, calendar: WorkingCalendar): IsoDate {
  const { date, minutes } = amsterdamMoment(now);
  if (calendar.isWorkingDay(date) && minutes < CUT_OFF_MINUTES) return date;
  return calendar.onOrAfter(addDays(date, 1));
}

function leadDays(products: readonly ProductLeadTime[], pick: (p: ProductLeadTime) => number, fallback: number): number {
  if (products.length === 0) return fallback;
  return Math.max(...products.map((product) => Math.max(0, Math.floor(pick(product)))));
}

/**
 * Delivery dates of a cart (DESIGN.md section 8): the start day plus the production days of the
 * slowest product plus one transport day, all counted in working days in Amsterdam.
 */
export function computeDeadlines(input: {
  now: Date;
  products: readonly ProductLeadTime[];
  closingDays: readonly IsoDate[];
}): Deadlines {
  const calendar = new WorkingCalendar(input.closingDays);
  const start = productionStart(input.now, calendar);
  const regularDays = leadDays(input.products, (p) => p.production_days, DEFAULT_PRODUCTION_DAYS);
  const speedDays = Math.min(regularDays, leadDays(input.products, (p) => p.speed_days, DEFAULT_SPEED_DAYS));
  const regular = calendar.addWorkingDays(start, regularDays + TRANSPORT_DAYS);
  const speed = calendar.addWorkingDays(start, speedDays + TRANSPORT_DAYS);

  const combi: IsoDate[] = [];
  for (let offset = 0; offset < COMBI_SPAN_DAYS; offset += 1) {
    const day = addDays(regular, offset);
    if (COMBI_WEEKDAYS.has(weekday(day)) && calendar.isWorkingDay(day)) combi.push(day);
  }

  const { date: today, minutes } = amsterdamMoment(input.now);
  const lastDay = addDays(today, DISABLED_SPAN_DAYS);
  const candidates = [
    // Past the cut-off today can no longer be delivered (the order check refuses it too).
    ...(minutes >= CUT_OFF_MINUTES ? [today] : []),
    ...dutchHolidays(yearOf(today)),
    ...dutchHolidays(yearOf(lastDay)),
    ...input.closingDays,
  ];
  const disabled = [...new Set(candidates)].filter((day) => day >= today && day <= lastDay).sort();

  return {
    regular_deadlines: regular,
    speed_deadlines: speed,
    combi_deadlines: combi,
    suggested_date: regular,
    disabled,
  };
}
