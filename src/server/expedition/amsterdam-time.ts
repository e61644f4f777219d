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

const HOUR_MS = 3_600_000;

/** The instant of a whole hour on an Amsterdam calendar date (CET +1 or CEST +2; no gap at these hours). */
export function amsterdamInstant(date: IsoDate, hour: number): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(midnightUtc + (hour - offsetHours) * HOUR_MS);
    const moment = amsterdamMoment(candidate);
    if (moment.date === date && moment.minutes === hour * 60) return candidate;
  }
  throw new RangeError(`no such hour in Amsterdam: ${date} ${hour}:00`);
}
