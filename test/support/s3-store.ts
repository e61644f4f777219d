import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import S3rver from 's3rver';

export interface RunningS3 {
  /** An S3_URL for a bucket of its own on this store (created by the portal at start). */
  urlFor(bucket: string): string;
  /** Method and path of every request it received, oldest first (s3rver keeps aborted multipart parts, so a test checks the abort was asked). */
  requests: string[];
  stop(): Promise<void>;
}

/** s3rver (an S3 protocol server) in this process on a free port, its objects in a temp folder. */
export async function startS3Store(): Promise<RunningS3> {
  const directory = mkdtempSync(join(tmpdir(), 'pp-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const requests: string[] = [];
  server.httpServer.prependListener('request', (request: IncomingMessage) => requests.push(`${request.method} ${request.url}`));
  return {
    requests,
    urlFor: (bucket) => `s3://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?tls=0`,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
