import { addDays, amsterdamMoment, productionStart, WorkingCalendar, type IsoDate, type ProductLeadTime } from '../checkout/expedition/index.js';

const TRANSPORT_DAYS = 1;
const DEFAULT_PRODUCTION_DAYS = 3;
const DEFAULT_SPEED_DAYS = 1;

export interface DeadlineOrder {
  created_at: string;
  delivery_date: IsoDate;
}

/** The working day before `date`. */
export function workingDayBefore(calendar: WorkingCalendar, date: IsoDate): IsoDate {
  let day = addDays(date, -1);
  while (!calendar.isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

function workingDaysBefore(calendar: WorkingCalendar, date: IsoDate, count: number): IsoDate {
  let day = date;
  for (let left = count; left > 0; left -= 1) day = workingDayBefore(calendar, day);
  return day;
}

const slowest = (products: readonly ProductLeadTime[], pick: (product: ProductLeadTime) => number, fallback: number) =>
  products.length === 0 ? fallback : Math.max(...products.map((product) => Math.max(0, Math.floor(pick(product)))));

/**
 * The day an order's files must be in (by the 12:00 cut-off): the working day its production must
 * start on to deliver on its date, counted back from the delivery date as the expedition counts
 * forward (DESIGN.md section 8: production days of the slowest product plus one transport day, in
 * working days). A rush order (its date before the regular one) starts with the speed days; never
 * before the day production could start after it was placed.
 *
 * The one place the reminder asks; once orders store their `files_date` (issue 28) this reads it.
 */
export function filesDeadlineOf(order: DeadlineOrder, products: readonly ProductLeadTime[], calendar: WorkingCalendar): IsoDate {
  const earliest = productionStart(new Date(order.created_at), calendar);
  const regularDays = slowest(products, (product) => product.production_days, DEFAULT_PRODUCTION_DAYS);
  const regular = workingDaysBefore(calendar, order.delivery_date, regularDays + TRANSPORT_DAYS);
  if (regular >= earliest) return regular;
  const speedDays = Math.min(regularDays, slowest(products, (product) => product.speed_days, DEFAULT_SPEED_DAYS));
  const rush = workingDaysBefore(calendar, order.delivery_date, speedDays + TRANSPORT_DAYS);
  return rush >= earliest ? rush : earliest;
}

/**
 * Whether the files reminder is due now: from the working day before the files deadline until the
 * deadline's cut-off (after it the reminder could only say the date has passed).
 */
export function reminderDue(deadline: IsoDate, now: Date, calendar: WorkingCalendar, cutOffMinutes: number): boolean {
  const { date, minutes } = amsterdamMoment(now);
  if (date < workingDayBefore(calendar, deadline)) return false;
  return date < deadline || (date === deadline && minutes < cutOffMinutes);
}
