import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalFolderStorage } from '../../../src/server/platform/storage/storage.js';
import { receiveUpload } from '../../../src/server/modules/files/receive-upload.js';
import { UploadError } from '../../../src/server/modules/files/upload-errors.js';
import { watchTransferRate, type Ticker } from '../../../src/server/modules/files/transfer-rate.js';
import { pdfOfSize } from './pdf-fixtures.js';

/** A ticker the test turns by hand: each `tick()` ends one window. */
function manualTicker() {
  let tick: (() => void) | null = null;
  const ticker: Ticker = (_ms, onTick) => {
    tick = onTick;
    return () => { tick = null; };
  };
  return { ticker, tick: () => tick?.(), running: () => tick !== null };
}

/** A body the test feeds; `drained()` resolves once the reader has taken all pushed so far and waits for more. */
function fedBody() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let waiters: (() => void)[] = [];
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => { controller = c; },
    pull: () => {
      const waiting = waiters;
      waiters = [];
      for (const wake of waiting) wake();
    },
  }, { highWaterMark: 0 });
  return {
    stream,
    drained: () => new Promise<void>((resolve) => waiters.push(resolve)),
    push: (bytes: Uint8Array) => controller?.enqueue(bytes),
    end: () => controller?.close(),
  };
}

const LIMITS = { minBytesPerSecond: 1000, rateWindowMs: 30_000 }; // 30,000 bytes a window

describe('minimum pace of an upload', () => {
  it('lets a body through that brings its share each window, however long it takes', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pp-rate-'));
    const { ticker, tick, running } = manualTicker();
    const rate = watchTransferRate(LIMITS, ticker);
    const body = fedBody();
    const pdf = await pdfOfSize([210, 297]);
    const received = receiveUpload(new LocalFolderStorage(folder), { body: body.stream, contentType: 'application/pdf', rawName: 'ok.pdf' }, 1e7, { rate });
    for (let window = 0; window < 5; window++) {
      const taken = body.drained();
      body.push(window === 0 ? Buffer.concat([pdf, new Uint8Array(30_000).fill(10)]) : new Uint8Array(30_000).fill(10));
      await taken;
      tick();
    }
    body.end();
    expect((await received).size).toBe(pdf.length + 5 * 30_000);
    expect(running()).toBe(false);
  });

  it('ends a body that brings less than its share in one window with too_slow, and keeps nothing of it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pp-rate-'));
    const { ticker, tick } = manualTicker();
    const rate = watchTransferRate(LIMITS, ticker);
    const body = fedBody();
    const received = receiveUpload(new LocalFolderStorage(folder), { body: body.stream, contentType: 'application/pdf', rawName: 'slow.pdf' }, 1e7, { rate });
    const first = body.drained();
    body.push(new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...new Uint8Array(30_000).fill(10)]));
    await first;
    tick();
    const second = body.drained();
    body.push(new Uint8Array(29_999).fill(10));
    await second;
    tick();
    await expect(received).rejects.toEqual(new UploadError('too_slow'));
    expect(readdirSync(folder)).toEqual([]);
  });

  it('has no minimum at 0', () => {
    const { ticker, running } = manualTicker();
    watchTransferRate({ minBytesPerSecond: 0, rateWindowMs: 30_000 }, ticker);
    expect(running()).toBe(false);
  });
});
