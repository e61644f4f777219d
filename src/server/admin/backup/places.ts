import type { Config } from '../../config.js';
import { AdminError } from '../admin-context.js';

/** Where a portal keeps what a backup holds: its SQLite file and its upload folder. */
export interface PortalPlaces {
  databaseFile: string;
  uploadDir: string;
}

/** The places of this configuration; PostgreSQL is backed up with its own tools. */
export function portalPlaces(config: Pick<Config, 'databaseUrl' | 'uploadDir' | 's3Url'>, command: 'backup' | 'restore'): PortalPlaces {
  if (/^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    const tool = command === 'backup' ? 'pg_dump -Fc' : 'pg_restore';
    throw new AdminError(`${command} works on a SQLite database only; for PostgreSQL use ${tool} and copy the upload folder `
      + '(or the object store) beside it (README.md, "Backups")');
  }
  if (config.s3Url) {
    throw new AdminError(`${command} covers a SQLite portal whose print files are in UPLOAD_DIR; these are in the object store `
      + '(S3_URL): back the store up with its own versioning or replication (README.md, "Backups")');
  }
  const databaseFile = config.databaseUrl.replace(/^sqlite:/, '');
  if (databaseFile === ':memory:') throw new AdminError(`${command}: the database is in memory`);
  return { databaseFile, uploadDir: config.uploadDir };
}

/** The archive's parts: a description first, then the database, then every upload under uploads/. */
export const MANIFEST = 'backup.json';
export const DATABASE_ENTRY = 'printportal.sqlite';
export const UPLOADS_PREFIX = 'uploads/';
export const FORMAT = 'printportal-backup';
