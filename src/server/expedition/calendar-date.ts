/**
 * Calendar dates as ISO `yyyy-mm-dd` strings. Arithmetic runs on UTC midnight so that no daylight
 * saving change can shift a day.
 */
export type IsoDate = string;

const DAY_MS = 86_400_000;

export function isoDate(year: number, month: number, day: number): IsoDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function toUtc(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function weekday(date: IsoDate): number {
  const day = new Date(toUtc(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}
