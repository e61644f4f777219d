import type { IsoDate } from './calendar-date.js';

export const TIME_ZONE = 'Europe/Amsterdam';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface LocalMoment {
  date: IsoDate;
  /** Minutes since local midnight. */
  minutes: number;
}

/** The wall-clock date and time in Amsterdam of an instant (summer and winter time alike). */
export function amsterdamMoment(instant: Date): LocalMoment {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}
