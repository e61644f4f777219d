import ky, { type KyInstance } from 'ky';
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { LoginAnswerSchema, type LoginAnswer } from '../../domain/session.js';
import { parseAnswer, toApiError } from './errors.js';
import { oneTabAtATime } from './refresh-lock.js';
import { clearToken, readToken, saveToken } from './token-store.js';

export const API_BASE = '/api/v1';

export interface ApiClientOptions {
  /** Base of the API; the browser uses the same origin. */
  prefixUrl?: string;
  fetch?: typeof fetch;
  /** A silent refresh gave a new session (the session machine hears of the new user and token). */
  onRefreshed?: (answer: LoginAnswer) => void;
  /** The refresh itself was refused: the session is gone (spec section 8: go to the root). */
  onSessionLost?: () => void;
}

const ExpiredSchema = v.object({ message: v.literal('token_expired') });

function withBearer(request: Request, token: string | null): Request {
  const headers = new Headers(request.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  // The server words its refusals in the interface's language, not the browser's.
  if (i18n.locale) headers.set('Accept-Language', i18n.locale);
  return new Request(request, { headers });
}

function bearerOf(request: Request): string | null {
  return /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;
}

/**
 * The one ky instance: base /api/v1, bearer token from localStorage, X-Requested-With on every call.
 * A 401 token_expired triggers one refresh, shared by every call that fails meanwhile, then one
 * retry with the new token (DESIGN.md section 1, the ky 1 recipe).
 */
export function createApiClient(options: ApiClientOptions = {}): KyInstance {
  const prefixUrl = options.prefixUrl ?? API_BASE;
  const bare = ky.create({
    prefixUrl,
    fetch: options.fetch,
    credentials: 'same-origin',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    retry: 0,
    timeout: 30_000,
  });
  let refreshing: Promise<string> | null = null;

  /** `expired` is the token the call was refused with: when another tab replaced it meanwhile, that one is used. */
  const refreshOnce = (expired: string | null) =>
    oneTabAtATime(async () => {
      const current = readToken();
      if (current && current !== expired) return current;
      return refreshNow();
    });

  async function refreshNow(): Promise<string> {
    try {
      const answer = parseAnswer(LoginAnswerSchema, await bare.get('auth/refresh').json());
      saveToken(answer.token);
      options.onRefreshed?.(answer);
      return answer.token;
    } catch (error) {
      const failure = await toApiError(error);
      if (failure instanceof Error && 'status' in failure && failure.status === 401) {
        clearToken();
        options.onSessionLost?.();
      }
      throw failure;
    }
  }

  return bare.extend({
    // Only the forced retry after a refresh; nothing else is retried automatically.
    retry: { limit: 1, methods: ['get', 'post', 'put', 'patch', 'delete'], statusCodes: [], afterStatusCodes: [] },
    hooks: {
      beforeRequest: [(request) => withBearer(request, readToken())],
      afterResponse: [
        async (request, _options, response, state) => {
          if (response.status !== 401 || state.retryCount > 0) return response;
          const body: unknown = await response.clone().json().catch(() => null);
          if (!v.is(ExpiredSchema, body)) return response;
          refreshing ??= refreshOnce(bearerOf(request)).finally(() => {
            refreshing = null;
          });
          let token: string;
          try {
            token = await refreshing;
          } catch {
            return response; // the call fails with its own 401; no retry with a token known to be dead
          }
          return ky.retry({ request: withBearer(request, token), delay: 0, code: 'TOKEN_REFRESHED' });
        },
      ],
    },
  });
}
