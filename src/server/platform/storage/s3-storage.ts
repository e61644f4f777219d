import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedStoredName, newStoredName, STORED_NAME, type FileStorage } from './storage.js';
import type { S3Location } from './s3-url.js';

/**
 * A part is buffered whole before it is sent: 8 MB parts, two in flight, keep one upload's memory
 * near 16 MB whatever the file's size (S3's smallest part is 5 MB).
 */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}

/**
 * Print files in an S3-compatible object store (`S3_URL`), so that several server processes on
 * several machines see the same files. An object appears only once its upload completed: a failed
 * upload leaves no partial object, and its multipart parts are aborted.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(location: S3Location) {
    this.bucket = location.bucket;
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: true,
      credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
      // Checksums only where S3 demands them: the newer default trailers are not understood by
      // every S3-compatible store.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // A store that does not answer fails the upload or download instead of holding it forever; the
      // idle bound is above the server's own (HTTP_IDLE_TIMEOUT_S) so a slow customer is cut by that one.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 120_000 },
    });
  }

  /**
   * Creates the bucket when it is missing, so a fresh store works at first start; where the
   * credentials may not create buckets, an existing one is needed and a missing one stops the start.
   */
  async prepare(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if (!isMissing(error)) throw new Error(`S3_URL: bucket "${this.bucket}" cannot be reached: ${reasonOf(error)}`);
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new Error(`S3_URL: bucket "${this.bucket}" does not exist and cannot be created: ${reasonOf(error)}`);
    }
  }

  async put(source: AsyncIterable<Uint8Array>): Promise<{ storedName: string; size: number }> {
    const storedName = newStoredName();
    let size = 0;
    // The source's own error (too big, too slow, broken off) is what the caller must see, not
    // the upload's wrapping of it.
    let sourceError: unknown = null;
    async function* counted(): AsyncGenerator<Uint8Array> {
      try {
        for await (const chunk of source) {
          size += chunk.byteLength;
          yield chunk;
        }
      } catch (error) {
        sourceError = error;
        throw error;
      }
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: storedName, Body: Readable.from(counted()), ContentType: 'application/pdf' },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // Parts already sent are aborted by the upload itself; an object completed at the last
      // moment is removed here.
      await upload.abort().catch(() => undefined);
      await this.delete(storedName).catch(() => undefined);
      throw sourceError ?? error;
    }
    return { storedName, size };
  }

  async get(storedName: string): Promise<ReadableStream<Uint8Array> | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedStoredName(storedName) }));
      return answer.Body ? (answer.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(storedName: string): Promise<Uint8Array> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedStoredName(storedName) }));
    if (!answer.Body) throw new Error('empty object');
    return answer.Body.transformToByteArray();
  }

  async withLocalFile<T>(storedName: string, work: (path: string) => Promise<T>): Promise<T> {
    const key = checkedStoredName(storedName);
    const folder = await mkdtemp(join(tmpdir(), 'pp-s3-'));
    try {
      const path = join(folder, key);
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error('object body is not a stream');
      await pipeline(answer.Body, createWriteStream(path, { mode: 0o600, flags: 'wx' }));
      return await work(path);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async delete(storedName: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedStoredName(storedName) }));
  }

  async *list(): AsyncIterable<{ storedName: string; modifiedAt: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        // Other objects in a shared bucket are not ours to report (nor to sweep).
        if (object.Key && STORED_NAME.test(object.Key)) yield { storedName: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`;
  return error instanceof Error ? error.message : String(error);
}
