import type { UploadLimits } from './upload-limits.js';
import { createUploadSlots, type UploadSlots } from './upload-slots.js';
import { createStorageQuota, type StorageQuota } from './storage-quota.js';
import { intervalTicker, type Ticker } from './transfer-rate.js';

/** What one app keeps about its running uploads: their places, their companies' bytes, the pace's clock. */
export interface UploadAdmission {
  limits: UploadLimits;
  slots: UploadSlots;
  quota: StorageQuota;
  ticker: Ticker;
}

export function createUploadAdmission(limits: UploadLimits, ticker: Ticker = intervalTicker): UploadAdmission {
  return { limits, slots: createUploadSlots(limits), quota: createStorageQuota(limits.partnerQuotaBytes), ticker };
}
