/**
 * Reading the delivery moment a client sends in `details.delivery_date` (spec sections 4, 5 and 9;
 * DESIGN.md section 8). Shared by the order schema (browser and server) and the server's date check.
 * No imports from order.ts: the order schema imports this file.
 */
import { withValues, type Text } from './texts/text.js';

/** The delivery times a customer may choose (spec section 9), in Amsterdam hours. */
export const DELIVERY_TIMES = [9, 12, 15, 17] as const;
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];
export const DEFAULT_DELIVERY_TIME: DeliveryTime = 17;
export const COMPANY_TIME_ZONE = 'Europe/Amsterdam';
/** How far ahead a delivery date may lie: the span the expedition's `disabled` list covers. */
export const DELIVERY_HORIZON_DAYS = 365;

export const deliveryMomentMessages = {
  invalid: /*i18n*/ { id: 'delivery.invalid_date', message: 'Leverdatum is geen geldige datum' },
  time: withValues(/*i18n*/ { id: 'delivery.time', message: 'Levertijd moet een van {times} zijn' }, { times: DELIVERY_TIMES.map((hour) => `${hour}:00`).join(', ') }),
} as const satisfies Record<string, Text>;

export interface DeliveryMoment {
  /** The Amsterdam calendar date, `yyyy-mm-dd`. */
  date: string;
  /** Amsterdam wall-clock hour and minute. */
  hour: number;
  minute: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;

const amsterdamParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** An Amsterdam calendar date and wall-clock time as minutes since its midnight. */
export interface LocalMoment {
  date: string;
  minutes: number;
}

const MINUTE_MS = 60_000;
/** The last minute asked for: Amsterdam's offset changes on whole hours, so a minute has one answer. */
let lastMinute = Number.NaN;
let lastMoment: LocalMoment = { date: '1970-01-01', minutes: 0 };

/** The wall-clock date and time in Amsterdam of an instant (summer and winter time alike). */
export function amsterdamMoment(instant: Date): LocalMoment {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  if (minute === lastMinute) return { ...lastMoment };
  const parts: Record<string, string> = {};
  for (const part of amsterdamParts.formatToParts(instant)) parts[part.type] = part.value;
  lastMoment = { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  lastMinute = minute;
  return { ...lastMoment };
}

/** True when year-month-day is a day of the calendar (no 30 February, no month 13). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isOffset(offset: string): boolean {
  if (offset === 'Z') return true;
  const [hours, minutes] = offset.slice(1).split(':').map(Number) as [number, number];
  return hours <= 14 && minutes < 60;
}

function inAmsterdam(instant: Date): DeliveryMoment {
  const { date, minutes } = amsterdamMoment(instant);
  return { date, hour: Math.floor(minutes / 60), minute: minutes % 60 };
}

/**
 * The Amsterdam date and time of `yyyy-mm-dd` (17:00), `yyyy-mm-ddThh:mm[:ss[.sss]]` (a wall-clock
 * time in Amsterdam) or the same with `Z` or an offset (an instant, as the browser sends it); null
 * for anything else, including dates and times that do not exist (31 April, 25:00, minute 60).
 */
export function readDeliveryMoment(value: string): DeliveryMoment | null {
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, year, month, day] = dateOnly.map(Number) as [number, number, number, number];
    return isCalendarDate(year, month, day) ? { date: text, hour: DEFAULT_DELIVERY_TIME, minute: 0 } : null;
  }
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as number[] as [number, number, number, number, number, number];
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const offset = match[8];
  if (offset === undefined) return { date: text.slice(0, 10), hour, minute };
  if (!isOffset(offset)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : inAmsterdam(instant);
}

/** A moment on one of the chosen hours, on the hour. */
export const isDeliveryTime = (moment: DeliveryMoment): boolean =>
  moment.minute === 0 && (DELIVERY_TIMES as readonly number[]).includes(moment.hour);

/** The shared rule of the order schema: blank (no date yet), or a real date at one of the delivery times. */
export function deliveryDateIssue(value: string): Text | null {
  if (value.trim() === '') return null;
  const moment = readDeliveryMoment(value);
  if (!moment) return deliveryMomentMessages.invalid;
  return isDeliveryTime(moment) ? null : deliveryMomentMessages.time;
}

/** The calendar date at `now` in the company's time zone. */
export function isoDateIn(now: Date, timeZone = COMPANY_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
