/** How near a files deadline must be before home counts down to it. */
export const COUNTDOWN_WINDOW_HOURS = 72;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE_MS = 60_000;

/**
 * The time left until a files deadline (ISO instant), in whole minutes rounded down, when it lies
 * within the countdown window from `now` (ms); null when it has passed or is further away.
 */
export function filesCountdown(deadline: string, now: number, windowHours = COUNTDOWN_WINDOW_HOURS): TimeLeft | null {
  const left = Date.parse(deadline) - now;
  if (!Number.isFinite(left) || left <= 0 || left > windowHours * 60 * MINUTE_MS) return null;
  const minutes = Math.floor(left / MINUTE_MS);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
