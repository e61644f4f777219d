import { invalid, refused } from '../../platform/http/errors.js';
import { deliveryMomentMessages, isDeliveryTime, readDeliveryMoment } from '../../../domain/delivery-moment.js';
import { deliveryDateTime } from '../../../domain/delivery-instant.js';
import {
  deliveryDayMessages, deliveryDayRefusal, deliveryMomentRefusal, type DeliveryDayFacts,
} from '../../../domain/delivery-refusal.js';
import { amsterdamMoment, CUT_OFF_MINUTES, WorkingCalendar, type IsoDate } from './expedition/index.js';
import { ruleText, RULE_TEXTS } from '../../../domain/texts/rule-texts.js';
import { word, type Text } from '../../../domain/texts/text.js';

export const deliveryMessages = {
  required: ruleText(RULE_TEXTS.required, 'delivery_date'),
  invalid: deliveryMomentMessages.invalid,
  time: deliveryMomentMessages.time,
  // The same reasons, in the same words, as the date picker shows under the field.
  ...deliveryDayMessages,
} as const;

const FIELD = 'details.delivery_date';

export interface CheckedDelivery {
  /** The Amsterdam delivery day (the `delivery_date` column). */
  day: IsoDate;
  hour: number;
  /** The one form kept in the order's details: the instant of that hour, as the browser sends it. */
  stored: string;
}

export function deliveryAt(day: IsoDate, hour: number): CheckedDelivery {
  return { day, hour, stored: new Date(deliveryDateTime(day, hour)).toISOString() };
}

function factsAt(now: Date, closingDays: readonly IsoDate[]): DeliveryDayFacts {
  const { date: today, minutes } = amsterdamMoment(now);
  const calendar = new WorkingCalendar(closingDays);
  return { today, isPastCutOff: minutes >= CUT_OFF_MINUTES, isClosed: (date) => calendar.isClosed(date), minutesNow: minutes };
}

/**
 * Why a delivery day cannot be planned any more (or null when it can): in the past, beyond the
 * horizon the expedition's `disabled` list covers, today once the 12:00 cut-off has passed (the
 * expedition then lists today as disabled), on a weekend, a public holiday or a closing day.
 */
export function impossibleDayReason(day: IsoDate, now: Date, closingDays: readonly IsoDate[]): Text | null {
  const refusal = deliveryDayRefusal(day, factsAt(now, closingDays));
  return refusal ? deliveryDayMessages[refusal] : null;
}

/** The same for a day and hour: also today's hour that has come already (09:00 at 10:30). */
export function impossibleMomentReason(day: IsoDate, hour: number, now: Date, closingDays: readonly IsoDate[]): Text | null {
  const refusal = deliveryMomentRefusal(day, hour, factsAt(now, closingDays));
  return refusal ? deliveryDayMessages[refusal] : null;
}

/**
 * The delivery moment of an order: 422 when missing (orders), unreadable or not at one of the
 * delivery times, 405 (a refusal the customer reads) when the day cannot be planned. Quotes and
 * templates may go without a date (null).
 */
export function checkDeliveryDate(
  value: string,
  options: { required: boolean; now: Date; closingDays: readonly IsoDate[] },
): CheckedDelivery | null {
  if (value.trim() === '') {
    if (options.required) throw invalid({ [FIELD]: [word(deliveryMessages.required)] });
    return null;
  }
  const moment = readDeliveryMoment(value);
  if (!moment) throw invalid({ [FIELD]: [word(deliveryMessages.invalid)] });
  if (!isDeliveryTime(moment)) throw invalid({ [FIELD]: [word(deliveryMessages.time)] });
  const reason = impossibleMomentReason(moment.date, moment.hour, options.now, options.closingDays);
  if (reason) throw refused(reason);
  return deliveryAt(moment.date, moment.hour);
}
