import { describe, expect, it } from 'vitest';
import { WorkingCalendar } from '../../../src/server/modules/checkout/expedition/index.js';
import { reminderDue } from '../../../src/server/modules/orders/files-deadline.js';

const calendar = new WorkingCalendar([]);

/** The files reminder goes on the working day before the files deadline, until the deadline itself. */
describe('when the files reminder is due', () => {
  // Thursday 26 November 2026, 12:00 in Amsterdam.
  const thursdayNoon = new Date('2026-11-26T11:00:00Z');
  it.each([
    ['two working days before: not yet', '2026-11-24T22:59:00Z', false],
    ['from midnight of the working day before (Amsterdam)', '2026-11-24T23:00:00Z', true],
    ['on the deadline day before 12:00', '2026-11-26T10:59:00Z', true],
    ['at the deadline it has passed', '2026-11-26T11:00:00Z', false],
  ])('%s', (_label, instant, expected) => {
    expect(reminderDue(thursdayNoon, new Date(instant), calendar)).toBe(expected);
  });

  it('is the Friday before for a Monday deadline, and a closing day is skipped', () => {
    const mondayNoon = new Date('2026-11-30T11:00:00Z');
    expect(reminderDue(mondayNoon, new Date('2026-11-27T08:00:00Z'), calendar)).toBe(true);
    expect(reminderDue(mondayNoon, new Date('2026-11-26T08:00:00Z'), calendar)).toBe(false);
    const fridayClosed = new WorkingCalendar(['2026-11-27']);
    expect(reminderDue(mondayNoon, new Date('2026-11-26T08:00:00Z'), fridayClosed)).toBe(true);
  });
});
