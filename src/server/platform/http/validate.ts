import * as v from 'valibot';
import type { Context, MiddlewareHandler } from 'hono';
import { vValidator } from '@hono/valibot-validator';
import { ApiError, invalid, type FieldErrors } from './errors.js';
import { requestText } from './request-text.js';
import { refuseUnstorableJson } from './unstorable-text.js';

/** Valibot issues as `{ "copies.0.width": ["..."] }`, the shape the browser marks fields with. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  // A Map, not `{}`: an unknown field named `toString` or `__proto__` must not hit Object.prototype.
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '_';
    errors.set(path, [...(errors.get(path) ?? []), issue.message]);
  }
  return Object.fromEntries(errors);
}

/** Parses a value with a schema or throws the 422 answer. */
export function parseOr422<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (!result.success) throw invalid(fieldErrors(result.issues));
  return result.output;
}

/**
 * A JSON text as a value: 400 when it is not JSON, 422 when it holds text no database can store
 * (a NUL or a lone surrogate, in any key or value). An empty body reads as `{}`.
 */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'malformed_json');
  }
  refuseUnstorableJson(text, value);
  return value;
}

/** The JSON body of a request, as `parseJsonText` reads it. */
export async function jsonBody(c: Context): Promise<unknown> {
  return parseJsonText(await requestText(c));
}

/** Parses the JSON body with a schema: 400 for broken JSON, 422 with field errors for bad data. */
export async function validBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parseOr422(schema, await jsonBody(c));
}

/** A positive integer path parameter, else 404 (an id that cannot exist does not exist). */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new ApiError(404, 'not_found');
  const id = Number(raw);
  if (id > 2_147_483_647) throw new ApiError(404, 'not_found');
  return id;
}

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/**
 * Every JSON body of the API, parsed once the way this API reads JSON (400 for broken JSON, 422 for
 * text no database can store, an empty body as `{}`) and handed to Hono's body cache, so that
 * `jsonOf` validates exactly that value. A body in another media type is refused (415): a JSON
 * API that guessed would read a form post as an empty object.
 */
export const primeJsonBody: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const text = await requestText(c);
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim();
  if (text.trim() !== '' && !jsonMediaType.test(mediaType)) throw new ApiError(415, 'unsupported_media_type');
  const value = parseJsonText(text);
  c.req.bodyCache.json = Promise.resolve(value);
  return next();
};

const refuseInvalid = (result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] }) => {
  if (!result.success) throw invalid(fieldErrors(result.issues ?? []));
};

/** The JSON body checked by a shared schema (422 with field errors); the route reads `c.req.valid('json')`. */
export const jsonOf = <S extends v.GenericSchema>(schema: S) => vValidator('json', v.config(schema, { abortPipeEarly: true }), refuseInvalid);

/** The query checked by a shared schema (422 with field errors); the route reads `c.req.valid('query')`. */
export const queryOf = <S extends v.GenericSchema>(schema: S) => vValidator('query', v.config(schema, { abortPipeEarly: true }), refuseInvalid);
