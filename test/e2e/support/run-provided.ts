import { inject, type ProvidedContext } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The DevTools address of this run's one Chromium; files connect to it over CDP. */
    chromiumEndpoint: string | null;
    /** A migrated and seeded data folder each browser file's server starts from a copy of. */
    seededDataDir: string;
  }
}

/**
 * What the e2e global setup shares with every file (see global-setup.ts); undefined where there is
 * none: another project, or a bench run by tsx outside vitest.
 */
export function providedByRun<K extends keyof ProvidedContext & string>(key: K): ProvidedContext[K] | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}
