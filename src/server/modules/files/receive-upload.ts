import type { FileStorage } from '../../platform/storage/storage.js';
import { UploadError } from './upload-errors.js';
import { chunksOf, pdfWithinLimit } from './byte-stream.js';
import { boundaryOf, openMultipartFile } from './multipart-stream.js';
import { safeFilename } from './safe-filename.js';

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

/** Room for multipart headers and boundaries around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

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
 * Throws UploadError for a non-PDF, a body over maxBytes, a broken-off or malformed body; in
 * every such case nothing is left in storage.
 */
export async function receiveUpload(storage: FileStorage, request: UploadRequest, maxBytes: number): Promise<ReceivedFile> {
  if (request.declaredBytes != null && request.declaredBytes > maxBytes + MULTIPART_OVERHEAD) {
    await request.body?.cancel().catch(() => undefined);
    throw new UploadError('too_big');
  }
  const chunks = chunksOf(request.body);
  const boundary = boundaryOf(request.contentType);
  let content: AsyncIterable<Uint8Array> = chunks;
  let name = decodedName(request.rawName);
  if (boundary) {
    const part = await openMultipartFile(chunks, boundary);
    content = part.content;
    name = part.filename;
  }
  const stored = await storage.put(pdfWithinLimit(content, maxBytes));
  return { ...stored, originalName: safeFilename(name) };
}
