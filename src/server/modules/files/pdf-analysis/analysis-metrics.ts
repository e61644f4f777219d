import { Gauge, Histogram } from 'prom-client';
import { processRegistry } from '../../../platform/metrics/registry.js';
import type { PdfAnalysis } from './analyse-bytes.js';

/** Seconds; a typical file takes well under one, the deadline is tens of seconds. */
const DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60];

const durations = new Histogram({
  name: 'pdf_analysis_duration_seconds',
  help: 'Time one PDF analysis ran (its wait for a slot not counted), by outcome: checked, or why not',
  labelNames: ['outcome'] as const,
  buckets: DURATION_BUCKETS,
  registers: [processRegistry],
});

/** The process's analysis queue as /metrics shows it. */
export const analysisMetrics = {
  observe(answer: PdfAnalysis, seconds: number): void {
    durations.observe({ outcome: answer.checked ? 'checked' : answer.reason }, seconds);
  },
  /** Registers the queue's gauges (once: the process has one analysis queue). */
  watchQueue(queue: { running: () => number; waiting: () => number }): void {
    new Gauge({
      name: 'pdf_analysis_queue_length', help: 'PDF analyses waiting for a slot', registers: [processRegistry],
      collect() { this.set(queue.waiting()); },
    });
    new Gauge({
      name: 'pdf_analysis_running', help: 'PDF analyses running now', registers: [processRegistry],
      collect() { this.set(queue.running()); },
    });
  },
};
