/**
 * `npx tsx bench/backup-figures.ts`: how long `backup` and `restore` take for a portal of 200,000
 * orders (bench/scale-fill.ts) and 100 print files of 1 MB, on SQLite. Prints the database size,
 * the backup's size and both times. The fill itself takes some seconds and is not counted.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../src/server/platform/db/connect.js';
import { migrate } from '../src/server/platform/db/migrate.js';
import { seedIfEmpty } from '../src/server/db/seed/index.js';
import { LocalFolderStorage } from '../src/server/platform/storage/storage.js';
import { makeBackup } from '../src/server/admin/backup/backup.js';
import { restoreBackup } from '../src/server/admin/backup/restore.js';
import { fillScale, SCALE_ORDERS } from './scale-fill.js';

const FILES = 100;
const FILE_BYTES = 1024 * 1024;

const folder = mkdtempSync(join(tmpdir(), 'bench-backup-'));
try {
  const source = { databaseFile: join(folder, 'source', 'printportal.sqlite'), uploadDir: join(folder, 'source', 'uploads') };
  const db = connect(`sqlite:${source.databaseFile}`);
  await migrate(db);
  await seedIfEmpty(db, 2 ** 10, new Date());
  const fill = await fillScale(db.kysely, 'sqlite');
  await db.close();
  mkdirSync(source.uploadDir, { recursive: true });
  for (let index = 0; index < FILES; index++) writeFileSync(join(source.uploadDir, `${randomBytes(16).toString('hex')}.pdf`), randomBytes(FILE_BYTES));
  console.log(`filled ${SCALE_ORDERS.toLocaleString('en')} orders in ${fill.seconds.toFixed(1)} s; database ${(statSync(source.databaseFile).size / 1e6).toFixed(0)} MB, ${FILES} files of 1 MB`);

  const file = join(folder, 'portal.backup.tar');
  let started = performance.now();
  const backup = await makeBackup(source, new LocalFolderStorage(source.uploadDir), file, new Date());
  const backupS = (performance.now() - started) / 1000;
  console.log(`backup:  ${backupS.toFixed(1)} s (${(statSync(file).size / 1e6).toFixed(0)} MB tar; database ${(backup.databaseBytes / 1e6).toFixed(0)} MB, ${backup.files} files)`);

  const target = { databaseFile: join(folder, 'restored', 'printportal.sqlite'), uploadDir: join(folder, 'restored', 'uploads') };
  started = performance.now();
  const restored = await restoreBackup(target, file);
  console.log(`restore: ${((performance.now() - started) / 1000).toFixed(1)} s (${restored.files} files)`);
  const check = connect(`sqlite:${target.databaseFile}`);
  const { count } = await check.kysely.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  await check.close();
  console.log(`restored database holds ${Number(count).toLocaleString('en')} orders`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
