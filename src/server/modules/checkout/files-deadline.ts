import { filesDeadline } from '../../../domain/need-by-plan.js';
import { WorkingCalendar } from '../../../domain/working-calendar.js';
import type { PriceCatalog } from '../catalog/price-catalog.js';
import { closingDaysFrom, leadTimeFor } from './deadlines-for.js';

/**
 * An order's files deadline, the one rule the order, an accepted quote and the file reminder share:
 * from its delivery day and hour, the lead time of its slowest product and the calendar, as it
 * stands when the order is placed.
 */
export function filesDeadlineFor(
  catalog: PriceCatalog,
  now: Date,
  productIds: readonly number[],
  delivery: { day: string; hour: number },
): string {
  return filesDeadline({
    now,
    delivery: { date: delivery.day, hour: delivery.hour },
    leadTime: leadTimeFor(catalog, productIds),
    calendar: new WorkingCalendar(closingDaysFrom(catalog, now)),
  });
}
