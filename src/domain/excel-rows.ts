import { GENERAL_COPY_LIMITS, MAX_COPY_LINES, MAX_REMARK_LENGTH } from './copy.js';
import { isPlusFrame, newCopyLine, type CopyDraft, type ProductRules } from './copy-lines.js';
import { isBlank } from './issues.js';
import { PLUS_FRAME_LIMITS } from './plus-frame.js';

/**
 * Sheet rows (as read-excel-file gives them: arrays of cells) to copy lines (spec section 5, Excel
 * import). The first row is the header. Columns: A originals, B quantity, C width, D height,
 * E remark. Width and height are only read when the product has no fixed width; otherwise the line
 * keeps the product's fixed size. A bad cell is reported by sheet row and column and left blank, so
 * the user can correct it in the editor; the line itself is kept.
 */

export interface ExcelProblem {
  /** Row number as the spreadsheet shows it (1 = the header). */
  sheetRow: number;
  /** Column letter, or null for a problem with the sheet as a whole. */
  column: 'A' | 'B' | 'C' | 'D' | 'E' | null;
  field: 'originals' | 'quantity' | 'width' | 'height' | 'remark' | 'rows';
  keyword: 'integer' | 'min' | 'max' | 'max_length' | 'max_items';
  message: string;
}

export interface ExcelImport {
  lines: CopyDraft[];
  /** For each line, the sheet row it came from (1 = the header). */
  sheetRows: number[];
  problems: ExcelProblem[];
  /** Example rows of the template that were left out (the customer is told). */
  examplesSkipped: number;
}

/**
 * The template's example row shows how to fill the sheet; it is no order line. It carries a mark in
 * column F, which the import does not read as a line: a row with that mark is skipped, and so is
 * the example row of templates handed out before the mark (recognised by its remark).
 */
export const EXAMPLE_ROW = {
  nl: { cells: [1, 10, 3000, 1000, 'Voorbeeld: spandoek voorgevel'], mark: 'Voorbeeldregel: wordt niet geïmporteerd' },
  en: { cells: [1, 10, 3000, 1000, 'Example: banner front facade'], mark: 'Example line: not imported' },
} as const;

const EXAMPLE_MARKS = [EXAMPLE_ROW.nl.mark, EXAMPLE_ROW.en.mark].map((mark) => mark.split(':')[0]!.toLowerCase());
const EXAMPLE_REMARKS: readonly string[] = [EXAMPLE_ROW.nl.cells[4], EXAMPLE_ROW.en.cells[4]];

/** Whether a sheet row is the template's example row. */
export function isExampleRow(cells: readonly unknown[]): boolean {
  const mark = typeof cells[5] === 'string' ? cells[5].trim().toLowerCase() : '';
  if (EXAMPLE_MARKS.some((known) => mark.startsWith(known))) return true;
  return typeof cells[4] === 'string' && EXAMPLE_REMARKS.includes(cells[4].trim());
}

const NUMBER_COLUMNS = [
  ['A', 'originals'],
  ['B', 'quantity'],
  ['C', 'width'],
  ['D', 'height'],
] as const;

/** A cell as an integer: numbers, or text holding only an integer ("12", " 12 "). */
function cellNumber(cell: unknown): number | undefined {
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(cell)) return Number(cell);
  return undefined;
}

export function rowsToCopyLines(rows: readonly (readonly unknown[])[], product: ProductRules): ExcelImport {
  const limits = isPlusFrame(product) ? PLUS_FRAME_LIMITS : GENERAL_COPY_LIMITS;
  const readSize = product.fixed_width === 0;
  const lines: CopyDraft[] = [];
  const sheetRows: number[] = [];
  const problems: ExcelProblem[] = [];
  let examplesSkipped = 0;
  const body = rows.slice(1);

  for (const [index, cells] of body.entries()) {
    const sheetRow = index + 2;
    if (!Array.isArray(cells) || cells.slice(0, 5).every(isBlank)) continue;
    if (isExampleRow(cells)) {
      examplesSkipped += 1;
      continue;
    }
    if (lines.length === MAX_COPY_LINES) {
      const message = `Only the first ${MAX_COPY_LINES} lines are imported`;
      problems.push({ sheetRow, column: null, field: 'rows', keyword: 'max_items', message });
      break;
    }
    const line = newCopyLine(product);
    for (const [position, [column, field]] of NUMBER_COLUMNS.entries()) {
      if ((field === 'width' || field === 'height') && !readSize) continue;
      const cell: unknown = cells[position];
      if (isBlank(cell)) continue;
      const at = `Row ${sheetRow}, column ${column}`;
      const value = cellNumber(cell);
      const { min, max } = limits[field];
      if (value === undefined || !Number.isInteger(value)) {
        problems.push({ sheetRow, column, field, keyword: 'integer', message: `${at}: not a whole number` });
      } else if (value < min) {
        problems.push({ sheetRow, column, field, keyword: 'min', message: `${at}: at least ${min}` });
      } else if (value > max) {
        problems.push({ sheetRow, column, field, keyword: 'max', message: `${at}: at most ${max}` });
      } else {
        line[field] = value;
      }
    }
    const remark: unknown = cells[4];
    if (!isBlank(remark)) {
      const text = String(remark).trim();
      if (text.length > MAX_REMARK_LENGTH) {
        const message = `Row ${sheetRow}, column E: cut to ${MAX_REMARK_LENGTH} characters`;
        problems.push({ sheetRow, column: 'E', field: 'remark', keyword: 'max_length', message });
      }
      line.remark = text.slice(0, MAX_REMARK_LENGTH);
    }
    lines.push(line);
    sheetRows.push(sheetRow);
  }
  return { lines, sheetRows, problems, examplesSkipped };
}

/** What an Excel import found: every line, the lines of rows without problems, and the problems. */
export interface SheetImport {
  /** Every line of the sheet (bad cells left blank). */
  lines: CopyDraft[];
  /** Only the lines of rows without any problem: what "import the valid lines" takes. */
  validLines: CopyDraft[];
  /** Cells that could not be read, by sheet row and column. */
  problems: ExcelProblem[];
  /** Example rows of the template that were left out (none when absent). */
  examplesSkipped?: number;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx by its name or type (the only format the import reads). */
export const isXlsxFile = (file: { name: string; type: string }): boolean => /\.xlsx$/i.test(file.name) || file.type === XLSX_TYPE;
