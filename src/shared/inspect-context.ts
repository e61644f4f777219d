import { createContext, useContext } from 'react';
import type { InspectionEvent } from 'xstate';

/**
 * The inspector for actors a screen owns (a print preview): they are inspected like the app's
 * long-lived actors. The app provides it where it mounts React; without it nothing is reported.
 */
export const InspectContext = createContext<((event: InspectionEvent) => void) | undefined>(undefined);

export const useInspect = () => useContext(InspectContext);
