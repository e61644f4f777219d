// The machines as they run in the page: every snapshot the app's actors report to the probe
// (src/app/inspect/path-probe.ts, only when the test exposes `__ppPathProbe`), as states and transitions
// of the model's names. Public data only: the snapshot's value and the event's type.
import type { Page } from 'playwright-core';
import { transitionNames, type MachineModel, type Value } from './model.js';

interface Probed { actor: string; session: string; value: Value; event: string }

/** One key order for values from the page and from the graph. */
export function valueKey(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function ancestors(leaf: string): string[] {
  const parts = leaf.split('.');
  return parts.map((_, index) => parts.slice(0, index + 1).join('.'));
}

export function leafStates(value: Value, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  return Object.entries(value).flatMap(([key, child]) => leafStates(child, prefix ? `${prefix}.${key}` : key));
}

/** What all paths of one file have reached in the page. */
export class Coverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  paths = 0;
  constructor(readonly model: MachineModel) {}

  noteValue(value: Value): void {
    for (const leaf of leafStates(value)) for (const node of ancestors(leaf)) this.states.add(node);
  }

  note(prev: Value | undefined, event: string, value: Value): void {
    this.noteValue(value);
    if (prev !== undefined) for (const name of transitionNames(this.model.nodes, prev, event, value)) this.transitions.add(name);
  }
}

/** The probe each page reports to: a page binding cannot be taken back, so a reused page keeps its one. */
const listeners = new WeakMap<Page, { probe: PageProbe }>();

/** Follows the tracked actors of one page; resolves waits on their snapshots. */
export class PageProbe {
  private readonly last = new Map<string, Value>();
  private readonly seen: Probed[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(private readonly actors: readonly string[], private readonly coverage: Coverage) {}

  /** Follows `page` from now on; a page reused from an earlier path keeps its binding and reports here instead. */
  async attach(page: Page): Promise<void> {
    const known = listeners.get(page);
    if (known) {
      known.probe = this;
      return;
    }
    const listener: { probe: PageProbe } = { probe: this };
    listeners.set(page, listener);
    await page.exposeFunction('__ppPathProbe', (probed: Probed) => listener.probe.receive(probed));
  }

  private receive(probed: Probed): void {
    if (!this.actors.includes(probed.actor)) return;
    this.coverage.note(this.last.get(probed.session), probed.event, probed.value);
    this.last.set(probed.session, probed.value);
    this.seen.push(probed);
    for (const wake of this.waiters) wake();
  }

  /** How many snapshots came so far (a wait looks only at those after this mark). */
  mark(): number {
    return this.seen.length;
  }

  /** Waits for a tracked actor to take `event` into `value` after `mark`. */
  async waitFor(mark: number, event: string, value: Value, timeoutMs = 15_000): Promise<void> {
    const wanted = valueKey(value);
    const found = () => this.seen.slice(mark).some((probed) => probed.event === event && valueKey(probed.value) === wanted);
    if (found()) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        const got = this.seen.slice(mark).map((probed) => `${probed.actor}: ${probed.event} -> ${valueKey(probed.value)}`);
        reject(new Error(`the page's machine did not take ${event} into ${wanted}; it took:\n${got.join('\n') || '(nothing)'}`));
      }, timeoutMs);
      const wake = () => {
        if (!found()) return;
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      this.waiters.add(wake);
    });
  }
}
