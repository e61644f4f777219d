import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PlannedPrint, plannerMachine } from '../../../../machines/planner.machine.js';
import { useAppServices } from '../../../app/app-context.js';
import { useInspect } from '../../../shared/inspect-context.js';
import { plannerLogic } from '../actors/planner-actors.js';

export type PlannerActor = ActorRefFrom<typeof plannerMachine>;
export type { PlannedPrint };

/**
 * A need-by planner for the screen that shows it, planning for these prints (the cart's, the product
 * being configured, or none: the standard lead time). The screen owns it, like an upload.
 */
export function usePlanner(prints: readonly PlannedPrint[]): PlannerActor {
  const { apis } = useAppServices();
  const logic = useMemo(() => plannerLogic(apis.planFacts), [apis]);
  const key = JSON.stringify(prints);
  const planner = useActorRef(logic, { id: 'planner', input: { prints: JSON.parse(key) as PlannedPrint[], now: Date.now() }, inspect: useInspect() });
  // The machine asks again only when the prints really changed.
  useEffect(() => {
    planner.send({ type: 'prints.change', prints: JSON.parse(key) as PlannedPrint[] });
  }, [planner, key]);
  return planner;
}
