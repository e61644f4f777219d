import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { STORED_NAME } from '../../platform/storage/storage.js';
import { AdminError } from '../admin-context.js';
import { tarEntries, type TarEntry } from './tar.js';
import { DATABASE_ENTRY, FORMAT, MANIFEST, UPLOADS_PREFIX, type PortalPlaces } from './places.js';

export interface RestoreSummary {
  createdAt: string;
  databaseBytes: number;
  files: number;
}

/** The SQLite file and its WAL companions: a restored database must not meet an old journal. */
const companions = (databaseFile: string) => [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`];

async function sizeOf(path: string): Promise<number> {
  return stat(path).then((info) => info.size, () => 0);
}

/** What of the target is in the way: a database with content, files in the upload folder. */
async function occupied(places: PortalPlaces): Promise<string[]> {
  const found: string[] = [];
  if ((await sizeOf(places.databaseFile)) > 0) found.push(places.databaseFile);
  const uploads = await readdir(places.uploadDir).catch(() => []);
  if (uploads.length > 0) found.push(`${places.uploadDir} (${uploads.length} entries)`);
  return found;
}

/** Reads the whole archive's table of contents first: a wrong or cut-short file changes nothing. */
async function contents(archive: FileHandle): Promise<{ createdAt: string; database: TarEntry; uploads: TarEntry[] }> {
  const entries: TarEntry[] = [];
  try {
    for await (const entry of tarEntries(archive)) entries.push(entry);
  } catch (error) {
    throw new AdminError(error instanceof Error ? error.message : String(error));
  }
  const [manifestEntry] = entries;
  if (manifestEntry?.name !== MANIFEST || manifestEntry.size > 4096) throw new AdminError('not a PrintPortal backup (no backup.json first)');
  const text = Buffer.alloc(manifestEntry.size);
  await archive.read(text, 0, manifestEntry.size, manifestEntry.offset);
  const manifest = JSON.parse(text.toString('utf8')) as { format?: unknown; version?: unknown; createdAt?: unknown };
  if (manifest.format !== FORMAT || manifest.version !== 1 || typeof manifest.createdAt !== 'string') {
    throw new AdminError('not a PrintPortal backup of a version this portal reads');
  }
  const database = entries.find((entry) => entry.name === DATABASE_ENTRY);
  if (!database) throw new AdminError('backup holds no database');
  const uploads = entries.filter((entry) => entry.name.startsWith(UPLOADS_PREFIX));
  const strange = entries.find((entry) => entry !== manifestEntry && entry !== database
    && !(entry.name.startsWith(UPLOADS_PREFIX) && STORED_NAME.test(entry.name.slice(UPLOADS_PREFIX.length))));
  if (strange) throw new AdminError(`unexpected entry in backup: ${JSON.stringify(strange.name)}`);
  return { createdAt: manifest.createdAt, database, uploads };
}

/** One entry's bytes of the archive at `source` into `path`, under a temporary name until complete. */
async function extract(source: string, entry: TarEntry, path: string): Promise<void> {
  const partial = `${path}.part`;
  if (entry.size === 0) await writeFile(partial, new Uint8Array(), { mode: 0o600 });
  else await pipeline(createReadStream(source, { start: entry.offset, end: entry.offset + entry.size - 1 }), createWriteStream(partial, { mode: 0o600 }));
  await rename(partial, path);
}

/**
 * `restore <file> [--force]`: the database and uploads of a backup into this configuration's
 * database file and upload folder. A target with a database or uploads is only replaced with
 * force (the server must be stopped): its database and stored files are removed first.
 */
export async function restoreBackup(places: PortalPlaces, source: string, { force = false } = {}): Promise<RestoreSummary> {
  const archive = await open(source, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new AdminError(`cannot read ${source}: ${error.code ?? error.message}`);
  });
  try {
    const { createdAt, database, uploads } = await contents(archive);
    const inTheWay = await occupied(places);
    if (inTheWay.length > 0 && !force) {
      throw new AdminError(`not restoring over ${inTheWay.join(' and ')}: stop the server and add --force to replace them`);
    }
    for (const path of companions(places.databaseFile)) await rm(path, { force: true });
    const oldUploads = await readdir(places.uploadDir).catch(() => []);
    for (const name of oldUploads) if (STORED_NAME.test(name.replace(/\.part$/, ''))) await rm(join(places.uploadDir, name), { force: true });
    await mkdir(dirname(places.databaseFile), { recursive: true });
    await mkdir(places.uploadDir, { recursive: true });
    await extract(source, database, places.databaseFile);
    for (const entry of uploads) await extract(source, entry, join(places.uploadDir, entry.name.slice(UPLOADS_PREFIX.length)));
    return { createdAt, databaseBytes: database.size, files: uploads.length };
  } finally {
    await archive.close();
  }
}
