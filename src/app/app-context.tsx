import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { AppServices } from './create-actors.js';
import type { SnapshotFrom } from 'xstate';
import type { SessionContext, sessionMachine } from '../../machines/session.machine.js';

const AppServicesContext = createContext<AppServices | null>(null);

export const AppServicesProvider = AppServicesContext.Provider;

/** The session actor and the API calls, as given to the app at start (fakes in view tests). */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices outside AppServicesProvider');
  return services;
}

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Asks the session snapshot (`matches`, `hasTag`): never compare state strings, a parallel state has many. */
export function useSessionIs(ask: (snapshot: SessionSnapshot) => boolean): boolean {
  const { session } = useAppServices();
  return useSelector(session, ask);
}

export function useSessionContext<T>(select: (context: SessionContext) => T): T {
  const { session } = useAppServices();
  return useSelector(session, (snapshot) => select(snapshot.context));
}
