import { msg } from '@lingui/core/macro';
import { i18n } from '../shared/i18n/i18n.js';

/** Lazy chunks give up after 120 s with a clear message (spec section 8). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super(i18n._(msg`Dit onderdeel laadt niet (na 2 minuten gestopt). Controleer uw verbinding en laad de pagina opnieuw.`));
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
