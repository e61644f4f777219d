/** Calls `tick` every `ms` until the returned function is called; tests pass their own. */
export type Ticker = (ms: number, tick: () => void) => () => void;

export const intervalTicker: Ticker = (ms, tick) => {
  const timer = setInterval(tick, ms);
  return () => clearInterval(timer);
};

export interface TransferRateWatch {
  /** Whether a window has ended with fewer bytes than its share: the upload is to be ended. */
  readonly tripped: boolean;
  /** `end` is called once a window ends short, to stop waiting for the body. */
  onTrip(end: () => void): void;
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
  let tripped = false;
  let end = () => {};
  let cancel = () => {};
  if (share > 0) {
    cancel = ticker(limits.rateWindowMs, () => {
      if (inWindow < share) {
        tripped = true;
        cancel();
        end();
      }
      inWindow = 0;
    });
  }
  return {
    get tripped() {
      return tripped;
    },
    onTrip: (callback) => {
      end = callback;
    },
    count: (bytes) => {
      inWindow += bytes;
    },
    stop: () => cancel(),
  };
}
