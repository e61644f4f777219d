import { Worker } from 'node:worker_threads';
import type { PdfLimits } from './limits.js';
import type { PdfAnalysis } from './analyse-bytes.js';

const BOOTSTRAP = new URL('./analysis-worker.mjs', import.meta.url);

/**
 * One reusable analysis worker (starting one costs ~1 s: pdf-lib and the TypeScript loader). It
 * runs one file at a time; a file that overruns its time or heap ends the worker, and the next
 * file gets a fresh one. Idle, it does not keep the process alive.
 */
export class AnalysisThread {
  private worker: Worker | null = null;
  private heapMb = 0;
  private jobs = 0;

  async run(bytes: Uint8Array, handOver: boolean, limits: PdfLimits, timeoutMs: number): Promise<PdfAnalysis> {
    const worker = this.ready(limits.heapMb);
    const id = ++this.jobs;
    return new Promise((resolve) => {
      const finish = (answer: PdfAnalysis, healthy: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (healthy) return resolve(answer);
        if (this.worker === worker) this.worker = null;
        // Resolved once the thread is gone, so its memory is free before the next file starts.
        void worker.terminate().finally(() => resolve(answer));
      };
      const onMessage = (message: { id: number; answer: PdfAnalysis }) => {
        if (message.id === id) finish(message.answer, true);
      };
      const onError = (error: NodeJS.ErrnoException) => {
        const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
        // A worker that cannot even start would mark every file unchecked: say so in the log.
        if (!outOfMemory) console.error(`PDF analysis worker failed: ${error.message}`);
        finish({ checked: false, reason: outOfMemory ? 'too_much_memory' : 'unreadable' }, false);
      };
      const onExit = () => finish({ checked: false, reason: 'unreadable' }, false);
      const timer = setTimeout(() => finish({ checked: false, reason: 'too_slow' }, false), timeoutMs);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      // Bytes we read ourselves move to the worker without a copy; a caller's bytes are copied.
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const transfer = handOver && whole && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
      worker.postMessage({ id, bytes, limits }, transfer);
    });
  }

  private ready(heapMb: number): Worker {
    if (this.worker && this.heapMb === heapMb) return this.worker;
    void this.worker?.terminate();
    this.worker = new Worker(BOOTSTRAP, {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      // Not the parent's flags: the bootstrap brings its own TypeScript loader.
      execArgv: [],
    });
    this.worker.unref();
    this.heapMb = heapMb;
    return this.worker;
  }
}
