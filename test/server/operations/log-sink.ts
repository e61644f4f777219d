import { createLogger } from '../../../src/server/platform/log/logger.js';
import type { Logger } from '../../../src/server/platform/log/logger.js';

export interface LogSink {
  logger: Logger;
  /** Every line written so far, as written. */
  text(): string;
  /** Every line written so far, parsed. */
  lines(): Record<string, unknown>[];
}

/** A logger at `trace` (everything) writing into memory: what an operator's log would hold. */
export function logSink(): LogSink {
  const written: string[] = [];
  const logger = createLogger('trace', { write: (line: string) => { written.push(line); } });
  return {
    logger,
    text: () => written.join(''),
    lines: () => written.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
