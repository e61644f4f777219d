import type { FileStorage } from '../../platform/storage/storage.js';
import { UploadError } from './upload-errors.js';
import { chunksOf, pdfWithinLimit } from './byte-stream.js';
import { boundaryOf, openMultipartFile } from './multipart-stream.js';
import { safeFilename } from './safe-filename.js';
import type { TransferRateWatch } from './transfer-rate.js';
import type { QuotaAccount } from './storage-quota.js';

export interface ReceivedFile {
  storedName: string;
  originalName: string;
  size: number;
}

export interface UploadRequest {
  body: ReadableStream<Uint8Array> | null;
  contentType: string | undefined;
  /** For a raw body: the name from the `X-File-Name` header (URL-encoded) or `?name=`. */
  rawName: string | undefined;
  /** Content-Length when the client sent one: a body announced as too big is refused unread. */
  declaredBytes?: number | null;
}

/** What else an upload must keep to besides its size: a pace, and its company's storage. */
export interface UploadGuards {
  rate?: TransferRateWatch;
  quota?: QuotaAccount;
}

/** Room for multipart headers and boundaries around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The file's size as the client announced it (Content-Length, less room for multipart framing). */
export function announcedFileBytes(request: Pick<UploadRequest, 'contentType' | 'declaredBytes'>): number | null {
  if (request.declaredBytes == null) return null;
  return boundaryOf(request.contentType) ? Math.max(0, request.declaredBytes - MULTIPART_OVERHEAD) : request.declaredBytes;
}

function decodedName(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Streams one uploaded PDF into storage: multipart/form-data (first file part) or a raw body.
 * Throws UploadError for a non-PDF, a body over maxBytes, a broken-off or malformed body, one that
 * comes too slowly or overflows its company's storage; in every such case nothing is left in storage.
 */
export async function receiveUpload(storage: FileStorage, request: UploadRequest, maxBytes: number, guards: UploadGuards = {}): Promise<ReceivedFile> {
  try {
    if (request.declaredBytes != null && request.declaredBytes > maxBytes + MULTIPART_OVERHEAD) {
      await request.body?.cancel().catch(() => undefined);
      throw new UploadError('too_big');
    }
    const chunks = chunksOf(request.body, guards.rate);
    const boundary = boundaryOf(request.contentType);
    let content: AsyncIterable<Uint8Array> = chunks;
    let name = decodedName(request.rawName);
    if (boundary) {
      const part = await openMultipartFile(chunks, boundary);
      content = part.content;
      name = part.filename;
    }
    const checked = pdfWithinLimit(content, maxBytes);
    const stored = await storage.put(guards.quota ? guards.quota.counted(checked) : checked);
    return { ...stored, originalName: safeFilename(name) };
  } finally {
    // The multipart reader stops at the closing boundary, before the body's own end.
    guards.rate?.stop();
  }
}
