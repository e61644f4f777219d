import type { Verdict } from './file-checks.js';

/** Files one copy line may have (new tries after a refusal included); the server refuses more, the upload says so first. */
export const MAX_FILES_PER_LINE = 10;

/**
 * Files per copy line (DESIGN.md section 9): each copy line of a print gets its own file, with one
 * page per original of the line. A line is covered by a file the check did not refuse and whose
 * warnings (if any) the customer accepted; an order goes to intake once every line is covered.
 * The server moves the order by this rule and the order page says the same with it.
 */

/** What the rule needs of a stored file. */
export interface LineFile {
  /** The copy line the file is for; null for a file from before files per line (it stands for the whole print). */
  copy_id: number | null;
  print_id: number;
  /** The worst verdict of its check; null for a file from before the check (it was accepted as it came). */
  verdict: Verdict | null;
  /** When the customer accepted its warnings; null while not. */
  warnings_accepted_at: string | null;
}

export interface OrderLine {
  id: number;
  print_id: number;
}

/** Where a copy line stands: a file to print, a file waiting for the customer's yes, only refused files, or none. */
export type LineFileStatus = 'ready' | 'awaiting_acceptance' | 'refused' | 'missing';

/** A file that may go to print: not refused, and its warnings accepted when it has any. */
export function isFileUsable(file: Pick<LineFile, 'verdict' | 'warnings_accepted_at'>): boolean {
  if (file.verdict === 'refusal') return false;
  return file.verdict !== 'warning' || file.warnings_accepted_at !== null;
}

/** Whether the file is one the customer may accept (its worst finding is a warning, not yet accepted). */
export function awaitsAcceptance(file: Pick<LineFile, 'verdict' | 'warnings_accepted_at'>): boolean {
  return file.verdict === 'warning' && file.warnings_accepted_at === null;
}

export function isFileOfLine(file: Pick<LineFile, 'copy_id' | 'print_id'>, line: OrderLine): boolean {
  return file.copy_id === null ? file.print_id === line.print_id : file.copy_id === line.id;
}

/** The status of a copy line given the files stored for it. */
export function lineFileStatus(files: readonly Pick<LineFile, 'verdict' | 'warnings_accepted_at'>[]): LineFileStatus {
  if (files.some(isFileUsable)) return 'ready';
  if (files.some(awaitsAcceptance)) return 'awaiting_acceptance';
  return files.length > 0 ? 'refused' : 'missing';
}

/** The lines of an order that still keep it waiting for files, with their status. */
export function linesWaiting(lines: readonly OrderLine[], files: readonly LineFile[]): { line: OrderLine; status: Exclude<LineFileStatus, 'ready'> }[] {
  return lines.flatMap((line) => {
    const status = lineFileStatus(files.filter((file) => isFileOfLine(file, line)));
    return status === 'ready' ? [] : [{ line, status }];
  });
}

/** Every copy line has a file to print: the order may go to intake. */
export function hasEveryLineAFile(lines: readonly OrderLine[], files: readonly LineFile[]): boolean {
  return lines.length > 0 && linesWaiting(lines, files).length === 0;
}
