import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PdfLimits } from './limits.js';
import type { PdfAnalysis } from './analyse-bytes.js';
import { residentMb } from './resident-memory.js';
import { errorFields, rootLogger } from '../../../platform/log/logger.js';

const BOOTSTRAP = fileURLToPath(new URL('./analysis-child.mjs', import.meta.url));
const OUT_OF_MEMORY = /heap out of memory|Allocation failed/;
const CHILD_ENV = ['PATH', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'NODE_ENV'];
/** How often the process's resident memory is looked at (typed arrays grow outside its heap). */
const MEMORY_WATCH_MS = 20;
/**
 * The process's own deadline is this much after the server's: normally the server's timer answers
 * "too slow" first; the process's own only counts when the server cannot (its loop is starved).
 */
const CHILD_DEADLINE_MARGIN_MS = 2_000;

/** A file on this machine's disk, or bytes held in memory. */
export type AnalysisInput = { path: string } | { bytes: Uint8Array };

/**
 * One reusable analysis process (starting one costs ~1 s: Node, pdf.js and the TypeScript
 * loader). A process, not a worker thread: V8 may abort the whole process when a worker thread
 * runs out of heap (nodejs/node#47224, seen here with a 2-million-object file), and a hostile
 * file must never take the server with it. One file at a time; a file that overruns its time is
 * killed with its process, one that overruns its heap dies by itself, and the next file gets a
 * new process. Idle, it does not keep the server alive.
 */
export class AnalysisProcess {
  private child: ChildProcess | null = null;
  private heapMb = 0;
  private jobs = 0;
  /** The tail of each process's stderr: how it ended. */
  private readonly lastWords = new WeakMap<ChildProcess, string>();

  async run(input: AnalysisInput, limits: PdfLimits, timeoutMs: number): Promise<PdfAnalysis> {
    const child = this.ready(limits.heapMb);
    const id = ++this.jobs;
    return new Promise((resolve) => {
      const finish = (answer: PdfAnalysis, healthy: boolean) => {
        clearTimeout(timer);
        clearInterval(memoryWatch);
        child.off('message', onMessage).off('close', onClose);
        if (healthy) return resolve(answer);
        if (this.child === child) this.child = null;
        child.kill('SIGKILL');
        resolve(answer);
      };
      const onMessage = (message: { id: number; answer: PdfAnalysis }) => {
        if (message.id === id) finish(message.answer, true);
      };
      // 'close', not 'exit': by then the process's last words on stderr have arrived.
      const onClose = () => {
        const words = this.lastWords.get(child) ?? '';
        const outOfMemory = OUT_OF_MEMORY.test(words);
        // A process that cannot even start would mark every file unchecked: say so in the log.
        if (!outOfMemory) rootLogger().error({ last_words: words.slice(-500) || 'no message' }, 'PDF analysis process ended');
        // A file is only "unreadable" (and refused by the print-file check) when the parser said so.
        finish({ checked: false, reason: outOfMemory ? 'too_much_memory' : 'failed' }, false);
      };
      const timer = setTimeout(() => finish({ checked: false, reason: 'too_slow' }, false), timeoutMs);
      // The heap limit does not bound inflated streams (typed arrays): watch the whole process.
      const memoryWatch = setInterval(() => {
        if ((residentMb(child.pid) ?? 0) > limits.rssMb) finish({ checked: false, reason: 'too_much_memory' }, false);
      }, MEMORY_WATCH_MS);
      child.on('message', onMessage).on('close', onClose);
      child.send({ id, limits, deadlineMs: timeoutMs + CHILD_DEADLINE_MARGIN_MS, ...input }, (error) => {
        if (error) finish({ checked: false, reason: 'failed' }, false);
      });
    });
  }

  /** Ends the process (the server is stopping); a file in hand is answered "failed" and rechecked later. */
  stop(): void {
    this.child?.kill('SIGKILL');
    this.child = null;
  }

  private ready(heapMb: number): ChildProcess {
    const alive = this.child && this.child.exitCode === null && this.child.signalCode === null;
    if (alive && this.heapMb === heapMb) return this.child as ChildProcess;
    this.child?.kill('SIGKILL');
    const child = fork(BOOTSTRAP, [], {
      // Not the parent's flags (vitest's, tsx's): the bootstrap brings its own TypeScript loader.
      execArgv: [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=16'],
      // Only what Node and tsx need: the server's secrets (JWT, database URL) stay out of the
      // process that parses hostile files.
      env: Object.fromEntries(CHILD_ENV.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      this.lastWords.set(child, ((this.lastWords.get(child) ?? '') + text).slice(-4096));
    });
    // A process that cannot be started or signalled: its file is answered by 'close' or at the
    // deadline; unheard, the 'error' event would take the server down.
    child.on('error', (error) => rootLogger().error(errorFields(error), 'PDF analysis process failed'));
    child.unref();
    child.channel?.unref();
    (child.stderr as { unref?: () => void } | null)?.unref?.();
    this.child = child;
    this.heapMb = heapMb;
    return child;
  }
}
