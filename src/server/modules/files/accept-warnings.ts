import type { Services } from '../../services.js';
import { invalid, notFound, refused } from '../../platform/http/errors.js';
import { inTransaction } from '../../platform/db/queries.js';
import { decide } from '../orders/transitions.js';
import { findOwnOrder } from '../orders/order-detail.js';
import { lifeOf } from '../orders/transitions.js';
import { moveToIntakeWhenComplete } from './files-complete.js';
import { fileAnswer } from './file-answer.js';
import { acceptWarningsOf, fileById, fileOfOrder } from './queries.js';

const NOTHING_TO_ACCEPT = 'Only the warnings of a file can be accepted; a refused file needs a new upload.';

/**
 * POST /orders/{id}/files/{fileId}/accept: the customer accepts the warnings of a file's check
 * (printed as it is). Stored with the file; when every copy line now has a file to print, the
 * order moves to intake in the same transaction. Accepting twice keeps the first moment.
 */
export async function acceptFileWarnings(services: Services, scope: { partnerId: number; userId: number }, orderId: number, fileId: number) {
  const { db, now } = services;
  const order = await findOwnOrder(db.kysely, orderId, scope.partnerId);
  const file = await fileOfOrder(db.kysely, fileId, orderId, scope.partnerId);
  if (!file) throw notFound();
  const verdict = decide(lifeOf(order, now()), 'upload');
  if (!verdict.ok) throw refused(verdict.message);
  if (file.check_verdict !== 'warning') throw invalid({ file: [NOTHING_TO_ACCEPT] }, NOTHING_TO_ACCEPT);
  const at = now();
  return inTransaction(db.kysely, async (trx) => {
    await acceptWarningsOf(trx, fileId, at.toISOString());
    const state = await moveToIntakeWhenComplete(trx, orderId, { partnerId: scope.partnerId, actor: `user:${scope.userId}` }, at);
    return { file: fileAnswer(await fileById(trx, fileId)), order: { id: orderId, state } };
  });
}
