/**
 * Delivery date rules shared by the date picker and the server (DESIGN.md section 8, spec sections 4
 * and 5). Dates are ISO `yyyy-mm-dd` strings in the company's time zone; nothing here reads a clock:
 * "today" is always given.
 */
import { DEFAULT_DELIVERY_TIME, DELIVERY_HORIZON_DAYS } from './delivery-moment.js';

export { PACK_OPTIONS, type PackValue } from './order.js';
export { isoDateIn } from './delivery-moment.js';
export {
  COMPANY_TIME_ZONE, DEFAULT_DELIVERY_TIME, DELIVERY_HORIZON_DAYS, DELIVERY_TIMES, type DeliveryTime,
} from './delivery-moment.js';
export const DEFAULT_LEAD_DAYS = 5;

export type IsoDate = string;
export type DateClass = 'red' | 'warning' | 'normal';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

const toMs = (date: IsoDate): number => {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not an ISO date: ${date}`);
  return Date.parse(`${match[0]}T00:00:00Z`);
};
const fromMs = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/** The date part of an ISO date or date-time. */
export const dateOnly = (date: IsoDate): IsoDate => fromMs(toMs(date));

export const addDays = (date: IsoDate, days: number): IsoDate => fromMs(toMs(date) + days * DAY_MS);

/** The ISO date of a calendar day (month 1-12); days past the month's end roll over. */
export const isoDate = (year: number, month: number, day: number): IsoDate => fromMs(Date.UTC(year, month - 1, day));

export const yearOf = (date: IsoDate): number => Number(date.slice(0, 4));

/** ISO weekday: Monday 1 ... Saturday 6, Sunday 7. */
export function isoWeekday(date: IsoDate): number {
  const day = new Date(toMs(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

export const isWeekend = (date: IsoDate): boolean => isoWeekday(date) >= 6;


/**
 * Date class (DESIGN.md section 8 decision): before the speed date red (external courier notice),
 * from the speed date up to the end of the day before the regular date a warning (rush), from the
 * regular date on normal.
 */
export function dateClass(date: IsoDate, deadlines: { speed: IsoDate; regular: IsoDate }): DateClass {
  const day = dateOnly(date);
  if (day < dateOnly(deadlines.speed)) return 'red';
  if (day < dateOnly(deadlines.regular)) return 'warning';
  return 'normal';
}

/** Any time other than 17:00 costs extra. */
export const hasExtraTimeCost = (time: number): boolean => time !== DEFAULT_DELIVERY_TIME;

export interface PickerRules {
  today: IsoDate;
  /** Server-given unavailable dates (holidays, closing days). */
  disabled: readonly IsoDate[];
  /** Minutes past midnight in Amsterdam on `today` by the browser's clock: today's hours that have come are not offered. */
  minutesNow?: number;
}

/** The picker refuses weekends, past dates and server-disabled dates. */
export function isUnavailable(date: IsoDate, rules: PickerRules): boolean {
  const day = dateOnly(date);
  return isWeekend(day) || day < dateOnly(rules.today) || rules.disabled.includes(day);
}

/** The picker's rules plus the expedition's deadlines: what each day of the calendar is. */
export interface DeliveryCalendar extends PickerRules {
  /** The speed and regular dates, when the expedition has answered. */
  deadlines: { speed: IsoDate; regular: IsoDate } | null;
  /** Days with combined transport (cheaper), from the expedition. */
  combi: readonly IsoDate[];
}

export interface DeliveryDay {
  dateClass: DateClass;
  /** Combined transport on this day: cheaper. */
  isCombi: boolean;
}

/**
 * What the calendar shows on a day it offers (DESIGN.md section 8): its class (normal until the
 * expedition answers) and whether it has combined transport; null for a day it does not offer.
 */
export function deliveryDay(date: IsoDate, calendar: DeliveryCalendar): DeliveryDay | null {
  if (isUnavailable(date, calendar)) return null;
  const day = dateOnly(date);
  return { dateClass: calendar.deadlines ? dateClass(day, calendar.deadlines) : 'normal', isCombi: calendar.combi.includes(day) };
}

/** Monday of the ISO week of `date`. */
export const startOfWeek = (date: IsoDate): IsoDate => addDays(date, 1 - isoWeekday(date));

/**
 * A disabled day (weekend or server-disabled) moves one week on, to the start of that week (spec
 * section 5). When that Monday is itself unavailable (Easter Monday, Whit Monday) it goes on day by
 * day to the first available one, so the answer is always a date the picker allows. Available dates,
 * and past dates, come back unchanged. Only for a date nobody chose (the five-day default): a date the
 * customer typed or clicked is kept as it is, and refused with its reason (delivery-refusal.ts).
 */
export function moveDisabledDate(date: IsoDate, rules: PickerRules): IsoDate {
  const day = dateOnly(date);
  if (day < dateOnly(rules.today) || !isUnavailable(day, rules)) return day;
  let moved = startOfWeek(addDays(day, 7));
  for (let step = 0; step < 366 && isUnavailable(moved, rules); step += 1) moved = addDays(moved, 1);
  return moved;
}

/** The last date a customer may choose (the server refuses later ones with 405). */
export const lastDeliveryDate = (today: IsoDate): IsoDate => addDays(today, DELIVERY_HORIZON_DAYS);

/** Before the server suggests one: five calendar days from today. */
export const defaultDeliveryDate = (today: IsoDate): IsoDate => addDays(today, DEFAULT_LEAD_DAYS);
