/**
 * How long a cart takes (DESIGN.md section 8): production starts on the day of the order when it
 * is a working day before the 12:00 cut-off, else on the next working day; then the production days
 * of the slowest product (rush: its speed days) and one transport day, all in working days in
 * Amsterdam. Shared by the server's expedition and the need-by planner, so both count alike.
 */
import { amsterdamMoment } from './delivery-moment.js';
import { addDays, type IsoDate } from './delivery-date.js';
import type { WorkingCalendar } from './working-calendar.js';

export const CUT_OFF_MINUTES = 12 * 60;
export const TRANSPORT_DAYS = 1;
export const DEFAULT_PRODUCTION_DAYS = 3;
export const DEFAULT_SPEED_DAYS = 1;

export interface ProductLeadTime {
  production_days: number;
  speed_days: number;
}

/** A cart's working days of production: regular and rush (never more than regular). */
export interface CartLeadTime {
  regularDays: number;
  speedDays: number;
}

function slowest(products: readonly ProductLeadTime[], pick: (p: ProductLeadTime) => number, fallback: number): number {
  if (products.length === 0) return fallback;
  return Math.max(...products.map((product) => Math.max(0, Math.floor(pick(product)))));
}

/** The slowest product counts; an empty cart (or no product yet) takes the standard 3 and 1 days. */
export function cartLeadTime(products: readonly ProductLeadTime[]): CartLeadTime {
  const regularDays = slowest(products, (p) => p.production_days, DEFAULT_PRODUCTION_DAYS);
  return { regularDays, speedDays: Math.min(regularDays, slowest(products, (p) => p.speed_days, DEFAULT_SPEED_DAYS)) };
}

/** The working day production starts on: today before the 12:00 cut-off, else the next working day. */
export function productionStart(now: Date, calendar: WorkingCalendar): IsoDate {
  const { date, minutes } = amsterdamMoment(now);
  if (calendar.isWorkingDay(date) && minutes < CUT_OFF_MINUTES) return date;
  return calendar.onOrAfter(addDays(date, 1));
}
