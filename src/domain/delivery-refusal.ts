/**
 * Why a delivery day or hour cannot be planned (DESIGN.md section 8): one rule for the date picker,
 * the time choice, the checkout's submit and the server's order check, so a customer who types a date reads the same
 * reason in the form as the server gives, and no date is ever swapped for another behind their back.
 */
import { dateOnly, isWeekend, lastDeliveryDate, type IsoDate, type PickerRules } from './delivery-date.js';

/** One English source text per reason (the server's answer; the browser words it in the customer's language). */
export const deliveryDayMessages = {
  past: 'The delivery date is in the past; please choose another date.',
  cutOff: 'After 12:00 we can no longer deliver today; please choose another date.',
  tooFar: 'We plan deliveries up to one year ahead; please choose an earlier date.',
  weekend: 'We do not deliver on Saturdays and Sundays; please choose a working day.',
  closed: 'We are closed on the chosen delivery date; please choose another date.',
  hourPassed: 'This delivery time has already passed today; please choose a later time or another date.',
} as const;

export type DeliveryDayRefusal = keyof typeof deliveryDayMessages;

export interface DeliveryDayFacts {
  /** Today in Amsterdam. */
  today: IsoDate;
  /** 12:00 has passed today: production can no longer make today's delivery. */
  isPastCutOff: boolean;
  /** A public holiday or one of the company's closing days. */
  isClosed: (day: IsoDate) => boolean;
  /** Minutes past midnight in Amsterdam today, where the clock is known (always on the server). */
  minutesNow?: number;
}

/** The reason a day cannot be delivered on, or null when it can. */
export function deliveryDayRefusal(day: IsoDate, facts: DeliveryDayFacts): DeliveryDayRefusal | null {
  if (day < facts.today) return 'past';
  if (day === facts.today && facts.isPastCutOff) return 'cutOff';
  if (day > lastDeliveryDate(facts.today)) return 'tooFar';
  if (isWeekend(day)) return 'weekend';
  if (facts.isClosed(day)) return 'closed';
  return null;
}

/** A delivery hour of today that has come already (09:00 at 10:30), or null. */
export function deliveryHourRefusal(day: IsoDate, hour: number, facts: Pick<DeliveryDayFacts, 'today' | 'minutesNow'>): 'hourPassed' | null {
  return day === facts.today && facts.minutesNow !== undefined && hour * 60 <= facts.minutesNow ? 'hourPassed' : null;
}

/** The reason a delivery moment (day and hour) cannot be planned, or null when it can. */
export function deliveryMomentRefusal(day: IsoDate, hour: number, facts: DeliveryDayFacts): DeliveryDayRefusal | null {
  return deliveryDayRefusal(day, facts) ?? deliveryHourRefusal(day, hour, facts);
}

/**
 * The same rule on what the browser knows: the expedition's `disabled` list holds every holiday and
 * closing day, and today once the cut-off has passed.
 */
export function pickerDayRefusal(date: IsoDate, rules: PickerRules): DeliveryDayRefusal | null {
  return deliveryDayRefusal(dateOnly(date), pickerFacts(rules));
}

/** The day's reason first, then whether the hour has passed today (by the browser's clock). */
export function pickerMomentRefusal(date: IsoDate, hour: number, rules: PickerRules): DeliveryDayRefusal | null {
  return deliveryMomentRefusal(dateOnly(date), hour, pickerFacts(rules));
}

function pickerFacts(rules: PickerRules): DeliveryDayFacts {
  return {
    today: rules.today,
    isPastCutOff: rules.disabled.includes(rules.today),
    isClosed: (day) => rules.disabled.includes(day),
    ...(rules.minutesNow === undefined ? {} : { minutesNow: rules.minutesNow }),
  };
}
