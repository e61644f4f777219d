import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../platform/http/errors.js';
import { hasEveryLineAFile } from '../../../domain/preflight/line-files.js';
import { verdictOf } from '../../../domain/preflight/file-checks.js';
import { applyActionIn, type ActionScope } from '../orders/change-state.js';
import { orderStateOf } from '../orders/queries/order-state.js';
import { linesAndFilesOfOrder } from './queries.js';

/**
 * Waiting for files -> intake once every copy line has a file to print (src/domain/preflight/
 * line-files.ts): not refused, its warnings accepted. Answers the order's state after the check.
 */
export async function moveToIntakeWhenComplete(trx: Kysely<Database>, orderId: number, scope: ActionScope, at: Date): Promise<string> {
  const state = await orderStateOf(trx, orderId);
  if (state !== 'waiting_for_files') return state;
  const { lines, files } = await linesAndFilesOfOrder(trx, orderId);
  const stored = files.map((file) => ({ ...file, verdict: verdictOf(file.check_verdict) }));
  if (!hasEveryLineAFile(lines, stored)) return state;
  try {
    return (await applyActionIn(trx, orderId, 'files_complete', scope, at)).state;
  } catch (error) {
    // Someone else moved the order meanwhile: their move stands.
    if (error instanceof ApiError && (error.status === 409 || error.status === 405)) {
      return orderStateOf(trx, orderId);
    }
    throw error;
  }
}
