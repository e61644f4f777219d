import { errorFields, rootLogger, type Logger } from '../log/logger.js';

/**
 * Work a route starts once its answer is out: what the answer must not wait for, and must not
 * betray by taking longer (the forgot-password mail of a known address).
 */
export interface AfterAnswer {
  /**
   * Runs the task after the current answer has been handed to the socket; a failure is logged
   * (on `log`, the request's logger, else the process's), never thrown.
   */
  run(what: string, task: () => Promise<void>, log?: Logger): void;
  /** Resolves once every task started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

export function createAfterAnswer(): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(what, task, log) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => {
          (log ?? rootLogger()).error({ task: what, ...errorFields(error) }, `${what} failed`);
        })
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

const shared = createAfterAnswer();

/** The services' runner, or one shared by the process when they bring none. */
export function afterAnswerOf(services: { afterAnswer?: AfterAnswer }): AfterAnswer {
  return services.afterAnswer ?? shared;
}
