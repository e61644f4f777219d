// The universal build parses on the page's own thread: the browser build moves large sheets into a
// blob: web worker, which the app's Content-Security-Policy (script-src 'self') blocks, so big
// imports never finished.
import { readSheet } from 'read-excel-file/universal';
import { fromPromise } from 'xstate';
import type { ReadSheetInput } from '../../../../machines/sheet-import.machine.js';
import type { ProductRules } from '../../../domain/copy-lines.js';
import { rowsToCopyLines, type SheetImport } from '../../../domain/excel-rows.js';
import { isBlank } from '../../../domain/issues.js';

/** The sheet-import machine's `readSheet`: the read, measured (bench/editor-figures.ts reads 'pp-excel-import'). */
export const readSheetActor = fromPromise<SheetImport, ReadSheetInput>(async ({ input }) => {
  const started = performance.now();
  const found = await readCopiesSheet(input.file, input.product);
  // Budget check (DESIGN.md section 11): parse + row rules of the sheet, readable by browser tests.
  performance.measure('pp-excel-import', { start: started, end: performance.now() });
  return found;
});

/**
 * Reads the first sheet of an .xlsx and maps it with the domain's Excel rules. Besides all lines it
 * gives the lines of rows without a single problem: the ones the user may accept on their own.
 */
export async function readCopiesSheet(file: Blob, product: ProductRules): Promise<SheetImport> {
  const rows = await readSheet(await file.arrayBuffer());
  return sheetToImport(rows, product);
}

export function sheetToImport(rows: readonly (readonly unknown[])[], product: ProductRules): SheetImport {
  const { lines, problems } = rowsToCopyLines(rows, product);
  const badRows = new Set(problems.map((problem) => problem.sheetRow));
  const validLines: SheetImport['lines'] = [];
  // Lines come in the order of the non-blank body rows (the rule's own skip: blank first five cells).
  let next = 0;
  rows.slice(1).forEach((cells, index) => {
    if (!Array.isArray(cells) || cells.slice(0, 5).every(isBlank)) return;
    const line = lines[next++];
    if (line && !badRows.has(index + 2)) validLines.push(line);
  });
  return { lines, validLines, problems };
}
