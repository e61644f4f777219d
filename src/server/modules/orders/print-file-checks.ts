import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { PdfAnalysis } from '../files/pdf-analysis/analyse-pdf.js';
import { checkPrintFile, uncheckedFile, type OrderedPrint } from '../../../domain/preflight/checks.js';
import { FileChecksSchema, type FileChecks } from '../../../domain/preflight/file-checks.js';
import * as v from 'valibot';

/** What was ordered for a print: its copy lines' sizes and originals, its product and finishes. */
export async function orderedPrintOf(db: Kysely<Database>, printId: number): Promise<OrderedPrint> {
  const copies = await db.selectFrom('order_copies').select(['width', 'height', 'originals']).where('print_id', '=', printId).execute();
  const product = await db.selectFrom('order_prints').innerJoin('products', 'products.id', 'order_prints.product_id')
    .select('products.default_code').where('order_prints.id', '=', printId).executeTakeFirst();
  const finishes = await db.selectFrom('order_finishes').innerJoin('finishes', 'finishes.id', 'order_finishes.finish_id')
    .select(['finishes.default_code', 'finishes.level']).where('order_finishes.print_id', '=', printId).execute();
  return {
    sizes: copies.map((copy) => ({ width: copy.width, height: copy.height })),
    originals: copies.reduce((sum, copy) => sum + copy.originals, 0),
    productCode: product?.default_code ?? '',
    finishes: finishes.map((finish) => ({ code: finish.default_code, level: finish.level })),
  };
}

/** The stored check of an analysed file: every check, or why the file was not checked. */
export function checksOf(analysis: PdfAnalysis, ordered: OrderedPrint): FileChecks {
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
