import { CalendarDateTime, toZoned } from '@internationalized/date';
import { COMPANY_TIME_ZONE } from './delivery-date.js';

/** `2026-11-27` at 17:00 in Amsterdam as an ISO instant (the server reads the Amsterdam date back). */
export function deliveryDateTime(date: string, hour: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return toZoned(new CalendarDateTime(year, month, day, hour), COMPANY_TIME_ZONE).toAbsoluteString();
}
