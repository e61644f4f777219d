import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { plannerMachine } from '../../../../machines/planner.machine.js';
import { useAppServices } from '../../../app/app-context.js';
import { useInspect } from '../../../shared/inspect-context.js';
import { plannerLogic } from '../actors/planner-actors.js';

export type PlannerActor = ActorRefFrom<typeof plannerMachine>;

/**
 * A need-by planner for the screen that shows it, planning for these products (the cart's, the one
 * being configured, or none: the standard lead time). The screen owns it, like an upload.
 */
export function usePlanner(productIds: readonly number[]): PlannerActor {
  const { apis } = useAppServices();
  const logic = useMemo(() => plannerLogic(apis.planFacts), [apis]);
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const key = ids.join(',');
  const planner = useActorRef(logic, { id: 'planner', input: { productIds: ids, now: Date.now() }, inspect: useInspect() });
  // The machine asks again only when the set of products really changed.
  useEffect(() => {
    planner.send({ type: 'products.change', productIds: key === '' ? [] : key.split(',').map(Number) });
  }, [planner, key]);
  return planner;
}
