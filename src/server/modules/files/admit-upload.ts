import type { Services } from '../../services.js';
import { storageFor } from '../../platform/storage/storage-for.js';
import { announcedFileBytes, receiveUpload, type ReceivedFile, type UploadRequest } from './receive-upload.js';
import { UploadError } from './upload-errors.js';
import { uploadRefused, uploadsBusy } from './upload-refusals.js';
import { storedBytesOfPartner } from './queries.js';
import { watchTransferRate } from './transfer-rate.js';
import type { QuotaAccount } from './storage-quota.js';
import type { UploadAdmission } from './upload-admission.js';

/**
 * Streams one upload to storage within what the server and the company allow: a place among the
 * running uploads (429 for the user's own ceiling, 503 for the server's, both with Retry-After),
 * room in the company's storage (checked before a byte is read and again while streaming) and a
 * minimum pace. `done` gives the place and the counted bytes back: call it once the file's row is
 * stored or the file is thrown away, so a parallel upload never sees neither.
 */
export async function receiveAdmitted(
  services: Pick<Services, 'db' | 'config'>,
  admission: UploadAdmission,
  scope: { partnerId: number; userId: number },
  request: UploadRequest,
): Promise<{ received: ReceivedFile; done: () => void }> {
  const place = admission.slots.take(scope.userId);
  if ('refused' in place) {
    await request.body?.cancel().catch(() => undefined);
    throw uploadsBusy(place.refused);
  }
  let account: QuotaAccount | undefined;
  const done = () => {
    account?.close();
    place.release();
  };
  try {
    const stored = await storedBytesOfPartner(services.db.kysely, scope.partnerId);
    account = admission.quota.open(scope.partnerId, stored, announcedFileBytes(request));
    const rate = watchTransferRate(admission.limits, admission.ticker);
    const received = await receiveUpload(storageFor(services.config), request, services.config.uploadMaxBytes, { rate, quota: account });
    return { received, done };
  } catch (error) {
    done();
    if (!(error instanceof UploadError)) throw error;
    // Refused before its body was read (no room left): the rest is not waited for.
    await request.body?.cancel().catch(() => undefined);
    throw uploadRefused(error.failure, admission.limits);
  }
}
