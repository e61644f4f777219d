import { ApiError, invalid } from '../../platform/http/errors.js';
import { UPLOAD_MESSAGES as MESSAGES } from '../../../domain/orders.js';
import type { UploadFailure } from './upload-errors.js';
import type { SlotRefusal } from './upload-slots.js';
import { readableSize, type UploadLimits } from './upload-limits.js';

/**
 * The answers to a refused upload. The messages of spec section 8 the browser translates by
 * message; the others are sentences the browser shows as they are, put into Dutch on the way out
 * (http/dutch-messages.ts) when the user reads Dutch.
 */
const SPEC_ANSWERS: Record<'too_big' | 'not_pdf' | 'canceled' | 'malformed' | 'max_files', { status: 400 | 413 | 415 | 422; message: string }> = {
  too_big: { status: 413, message: MESSAGES.tooBig },
  not_pdf: { status: 415, message: MESSAGES.notSupported },
  canceled: { status: 400, message: MESSAGES.canceled },
  malformed: { status: 400, message: MESSAGES.invalidType },
  max_files: { status: 422, message: MESSAGES.maxFiles },
};

/** Seconds a client waits before trying again when its own uploads, or the server's, are at their ceiling. */
const RETRY_USER_BUSY_S = 30;
const RETRY_SERVER_BUSY_S = 60;

export const USER_BUSY_MESSAGE = 'You are already uploading as many files at once as we accept; please wait until one has finished and try again.';
export const SERVER_BUSY_MESSAGE = 'We are receiving too many files at once right now; please try again in a minute.';

export const tooSlowMessage = (limits: UploadLimits) =>
  `The upload was too slow (under ${Number((limits.minBytesPerSecond / 1024).toFixed(1))} KB/s) and has been stopped; please try again over a faster connection.`;

export const overQuotaMessage = (limits: UploadLimits) =>
  `Your company's storage for print files (${readableSize(limits.partnerQuotaBytes)}) is full: this file does not fit; please contact us.`;

export function maxFilesExceeded(): ApiError {
  return invalid({ file: [SPEC_ANSWERS.max_files.message] }, SPEC_ANSWERS.max_files.message);
}

export function uploadRefused(failure: UploadFailure, limits: UploadLimits): ApiError {
  // 408 and 413 come before the body has all arrived: the connection is closed after them.
  if (failure === 'too_slow') return new ApiError(408, tooSlowMessage(limits));
  if (failure === 'over_quota') return new ApiError(413, overQuotaMessage(limits));
  const answer = SPEC_ANSWERS[failure];
  return new ApiError(answer.status, answer.message);
}

export function uploadsBusy(refusal: SlotRefusal): ApiError {
  return refusal === 'user_busy'
    ? new ApiError(429, USER_BUSY_MESSAGE, undefined, { 'Retry-After': String(RETRY_USER_BUSY_S) })
    : new ApiError(503, SERVER_BUSY_MESSAGE, undefined, { 'Retry-After': String(RETRY_SERVER_BUSY_S) });
}
