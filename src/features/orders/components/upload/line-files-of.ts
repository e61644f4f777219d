import type { OrderDetailPrint, OrderFile } from '../../../../domain/orders.js';
import { isFileOfLine, linesWaiting, type LineFile } from '../../../../domain/preflight/line-files.js';

/** A stored file in the shape of the intake rule (src/domain/preflight/line-files.ts). */
export function asLineFile(file: OrderFile): LineFile {
  return { copy_id: file.copy_id ?? null, print_id: file.print_id, verdict: file.checks?.worst ?? null, warnings_accepted_at: file.warnings_accepted_at ?? null };
}

/** The files of one copy line of a print, oldest first. */
export function filesOfLine(print: Pick<OrderDetailPrint, 'id' | 'files'>, copyId: number): OrderFile[] {
  return print.files.filter((file) => isFileOfLine(asLineFile(file), { id: copyId, print_id: print.id }));
}

/** How many copy lines of the order still keep it waiting for files (by the server's own rule). */
export function linesWaitingIn(prints: readonly Pick<OrderDetailPrint, 'id' | 'files' | 'copies'>[]): number {
  const lines = prints.flatMap((print) => print.copies.map((copy) => ({ id: copy.id, print_id: print.id })));
  return linesWaiting(lines, prints.flatMap((print) => print.files.map(asLineFile))).length;
}
