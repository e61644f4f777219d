import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalFolderStorage } from '../../../src/server/platform/storage/storage.js';
import { receiveUpload } from '../../../src/server/modules/files/receive-upload.js';
import { UploadError } from '../../../src/server/modules/files/upload-errors.js';
import { sizeWarning } from '../../../src/server/modules/files/pdf-info.js';
import { analyseBytes } from '../../../src/server/modules/files/pdf-analysis/analyse-bytes.js';
import { DEFAULT_PDF_LIMITS } from '../../../src/server/modules/files/pdf-analysis/limits.js';
import { attachmentDisposition, safeFilename } from '../../../src/server/modules/files/safe-filename.js';
import { multipartBody, pdfOfSize, pngBytes, streamOf } from './pdf-fixtures.js';

function freshStorage() {
  const folder = mkdtempSync(join(tmpdir(), 'pp-files-'));
  return { folder, storage: new LocalFolderStorage(folder) };
}

/** Splits bytes into small chunks so boundaries and the magic check cross chunk edges. */
function chunked(bytes: Uint8Array, size = 3): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadError) return error.failure;
    throw error;
  }
  return 'stored';
}

describe('streamed PDF upload', () => {
  it('stores a multipart PDF split in tiny chunks byte for byte, under a random name', async () => {
    const { folder, storage } = freshStorage();
    const pdf = await pdfOfSize([210, 297]);
    const { body, contentType } = multipartBody('poster.pdf', pdf);
    const received = await receiveUpload(storage, { body: streamOf(chunked(body, 7)), contentType, rawName: undefined }, 1e6);
    expect(received.originalName).toBe('poster.pdf');
    expect(received.size).toBe(pdf.length);
    expect(readdirSync(folder)).toEqual([received.storedName]);
    expect(received.storedName).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(Buffer.from(await storage.read(received.storedName)).equals(Buffer.from(pdf))).toBe(true);
  });

  it('refuses a renamed PNG before writing anything', async () => {
    const { folder, storage } = freshStorage();
    const { body, contentType } = multipartBody('photo.pdf', pngBytes());
    expect(await failure(receiveUpload(storage, { body: streamOf(chunked(body)), contentType, rawName: undefined }, 1e6))).toBe('not_pdf');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('cuts a raw stream at the limit and leaves nothing behind', async () => {
    const { folder, storage } = freshStorage();
    const chunks = [Buffer.from('%PDF-1.7\n'), ...Array.from({ length: 20 }, () => new Uint8Array(1000))];
    expect(await failure(receiveUpload(storage, { body: streamOf(chunks), contentType: 'application/pdf', rawName: 'x.pdf' }, 5000))).toBe('too_big');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses a body announced as too big before reading it', async () => {
    const { folder, storage } = freshStorage();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({ pull(controller) { pulled++; controller.enqueue(Buffer.from('%PDF-1.7')); } });
    const request = { body, contentType: 'application/pdf', rawName: 'x.pdf', declaredBytes: 10_000_000 };
    expect(await failure(receiveUpload(storage, request, 1_000_000))).toBe('too_big');
    expect(pulled).toBeLessThanOrEqual(1);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('treats a body that breaks off as cancelled and leaves nothing behind', async () => {
    const { folder, storage } = freshStorage();
    const pdf = await pdfOfSize([100, 100]);
    const { body, contentType } = multipartBody('a.pdf', pdf);
    const half = chunked(body.subarray(0, body.length / 2), 50);
    expect(await failure(receiveUpload(storage, { body: streamOf(half, true), contentType, rawName: undefined }, 1e6))).toBe('canceled');
    expect(await failure(receiveUpload(storage, { body: streamOf(half), contentType, rawName: undefined }, 1e6))).toBe('canceled');
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe('local folder storage', () => {
  it('leaves no file behind when the source fails before the file is even open', async () => {
    const { folder, storage } = freshStorage();
    // A file created behind the clean-up's back was a race (about 1 in 200 tries): many tries.
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const failsAtOnce = { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new UploadError('canceled')) }) };
      expect(await failure(storage.put(failsAtOnce))).toBe('canceled');
    }
    // A file opened late would show up after the failure: one more whole write lets it.
    const kept = await storage.put((async function* () { yield Buffer.from('%PDF-1.7'); })());
    expect(readdirSync(folder)).toEqual([kept.storedName]);
  });
});

describe('PDF page boxes and names', () => {
  it('reads pages and size in mm and warns only on a mismatch', async () => {
    const analysis = await analyseBytes(await pdfOfSize([1000, 500], [1000, 500]), DEFAULT_PDF_LIMITS);
    if (!analysis.checked) throw new Error(`not checked: ${analysis.reason}`);
    const { info } = analysis;
    expect(info).toMatchObject({ pages: 2, widthMm: 1000, heightMm: 500 });
    expect(sizeWarning(info, [{ width: 1000, height: 500 }])).toBeNull();
    expect(sizeWarning(info, [{ width: 500, height: 1000 }])).toBeNull();
    expect(sizeWarning(info, [{ width: 2000, height: 1000 }])).toContain('1000 x 500 mm');
  });

  it('keeps only a plain file name', () => {
    expect(safeFilename('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(safeFilename('C:\\temp\\"evil"\r\n.pdf')).toBe('evil.pdf');
    expect(safeFilename('..')).toBe('file.pdf');
    expect(attachmentDisposition('Ünïcode "x".pdf')).toBe(`attachment; filename="_n_code x.pdf"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20x.pdf`);
  });

  it('always ends in .pdf and drops direction, zero-width and other invisible characters', () => {
    expect(safeFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe.pdf');
    expect(safeFilename('\u2067report\u2069\u200F.pdf\u200B')).toBe('report.pdf');
    expect(safeFilename('page.html')).toBe('page.html.pdf');
    expect(safeFilename('Poster.PDF')).toBe('Poster.PDF');
    expect(safeFilename('trailing.pdf. . ')).toBe('trailing.pdf');
    expect(safeFilename('c1\u0085control\u009b.pdf')).toBe('c1control.pdf');
    const long = safeFilename(`${'a'.repeat(300)}.exe`);
    expect(long).toHaveLength(180);
    expect(long.endsWith('.exe.pdf')).toBe(true);
    expect(safeFilename('\u202E\u200B')).toBe('file.pdf');
    // Rows stored before the fix are served safely too: the disposition cleans the name again.
    expect(attachmentDisposition('invoice\u202Efdp.exe')).toBe(`attachment; filename="invoicefdp.exe.pdf"; filename*=UTF-8''invoicefdp.exe.pdf`);
  });
});
