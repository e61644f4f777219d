import { Worker } from 'node:worker_threads';

/** How often the watchdog looks: the child is gone within about this much after its server. */
const POLL_MS = 200;

/**
 * The watchdog's own thread, as source (no file of its own: the same under tsx and bundled into
 * dist-server/). It reads the parent's pid and the job's deadline from shared memory, never from
 * the main thread's event loop, which a synchronous parse may hold for many seconds.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const shared = new Float64Array(workerData.shared);
const parent = shared[0];
setInterval(() => {
  const deadline = shared[1];
  if (process.ppid !== parent || (deadline > 0 && Date.now() > deadline)) process.kill(process.pid, 'SIGKILL');
}, workerData.pollMs);
`;

export interface Watchdog {
  /** From now on the process dies at `at` (ms since the epoch) unless cleared; 0 clears. */
  setDeadline(at: number): void;
}

/**
 * Starts the analysis process's watchdog: a worker thread that kills the whole process when the
 * server that started it is gone (the child was handed to another parent) or when the job in hand
 * overruns its own deadline. 'disconnect' is not enough: a busy event loop never hears it, and a
 * child left parsing a hostile file after its server was killed would burn a core for minutes.
 */
export function startWatchdog(pollMs = POLL_MS): Watchdog {
  const buffer = new SharedArrayBuffer(2 * Float64Array.BYTES_PER_ELEMENT);
  const shared = new Float64Array(buffer);
  shared[0] = process.ppid;
  const worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { shared: buffer, pollMs } });
  // The watchdog alone never keeps the process alive.
  worker.unref();
  return { setDeadline: (at) => { shared[1] = at; } };
}
