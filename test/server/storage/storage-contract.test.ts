import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFolderStorage, type FileStorage } from '../../../src/server/platform/storage/storage.js';
import { S3Storage } from '../../../src/server/platform/storage/s3-storage.js';
import { prepareStorage, storageFor } from '../../../src/server/platform/storage/storage-for.js';
import { startS3Store, type RunningS3 } from '../../support/s3-store.js';

/** Deterministic bytes: a PDF header, then a pattern that differs per position. */
function bytesOf(size: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(Buffer.from('%PDF-1.7\n').subarray(0, size));
  for (let i = 9; i < size; i += 1) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

async function* chunked(bytes: Uint8Array, chunk = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
}

async function* failingAfter(bytes: number): AsyncGenerator<Uint8Array> {
  // Past one S3 part (8 MB), so the object store has a multipart upload to abort.
  yield* chunked(bytesOf(bytes));
  throw new Error('the client went away');
}

async function names(storage: FileStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list()) found.push(object.storedName);
  return found.sort();
}

async function streamed(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

let s3: RunningS3;
beforeAll(async () => { s3 = await startS3Store(); });
afterAll(async () => { await s3?.stop(); });

const kinds: { name: string; make: () => Promise<FileStorage> }[] = [
  { name: 'local folder', make: async () => new LocalFolderStorage(join(mkdtempSync(join(tmpdir(), 'pp-storage-')), 'uploads')) },
  {
    name: 'object store (S3)',
    make: async () => {
      const config = { uploadDir: '/nonexistent', s3Url: s3.urlFor(`contract-${Date.now()}`) };
      await prepareStorage(config);
      return storageFor(config);
    },
  },
];

describe.each(kinds)('print-file storage: $name', ({ make }) => {
  let storage: FileStorage;
  beforeAll(async () => { storage = await make(); });

  it('starts empty, stores a stream under a new random name and gives the same bytes back three ways', async () => {
    expect(await names(storage)).toEqual([]);
    const bytes = bytesOf(300_000);
    const before = Date.now();
    const { storedName, size } = await storage.put(chunked(bytes));
    expect(storedName).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(size).toBe(bytes.length);

    expect(Buffer.from(await storage.read(storedName)).equals(Buffer.from(bytes))).toBe(true);
    const stream = await storage.get(storedName);
    expect(stream).not.toBeNull();
    expect((await streamed(stream!)).equals(Buffer.from(bytes))).toBe(true);

    let seenPath = '';
    const length = await storage.withLocalFile(storedName, async (path) => {
      seenPath = path;
      return readFileSync(path).length;
    });
    expect(length).toBe(bytes.length);

    const listed: { storedName: string; modifiedAt: Date }[] = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.map((object) => object.storedName)).toEqual([storedName]);
    // Within a second: object stores keep whole seconds.
    expect(listed[0]!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await storage.delete(storedName);
    expect(await storage.get(storedName)).toBeNull();
    expect(await names(storage)).toEqual([]);
    // The object store's temporary copy is gone after the work; the folder's own file is gone with the delete.
    expect(existsSync(seenPath)).toBe(false);
    await storage.delete(storedName);
  });

  it('removes its temporary copy when the work on it fails', async () => {
    const { storedName } = await storage.put(chunked(bytesOf(1000)));
    let seenPath = '';
    await expect(storage.withLocalFile(storedName, async (path) => {
      seenPath = path;
      throw new Error('analysis died');
    })).rejects.toThrow('analysis died');
    // The folder hands out the stored file itself, which stays; the object store's copy is gone.
    expect(existsSync(seenPath)).toBe(!(storage instanceof S3Storage));
    await storage.delete(storedName);
  });

  it('lists every stored file, and a file removed is no longer listed', async () => {
    const first = await storage.put(chunked(bytesOf(10, 1)));
    const second = await storage.put(chunked(bytesOf(20, 2)));
    expect(await names(storage)).toEqual([first.storedName, second.storedName].sort());
    await storage.delete(first.storedName);
    expect(await names(storage)).toEqual([second.storedName]);
    await storage.delete(second.storedName);
  });

  it('leaves nothing behind when the source fails mid-way, and passes on the source\'s own error', async () => {
    await expect(storage.put(failingAfter(9 * 1024 * 1024))).rejects.toThrow('the client went away');
    await expect(storage.put(failingAfter(100))).rejects.toThrow('the client went away');
    expect(await names(storage)).toEqual([]);
    if (storage instanceof S3Storage) {
      // The parts already sent of the big one are dropped: the store was asked to abort that upload.
      const started = s3.requests.filter((line) => /^POST \/[^?]+\?uploads/.test(line)).length;
      expect(started).toBeGreaterThan(0);
      expect(s3.requests.filter((line) => /^DELETE \/[^?]+\?uploadId=/.test(line))).toHaveLength(started);
    }
  });

  it('refuses a name that is not one of its own', async () => {
    await expect(storage.read('../secret.pdf')).rejects.toThrow('invalid stored name');
    await expect(storage.withLocalFile('a/b.pdf', async () => 1)).rejects.toThrow('invalid stored name');
  });
});
