import { open, rename, rm, stat } from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import type { FileStorage } from '../../platform/storage/storage.js';
import { AdminError } from '../admin-context.js';
import { TarWriter } from './tar.js';
import { DATABASE_ENTRY, FORMAT, MANIFEST, UPLOADS_PREFIX, type PortalPlaces } from './places.js';

export interface BackupSummary {
  databaseBytes: number;
  files: number;
  fileBytes: number;
}

/**
 * A consistent copy of the database as it is now, into `target`, while the server goes on writing:
 * SQLite's online backup copies every page inside one read transaction (all pages in one step: a
 * backup done in small steps starts over each time another process writes, and might never end).
 */
async function snapshotDatabase(databaseFile: string, target: string): Promise<void> {
  try {
    await stat(databaseFile);
  } catch {
    throw new AdminError(`no database at ${databaseFile}`);
  }
  const database = new SQLite(databaseFile, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(target, { progress: () => 0x7fffffff });
  } finally {
    database.close();
  }
}

/**
 * `backup <file>`: one tar file with the database first and then every stored upload. The database
 * is copied first, so every file an order of that copy names is already stored when the uploads are
 * copied (a file is stored before its order row is written); files stored meanwhile come along too
 * and are swept as orphans once restored (files:sweep).
 */
export async function makeBackup(places: PortalPlaces, storage: FileStorage, target: string, at: Date): Promise<BackupSummary> {
  const partial = `${target}.part`;
  const snapshot = `${target}.sqlite-snapshot`;
  try {
    await stat(target);
    throw new AdminError(`${target} already exists; choose another name`);
  } catch (error) {
    if (error instanceof AdminError) throw error;
  }
  const out = await open(partial, 'wx', 0o600).catch((error: NodeJS.ErrnoException) => {
    throw new AdminError(`cannot write ${partial}: ${error.code ?? error.message}`);
  });
  try {
    const tar = new TarWriter(out);
    await tar.addBytes(MANIFEST, Buffer.from(JSON.stringify({ format: FORMAT, version: 1, createdAt: at.toISOString(), database: 'sqlite' })), at);
    await snapshotDatabase(places.databaseFile, snapshot);
    const databaseBytes = (await tar.addFile(DATABASE_ENTRY, snapshot, at)) ?? 0;
    let files = 0;
    let fileBytes = 0;
    for await (const { storedName, modifiedAt } of storage.list()) {
      await storage.withLocalFile(storedName, async (path) => {
        // Null: deleted since it was listed (a replaced file), nothing to copy.
        const size = await tar.addFile(`${UPLOADS_PREFIX}${storedName}`, path, modifiedAt);
        if (size === null) return;
        files += 1;
        fileBytes += size;
      });
    }
    await tar.end();
    await out.sync();
    await out.close();
    await rename(partial, target);
    return { databaseBytes, files, fileBytes };
  } catch (error) {
    await out.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(snapshot, { force: true });
  }
}
