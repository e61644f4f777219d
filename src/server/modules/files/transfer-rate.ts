import { UploadError } from './upload-errors.js';

/** Calls `tick` every `ms` until the returned function is called; tests pass their own. */
export type Ticker = (ms: number, tick: () => void) => () => void;

export const intervalTicker: Ticker = (ms, tick) => {
  const timer = setInterval(tick, ms);
  return () => clearInterval(timer);
};

export interface TransferRateWatch {
  /** Rejects with UploadError('too_slow') once a window ends with fewer bytes than its share. */
  tripped: Promise<never>;
  count(bytes: number): void;
  stop(): void;
}

/**
 * Watches one upload's pace: each window of `rateWindowMs` must bring at least
 * `minBytesPerSecond` on average. The idle timeout only catches a body that stops; a body that
 * trickles a byte now and then would hold its socket, descriptor and partial file for hours.
 */
export function watchTransferRate(
  limits: { minBytesPerSecond: number; rateWindowMs: number },
  ticker: Ticker = intervalTicker,
): TransferRateWatch {
  const share = (limits.minBytesPerSecond * limits.rateWindowMs) / 1000;
  let inWindow = 0;
  let trip: (error: UploadError) => void = () => undefined;
  const tripped = new Promise<never>((_, reject) => {
    trip = reject;
  });
  // Nobody may be waiting on it when it trips (the upload has just ended): no unhandled rejection.
  tripped.catch(() => undefined);
  let stopped = false;
  let cancel = () => {};
  const stop = () => {
    stopped = true;
    cancel();
  };
  if (share > 0) {
    cancel = ticker(limits.rateWindowMs, () => {
      if (stopped) return;
      if (inWindow < share) {
        stop();
        trip(new UploadError('too_slow'));
      }
      inWindow = 0;
    });
  }
  return { tripped, count: (bytes) => { inWindow += bytes; }, stop };
}
