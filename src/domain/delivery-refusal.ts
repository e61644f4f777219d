/**
 * Why a delivery day cannot be planned (DESIGN.md section 8): one rule for the date picker, the
 * checkout's submit and the server's order check, so a customer who types a date reads the same
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
} as const;

export type DeliveryDayRefusal = keyof typeof deliveryDayMessages;

export interface DeliveryDayFacts {
  /** Today in Amsterdam. */
  today: IsoDate;
  /** 12:00 has passed today: production can no longer make today's delivery. */
  isPastCutOff: boolean;
  /** A public holiday or one of the company's closing days. */
  isClosed: (day: IsoDate) => boolean;
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

/**
 * The same rule on what the browser knows: the expedition's `disabled` list holds every holiday and
 * closing day, and today once the cut-off has passed.
 */
export function pickerDayRefusal(date: IsoDate, rules: PickerRules): DeliveryDayRefusal | null {
  return deliveryDayRefusal(dateOnly(date), {
    today: rules.today,
    isPastCutOff: rules.disabled.includes(rules.today),
    isClosed: (day) => rules.disabled.includes(day),
  });
}
