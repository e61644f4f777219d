import type { Config } from '../config.js';
import { LocalFolderStorage } from '../platform/storage/storage.js';
import { AdminError, parseOptions } from './admin-context.js';
import { makeBackup } from './backup/backup.js';
import { restoreBackup } from './backup/restore.js';
import { portalPlaces } from './backup/places.js';

/** A command that works on the portal's files rather than through its database connection. */
export type OfflineCommand = (config: Pick<Config, 'databaseUrl' | 'uploadDir' | 's3Url'>, args: string[], now: () => Date) => Promise<string>;

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

function fileArgument(positionals: string[], command: string): string {
  const [file] = positionals;
  if (file === undefined || file.trim() === '') throw new AdminError(`${command}: the backup file is required`);
  return file;
}

/** backup <file>: database and uploads into one tar file, while the server runs. */
export const backup: OfflineCommand = async (config, args, now) => {
  const { positionals } = parseOptions(args, {}, 1);
  const file = fileArgument(positionals, 'backup');
  const places = portalPlaces(config, 'backup');
  const started = Date.now();
  const summary = await makeBackup(places, new LocalFolderStorage(places.uploadDir), file, now());
  return `Backed up the database (${megabytes(summary.databaseBytes)}) and ${summary.files} file(s) (${megabytes(summary.fileBytes)}) `
    + `into ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`;
};

/** restore <file> [--force]: a backup back into DATA_DIR / UPLOAD_DIR, with the server stopped. */
export const restore: OfflineCommand = async (config, args) => {
  const { positionals, values } = parseOptions(args, { force: { type: 'boolean' } }, 1);
  const file = fileArgument(positionals, 'restore');
  const places = portalPlaces(config, 'restore');
  const started = Date.now();
  const summary = await restoreBackup(places, file, { force: values.force === true });
  return `Restored the backup of ${summary.createdAt}: the database (${megabytes(summary.databaseBytes)}) into ${places.databaseFile} `
    + `and ${summary.files} file(s) into ${places.uploadDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`;
};

export const OFFLINE_COMMANDS: Record<string, OfflineCommand> = { backup, restore };
