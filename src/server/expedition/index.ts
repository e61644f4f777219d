export { computeDeadlines, productionStart, CUT_OFF_MINUTES } from './deadlines.js';
export type { Deadlines, ProductLeadTime } from './deadlines.js';
export { dutchHolidays, easterSunday } from './dutch-holidays.js';
export { WorkingCalendar } from './working-days.js';
export { amsterdamInstant, amsterdamMoment } from './amsterdam-time.js';
export { addDays, weekday, type IsoDate } from './calendar-date.js';
