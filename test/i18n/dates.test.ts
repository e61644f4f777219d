import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/shared/i18n/dates.js';

describe('formatDate, the one date formatter of the browser', () => {
  it("writes a date in the customer's language on Amsterdam's calendar", () => {
    expect(formatDate('2026-11-22', 'nl')).toBe('22-11-2026');
    expect(formatDate('2026-11-22', 'en')).toBe('22/11/2026');
    // 23:30 UTC is already the next day in Amsterdam.
    expect(formatDate('2026-11-22T23:30:00Z', 'nl_NL')).toBe('23-11-2026');
  });

  it('shows a dash for no date and an unreadable one as it came', () => {
    expect(formatDate(null, 'nl')).toBe('–');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
