/** Who a file is analysed for: one customer company (partner) shares its turns among its files. */
export type AnalysisOwner = string;

/** How much of the analysis one owner may take at once. */
export interface OwnerShare {
  /** Analyses running for one owner; below the slots, so another owner always finds one free. */
  running: number;
  /** Analyses waiting for one owner; more is answered 'busy' (and retried later), pushing no one out. */
  waiting: number;
}

/**
 * At most `size` analyses at once (each may take its heap limit and ~2x its file outside the heap),
 * at most `maxWaiting` waiting for a turn, and a fair share for each owner: a free slot goes to the
 * owners waiting in turn (round robin), an owner runs at most `share.running` at once and has at
 * most `share.waiting` waiting. So one customer's many or slow files never take every slot or
 * every place in the queue, and another customer's file gets a slot as soon as it asks.
 */
export class AnalysisSlots {
  private total = 0;
  private waitingCount = 0;
  private readonly runningBy = new Map<AnalysisOwner, number>();
  private readonly waitingBy = new Map<AnalysisOwner, (() => void)[]>();
  /** Owners with files waiting, in the order their next file gets a slot. */
  private readonly ring: AnalysisOwner[] = [];
  private readonly share: OwnerShare;

  constructor(private readonly size: number, private readonly maxWaiting: number, share?: Partial<OwnerShare>) {
    this.share = { running: Math.max(1, size - 1), waiting: Math.max(1, Math.floor(maxWaiting / 3)), ...share };
  }

  /** A release function once a slot is free, 'busy' when the owner's (or the whole) queue is full, 'too_slow' after waitMs. */
  acquire(waitMs: number, owner: AnalysisOwner): Promise<(() => void) | 'busy' | 'too_slow'> {
    if (this.total < this.size && this.runningOf(owner) < this.share.running && !this.waitingBy.has(owner)) {
      return Promise.resolve(this.take(owner));
    }
    const queue = this.waitingBy.get(owner) ?? [];
    if (queue.length >= this.share.waiting || this.waitingCount >= this.maxWaiting) return Promise.resolve('busy');
    return new Promise((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(this.take(owner));
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(turn), 1);
        this.waitingCount--;
        if (queue.length === 0) this.forget(owner);
        resolve('too_slow');
      }, waitMs);
      if (queue.length === 0) {
        this.waitingBy.set(owner, queue);
        this.ring.push(owner);
      }
      queue.push(turn);
      this.waitingCount++;
    });
  }

  get inUse(): number {
    return this.total;
  }

  /** Analyses waiting for a slot. */
  get waiting(): number {
    return this.waitingCount;
  }

  private runningOf(owner: AnalysisOwner): number {
    return this.runningBy.get(owner) ?? 0;
  }

  private forget(owner: AnalysisOwner): void {
    this.waitingBy.delete(owner);
    this.ring.splice(this.ring.indexOf(owner), 1);
  }

  private take(owner: AnalysisOwner): () => void {
    this.total++;
    this.runningBy.set(owner, this.runningOf(owner) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = this.runningOf(owner) - 1;
      if (left > 0) this.runningBy.set(owner, left);
      else this.runningBy.delete(owner);
      this.next();
    };
  }

  /** Free slots to the owners waiting, in turn: the first under its share, which then goes to the back. */
  private next(): void {
    while (this.total < this.size) {
      const index = this.ring.findIndex((owner) => this.runningOf(owner) < this.share.running);
      if (index < 0) return;
      const owner = this.ring.splice(index, 1)[0]!;
      const queue = this.waitingBy.get(owner)!;
      const turn = queue.shift()!;
      this.waitingCount--;
      if (queue.length > 0) this.ring.push(owner);
      else this.waitingBy.delete(owner);
      turn();
    }
  }
}
