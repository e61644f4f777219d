import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { word, type Text } from '../../../domain/texts/text.js';
import { SERVER_TEXTS } from './server-texts.js';

export type FieldErrors = Record<string, string[]>;

/**
 * An error answer of DESIGN.md section 4: `{ message, errors? }` with the given status. The message
 * is a protocol code the client acts on (`not_found`) or a text, worded at once in the language of
 * the request being answered (src/server/platform/i18n).
 */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string | Text,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message: typeof message === 'string' ? message : word(message) });
  }

  body(): { message: string; errors?: FieldErrors } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const unauthenticated = () => new ApiError(401, 'unauthenticated');
export const tokenExpired = () => new ApiError(401, 'token_expired');
export const forbidden = (message = 'forbidden') => new ApiError(403, message);
export const notFound = (message = 'not_found') => new ApiError(404, message);
/** 422; `message` a text, or a field's message already worded (a schema's). */
export const invalid = (errors: FieldErrors, message: Text | string = SERVER_TEXTS.invalid) => new ApiError(422, message, errors);
/** 405 with the refusal the customer reads; a string is a rule's message already worded. */
export const refused = (message: Text | string) => new ApiError(405, message);
