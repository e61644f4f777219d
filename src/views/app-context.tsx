import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { AppServices } from '../actors/app-actors.js';
import type { SessionContext } from '../../machines/session.machine.js';

const AppServicesContext = createContext<AppServices | null>(null);

export const AppServicesProvider = AppServicesContext.Provider;

/** The session actor and the API calls, as given to the app at start (fakes in view tests). */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices outside AppServicesProvider');
  return services;
}

/** The session state value as a dotted path, e.g. "authenticated.booted". */
export function sessionStateOf(snapshot: { value: unknown }): string {
  const walk = (value: unknown): string =>
    typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([key, child]) => `${key}.${walk(child)}`)[0] ?? '';
  return walk(snapshot.value);
}

export function useSessionState(): string {
  const { session } = useAppServices();
  return useSelector(session, (snapshot) => sessionStateOf(snapshot));
}

export function useSessionContext<T>(select: (context: SessionContext) => T): T {
  const { session } = useAppServices();
  return useSelector(session, (snapshot) => select(snapshot.context));
}
