import { fromCallback, type EventObject } from 'xstate';
import type { UploaderEvent, UploaderInput, UploadProblem } from '../../../../machines/upload.machine.js';
import { sendPrintFile, type FilesApi, type UploadResult } from '../api/files.js';
import { UPLOAD_MESSAGES } from '../../../domain/orders.js';

/** A message written for the user (in the language asked), not a code such as `server_busy`. */
const isSentence = (message: string) => /\s/.test(message);

/**
 * The server's refusal as one of the problems of spec section 8. Refusals the spec has no message
 * for (the company's storage is full, the upload was too slow, too many uploads at once) carry
 * the server's own sentence, in the user's language, shown as it is.
 */
export function problemOf(result: Extract<UploadResult, { ok: false }>): { problem: UploadProblem; message?: string } {
  if (result.status === -1) return { problem: 'canceled' };
  if (result.status === 413 && result.message && result.message !== UPLOAD_MESSAGES.tooBig) return { problem: 'refused', message: result.message };
  if (result.status === 413) return { problem: 'too_big' };
  if ([408, 429, 503].includes(result.status)) {
    return isSentence(result.message) ? { problem: 'refused', message: result.message } : { problem: result.status === 408 ? 'server' : 'busy' };
  }
  if (result.status === 415) return { problem: 'not_supported' };
  if (result.status === 422 && /max files/i.test(result.message)) return { problem: 'max_files' };
  if (result.status === 400 && /cancel/i.test(result.message)) return { problem: 'canceled' };
  if (result.status === 400) return { problem: 'invalid_type' };
  if (result.status === 405 && result.message) return { problem: 'refused', message: result.message };
  return { problem: 'server' };
}

const isExpired = (result: UploadResult) => !result.ok && result.status === 401 && result.message === 'token_expired';

/**
 * The machine's uploader: XMLHttpRequest with progress, aborted when the machine leaves
 * `uploading` (cancel). An expired token is renewed once and the file sent again.
 */
export function uploadFileActor(files: Pick<FilesApi, 'renewToken'>, send: typeof sendPrintFile = sendPrintFile) {
  return fromCallback<EventObject, UploaderInput>(({ input, sendBack }) => {
    const reply = (event: UploaderEvent) => sendBack(event);
    let abort = () => {};
    let stopped = false;
    const attempt = () => {
      const request = send({
        orderId: input.orderId,
        printId: input.printId,
        copyId: input.copyId,
        file: input.file.body as Blob & { name?: string },
        onProgress: (loaded, total) => reply({ type: 'upload.progress', loaded, total }),
      });
      abort = request.abort;
      return request.done;
    };
    void (async () => {
      let result = await attempt();
      if (isExpired(result) && !stopped) {
        await files.renewToken().catch(() => undefined);
        if (!stopped) result = await attempt();
      }
      if (stopped) return;
      if (result.ok) {
        const { warning, file, order } = result.answer;
        reply({ type: 'upload.succeeded', result: { warning, verdict: file.checks?.worst ?? null, orderState: order.state } });
      }
      else reply({ type: 'upload.failed', ...problemOf(result) });
    })();
    return () => {
      stopped = true;
      abort();
    };
  });
}
