export { WorkingCalendar } from '../../../../domain/working-calendar.js';
