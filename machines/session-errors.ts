/**
 * Failure messages for toasts, read without knowing the error class: schema failures carry
 * `issues` ("path message" each, spec section 8), server failures their message.
 */
export function failureMessages(error: unknown): string[] {
  if (error && typeof error === 'object') {
    const issues = (error as { issues?: unknown }).issues;
    if (Array.isArray(issues) && issues.every((issue) => typeof issue === 'string')) return issues as string[];
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return [message];
  }
  return typeof error === 'string' && error ? [error] : ['unknown_error'];
}

/** A 422 answer's field errors (`{errors: {field: [message]}}`), read without knowing the error class. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  if (!error || typeof error !== 'object' || (error as { status?: unknown }).status !== 422) return null;
  const errors = (error as { body?: { errors?: unknown } }).body?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : null;
}
