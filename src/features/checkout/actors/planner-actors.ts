import { fromCallback, fromPromise } from 'xstate';
import { plannerMachine, type PlanFacts, type PlannedPrint, type PlannerEvent } from '../../../../machines/planner.machine.js';
import type { PlanFactsApi } from '../api/plan-facts.js';

const TICK_MS = 30_000;

/** The planner with its real calls: the expedition's facts, and the browser's clock every half minute. */
export function plannerLogic(api: PlanFactsApi) {
  return plannerMachine.provide({
    actors: {
      fetchFacts: fromPromise<PlanFacts, { prints: PlannedPrint[] }>(({ input, signal }) => api.fetch(input.prints, signal)),
      clock: fromCallback<PlannerEvent, void>(({ sendBack }) => {
        const timer = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), TICK_MS);
        return () => clearInterval(timer);
      }),
    },
  });
}
export type PlannerLogic = ReturnType<typeof plannerLogic>;
