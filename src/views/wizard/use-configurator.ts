import { useSelector } from '@xstate/react';
import { configuratorServices, type ConfiguratorServices } from '../../actors/configurator-services.js';
import type { PrintContext } from '../../../machines/print.machine.js';

/** The configurator services (one actor for the whole visit). */
export function useConfiguratorServices(): ConfiguratorServices {
  return configuratorServices();
}

export type ConfiguratorStep = 'idle' | 'copies' | 'finishes' | 'complete';

export function stepOf(value: unknown): ConfiguratorStep {
  if (value === 'idle' || value === 'complete') return value;
  if (typeof value === 'object' && value !== null && 'active' in value) {
    return (value as { active: string }).active === 'finishes' ? 'finishes' : 'copies';
  }
  return 'idle';
}

export function useConfiguratorStep(): ConfiguratorStep {
  const { configurator } = useConfiguratorServices();
  return useSelector(configurator, (snapshot) => stepOf(snapshot.value));
}

export function useConfiguratorContext<T>(select: (context: PrintContext) => T): T {
  const { configurator } = useConfiguratorServices();
  return useSelector(configurator, (snapshot) => select(snapshot.context));
}
