import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Services } from '../../services.js';
import { invalid, notFound, refused } from '../../platform/http/errors.js';
import { storageFor } from '../../platform/storage/storage-for.js';
import { decide } from '../orders/transitions.js';
import { findOwnOrder } from '../orders/order-detail.js';
import { lifeOf } from '../orders/transitions.js';
import { inTransaction } from '../../platform/db/queries.js';
import type { UploadRequest } from './receive-upload.js';
import { maxFilesExceeded } from './upload-refusals.js';
import type { UploadAdmission } from './upload-admission.js';
import { receiveAdmitted } from './admit-upload.js';
import { DEFAULT_PDF_LIMITS } from './pdf-analysis/analyse-pdf.js';
import { analyseStored } from './analyse-stored.js';
import { orderedLineOf, storedCheckOf } from './print-file-checks.js';
import { recheckAt } from './recheck-files.js';
import { mailWhenFileNeedsAttention } from './file-check-mail.js';
import { MAX_FILES_PER_LINE } from '../../../domain/preflight/line-files.js';
import { fileAnswer } from './file-answer.js';
import { moveToIntakeWhenComplete } from './files-complete.js';
import { filesOfLine, insertOrderFile, isPrintOfOrder, linesOfPrint, lockPrint } from './queries.js';

const LINE_REQUIRED = 'copy is required: the copy line of the print this file is for';

/** The copy line a file is for: the one asked, or the print's only line when none was asked. */
async function lineOfUpload(db: Kysely<Database>, printId: number, copyId: number | undefined) {
  const lines = await linesOfPrint(db, printId);
  if (copyId === undefined) {
    if (lines.length === 1) return lines[0]!;
    throw invalid({ copy: [LINE_REQUIRED] }, LINE_REQUIRED);
  }
  const line = lines.find((candidate) => candidate.id === copyId);
  if (!line) throw notFound();
  return line;
}

/**
 * POST /orders/{id}/files?print={printId}&copy={copyId}: streams one PDF for one copy line to
 * storage, reads its pages (bounded, in a separate process), checks it against that line (its size,
 * one page per original), stores the row and, when every line now has a file to print, moves the
 * order to intake, all or nothing. The upload streams within the limits of `admission`.
 */
export async function attachFile(
  services: Services,
  admission: UploadAdmission,
  scope: { partnerId: number; userId: number },
  orderId: number,
  printId: number,
  copyId: number | undefined,
  request: UploadRequest,
) {
  const { db, config, now } = services;
  const order = await findOwnOrder(db.kysely, orderId, scope.partnerId);
  if (!(await isPrintOfOrder(db.kysely, printId, orderId))) throw notFound();
  const verdict = decide(lifeOf(order, now()), 'upload');
  if (!verdict.ok) throw refused(verdict.message);
  const line = await lineOfUpload(db.kysely, printId, copyId);
  if ((await filesOfLine(db.kysely, line.id)) >= MAX_FILES_PER_LINE) throw maxFilesExceeded();

  const storage = storageFor(config);
  const { received, done } = await receiveAdmitted(services, admission, scope, request);

  const actor = { partnerId: scope.partnerId, actor: `user:${scope.userId}` };
  const at = now();
  let answer;
  try {
    // Bounded in time and memory, in another process, in the company's share of the queue; a file
    // over the bounds is stored unchecked.
    const owner = `partner:${scope.partnerId}`;
    const analysis = await analyseStored(storage, received, DEFAULT_PDF_LIMITS, owner);
    const stored = storedCheckOf(analysis, await orderedLineOf(db.kysely, printId, line.id));
    answer = await inTransaction(db.kysely, async (trx) => {
      // Checked again inside the transaction: a parallel upload may have taken the last place.
      await lockPrint(trx, printId);
      if ((await filesOfLine(trx, line.id)) >= MAX_FILES_PER_LINE) throw maxFilesExceeded();
      const row = await insertOrderFile(trx, {
        order_id: orderId, print_id: printId, copy_id: line.id, user_id: scope.userId, partner_id: scope.partnerId,
        stored_name: received.storedName, original_name: received.originalName, size: received.size,
        ...stored.row, created_at: at.toISOString(), recheck_at: recheckAt(analysis, 0, at),
      });
      const state = await moveToIntakeWhenComplete(trx, orderId, actor, at);
      return { file: fileAnswer(row), warning: row.warning, order: { id: orderId, state } };
    });
  } catch (error) {
    await storage.delete(received.storedName);
    throw error;
  } finally {
    // Stored in the table or thrown away: its bytes are counted there now, or nowhere.
    done();
  }
  if (answer.order.state === 'waiting_for_files') {
    // Two last files uploaded in parallel may each miss the other's row; after both commits,
    // the later of these checks sees both.
    answer.order.state = await inTransaction(db.kysely, (trx) => moveToIntakeWhenComplete(trx, orderId, actor, at));
  }
  mailWhenFileNeedsAttention(services, { userId: scope.userId, orderId, file: answer.file, state: answer.order.state });
  return answer;
}
