import { useSelector } from '@xstate/react';
import type { PrintContext } from '../../../../../machines/print.machine.js';
import { useAppServices } from '../../../../app/app-context.js';

export type ConfiguratorStep = 'idle' | 'copies' | 'finishes' | 'complete';

/** The wizard's print actor (created with the app's actors, kept for the whole visit). */
export function usePrintActor() {
  return useAppServices().print;
}

/** The page the wizard shows: a complete print keeps the step it was completed on behind its dialog. */
export function useConfiguratorPage(): 'details' | 'finishes' {
  return useSelector(usePrintActor(), (snapshot) =>
    snapshot.matches({ active: 'finishes' }) || snapshot.matches({ complete: 'fromFinishes' }) ? 'finishes' : 'details',
  );
}

export function useConfiguratorStep(): ConfiguratorStep {
  return useSelector(usePrintActor(), (snapshot) => {
    if (snapshot.matches({ active: 'finishes' })) return 'finishes';
    if (snapshot.matches('active')) return 'copies';
    return snapshot.matches('complete') ? 'complete' : 'idle';
  });
}

export function useConfiguratorContext<T>(select: (context: PrintContext) => T): T {
  return useSelector(usePrintActor(), (snapshot) => select(snapshot.context));
}
