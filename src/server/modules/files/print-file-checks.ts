import * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { PdfAnalysis } from './pdf-analysis/analyse-pdf.js';
import { checkPrintFile, uncheckedFile, type OrderedLine } from '../../../domain/preflight/checks.js';
import { FileChecksSchema, type FileChecks } from '../../../domain/preflight/file-checks.js';
import { orderedLineRows } from './queries.js';
import { analysisWarning } from './pdf-info.js';

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

/** What a file's row holds of its analysis and check: pages, size, the one-line warning and the check. */
export function storedCheckOf(analysis: PdfAnalysis, ordered: OrderedLine) {
  const info = analysis.checked ? analysis.info : null;
  const checks = checksOf(analysis, ordered);
  // The older one-line warning agrees with the check: a page at 1:10, or with its bleed in the media box, is the ordered size.
  const sizeFits = checks.checks.some((check) => check.check === 'size' && check.code !== 'size_mismatch');
  return {
    checks,
    row: {
      pages: info?.pages ?? null, width_mm: info?.widthMm ?? null, height_mm: info?.heightMm ?? null,
      warning: sizeFits ? null : analysisWarning(analysis, ordered.sizes), checks: JSON.stringify(checks), check_verdict: checks.worst,
    },
  };
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
