import * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { PdfAnalysis } from './pdf-analysis/analyse-pdf.js';
import { checkPrintFile, uncheckedFile, type OrderedLine } from '../../../domain/preflight/checks.js';
import { FileChecksSchema, type FileChecks } from '../../../domain/preflight/file-checks.js';
import { orderedLineRows } from './queries.js';

/** What was ordered for a copy line: its size and originals, its print's product and finishes. */
export async function orderedLineOf(db: Kysely<Database>, printId: number, copyId: number): Promise<OrderedLine> {
  const { copy, productCode, finishes } = await orderedLineRows(db, printId, copyId);
  return {
    sizes: [{ width: copy.width, height: copy.height }],
    originals: copy.originals,
    productCode,
    finishes: finishes.map((finish) => ({ code: finish.default_code, level: finish.level })),
  };
}

/** The stored check of an analysed file: every check, or why the file was not checked. */
export function checksOf(analysis: PdfAnalysis, ordered: OrderedLine): FileChecks {
  if (analysis.checked) return checkPrintFile(analysis.info.facts, ordered);
  return uncheckedFile(analysis.reason === 'unreadable' ? 'unreadable' : 'over_bounds');
}

/** The stored JSON back as checks; null for files from before the check (or a damaged value). */
export function parseStoredChecks(text: string | null): FileChecks | null {
  if (!text) return null;
  try {
    const parsed = v.safeParse(FileChecksSchema, JSON.parse(text));
    return parsed.success ? (parsed.output as FileChecks) : null;
  } catch {
    return null;
  }
}
