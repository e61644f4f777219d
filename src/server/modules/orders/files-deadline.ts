import { addDays, amsterdamMoment, WorkingCalendar, type IsoDate } from '../checkout/expedition/index.js';
import { filesDeadlineFor } from '../checkout/files-deadline.js';
import type { PriceCatalog } from '../catalog/price-catalog.js';

export interface DeadlineOrder {
  created_at: string;
  delivery_date: IsoDate;
  /** As the server fixed it when the order was placed (migration 0105); null for older orders. */
  files_deadline: string | null;
  productIds: readonly number[];
}

/**
 * The moment an order's files must be in: the one the order stores, or, for an order placed before
 * orders stored it, counted by the same rule (checkout/files-deadline.ts) from when it was placed.
 */
export function filesDeadlineOf(order: DeadlineOrder, catalog: PriceCatalog): Date {
  const stored = order.files_deadline ?? filesDeadlineFor(catalog, new Date(order.created_at), order.productIds, { day: order.delivery_date, hour: 17 });
  return new Date(stored);
}

/** The working day before `date`. */
export function workingDayBefore(calendar: WorkingCalendar, date: IsoDate): IsoDate {
  let day = addDays(date, -1);
  while (!calendar.isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

/**
 * Whether the files reminder is due now: from the working day before the files deadline until the
 * deadline itself (after it the reminder could only say the moment has passed).
 */
export function reminderDue(deadline: Date, now: Date, calendar: WorkingCalendar): boolean {
  if (now.getTime() >= deadline.getTime()) return false;
  return amsterdamMoment(now).date >= workingDayBefore(calendar, amsterdamMoment(deadline).date);
}
