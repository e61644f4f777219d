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
