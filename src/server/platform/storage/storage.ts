import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where print files live. Local folder now; an object store later (DESIGN.md section 3): callers
 * only ever see a random stored name, never a path, so nothing outside this file knows the folder.
 */
export interface FileStorage {
  /** Writes the stream under a new random name; on any error the partial object is removed. */
  put(source: AsyncIterable<Uint8Array>): Promise<{ storedName: string; size: number }>;
  /** The stored bytes as a web stream, or null when the object is gone. */
  get(storedName: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Whole content. */
  read(storedName: string): Promise<Uint8Array>;
  /**
   * Runs `use` with the stored object as a file on this machine's disk (the PDF analysis reads it
   * in another process). The local folder hands out its own file; an object store would download
   * the object to a temporary file first.
   */
  withLocalFile<T>(storedName: string, work: (path: string) => Promise<T>): Promise<T>;
  delete(storedName: string): Promise<void>;
  /** Every stored object (complete ones only), for the sweeper of orphans (objects no file row names). */
  list(): AsyncIterable<{ storedName: string; modifiedAt: Date }>;
  /**
   * Removes what writes that never finished left behind, last touched before `before` (a process
   * killed mid-upload never ran its clean-up); answers what it removed. A store whose unfinished
   * writes are invisible and cleaned up by the store itself has none.
   */
  removeUnfinished?(before: Date, options?: { dryRun?: boolean }): Promise<string[]>;
}

/** Every stored name looks like this; anything else is never turned into a path or a key. */
export const STORED_NAME = /^[a-f0-9]{32}\.pdf$/;

/** The name itself, once checked: a stored name comes from our own table, but nothing else may become a path or a key. */
export function checkedStoredName(storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error('invalid stored name');
  return storedName;
}
/** A write in progress in the local folder: renamed to its stored name only once every byte is on disk. */
const PART = '.part';
const UNFINISHED_NAME = /^[a-f0-9]{32}\.pdf\.part$/;

export function newStoredName(): string {
  return `${randomBytes(16).toString('hex')}.pdf`;
}

export class LocalFolderStorage implements FileStorage {
  constructor(private readonly folder: string) {}

  private pathOf(storedName: string): string {
    return join(this.folder, checkedStoredName(storedName));
  }

  /** What the folder holds, with its last change; nothing while no upload has made the folder yet. */
  private async *entries(named: RegExp): AsyncIterable<{ name: string; modifiedAt: Date }> {
    const names = await readdir(this.folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names) {
      if (!named.test(name)) continue;
      const info = await stat(join(this.folder, name)).catch(() => null);
      if (info) yield { name, modifiedAt: info.mtime };
    }
  }

  async put(source: AsyncIterable<Uint8Array>): Promise<{ storedName: string; size: number }> {
    await mkdir(this.folder, { recursive: true });
    const storedName = newStoredName();
    const path = this.pathOf(storedName);
    // Written under a temporary name and renamed when complete: a process killed mid-upload
    // leaves a `.part` file (which the sweeper removes), never a stored name with half a file.
    const partPath = `${path}${PART}`;
    // Opened before a byte is read, so that a source failing at once finds the file there to
    // remove: a stream opening it on its own could create it after the clean-up ran.
    const file = await open(partPath, 'wx', 0o600);
    try {
      await pipeline(Readable.from(source), file.createWriteStream());
      const { size } = await stat(partPath);
      await rename(partPath, path);
      return { storedName, size };
    } catch (error) {
      await rm(partPath, { force: true });
      throw error;
    } finally {
      await file.close().catch(() => undefined);
    }
  }

  async get(storedName: string): Promise<ReadableStream<Uint8Array> | null> {
    const path = this.pathOf(storedName);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
  }

  async read(storedName: string): Promise<Uint8Array> {
    return readFile(this.pathOf(storedName));
  }

  async withLocalFile<T>(storedName: string, work: (path: string) => Promise<T>): Promise<T> {
    return work(this.pathOf(storedName));
  }

  async delete(storedName: string): Promise<void> {
    await rm(this.pathOf(storedName), { force: true });
  }

  async *list(): AsyncIterable<{ storedName: string; modifiedAt: Date }> {
    for await (const { name, modifiedAt } of this.entries(STORED_NAME)) yield { storedName: name, modifiedAt };
  }

  async removeUnfinished(before: Date, { dryRun = false } = {}): Promise<string[]> {
    const removed: string[] = [];
    for await (const { name, modifiedAt } of this.entries(UNFINISHED_NAME)) {
      if (modifiedAt >= before) continue;
      if (!dryRun) await rm(join(this.folder, name), { force: true });
      removed.push(name);
    }
    return removed;
  }
}
