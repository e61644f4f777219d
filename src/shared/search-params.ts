import * as v from 'valibot';

/**
 * Query values as the router reads them (src/app/router.tsx parses every value as a plain string:
 * tokens and e-mail addresses must never be read as JSON). A value a route cannot use is left out,
 * never an error page: a hand-edited or old link still opens the screen.
 */
export const lenient = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** A plain text value, as typed in the address bar. */
export const QueryText = lenient(v.string());
