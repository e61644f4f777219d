import type { KyInstance } from 'ky';
import { LoginAnswerSchema, MessageAnswerSchema, type LoginAnswer, type LoginInput } from '../../domain/session.js';
import { parseAnswer, toApiError } from '../../shared/api-client/errors.js';
import { oneTabAtATime } from '../../shared/api-client/refresh-lock.js';
import { clearToken, saveToken } from '../../shared/api-client/token-store.js';

/** A login answer with its status: 206 means a partner account that must choose a partner. */
export interface LoginResult {
  status: number;
  answer: LoginAnswer;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw await toApiError(error);
  }
}

function keep(status: number, data: unknown): LoginResult {
  const answer = parseAnswer(LoginAnswerSchema, data);
  saveToken(answer.token);
  return { status, answer };
}

/** The auth calls of spec section 7; every answer is parsed with its schema from src/domain. */
export function authApi(api: KyInstance) {
  return {
    login: (body: LoginInput) =>
      call(async () => {
        const response = await api.post('auth/login', { json: body });
        return keep(response.status, await response.json());
      }),
    refresh: () =>
      oneTabAtATime(() =>
        call(async () => {
          const response = await api.get('auth/refresh', { retry: 0 });
          return keep(response.status, await response.json());
        }),
      ),
    choosePartner: (partnerId: number) =>
      call(async () => {
        const response = await api.get(`auth/partner/${partnerId}`);
        return keep(response.status, await response.json());
      }),
    logout: async () => {
      try {
        await call(() => api.delete('auth/logout'));
      } finally {
        clearToken(); // the token goes even when the server cannot be reached
      }
    },
    forgot: (email: string) =>
      call(async () => parseAnswer(MessageAnswerSchema, await api.post('auth/email', { json: { email } }).json())),
    reset: (body: { email: string; password: string; password_confirmation: string; token: string }) =>
      call(async () => parseAnswer(MessageAnswerSchema, await api.post('auth/reset', { json: body }).json())),
  };
}
export type AuthApi = ReturnType<typeof authApi>;
