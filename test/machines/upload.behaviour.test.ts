import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import {
  looksLikePdf, MAX_UPLOAD_BYTES, previewFile, screenFiles, uploadMachine, type ChosenFile, type UploadEmitted, type UploaderEvent, type UploaderInput,
} from '../../machines/upload.machine.js';
import { MAX_FILES_PER_LINE } from '../../src/domain/preflight/line-files.js';

/** Uploading print files as a customer sees it, every expectation written out by hand. */
const pdf = (name: string, size = 1000): ChosenFile => ({ name, size, type: 'application/pdf', body: null });

function start(existing = 0, maxFiles = 3) {
  const calls: { input: UploaderInput; answer: (event: UploaderEvent) => void; stopped: boolean }[] = [];
  const uploadFile = fromCallback<EventObject, UploaderInput>(({ input, sendBack }) => {
    const call = { input, answer: (event: UploaderEvent) => sendBack(event), stopped: false };
    calls.push(call);
    return () => { call.stopped = true; };
  });
  const actor = createActor(uploadMachine.provide({ actors: { uploadFile } }), { input: { orderId: 4, printId: 9, copyId: 90, existing, maxFiles, maxBytes: 5000 } });
  const emitted: UploadEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted, context: () => actor.getSnapshot().context, value: () => actor.getSnapshot().value };
}

describe('upload: sending files', () => {
  it('sends the files of one choice one after the other with progress, and says each one arrived', () => {
    const u = start();
    expect(u.context()).toMatchObject({ queue: [], current: null, outcomes: [], uploaded: 0, orderState: null });
    u.actor.send({ type: 'files.choose', files: [pdf('a.pdf', 1200), pdf('b.pdf', 800)] });
    expect(u.value()).toBe('uploading');
    expect(u.calls.map((call) => [call.input.orderId, call.input.printId, call.input.copyId, call.input.file.name])).toEqual([[4, 9, 90, 'a.pdf']]);
    expect(u.context()).toMatchObject({ loaded: 0, total: 1200, queue: [pdf('b.pdf', 800)] });
    u.calls[0]!.answer({ type: 'upload.progress', loaded: 600, total: 1200 });
    expect(u.context()).toMatchObject({ loaded: 600, total: 1200 });
    u.calls[0]!.answer({ type: 'upload.succeeded', result: { warning: 'Pagina 2 is A3', verdict: 'warning', orderState: 'waiting_for_files' } });
    expect(u.calls.map((call) => call.input.file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(u.context()).toMatchObject({ loaded: 0, total: 800 });
    u.calls[1]!.answer({ type: 'upload.succeeded', result: { warning: null, verdict: 'pass', orderState: 'intake' } });
    expect(u.value()).toBe('done');
    expect(u.context()).toMatchObject({ existing: 2, uploaded: 2, orderState: 'intake', current: null });
    expect(u.context().outcomes).toEqual([
      { name: 'a.pdf', problem: null, warning: 'Pagina 2 is A3', verdict: 'warning' },
      { name: 'b.pdf', problem: null, warning: null, verdict: 'pass' },
    ]);
    expect(u.emitted).toEqual([{ type: 'file.uploaded', orderState: 'waiting_for_files' }, { type: 'file.uploaded', orderState: 'intake' }]);
  });

  it('a refused file shows the server message and the next file still goes; a choice whose last file failed ends failed', () => {
    const u = start();
    u.actor.send({ type: 'files.choose', files: [pdf('a.pdf'), pdf('b.pdf')] });
    u.calls[0]!.answer({ type: 'upload.failed', problem: 'refused', message: 'Order is al in productie' });
    u.calls[1]!.answer({ type: 'upload.succeeded', result: { warning: null, verdict: 'pass', orderState: 'intake' } });
    expect(u.value()).toBe('done');
    expect(u.context().outcomes).toEqual([
      { name: 'a.pdf', problem: 'refused', message: 'Order is al in productie' },
      { name: 'b.pdf', problem: null, warning: null, verdict: 'pass' },
    ]);
    u.actor.send({ type: 'files.choose', files: [pdf('c.pdf')] });
    expect(u.context().outcomes).toEqual([]);
    u.calls[2]!.answer({ type: 'upload.failed', problem: 'server' });
    expect(u.value()).toBe('failed');
    expect(u.context().outcomes).toEqual([{ name: 'c.pdf', problem: 'server', message: undefined }]);
    expect(u.context().existing).toBe(1);
  });

  it('a refusal for the number of files drops the rest of the choice', () => {
    const u = start();
    u.actor.send({ type: 'files.choose', files: [pdf('a.pdf'), pdf('b.pdf')] });
    u.calls[0]!.answer({ type: 'upload.failed', problem: 'max_files' });
    expect(u.value()).toBe('failed');
    expect(u.calls).toHaveLength(1);
    expect(u.context().queue).toEqual([]);
  });

  it('cancel stops the running file and names it and every waiting file as canceled', () => {
    const u = start();
    u.actor.send({ type: 'files.choose', files: [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')] });
    u.actor.send({ type: 'upload.cancel' });
    expect(u.value()).toBe('canceled');
    expect(u.calls[0]!.stopped).toBe(true);
    expect(u.context()).toMatchObject({ queue: [], current: null });
    expect(u.context().outcomes).toEqual(['a.pdf', 'b.pdf', 'c.pdf'].map((name) => ({ name, problem: 'canceled' })));
    u.actor.send({ type: 'files.choose', files: [pdf('d.pdf')] });
    expect(u.value()).toBe('uploading');
  });

  it('a choice with nothing to send fails at once without a call', () => {
    const u = start(3, 3);
    u.actor.send({ type: 'files.choose', files: [pdf('a.pdf')] });
    expect(u.value()).toBe('failed');
    expect(u.calls).toEqual([]);
    expect(u.context().outcomes).toEqual([{ name: 'a.pdf', problem: 'max_files' }]);
  });

  it('after a failed choice the customer can choose again, and that file is sent', () => {
    const u = start();
    u.actor.send({ type: 'files.choose', files: [pdf('empty.pdf', 0)] });
    expect(u.value()).toBe('failed');
    u.actor.send({ type: 'files.choose', files: [pdf('b.pdf')] });
    expect(u.value()).toBe('uploading');
    expect(u.calls.map((call) => call.input.file.name)).toEqual(['b.pdf']);
    expect(u.context().outcomes).toEqual([]);
  });

  it('previews the file going up, then the last one stored without a refusal: a refused file never takes its place', () => {
    const u = start();
    const preview = () => previewFile(u.context())?.name ?? null;
    expect(preview()).toBeNull();
    u.actor.send({ type: 'files.choose', files: [pdf('goed.pdf')] });
    expect(preview()).toBe('goed.pdf');
    u.calls[0]!.answer({ type: 'upload.succeeded', result: { warning: null, verdict: 'pass', orderState: 'waiting_for_files' } });
    expect(preview()).toBe('goed.pdf');
    // The server refuses the next one (a picture named .pdf): the good file's preview comes back.
    u.actor.send({ type: 'files.choose', files: [pdf('foto.pdf')] });
    expect(preview()).toBe('foto.pdf');
    u.calls[1]!.answer({ type: 'upload.failed', problem: 'not_supported' });
    expect(preview()).toBe('goed.pdf');
    // Stored, but the check refuses it (pages missing): the good file stays the preview too.
    u.actor.send({ type: 'files.choose', files: [pdf('kort.pdf')] });
    u.calls[2]!.answer({ type: 'upload.succeeded', result: { warning: null, verdict: 'refusal', orderState: 'waiting_for_files' } });
    expect(preview()).toBe('goed.pdf');
    // A file with warnings may still be printed (once accepted): it is the newest one to show.
    u.actor.send({ type: 'files.choose', files: [pdf('waarschuwing.pdf')] });
    u.calls[3]!.answer({ type: 'upload.succeeded', result: { warning: null, verdict: 'warning', orderState: 'waiting_for_files' } });
    expect(preview()).toBe('waarschuwing.pdf');
  });

  it('without the real uploader provided, a file fails as a server problem', () => {
    const actor = createActor(uploadMachine, { input: { orderId: 1, printId: 2, copyId: 20, existing: 0, maxFiles: 1, maxBytes: 10 } }).start();
    actor.send({ type: 'files.choose', files: [pdf('a.pdf', 5)] });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.outcomes).toEqual([{ name: 'a.pdf', problem: 'server', message: undefined }]);
    expect(uploadMachine.id).toBe('upload');
  });
});

describe('upload: what the browser refuses at once', () => {
  it('PDF by type or by name (any case), nothing else', () => {
    expect(looksLikePdf({ name: 'x.bin', type: 'application/pdf' })).toBe(true);
    expect(looksLikePdf({ name: 'Poster.PDF', type: '' })).toBe(true);
    expect(looksLikePdf({ name: 'poster.pdf.zip', type: 'application/zip' })).toBe(false);
  });

  it('refuses other files, empty files, too big files and files beyond the room left, in the order chosen', () => {
    const files = [pdf('a.jpg'), pdf('b.pdf', 0), pdf('c.pdf', 5001), pdf('d.pdf', 5000), pdf('e.pdf'), pdf('f.pdf')];
    files[0] = { ...files[0]!, type: 'image/jpeg' };
    expect(screenFiles(files, 2, 5000)).toEqual({
      accepted: [pdf('d.pdf', 5000), pdf('e.pdf')],
      refused: [
        { name: 'a.jpg', problem: 'not_supported' },
        { name: 'b.pdf', problem: 'invalid_type' },
        { name: 'c.pdf', problem: 'too_big' },
        { name: 'f.pdf', problem: 'max_files' },
      ],
    });
    expect([MAX_UPLOAD_BYTES, MAX_FILES_PER_LINE]).toEqual([524_288_000, 10]);
  });
});
