import type { KyInstance } from 'ky';
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { AcceptWarningsAnswerSchema, UploadAnswerSchema, type AcceptWarningsAnswer, type UploadAnswer } from '../../../domain/orders.js';
import { saveBlob } from '../../../shared/api-client/save-blob.js';
import { API_BASE } from '../../../shared/api-client/client.js';
import { toApiError } from '../../../shared/api-client/errors.js';
import { readToken } from '../../../shared/api-client/token-store.js';

export interface UploadRequest {
  orderId: number;
  printId: number;
  /** The copy line the file is for. */
  copyId: number;
  file: Blob & { name?: string };
  onProgress: (loaded: number, total: number) => void;
}

/** How an upload ended: the server's answer, or its status and message, or nothing (aborted). */
export type UploadResult =
  | { ok: true; answer: UploadAnswer }
  | { ok: false; status: number; message: string };

const ErrorSchema = v.object({ message: v.string() });

function messageOf(text: string): string {
  try {
    const parsed = v.safeParse(ErrorSchema, JSON.parse(text));
    return parsed.success ? parsed.output.message : '';
  } catch {
    return '';
  }
}

/**
 * One PDF to POST /orders/{id}/files?print=&copy=, as the raw body with its name in X-File-Name.
 * XMLHttpRequest, not ky: fetch has no upload progress. `abort` cancels the request.
 */
export function sendPrintFile(request: UploadRequest, token: string | null = readToken()): { done: Promise<UploadResult>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve) => {
    xhr.open('POST', `${API_BASE}/orders/${request.orderId}/files?print=${request.printId}&copy=${request.copyId}`);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Content-Type', 'application/pdf');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(request.file.name ?? 'bestand.pdf'));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // The server words its refusals (storage full, too slow, too busy) in the interface's language.
    if (i18n.locale) xhr.setRequestHeader('Accept-Language', i18n.locale);
    xhr.upload.onprogress = (event) => request.onProgress(event.loaded, event.lengthComputable ? event.total : request.file.size);
    xhr.onload = () => {
      if (xhr.status === 201) {
        const parsed = v.safeParse(UploadAnswerSchema, JSON.parse(xhr.responseText || 'null'));
        resolve(parsed.success ? { ok: true, answer: parsed.output } : { ok: false, status: 0, message: 'server response error' });
        return;
      }
      resolve({ ok: false, status: xhr.status, message: messageOf(xhr.responseText) });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: '' });
    xhr.onabort = () => resolve({ ok: false, status: -1, message: 'upload canceled' });
    xhr.send(request.file);
  });
  return { done, abort: () => xhr.abort() };
}

/** A print file back to its owner (GET /files/{id}, with the bearer token). */
export function filesApi(api: KyInstance) {
  return {
    download: async (file: { id: number; name: string }): Promise<void> => {
      try {
        saveBlob(await api.get(`files/${file.id}`).blob(), file.name);
      } catch (error) {
        throw await toApiError(error);
      }
    },
    /** The stored PDF's bytes, for its preview on the order page. */
    blob: async (file: { id: number }): Promise<Blob> => {
      try {
        return await api.get(`files/${file.id}`).blob();
      } catch (error) {
        throw await toApiError(error);
      }
    },
    /** The customer accepts the warnings of a file's check; the answer has the order's state after it. */
    acceptWarnings: async (orderId: number, fileId: number): Promise<AcceptWarningsAnswer> => {
      try {
        return v.parse(AcceptWarningsAnswerSchema, await api.post(`orders/${orderId}/files/${fileId}/accept`).json());
      } catch (error) {
        throw await toApiError(error);
      }
    },
    /** An expired token is renewed by the shared client; any cheap call does it. */
    renewToken: async (): Promise<void> => {
      try {
        await api.get('settings');
      } catch (error) {
        throw await toApiError(error);
      }
    },
  };
}
export type FilesApi = ReturnType<typeof filesApi>;
