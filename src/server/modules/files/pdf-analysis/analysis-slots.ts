/**
 * At most `size` analyses at once (each may take its heap limit and ~2x its file outside the heap),
 * at most `maxWaiting` waiting for a turn; any more is turned away at once.
 */
export class AnalysisSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number, private readonly maxWaiting: number) {}

  /** A release function once a slot is free, 'busy' when the queue is full, 'too_slow' after waitMs. */
  acquire(waitMs: number): Promise<(() => void) | 'busy' | 'too_slow'> {
    if (this.running < this.size) return Promise.resolve(this.take());
    if (this.waiting.length >= this.maxWaiting) return Promise.resolve('busy');
    return new Promise((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(this.take());
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        resolve('too_slow');
      }, waitMs);
      this.waiting.push(turn);
    });
  }

  get inUse(): number {
    return this.running;
  }

  private take(): () => void {
    this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      this.waiting.shift()?.();
    };
  }
}
