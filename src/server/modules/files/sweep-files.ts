import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { knownStoredNames } from './queries.js';
import { repeatInBackground } from '../../platform/jobs/repeat.js';
import { errorFields, type Logger } from '../../platform/log/logger.js';

/**
 * How old a stored file without an order file must be before it goes: an upload is stored first
 * and its row written right after, so a young file may simply not have its row yet.
 */
export const ORPHAN_AGE_MS = 24 * 60 * 60_000;
/** A write untouched this long belongs to no upload still running: a running one writes at least every idle timeout (HTTP_IDLE_TIMEOUT_S). */
export const UNFINISHED_AGE_MS = 60 * 60_000;
/** Names looked up in the database at once. */
const BATCH = 500;

export interface SweepResult {
  /** Stored files no order file holds, older than ORPHAN_AGE_MS. */
  orphans: string[];
  /** Writes that never finished (a process killed mid-upload), older than UNFINISHED_AGE_MS. */
  unfinished: string[];
}

/**
 * Removes from storage what no order holds: files stored by an upload whose row was never written
 * (the process died between the two, or the row's transaction failed) and writes that never
 * finished. With dryRun, only answers what it would remove.
 */
export async function sweepFiles(db: Kysely<Database>, storage: FileStorage, at: Date, { dryRun = false } = {}): Promise<SweepResult> {
  const before = at.getTime() - ORPHAN_AGE_MS;
  const orphans: string[] = [];
  let batch: string[] = [];
  const flush = async () => {
    const known = await knownStoredNames(db, batch);
    for (const name of batch) {
      if (known.has(name)) continue;
      if (!dryRun) await storage.delete(name);
      orphans.push(name);
    }
    batch = [];
  };
  for await (const object of storage.list()) {
    if (object.modifiedAt.getTime() >= before) continue;
    batch.push(object.storedName);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  const unfinished = (await storage.removeUnfinished?.(new Date(at.getTime() - UNFINISHED_AGE_MS), { dryRun })) ?? [];
  return { orphans, unfinished };
}

/** Runs the sweep every `everyMs` in the background (never two at once); answers how to stop it. */
export function startSweeper(db: Kysely<Database>, storage: FileStorage, now: () => Date, log: Logger, everyMs = 60 * 60_000): () => void {
  return repeatInBackground(everyMs, async () => {
    const { orphans, unfinished } = await sweepFiles(db, storage, now());
    if (orphans.length + unfinished.length > 0) log.info({ orphans: orphans.length, unfinished: unfinished.length }, 'file sweep removed files of no order and unfinished uploads');
  }, (error) => log.error(errorFields(error), 'file sweep failed'));
}
