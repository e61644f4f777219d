/**
 * A minimal tokenizer of PDF content streams: enough to follow the graphics state (q, Q, cm), see
 * which XObjects are drawn (Do) and which colour operators are used. Operands are numbers or names;
 * strings, arrays and dictionaries are skipped. Inline images (BI ... ID ... EI) are skipped whole.
 */
export type Operand = number | { name: string } | null;

const WHITE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITER = new Set([40, 41, 60, 62, 91, 93, 123, 125, 47, 37]);
const isRegular = (byte: number) => !WHITE.has(byte) && !DELIMITER.has(byte);

function skipString(bytes: Uint8Array, at: number): number {
  let depth = 0;
  for (; at < bytes.length; at++) {
    const byte = bytes[at]!;
    if (byte === 92) at++; // backslash escapes the next byte
    else if (byte === 40) depth++;
    else if (byte === 41 && --depth === 0) return at + 1;
  }
  return at;
}

function regularRun(bytes: Uint8Array, at: number): number {
  while (at < bytes.length && isRegular(bytes[at]!)) at++;
  return at;
}

/** After `ID`: past the `EI` that ends the inline image's data. */
function skipInlineImage(bytes: Uint8Array, at: number): number {
  for (; at + 2 < bytes.length; at++) {
    if (WHITE.has(bytes[at]!) && bytes[at + 1] === 69 && bytes[at + 2] === 73 && (at + 3 >= bytes.length || !isRegular(bytes[at + 3]!))) return at + 3;
  }
  return bytes.length;
}

const latin1 = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('latin1');

/**
 * Calls `onOperator(operator, operands)` for each operator in order. Stops and answers false when
 * `budget.operators` (tokens, operands included) runs out (too complex to check); true when the
 * stream was read to its end.
 */
export function lexContent(bytes: Uint8Array, budget: { operators: number }, onOperator: (operator: string, operands: Operand[]) => void): boolean {
  let operands: Operand[] = [];
  let at = 0;
  while (at < bytes.length) {
    const byte = bytes[at]!;
    if (WHITE.has(byte)) { at++; continue; }
    // Every token counts against the bound, operands too: a stream of numbers alone stays bounded.
    if (--budget.operators < 0) return false;
    // Only the last six operands matter (cm has the most): a run of operands without an operator stays small.
    if (operands.length > 16) operands = operands.slice(-6);
    if (byte === 37) { while (at < bytes.length && bytes[at] !== 10 && bytes[at] !== 13) at++; continue; }
    if (byte === 40) { at = skipString(bytes, at); operands.push(null); continue; }
    if (byte === 60 && bytes[at + 1] !== 60) { while (at < bytes.length && bytes[at] !== 62) at++; at++; operands.push(null); continue; }
    if (byte === 47) { const end = regularRun(bytes, at + 1); operands.push({ name: latin1(bytes, at + 1, end) }); at = end; continue; }
    if (!isRegular(byte)) { at++; if (byte === 93 || byte === 62) operands.push(null); continue; }
    const end = regularRun(bytes, at);
    const word = latin1(bytes, at, end);
    at = end;
    const number = Number(word);
    if (word !== '' && !Number.isNaN(number) && /^[+\-.\d]/.test(word)) { operands.push(number); continue; }
    if (word === 'ID') { at = skipInlineImage(bytes, at); operands = []; continue; }
    onOperator(word, operands);
    operands = [];
  }
  return true;
}
