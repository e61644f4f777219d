// The calendar lives in src/domain: the browser's need-by planner counts the same working days.
export { dutchHolidays, easterSunday } from '../../../../domain/dutch-holidays.js';
