import type { Services } from '../../services.js';
import { storageFor } from '../../platform/storage/storage-for.js';
import { inTransaction } from '../../platform/db/queries.js';
import { analysePdf, DEFAULT_PDF_LIMITS, type AnalysePdf, type PdfAnalysis, type UncheckedReason } from './pdf-analysis/analyse-pdf.js';
import { orderedLineOf, storedCheckOf } from './print-file-checks.js';
import { mailWhenFileNeedsAttention } from './file-check-mail.js';
import { moveToIntakeWhenComplete } from './files-complete.js';
import { fileAnswer } from './file-answer.js';
import { analyseStored } from './analyse-stored.js';
import { claimRecheck, dueRechecks, storeRecheck } from './queries.js';
import { errorFields, loggerOf } from '../../platform/log/logger.js';
import { repeatInBackground } from '../../platform/jobs/repeat.js';

/**
 * Reasons of the moment, not of the file: the queue was full, the deadline passed while others ran,
 * the analysis process died. A file over a bound of its own (too big, too many objects or pages,
 * too much memory) or unreadable would answer the same again: its check is final at once.
 */
const RETRIED: readonly UncheckedReason[] = ['busy', 'too_slow', 'failed'];
/** Waits before each try again; after the last, the file stays "checked by hand" for good. */
const RETRY_DELAYS_MS = [60_000, 10 * 60_000, 60 * 60_000];
export const MAX_RECHECKS = RETRY_DELAYS_MS.length;
/** A recheck has a longer deadline than an upload: no customer waits for its answer. */
const RECHECK_LIMITS = { ...DEFAULT_PDF_LIMITS, timeoutMs: 60_000 };
/** A try that never finished (the server stopped) is due again after this. */
const LEASE_MS = 10 * 60_000;

/** When a file whose analysis answered this after `attempts` tries again is tried next; null: never (final). */
export function recheckAt(analysis: PdfAnalysis, attempts: number, at: Date): string | null {
  if (analysis.checked || !RETRIED.includes(analysis.reason) || attempts >= MAX_RECHECKS) return null;
  return new Date(at.getTime() + RETRY_DELAYS_MS[attempts]!).toISOString();
}

type DueFile = Awaited<ReturnType<typeof dueRechecks>>[number];

async function recheck(services: Services, file: DueFile, analyse: AnalysePdf): Promise<void> {
  const { db, config, now } = services;
  if (file.copy_id === null) {
    // A file from before files per line has no line to be checked against.
    await storeRecheck(db.kysely, file.id, { recheck_at: null });
    return;
  }
  const attempts = file.check_attempts + 1;
  if (!(await claimRecheck(db.kysely, file.id, file.check_attempts, new Date(now().getTime() + LEASE_MS).toISOString()))) return;
  let analysis: PdfAnalysis;
  try {
    // In the company's own share of the queue: a recheck never pushes another customer's file out.
    analysis = await analyseStored(storageFor(config), { storedName: file.stored_name, size: Number(file.size) }, RECHECK_LIMITS, `partner:${file.partner_id}`, analyse);
  } catch {
    analysis = { checked: false, reason: 'failed' };
  }
  const at = now();
  const next = recheckAt(analysis, attempts, at);
  if (!analysis.checked && RETRIED.includes(analysis.reason)) {
    // Not checked this time either: the stored "not checked" stands; only when to try again changes.
    await storeRecheck(db.kysely, file.id, { recheck_at: next });
    return;
  }
  const stored = storedCheckOf(analysis, await orderedLineOf(db.kysely, file.print_id, file.copy_id));
  const row = await storeRecheck(db.kysely, file.id, { ...stored.row, recheck_at: next });
  const actor = { partnerId: file.partner_id, actor: 'system:recheck' };
  const state = await inTransaction(db.kysely, (trx) => moveToIntakeWhenComplete(trx, file.order_id, actor, at));
  mailWhenFileNeedsAttention(services, { userId: file.user_id, orderId: file.order_id, file: fileAnswer(row), state });
}

/**
 * The recheck pass: tries again the check of every file stored "not checked" for a reason of the
 * moment (recheckAt), one file after another, up to `batch` files; answers how many it took.
 * A file checked now gets its check stored (and its uploader the mail when it needs attention);
 * one not checked again is due later, until its last try leaves it to be checked by hand.
 */
export async function recheckDueFiles(services: Services, { analyse = analysePdf, batch = 10 }: { analyse?: AnalysePdf; batch?: number } = {}): Promise<number> {
  const due = await dueRechecks(services.db.kysely, services.now().toISOString(), batch);
  for (const file of due) await recheck(services, file, analyse);
  return due.length;
}

/** Runs the recheck pass every `everyMs` in the background (never two at once); answers how to stop it. */
export function startRecheckPass(services: Services, everyMs = 60_000): () => void {
  return repeatInBackground(everyMs, () => recheckDueFiles(services), (error) => loggerOf(services).error(errorFields(error), 'file recheck pass failed'));
}
