import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { uploadMachine } from '../../machines/upload.machine.js';
import { problemOf, uploadFileActor } from '../../src/features/orders/actors/upload-file.js';
import type { UploadResult } from '../../src/features/orders/api/files.js';

const answer = {
  file: { id: 1, print_id: 70, copy_id: 700, name: 'a.pdf', size: 10, pages: 1, width_mm: 210, height_mm: 297, warning: null, warnings_accepted_at: null, uploaded_at: '2026-11-22T06:00:00.000Z', url: '/api/v1/files/1',
    checks: { version: 1 as const, worst: 'warning' as const, checks: [{ check: 'bleed' as const, verdict: 'warning' as const, code: 'bleed_missing' as const, params: { required: 5 } }] } },
  warning: 'size differs',
  order: { id: 7, state: 'intake' as const },
};

function fakeSend(results: UploadResult[]) {
  const aborts: number[] = [];
  const send = vi.fn((request: { onProgress: (loaded: number, total: number) => void }) => {
    const index = send.mock.calls.length - 1;
    request.onProgress(5, 10);
    return { done: Promise.resolve(results[index]!), abort: () => aborts.push(index) };
  });
  return { send, aborts };
}

function run(results: UploadResult[]) {
  const { send, aborts } = fakeSend(results);
  const renewToken = vi.fn(async () => undefined);
  const machine = uploadMachine.provide({ actors: { uploadFile: uploadFileActor({ renewToken }, send as never) } });
  const actor = createActor(machine, { input: { orderId: 7, printId: 70, copyId: 700, existing: 0, maxFiles: 10, maxBytes: 1000 } }).start();
  actor.send({ type: 'files.choose', files: [{ name: 'a.pdf', size: 10, type: 'application/pdf', body: new Blob(['%PDF-']) }] });
  return { actor, send, aborts, renewToken };
}

describe('uploader actor', () => {
  it('maps the server answers to the messages of spec section 8', () => {
    expect(problemOf({ ok: false, status: 413, message: 'file too big' })).toEqual({ problem: 'too_big' });
    expect(problemOf({ ok: false, status: 415, message: 'The file is not supported' })).toEqual({ problem: 'not_supported' });
    expect(problemOf({ ok: false, status: 422, message: 'max files exceeded' })).toEqual({ problem: 'max_files' });
    expect(problemOf({ ok: false, status: 400, message: 'invalid type' })).toEqual({ problem: 'invalid_type' });
    expect(problemOf({ ok: false, status: 400, message: 'upload canceled' })).toEqual({ problem: 'canceled' });
    expect(problemOf({ ok: false, status: -1, message: 'upload canceled' })).toEqual({ problem: 'canceled' });
    expect(problemOf({ ok: false, status: 405, message: 'Files can no longer be added to this order.' }))
      .toEqual({ problem: 'refused', message: 'Files can no longer be added to this order.' });
    const full = 'Your company\'s storage for print files (20 GB) is full: this file does not fit; please contact us.';
    expect(problemOf({ ok: false, status: 413, message: full })).toEqual({ problem: 'refused', message: full });
    const slow = 'The upload was too slow (under 8 KB/s) and has been stopped; please try again over a faster connection.';
    expect(problemOf({ ok: false, status: 408, message: slow })).toEqual({ problem: 'refused', message: slow });
    const busy = 'We are receiving too many files at once right now; please try again in a minute.';
    expect(problemOf({ ok: false, status: 503, message: busy })).toEqual({ problem: 'refused', message: busy });
    expect(problemOf({ ok: false, status: 429, message: busy })).toEqual({ problem: 'refused', message: busy });
    expect(problemOf({ ok: false, status: 503, message: 'database_unavailable' })).toEqual({ problem: 'busy' });
    expect(problemOf({ ok: false, status: 500, message: '' })).toEqual({ problem: 'server' });
    expect(problemOf({ ok: false, status: 0, message: '' })).toEqual({ problem: 'server' });
  });

  it('sends the file for its copy line and reports the check\'s verdict and the order state after it', async () => {
    const { actor, send } = run([{ ok: true, answer }]);
    const snapshot = await waitFor(actor, (state) => state.matches('done'));
    expect(send.mock.calls[0]![0]).toMatchObject({ orderId: 7, printId: 70, copyId: 700 });
    expect(snapshot.context.orderState).toBe('intake');
    expect(snapshot.context.outcomes).toEqual([{ name: 'a.pdf', problem: null, warning: 'size differs', verdict: 'warning' }]);
  });

  it('renews an expired token once and sends the file again', async () => {
    const { actor, send, renewToken } = run([{ ok: false, status: 401, message: 'token_expired' }, { ok: true, answer }]);
    await waitFor(actor, (state) => state.matches('done'));
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('aborts the request when the upload is cancelled', () => {
    const { send, aborts } = fakeSend([]);
    send.mockImplementationOnce(() => ({ done: new Promise<UploadResult>(() => undefined), abort: () => aborts.push(0) }));
    const machine = uploadMachine.provide({ actors: { uploadFile: uploadFileActor({ renewToken: vi.fn() }, send as never) } });
    const actor = createActor(machine, { input: { orderId: 7, printId: 70, copyId: 700, existing: 0, maxFiles: 10, maxBytes: 1000 } }).start();
    actor.send({ type: 'files.choose', files: [{ name: 'a.pdf', size: 10, type: 'application/pdf', body: new Blob(['%PDF-']) }] });
    actor.send({ type: 'upload.cancel' });
    expect(aborts).toEqual([0]);
    expect(actor.getSnapshot().value).toBe('canceled');
  });
});
