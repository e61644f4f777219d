import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { escapeUnshowable, isPlainLine, isPlainText, isUnstorable, MAX_FILE_NAME_LENGTH, nameFromFile, plainLine } from '../../src/domain/text.js';
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

describe('names read out of a file', () => {
  it('lose C0, C1, DEL, bidi overrides and zero-width marks, and are bounded with an ellipsis', () => {
    expect(nameFromFile('Evil\u001b]0;owned\u0007\u001b[2J\u009b31m\u007fFont')).toBe('Evil]0;owned[2J31mFont');
    expect(nameFromFile('Pantone\u202e 485\u2066 C\u200b\ud800')).toBe('Pantone 485 C');
    expect(nameFromFile('  Arial \n\t Bold ')).toBe('Arial Bold');
    const long = nameFromFile('X'.repeat(100_000));
    expect(Array.from(long)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    // Cut between characters, never inside a surrogate pair.
    expect(nameFromFile('😀'.repeat(200)).endsWith('😀…')).toBe(true);
    expect(nameFromFile('Helvetica-Bold')).toBe('Helvetica-Bold');
  });

  it('show what they held in a terminal as visible escapes', () => {
    expect(escapeUnshowable('a\u001b[2J\u202eb\n')).toBe('a\\u{1b}[2J\\u{202e}b\\u{a}');
  });
});
