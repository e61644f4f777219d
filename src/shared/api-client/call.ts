// One place for "call, turn failures into ApiError, parse".
import * as v from 'valibot';
import { parseAnswer, toApiError } from './errors.js';

/** Runs a ky call, turns an HTTP failure into an ApiError and parses the answer with its schema. */
export async function callParsed<S extends v.GenericSchema>(call: () => Promise<unknown>, schema: S): Promise<v.InferOutput<S>> {
  let data: unknown;
  try {
    data = await call();
  } catch (error) {
    throw await toApiError(error);
  }
  return parseAnswer(schema, data);
}
