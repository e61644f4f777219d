import { ApiError, invalid } from '../../platform/http/errors.js';
import { withValues, type Text } from '../../../domain/texts/text.js';
import { UPLOAD_MESSAGES as MESSAGES } from '../../../domain/orders.js';
import type { UploadFailure } from './upload-errors.js';
import type { SlotRefusal } from './upload-slots.js';
import { readableSize, type UploadLimits } from './upload-limits.js';

/**
 * The answers to a refused upload. The messages of spec section 8 the browser translates by
 * message; the others are texts worded in the request's language.
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

export const UPLOAD_TEXTS = {
  userBusy: /*i18n*/ { id: 'upload.user_busy', message: 'U uploadt al zoveel bestanden tegelijk als wij aannemen; wacht tot er een klaar is en probeer het dan opnieuw.' },
  serverBusy: /*i18n*/ { id: 'upload.server_busy', message: 'We ontvangen op dit moment te veel bestanden tegelijk; probeer het over een minuut opnieuw.' },
  tooSlow: /*i18n*/ { id: 'upload.too_slow', message: 'De upload ging te langzaam (minder dan {speed, number} KB/s) en is gestopt; probeer het opnieuw over een snellere verbinding.' },
  overQuota: /*i18n*/ { id: 'upload.over_quota', message: 'De opslag van uw bedrijf voor drukbestanden ({amount, number} {unit}) is vol: dit bestand past er niet meer in; neem contact met ons op.' },
} as const satisfies Record<string, Text>;

export const tooSlowMessage = (limits: UploadLimits): Text =>
  withValues(UPLOAD_TEXTS.tooSlow, { speed: Number((limits.minBytesPerSecond / 1024).toFixed(1)) });

export function overQuotaMessage(limits: UploadLimits): Text {
  const [amount, unit] = readableSize(limits.partnerQuotaBytes).split(' ');
  return withValues(UPLOAD_TEXTS.overQuota, { amount: Number(amount), unit: unit ?? '' });
}

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
    ? new ApiError(429, UPLOAD_TEXTS.userBusy, undefined, { 'Retry-After': String(RETRY_USER_BUSY_S) })
    : new ApiError(503, UPLOAD_TEXTS.serverBusy, undefined, { 'Retry-After': String(RETRY_SERVER_BUSY_S) });
}
