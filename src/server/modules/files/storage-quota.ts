import { UploadError } from './upload-errors.js';

export interface QuotaAccount {
  /** Passes the file's bytes on, refusing the upload as soon as the company's files would pass the quota. */
  counted(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array>;
  /** Gives the upload's bytes back: it is stored in the table (counted there now) or thrown away. */
  close(): void;
}

export interface StorageQuota {
  /**
   * An account for one upload of the company, whose stored files take `storedBytes`. Refused at
   * once (UploadError 'over_quota') when nothing more fits, or the size the client announced does not.
   */
  open(partnerId: number, storedBytes: number, announcedBytes: number | null): QuotaAccount;
}

/**
 * Each company's print files share one ceiling: its stored files (from the table) and the uploads
 * still streaming for it in this process. Counted while streaming, so parallel uploads cannot each
 * fit on their own and together overflow the disk the database lives on.
 */
export function createStorageQuota(quotaBytes: number): StorageQuota {
  const streaming = new Map<number, number>();
  const add = (partnerId: number, bytes: number) => {
    const next = (streaming.get(partnerId) ?? 0) + bytes;
    if (next > 0) streaming.set(partnerId, next);
    else streaming.delete(partnerId);
  };
  return {
    open(partnerId, storedBytes, announcedBytes) {
      const room = () => quotaBytes - storedBytes - (streaming.get(partnerId) ?? 0);
      if (room() <= 0 || (announcedBytes !== null && announcedBytes > room())) throw new UploadError('over_quota');
      let mine = 0;
      return {
        async *counted(source) {
          for await (const chunk of source) {
            add(partnerId, chunk.length);
            mine += chunk.length;
            if (room() < 0) throw new UploadError('over_quota');
            yield chunk;
          }
        },
        close() {
          add(partnerId, -mine);
          mine = 0;
        },
      };
    },
  };
}
