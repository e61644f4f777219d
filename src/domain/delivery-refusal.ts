/**
 * Why a delivery day or hour cannot be planned (DESIGN.md section 8): one rule for the date picker,
 * the time choice, the checkout's submit and the server's order check, so a customer who types a date reads the same
 * reason in the form as the server gives, and no date is ever swapped for another behind their back.
 */
import { dateOnly, isWeekend, lastDeliveryDate, type IsoDate, type PickerRules } from './delivery-date.js';
import type { Text } from './texts/text.js';

/** One text per reason: under the date field, and the server's refusal. */
export const deliveryDayMessages = {
  past: /*i18n*/ { id: 'delivery.past', message: 'De leverdatum ligt in het verleden; kies een andere datum.' },
  cutOff: /*i18n*/ { id: 'delivery.cut_off', message: 'Na 12:00 uur kunnen we vandaag niet meer leveren; kies een andere datum.' },
  tooFar: /*i18n*/ { id: 'delivery.too_far', message: 'We plannen leveringen tot een jaar vooruit; kies een eerdere datum.' },
  weekend: /*i18n*/ { id: 'delivery.weekend', message: 'Op zaterdag en zondag leveren we niet; kies een werkdag.' },
  closed: /*i18n*/ { id: 'delivery.closed', message: 'Op de gekozen leverdatum zijn we gesloten; kies een andere datum.' },
  hourPassed: /*i18n*/ { id: 'delivery.hour_passed', message: 'Deze levertijd is vandaag al voorbij; kies een latere tijd of een andere datum.' },
} as const satisfies Record<string, Text>;

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
