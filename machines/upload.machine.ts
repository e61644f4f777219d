import { assign, emit, fromCallback, setup, type EventObject } from 'xstate';
import type { Verdict } from '../src/domain/preflight/file-checks.js';

/**
 * Print-file upload for one copy line of a print (spec section 8, DESIGN.md section 9): PDF only,
 * one page per original of the line, at most `maxFiles` per line, files of one choice uploaded one
 * after the other with progress, the running one cancellable. A file the browser can already tell
 * is wrong never reaches the server; the server checks the content again and its refusals map to
 * the same problems. The preview shows the file going up, else the last one stored without a
 * refusal: a refused file never takes the place of a good one.
 */

/** The server's limits (UPLOAD_MAX_MB default 500, MAX_FILES_PER_LINE 10), checked here first. */
export const MAX_UPLOAD_BYTES = 500 * 1024 * 1024;

/** Why a file did not arrive; each has the message of spec section 8 in the view. */
export type UploadProblem = 'too_big' | 'invalid_type' | 'not_supported' | 'max_files' | 'canceled' | 'server' | 'busy' | 'refused';

/** A chosen file as the machine sees it; `body` (the browser's File) only goes to the uploader. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
  body: unknown;
}

export interface UploadOutcome {
  name: string;
  problem: UploadProblem | null;
  /** The server's own message for a refusal (405), shown as it is. */
  message?: string;
  /** The page-size warning of the server (a warning, not a refusal). */
  warning?: string | null;
  /** The worst verdict of the stored file's check (null: not checked by machine). */
  verdict?: Verdict | null;
}

/** What a finished upload tells: the page-size warning, the check's worst verdict and the order's state afterwards. */
export interface UploadSuccess {
  warning: string | null;
  verdict: Verdict | null;
  orderState: string;
}

export interface UploadContext {
  orderId: number;
  printId: number;
  /** The copy line the files are for. */
  copyId: number;
  /** Files this line already has on the server. */
  existing: number;
  maxFiles: number;
  maxBytes: number;
  queue: ChosenFile[];
  current: ChosenFile | null;
  loaded: number;
  total: number;
  outcomes: UploadOutcome[];
  /** The order's state after the last successful upload (intake once every print has a file). */
  orderState: string | null;
  /** Counts successful uploads so a view can reload the order after each one. */
  uploaded: number;
  /** The last file of this page visit stored without a refusal: the preview falls back to it. */
  kept: ChosenFile | null;
}

export interface UploadInput {
  orderId: number;
  printId: number;
  copyId: number;
  existing: number;
  maxFiles: number;
  maxBytes: number;
}

/** What the uploader (src/features/orders/actors/upload-file.ts) sends back while it works. */
export type UploaderEvent =
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.succeeded'; result: UploadSuccess }
  | { type: 'upload.failed'; problem: UploadProblem; message?: string };

/** A file was stored: the order's state after it. */
export type UploadEmitted = { type: 'file.uploaded'; orderState: string };

export type UploadEvent =
  | { type: 'files.choose'; files: readonly ChosenFile[] }
  | { type: 'upload.cancel' }
  | UploaderEvent;

export interface UploaderInput {
  orderId: number;
  printId: number;
  copyId: number;
  file: ChosenFile;
}

/** The file the preview shows: the one going up, else the last one kept (never a refused one). */
export function previewFile(context: Pick<UploadContext, 'current' | 'kept'>): ChosenFile | null {
  return context.current ?? context.kept;
}

/** PDF only: judged by name or type here; the server judges by the %PDF- bytes. */
export function looksLikePdf(file: Pick<ChosenFile, 'name' | 'type'>): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/** Splits a choice into files to send and files refused at once, in the order chosen. */
export function screenFiles(
  files: readonly ChosenFile[],
  room: number,
  maxBytes: number,
): { accepted: ChosenFile[]; refused: UploadOutcome[] } {
  const accepted: ChosenFile[] = [];
  const refused: UploadOutcome[] = [];
  for (const file of files) {
    const problem: UploadProblem | null = !looksLikePdf(file)
      ? 'not_supported'
      : file.size === 0
        ? 'invalid_type'
        : file.size > maxBytes
          ? 'too_big'
          : accepted.length >= room
            ? 'max_files'
            : null;
    if (problem) refused.push({ name: file.name, problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}

const room = (context: UploadContext) => Math.max(0, context.maxFiles - context.existing);

const choose = {
  target: 'screening',
  actions: { type: 'screen', params: ({ event }: { event: UploadEvent }) => ({ files: event.type === 'files.choose' ? event.files : [] }) },
} as const;

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
    emitted: {} as UploadEmitted,
  },
  actors: {
    // Provided from outside (XMLHttpRequest for progress and abort); this default refuses at once.
    uploadFile: fromCallback<EventObject, UploaderInput>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', problem: 'server' });
    }),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    hasLastFailed: ({ context }) => {
      const last = context.outcomes.at(-1);
      return last !== undefined && last.problem !== null;
    },
  },
  actions: {
    // The order detail reloads after each stored file (the order may have moved on).
    emitUploaded: emit(({ context }) => ({ type: 'file.uploaded' as const, orderState: context.orderState ?? '' })),
    screen: assign(({ context }, params: { files: readonly ChosenFile[] }) => {
      const { accepted, refused } = screenFiles(params.files, room(context), context.maxBytes);
      // Each new choice starts a fresh list of messages.
      return { queue: accepted, outcomes: refused };
    }),
    takeNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1), loaded: 0, total: context.queue[0]?.size ?? 0 })),
    progress: assign((_, params: { loaded: number; total: number }) => ({ loaded: params.loaded, total: params.total })),
    succeeded: assign(({ context }, params: { result: UploadSuccess }) => ({
      existing: context.existing + 1,
      uploaded: context.uploaded + 1,
      orderState: params.result.orderState,
      outcomes: [...context.outcomes, { name: context.current?.name ?? '', problem: null, warning: params.result.warning, verdict: params.result.verdict }],
      kept: params.result.verdict === 'refusal' ? context.kept : context.current,
      current: null,
    })),
    failed: assign(({ context }, params: { problem: UploadProblem; message?: string }) => ({
      // A refusal for the number of files means the rest of this choice cannot go either.
      queue: params.problem === 'max_files' ? [] : context.queue,
      outcomes: [...context.outcomes, { name: context.current?.name ?? '', problem: params.problem, message: params.message }],
      current: null,
    })),
    canceled: assign(({ context }) => ({
      outcomes: [
        ...context.outcomes,
        ...(context.current ? [{ name: context.current.name, problem: 'canceled' as const }] : []),
        ...context.queue.map((file) => ({ name: file.name, problem: 'canceled' as const })),
      ],
      queue: [],
      current: null,
    })),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    ...input,
    queue: [],
    current: null,
    loaded: 0,
    total: 0,
    outcomes: [],
    orderState: null,
    uploaded: 0,
    kept: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { 'files.choose': choose } },
    screening: {
      always: [{ guard: 'hasQueue', target: 'uploading' }, { target: 'failed' }],
    },
    uploading: {
      entry: 'takeNext',
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ orderId: context.orderId, printId: context.printId, copyId: context.copyId, file: context.current as ChosenFile }),
      },
      on: {
        'upload.progress': { actions: { type: 'progress', params: ({ event }) => event } },
        'upload.succeeded': { target: 'settling', actions: [{ type: 'succeeded', params: ({ event }) => event }, 'emitUploaded'] },
        'upload.failed': { target: 'settling', actions: { type: 'failed', params: ({ event }) => event } },
        // Leaving the state stops the uploader, which aborts the request.
        'upload.cancel': { target: 'canceled', actions: 'canceled' },
      },
    },
    settling: {
      always: [
        { guard: 'hasQueue', target: 'uploading' },
        { guard: 'hasLastFailed', target: 'failed' },
        { target: 'done' },
      ],
    },
    // Choosing again is allowed once the last choice has settled.
    done: { on: { 'files.choose': choose } },
    failed: { on: { 'files.choose': choose } },
    canceled: { on: { 'files.choose': choose } },
  },
});
