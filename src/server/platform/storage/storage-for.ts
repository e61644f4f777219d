import type { Config } from '../../config.js';
import { LocalFolderStorage, type FileStorage } from './storage.js';
import { S3Storage } from './s3-storage.js';
import { parseS3Url } from './s3-url.js';

const storages = new Map<string, FileStorage>();

/** One storage per place: the object store of `S3_URL` when set, else the upload folder. */
export function storageFor(config: Pick<Config, 'uploadDir' | 's3Url'>): FileStorage {
  const place = config.s3Url ? `s3:${config.s3Url}` : `dir:${config.uploadDir}`;
  let storage = storages.get(place);
  if (!storage) {
    storage = config.s3Url ? new S3Storage(parseS3Url(config.s3Url)) : new LocalFolderStorage(config.uploadDir);
    storages.set(place, storage);
  }
  return storage;
}

/** At start: an object store's bucket is reached (and made when missing); a bad one stops the start. */
export async function prepareStorage(config: Pick<Config, 'uploadDir' | 's3Url'>): Promise<void> {
  const storage = storageFor(config);
  if (storage instanceof S3Storage) await storage.prepare();
}
