import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isPlainLine, isPlainText, isUnstorable, plainLine } from '../../src/domain/text.js';
import { fromValibot } from '../../src/domain/issues.js';

describe('the shared text rules', () => {
  it('a one-line field refuses every C0 control character, DEL and half a surrogate pair', () => {
    for (let code = 0; code < 0x20; code++) expect(isPlainLine(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(false);
    expect(isPlainLine('a\u007fb')).toBe(false);
    expect(isPlainLine('a\ud800b')).toBe(false);
    expect(isPlainLine('a\udc00')).toBe(false);
    expect(isPlainLine('Bakkerij De Zon – filiaal Haarlem 🥖 ü ß')).toBe(true);
  });

  it('a multi-line field keeps tab, CR and LF only', () => {
    expect(isPlainText('regel 1\r\nregel 2\tkolom')).toBe(true);
    expect(isPlainText('a\u0000')).toBe(false);
    expect(isPlainText('a\u000b')).toBe(false);
    expect(isPlainText('\ud83e\udd56')).toBe(true);
  });

  it('only NUL and lone surrogates are unstorable (the root guard of the server)', () => {
    expect(isUnstorable('a\u0000')).toBe(true);
    expect(isUnstorable('\udfff')).toBe(true);
    expect(isUnstorable('a\u0001\n')).toBe(false);
  });

  it('names the field and carries the keyword the browser translates', () => {
    const result = v.safeParse(v.pipe(v.string(), plainLine('Reference')), 'PO\u00001');
    expect(result.success).toBe(false);
    expect(fromValibot(result.issues ?? [])).toEqual([{ field: '_', keyword: 'control', message: 'Reference may not contain control characters' }]);
  });
});
