import { DELIVERY_HORIZON_DAYS, amsterdamMoment } from '../../../../domain/delivery-moment.js';
import { addDays, isoWeekday as weekday, yearOf, type IsoDate } from '../../../../domain/delivery-date.js';
import {
  CUT_OFF_MINUTES, TRANSPORT_DAYS, cartLeadTime, productionStart, type ProductLeadTime,
} from '../../../../domain/lead-time.js';
import { dutchHolidays } from './dutch-holidays.js';
import { WorkingCalendar } from './working-days.js';

export { CUT_OFF_MINUTES, productionStart, type ProductLeadTime };
const COMBI_WEEKDAYS = new Set([2, 4]); // Tuesday and Thursday
const COMBI_SPAN_DAYS = 28;
// The disabled list covers every day a customer may choose (the delivery horizon).
const DISABLED_SPAN_DAYS = DELIVERY_HORIZON_DAYS;

export interface Deadlines {
  regular_deadlines: IsoDate;
  speed_deadlines: IsoDate;
  combi_deadlines: IsoDate[];
  suggested_date: IsoDate;
  disabled: IsoDate[];
}

/**
 * Delivery dates of a cart (DESIGN.md section 8): the start day plus the production days of the
 * slowest product plus one transport day, all counted in working days in Amsterdam.
 */
export function computeDeadlines(input: {
  now: Date;
  products: readonly ProductLeadTime[];
  closingDays: readonly IsoDate[];
}): Deadlines {
  const calendar = new WorkingCalendar(input.closingDays);
  const start = productionStart(input.now, calendar);
  const { regularDays, speedDays } = cartLeadTime(input.products);
  const regular = calendar.addWorkingDays(start, regularDays + TRANSPORT_DAYS);
  const speed = calendar.addWorkingDays(start, speedDays + TRANSPORT_DAYS);

  const combi: IsoDate[] = [];
  for (let offset = 0; offset < COMBI_SPAN_DAYS; offset += 1) {
    const day = addDays(regular, offset);
    if (COMBI_WEEKDAYS.has(weekday(day)) && calendar.isWorkingDay(day)) combi.push(day);
  }

  const { date: today, minutes } = amsterdamMoment(input.now);
  const lastDay = addDays(today, DISABLED_SPAN_DAYS);
  const candidates = [
    // Past the cut-off today can no longer be delivered (the order check refuses it too).
    ...(minutes >= CUT_OFF_MINUTES ? [today] : []),
    ...dutchHolidays(yearOf(today)),
    ...dutchHolidays(yearOf(lastDay)),
    ...input.closingDays,
  ];
  const disabled = [...new Set(candidates)].filter((day) => day >= today && day <= lastDay).sort();

  return {
    regular_deadlines: regular,
    speed_deadlines: speed,
    combi_deadlines: combi,
    suggested_date: regular,
    disabled,
  };
}
