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

const MINUTE_MS = 60_000;
/** The last minute asked for: Amsterdam's offset changes on whole hours, so a minute has one answer. */
let lastMinute = Number.NaN;
let lastMoment: LocalMoment = { date: '1970-01-01', minutes: 0 };

/** The wall-clock date and time in Amsterdam of an instant (summer and winter time alike). */
export function amsterdamMoment(instant: Date): LocalMoment {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  if (minute === lastMinute) return { ...lastMoment };
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  const moment = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
  lastMinute = minute;
  lastMoment = moment;
  return { ...moment };
}
