// The universal build parses on the page's own thread: the browser build moves large sheets into a
// blob: web worker, which the app's Content-Security-Policy (script-src 'self') blocks, so big
// imports never finished.
import { readSheet } from 'read-excel-file/universal';
import { fromPromise } from 'xstate';
import type { ReadSheetInput } from '../../../../machines/sheet-import.machine.js';
import type { ProductRules } from '../../../domain/copy-lines.js';
import { rowsToCopyLines, type SheetImport } from '../../../domain/excel-rows.js';

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
  const { lines, sheetRows, problems, examplesSkipped } = rowsToCopyLines(rows, product);
  const badRows = new Set(problems.map((problem) => problem.sheetRow));
  const validLines = lines.filter((_, index) => !badRows.has(sheetRows[index]!));
  return { lines, validLines, problems, examplesSkipped };
}
