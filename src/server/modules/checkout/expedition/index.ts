export { computeDeadlines, productionStart, CUT_OFF_MINUTES } from './deadlines.js';
export type { Deadlines, ProductLeadTime } from './deadlines.js';
export { dutchHolidays, easterSunday } from './dutch-holidays.js';
export { WorkingCalendar } from './working-days.js';
export { amsterdamMoment } from '../../../../domain/delivery-moment.js';
export { addDays, isoWeekday as weekday, type IsoDate } from '../../../../domain/delivery-date.js';
