import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { fileVerdicts, orderExists, orderFileRows, orderLineRows } from './queries.js';
import { isFileOfLine, lineFileStatus, linesWaiting, type LineFileStatus } from '../../domain/preflight/line-files.js';
import { verdictOf } from '../../domain/preflight/file-checks.js';
import { escapeUnshowable } from '../../domain/text.js';
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

type FileRow = Awaited<ReturnType<typeof orderFileRows>>[number];

/** Longest value (and sentence) order:files prints: older rows may hold names of any length. */
const MAX_VALUE = 200;
const MAX_SENTENCE = 600;

/**
 * A stored value as the terminal gets it: control and direction characters as visible escapes
 * (older rows were stored before names from files were made safe), bounded in length.
 */
function shown(value: string | number, max = MAX_VALUE): string {
  const text = String(value);
  return escapeUnshowable(text.length > max ? `${text.slice(0, max - 1)}…` : text);
}

/** A file stored "not checked": when its check is tried again, or that it is left to staff for good. */
function recheckNote(file: FileRow): string {
  if (file.recheck_at) return ` (check tried again from ${file.recheck_at})`;
  return file.check_attempts > 0 ? ` (after ${file.check_attempts} more tries)` : '';
}

function fileLines(file: FileRow): string[] {
  const checks = parseStoredChecks(file.checks);
  const size = file.width_mm === null ? 'size unknown' : `${file.width_mm} x ${file.height_mm} mm`;
  const accepted = file.warnings_accepted_at ? ` (warnings accepted ${file.warnings_accepted_at})` : '';
  const verdict = checks ? `${MARK[checks.worst]}${checks.worst === 'not_checked' ? recheckNote(file) : ''}` : 'not checked by machine';
  const head = `  file ${file.id} ${shown(file.original_name)} (${(Number(file.size) / 1e6).toFixed(1)} MB, ${file.pages ?? '?'} pages, ${size}): ${verdict}${accepted}`;
  const lines = (checks?.checks ?? []).flatMap((check) => {
    const params = Object.entries(check.params).map(([key, value]) => `${key}=${shown(value)}`).join(' ');
    const sentence = checkSentence(check, 'en');
    const line = `    ${check.verdict.padEnd(11)} ${check.check.padEnd(10)} ${check.code}${params ? ` ${params}` : ''}`;
    return sentence ? [line, `                ${shown(sentence, MAX_SENTENCE)}`] : [line];
  });
  return [head, ...(checks ? lines : file.warning ? [`    ${shown(file.warning)}`] : [])];
}

const STATUS: Record<LineFileStatus, string> = {
  ready: 'file to print', awaiting_acceptance: 'WAITING for the customer to accept warnings', refused: 'REFUSED, needs a new file', missing: 'NO FILE',
};

/**
 * order:files <id>: per print and copy line (a file is for one line, one page per original) the
 * line's status for intake and its files, each with its size, pages and every check with its verdict.
 */
export const listOrderFiles: AdminCommand = async ({ db }, args) => {
  const { positionals } = parseOptions(args, {}, 1);
  const orderId = positionalId(positionals[0], 'order id');
  if (!(await orderExists(db, orderId))) throw new AdminError(`no order with id ${orderId}`);
  const [lines, files] = [await orderLineRows(db, orderId), await orderFileRows(db, orderId)];
  const printIds = [...new Set(lines.map((line) => line.print_id))];
  const stored = files.map((file) => ({ ...file, verdict: verdictOf(file.check_verdict) }));
  const waiting = linesWaiting(lines, stored).length;
  const out = [`order ${orderId}: ${lines.length} line(s), ${files.length} file(s), ${waiting} line(s) without a file to print`];
  lines.forEach((line, index) => {
    const number = lines.slice(0, index).filter((other) => other.print_id === line.print_id).length + 1;
    const ofLine = stored.filter((file) => isFileOfLine(file, line));
    out.push(`print ${printIds.indexOf(line.print_id) + 1} line ${number} (${line.originals} original(s), ${line.width} x ${line.height} mm): ${STATUS[lineFileStatus(ofLine)]}`);
    out.push(...ofLine.flatMap(fileLines));
  });
  return out.join('\n');
};
