import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { REDACT_PATHS, REDACTED } from './redact.js';

export type { Logger } from 'pino';

const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * LOG_LEVEL (fatal, error, warn, info, debug, trace, silent); default info, and silent under the
 * tests (vitest sets VITEST) unless LOG_LEVEL asks otherwise. A misspelt level stops the start-up
 * rather than silently logging nothing.
 */
export function logLevelFrom(env: NodeJS.ProcessEnv): LevelWithSilent {
  const value = env.LOG_LEVEL?.trim().toLowerCase();
  if (!value) return env.VITEST ? 'silent' : 'info';
  if (!(LEVELS as readonly string[]).includes(value)) throw new Error(`LOG_LEVEL: "${env.LOG_LEVEL}" is not one of ${LEVELS.join(', ')}`);
  return value as LevelWithSilent;
}

/**
 * A JSON-lines logger (one object per line on stdout, or on `destination`: tests read it there)
 * that censors credentials wherever they are logged (redact.ts).
 */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: pino.stdSerializers.err },
  };
  return destination ? pino(options, destination) : pino(options);
}

let processLogger: Logger | undefined;

/** The process's logger (LOG_LEVEL), for work outside a request: background passes, child processes. */
export function rootLogger(): Logger {
  processLogger ??= createLogger(logLevelFrom(process.env));
  return processLogger;
}

/** An error as log fields: its message (and stack) for an Error, the value itself otherwise. */
export function errorFields(error: unknown): { err: unknown } {
  return { err: error instanceof Error ? error : { message: String(error) } };
}

/** The services' logger (tests hand in one writing to a stream), else the process's. */
export function loggerOf(services: { logger?: Logger }): Logger {
  return services.logger ?? rootLogger();
}
