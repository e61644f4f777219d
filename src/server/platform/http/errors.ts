import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

/** An error answer of DESIGN.md section 4: `{ message, errors? }` with the given status. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message });
  }

  body(): { message: string; errors?: FieldErrors } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const unauthenticated = () => new ApiError(401, 'unauthenticated');
export const tokenExpired = () => new ApiError(401, 'token_expired');
export const forbidden = (message = 'forbidden') => new ApiError(403, message);
export const notFound = (message = 'not_found') => new ApiError(404, message);
export const invalid = (errors: FieldErrors, message = 'The given data was invalid.') =>
  new ApiError(422, message, errors);
export const refused = (message: string) => new ApiError(405, message);
