import * as v from 'valibot';
import { HTTPError } from 'ky';

/** The message of an answer that does not match its schema: a code, worded for the customer by readableMessage. */
export const UNREADABLE_ANSWER = 'unreadable_answer';

/**
 * An answer of the server that did not match its schema. The customer cannot act on what is wrong
 * with it, so its message is the code UNREADABLE_ANSWER ("Het antwoord van de server kon niet worden
 * gelezen"); what is wrong ("path message", valibot's words) stays in `problems` for developers.
 */
export class AnswerError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(UNREADABLE_ANSWER);
    this.name = 'AnswerError';
  }
}

export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path && !issue.message.startsWith(path) ? `${path} ${issue.message}` : issue.message;
  });
}

/** Parses an answer with its schema, or throws an AnswerError keeping what is wrong. */
export function parseAnswer<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new AnswerError(issuesOf(result.issues));
  return result.output;
}

/** The error body of the API (DESIGN.md section 4). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

const ErrorBodySchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});

/** A failed call with the server's answer already read. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
  }
}

/** Turns a ky HTTPError into an ApiError with the server's message; other errors pass unchanged. */
export async function toApiError(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError)) return error;
  let body: ApiErrorBody = { message: error.response.statusText || `HTTP ${error.response.status}` };
  try {
    const parsed = v.safeParse(ErrorBodySchema, await error.response.clone().json());
    if (parsed.success) body = parsed.output;
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(error.response.status, body);
}

/** Messages for toasts: the server's message, else the error's (an unreadable answer's is its code). */
export function messagesOf(error: unknown): string[] {
  if (error instanceof ApiError) return [error.body.message];
  if (error instanceof Error) return [error.message];
  return [String(error)];
}
