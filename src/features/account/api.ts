import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { SettingsSchema, UserSchema } from '../../domain/session.js';
import type { SettingsForm } from '../../domain/settings.js';
import { parseAnswer, toApiError } from '../../shared/api-client/errors.js';

/** GET and PUT /settings answer the user and settings of the login answer, without a token. */
export const SettingsAnswerSchema = v.object({ user: UserSchema, settings: SettingsSchema });
export type SettingsAnswer = v.InferOutput<typeof SettingsAnswerSchema>;

export function settingsApi(api: KyInstance) {
  return {
    read: async (): Promise<SettingsAnswer> => {
      let data: unknown;
      try {
        data = await api.get('settings').json();
      } catch (error) {
        throw await toApiError(error);
      }
      return parseAnswer(SettingsAnswerSchema, data);
    },
    /** Opens the link mailed to a new address: from now on the user logs in with it. */
    confirmEmail: async (token: string): Promise<SettingsAnswer> => {
      let data: unknown;
      try {
        data = await api.post('settings/email', { json: { token } }).json();
      } catch (error) {
        throw await toApiError(error);
      }
      return parseAnswer(SettingsAnswerSchema, data);
    },
    /** 422 answers come back as an ApiError with `body.errors` per field. */
    save: async (form: SettingsForm): Promise<SettingsAnswer> => {
      let data: unknown;
      try {
        data = await api.put('settings', { json: form }).json();
      } catch (error) {
        throw await toApiError(error);
      }
      return parseAnswer(SettingsAnswerSchema, data);
    },
  };
}
export type SettingsApi = ReturnType<typeof settingsApi>;
