import { storageFor } from '../platform/storage/storage-for.js';
import { sweepFiles } from '../modules/files/sweep-files.js';
import { AdminError, parseOptions, type AdminCommand } from './admin-context.js';

/** files:sweep [--dry-run]: removes stored files of no order (older than a day) and unfinished uploads. */
export const sweepFilesCommand: AdminCommand = async ({ db, config, now }, args) => {
  const { values } = parseOptions(args, { 'dry-run': { type: 'boolean' } });
  if (!config.uploadDir) throw new AdminError('files:sweep: no upload folder configured');
  const dryRun = values['dry-run'] === true;
  const { orphans, unfinished } = await sweepFiles(db, storageFor({ uploadDir: config.uploadDir, s3Url: config.s3Url ?? null }), now(), { dryRun });
  const verb = dryRun ? 'Would remove' : 'Removed';
  return [
    `${verb} ${orphans.length} stored file(s) of no order and ${unfinished.length} unfinished upload(s)`,
    ...orphans.map((name) => `  ${name}`),
    ...unfinished.map((name) => `  ${name} (unfinished)`),
  ].join('\n');
};
