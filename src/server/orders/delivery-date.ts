import { ApiError, invalid, refused } from '../http/errors.js';
import { amsterdamMoment, weekday, WorkingCalendar, type IsoDate } from '../expedition/index.js';

export const deliveryMessages = {
  required: 'Delivery date is required',
  invalid: 'Delivery date is not a valid date',
  past: 'The delivery date is in the past; please choose another date.',
  weekend: 'We do not deliver on Saturdays and Sundays; please choose a working day.',
  closed: 'We are closed on the chosen delivery date; please choose another date.',
} as const;

const FIELD = 'details.delivery_date';

/** The Amsterdam calendar date of a `yyyy-mm-dd` or full ISO date-time string, or null. */
export function deliveryDay(value: string): IsoDate | null {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const parsed = new Date(`${text}T12:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text ? text : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  // A wall-clock time without a zone is the time the customer picked in Amsterdam: keep its date.
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) return deliveryDay(text.slice(0, 10));
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : amsterdamMoment(instant).date;
}

/**
 * The delivery day of an order: 422 when missing or unreadable, 405 (a refusal the customer reads)
 * when it lies in the past, on a weekend, a public holiday or a closing day. Templates may go
 * without a date.
 */
export function checkDeliveryDate(
  value: string,
  options: { required: boolean; now: Date; closingDays: readonly IsoDate[] },
): IsoDate | null {
  if (value.trim() === '') {
    if (options.required) throw invalid({ [FIELD]: [deliveryMessages.required] });
    return null;
  }
  const day = deliveryDay(value);
  if (!day) throw invalid({ [FIELD]: [deliveryMessages.invalid] });
  const refuse = (message: string): ApiError => refused(message);
  if (day < amsterdamMoment(options.now).date) throw refuse(deliveryMessages.past);
  if (weekday(day) > 5) throw refuse(deliveryMessages.weekend);
  if (new WorkingCalendar(options.closingDays).isClosed(day)) throw refuse(deliveryMessages.closed);
  return day;
}
