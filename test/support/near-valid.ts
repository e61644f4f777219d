import fc from 'fast-check';

/**
 * Generators of odd input shared by the property tests of the API (test/server/bad-input) and of the
 * domain validators (test/domain): loose values and nearly valid variants of a valid value.
 */

/** Whatever a form, a bad client or an attacker may put where a value is expected. */
export const loose: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53, Number.MAX_VALUE, -0, '', ' ', '0', '1', 'null', '__proto__', 'constructor'),
  fc.constantFrom('x'.repeat(300), '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '%00', '\u0000', '\uD800', '2026-02-30', '1e999'),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

const MISSING = Symbol('missing');

/**
 * A value derived from a valid one: each field mostly kept, sometimes replaced by a loose value or
 * left out, nested objects and arrays likewise, sometimes with an unexpected extra field. Most of
 * these get past the first checks, so the business rules and the database see odd data too.
 */
export function nearly(valid: unknown, depth = 0): fc.Arbitrary<unknown> {
  const keep = 10;
  if (Array.isArray(valid)) {
    if (valid.length === 0) return fc.oneof({ arbitrary: fc.constant([]), weight: keep }, { arbitrary: fc.array(loose, { maxLength: 2 }), weight: 1 });
    const items = fc.array(nearly(valid[0], depth + 1), { minLength: 0, maxLength: Math.max(3, valid.length) });
    return fc.oneof({ arbitrary: fc.tuple(...valid.map((item) => nearly(item, depth + 1))), weight: keep }, { arbitrary: items, weight: 2 }, { arbitrary: loose, weight: 1 });
  }
  if (valid !== null && typeof valid === 'object') {
    const entries = Object.entries(valid as Record<string, unknown>);
    const fields = Object.fromEntries(entries.map(([key, value]) => [key, fc.oneof(
      { arbitrary: nearly(value, depth + 1), weight: keep },
      { arbitrary: fc.constant(MISSING), weight: 1 },
    )]));
    const record = fc.tuple(fc.record(fields), fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'toString', 'constructor', 'id'), loose), { freq: 8 }))
      .map(([object, extra]) => {
        const result: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) if (value !== MISSING) result[key] = value;
        if (extra) Object.defineProperty(result, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true });
        return result;
      });
    return fc.oneof({ arbitrary: record, weight: keep }, { arbitrary: loose, weight: 1 });
  }
  return fc.oneof({ arbitrary: fc.constant(valid), weight: keep }, { arbitrary: loose, weight: 1 });
}

/** Every path into a value (object keys and array indexes), the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return keys.flatMap((key) => [[...prefix, key], ...pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key])]);
}

/**
 * A valid value with exactly one change somewhere inside: a field replaced by a loose value or left
 * out. Deeply nested payloads stay close enough to valid that the accepting side is reached too.
 */
export function oneChange(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  if (paths.length === 0) return loose;
  return fc.tuple(fc.constantFrom(...paths), fc.option(loose, { freq: 4 })).map(([path, replacement]) => {
    const copy = structuredClone(valid) as Record<string | number, unknown>;
    let parent = copy;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (replacement === null && !Array.isArray(parent)) delete parent[last];
    else parent[last] = replacement;
    return copy;
  });
}
