import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { fileVerdicts, orderExists, orderFileRows } from './queries.js';
import { parseStoredChecks } from '../modules/files/print-file-checks.js';
import { checkSentence } from '../modules/files/file-check-texts.js';
import { AdminError, parseOptions, positionalId, type AdminCommand } from './admin-context.js';

const MARK: Record<string, string> = { pass: 'ok', warning: 'WARN', refusal: 'REFUSED', not_checked: 'by hand' };

/** One word per order for order:list: the worst check of its files (`-` without checked files). */
export async function fileFlags(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await fileVerdicts(db, orderIds);
  const rank = ['pass', 'not_checked', 'warning', 'refusal'];
  const worst = new Map<number, string>();
  for (const row of rows) {
    const before = worst.get(row.order_id);
    if (!before || rank.indexOf(row.check_verdict!) > rank.indexOf(before)) worst.set(row.order_id, row.check_verdict!);
  }
  return new Map([...worst].map(([id, verdict]) => [id, MARK[verdict] ?? verdict]));
}

/** order:files <id>: each print's files with their size, pages and every check with its verdict. */
export const listOrderFiles: AdminCommand = async ({ db }, args) => {
  const { positionals } = parseOptions(args, {}, 1);
  const orderId = positionalId(positionals[0], 'order id');
  if (!(await orderExists(db, orderId))) throw new AdminError(`no order with id ${orderId}`);
  const files = await orderFileRows(db, orderId);
  if (files.length === 0) return `order ${orderId}: no files`;
  return files.flatMap((file) => {
    const checks = parseStoredChecks(file.checks);
    const size = file.width_mm === null ? 'size unknown' : `${file.width_mm} x ${file.height_mm} mm`;
    const head = `print ${file.position} file ${file.id} ${file.original_name} (${(Number(file.size) / 1e6).toFixed(1)} MB, ${file.pages ?? '?'} pages, ${size}): ${checks ? MARK[checks.worst] : 'not checked by machine'}`;
    const lines = (checks?.checks ?? []).map((check) => {
      const params = Object.entries(check.params).map(([key, value]) => `${key}=${value}`).join(' ');
      const sentence = checkSentence(check, 'en');
      return `  ${check.verdict.padEnd(11)} ${check.check.padEnd(10)} ${check.code}${params ? ` ${params}` : ''}${sentence ? `\n              ${sentence}` : ''}`;
    });
    return [head, ...(checks ? lines : file.warning ? [`  ${file.warning}`] : [])];
  }).join('\n');
};
