/**
 * The need-by planner, because a customer plans from the event backwards: the customer says when the prints must be there, and the portal
 * answers backwards from that moment with the latest moment to order and to send files, per way of
 * delivering (regular or rush, on the day itself or on an earlier working day, combined transport),
 * and which of those is the cheapest. Counted with the same lead time and calendar as the server's
 * expedition (lead-time.ts), so a planned option is exactly a date the checkout offers.
 *
 * Files and order share one deadline: production starts at the cut-off of the start day only with
 * the files in, and the order's dates are planned from that start day.
 */
import { deliveryDateTime } from './delivery-instant.js';
import { addDays, isoWeekday, lastDeliveryDate, type IsoDate } from './delivery-date.js';
import { amsterdamMoment, DEFAULT_DELIVERY_TIME, DELIVERY_TIMES } from './delivery-moment.js';
import { CUT_OFF_MINUTES, TRANSPORT_DAYS, productionStart, type CartLeadTime } from './lead-time.js';
import type { WorkingCalendar } from './working-calendar.js';

export type PlanSpeed = 'regular' | 'rush';

/** A moment the prints arrive: an Amsterdam day at one of the delivery hours. */
export interface DeliverySlot {
  date: IsoDate;
  hour: number;
}

/** What the price of an option depends on (the transport tariff's inputs besides the prints). */
export interface PlanChoice {
  delivery: DeliverySlot;
  speed: PlanSpeed;
  /** Tuesday or Thursday: combined transport, cheaper. */
  isCombi: boolean;
}

export interface PlanOption extends PlanChoice {
  /** The working day production must start on. */
  startDay: IsoDate;
  /** The latest moment to place the order (ISO instant): the cut-off of the start day. */
  orderBy: string;
  /** The latest moment the print files must be in (ISO instant). */
  filesBy: string;
  /** What this option costs in cents excl. VAT, or null when it is priced on request. */
  cost: number | null;
}

export type NeedByRefusal = 'past' | 'tooSoon' | 'tooFar';

export type NeedByPlan =
  | {
    kind: 'planned';
    /**
     * The options worth weighing, latest order moment first: each one later than every cheaper one
     * (an earlier and dearer option is left out).
     */
    options: PlanOption[];
    /** The latest moment with the regular lead time, and with rush (null when none is left). */
    latestRegular: PlanOption | null;
    latestRush: PlanOption | null;
    cheapest: PlanOption;
  }
  | {
    kind: 'unreachable';
    reason: NeedByRefusal;
    /** The nearest moments that can be made instead: the earliest rush and regular ones (or the last one planned, when too far). */
    nearest: PlanOption[];
  };

export interface NeedByInput {
  /** The time now (a Date, or milliseconds since the epoch as machines keep it). */
  now: Date | number;
  /** When the prints must be there (Amsterdam date, and an hour 0-23). */
  needBy: DeliverySlot;
  leadTime: CartLeadTime;
  calendar: WorkingCalendar;
  /** The price of an option (the transport tariff), or null when on request. */
  costOf: (choice: PlanChoice) => number | null;
}

const COMBI_WEEKDAYS = new Set([2, 4]); // Tuesday and Thursday
/** An earlier working day at 17:00 may be cheaper (no time surcharge, combined transport): look back one week. */
const LOOK_BACK_DAYS = 7;

export const isCombiDay = (day: IsoDate): boolean => COMBI_WEEKDAYS.has(isoWeekday(day));

/** The working day `count` working days before `day` (a working day). */
function workingDaysBefore(day: IsoDate, count: number, calendar: WorkingCalendar): IsoDate {
  let result = day;
  for (let left = count; left > 0; left -= 1) {
    result = addDays(result, -1);
    while (!calendar.isWorkingDay(result)) result = addDays(result, -1);
  }
  return result;
}

/** The cut-off of a day as an ISO instant (summer and winter time alike). */
export function cutOffOf(day: IsoDate): string {
  return new Date(deliveryDateTime(day, CUT_OFF_MINUTES / 60)).toISOString();
}

function optionFor(delivery: DeliverySlot, speed: PlanSpeed, input: NeedByInput): PlanOption {
  const days = (speed === 'regular' ? input.leadTime.regularDays : input.leadTime.speedDays) + TRANSPORT_DAYS;
  const startDay = workingDaysBefore(delivery.date, days, input.calendar);
  const choice: PlanChoice = { delivery, speed, isCombi: isCombiDay(delivery.date) };
  const deadline = cutOffOf(startDay);
  return { ...choice, startDay, orderBy: deadline, filesBy: deadline, cost: input.costOf(choice) };
}

/**
 * The arrival moments that are in time: the day itself at the asked hour (or the latest delivery
 * hour before it), and the working days of the week before at 17:00.
 */
function slotsUpTo(needBy: DeliverySlot, calendar: WorkingCalendar): DeliverySlot[] {
  const slots: DeliverySlot[] = [];
  const sameDayHour = [...DELIVERY_TIMES].reverse().find((hour) => hour <= needBy.hour);
  if (calendar.isWorkingDay(needBy.date) && sameDayHour !== undefined) slots.push({ date: needBy.date, hour: sameDayHour });
  for (let back = 1; back <= LOOK_BACK_DAYS; back += 1) {
    const day = addDays(needBy.date, -back);
    if (calendar.isWorkingDay(day)) slots.push({ date: day, hour: DEFAULT_DELIVERY_TIME });
  }
  return slots;
}

/** Cheapest first; a priced option before one on request; then regular before rush; then the later order moment. */
function cheaper(a: PlanOption, b: PlanOption): number {
  if (a.cost !== b.cost) {
    if (a.cost === null) return 1;
    if (b.cost === null) return -1;
    return a.cost - b.cost;
  }
  if (a.speed !== b.speed) return a.speed === 'regular' ? -1 : 1;
  return b.orderBy.localeCompare(a.orderBy);
}

const latestFirst = (a: PlanOption, b: PlanOption) => b.orderBy.localeCompare(a.orderBy) || cheaper(a, b);

/** The earliest moments that can be made from now: rush and regular, at the asked hour when that is a delivery hour. */
function nearestFrom(input: NeedByInput & { now: Date }): PlanOption[] {
  const start = productionStart(input.now, input.calendar);
  const hour = (DELIVERY_TIMES as readonly number[]).includes(input.needBy.hour) ? input.needBy.hour : DEFAULT_DELIVERY_TIME;
  const at = (speed: PlanSpeed) => {
    const days = (speed === 'regular' ? input.leadTime.regularDays : input.leadTime.speedDays) + TRANSPORT_DAYS;
    return optionFor({ date: input.calendar.addWorkingDays(start, days), hour }, speed, input);
  };
  const rush = at('rush');
  const regular = at('regular');
  return rush.delivery.date === regular.delivery.date ? [regular] : [rush, regular];
}

/**
 * The plan for a need-by moment. Options whose start day has passed (production can no longer start
 * in time) are left out; a rush option only where rush is later than regular for the same arrival.
 */
export function planNeedBy(given: NeedByInput): NeedByPlan {
  const input = { ...given, now: new Date(given.now) };
  const today = amsterdamMoment(input.now).date;
  if (input.needBy.date < today) return { kind: 'unreachable', reason: 'past', nearest: nearestFrom(input) };
  const last = lastDeliveryDate(today);
  if (input.needBy.date > last) {
    const latest = planNeedBy({ ...input, needBy: { date: last, hour: DEFAULT_DELIVERY_TIME } });
    return { kind: 'unreachable', reason: 'tooFar', nearest: latest.kind === 'planned' ? [latest.cheapest] : [] };
  }
  const earliestStart = productionStart(input.now, input.calendar);
  const options: PlanOption[] = [];
  for (const slot of slotsUpTo(input.needBy, input.calendar)) {
    const regular = optionFor(slot, 'regular', input);
    if (regular.startDay >= earliestStart) options.push(regular);
    const rush = optionFor(slot, 'rush', input);
    if (rush.startDay > regular.startDay && rush.startDay >= earliestStart) options.push(rush);
  }
  if (options.length === 0) return { kind: 'unreachable', reason: 'tooSoon', nearest: nearestFrom(input) };
  options.sort(latestFirst);
  const worthAsking = options.filter((option) => !options.some((other) => other.orderBy >= option.orderBy && cheaper(other, option) < 0));
  return {
    kind: 'planned',
    options: worthAsking,
    latestRegular: options.find((option) => option.speed === 'regular') ?? null,
    latestRush: options.find((option) => option.speed === 'rush') ?? null,
    cheapest: [...options].sort(cheaper)[0]!,
  };
}

/**
 * The files deadline of an order placed at `now` for `delivery` (the order's `files_date`): the
 * cut-off of the regular start day while that is still to come, else of the rush start day, else
 * (a date before the rush date, for the external courier) the cut-off of the first start day
 * production can still take: as soon as possible.
 */
export function filesDeadline(input: { now: Date; delivery: DeliverySlot; leadTime: CartLeadTime; calendar: WorkingCalendar }): string {
  const earliestStart = productionStart(input.now, input.calendar);
  const plan = { ...input, needBy: input.delivery, costOf: () => null };
  for (const speed of ['regular', 'rush'] as const) {
    const option = optionFor(input.delivery, speed, plan);
    if (option.startDay >= earliestStart) return option.filesBy;
  }
  return cutOffOf(earliestStart);
}
