import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { AdminError } from '../../../src/server/admin/admin-context.js';
import { makeBackup } from '../../../src/server/admin/backup/backup.js';
import { restoreBackup } from '../../../src/server/admin/backup/restore.js';
import { TarWriter } from '../../../src/server/admin/backup/tar.js';
import { LocalFolderStorage } from '../../../src/server/platform/storage/storage.js';

const folder = mkdtempSync(join(tmpdir(), 'pp-backup-unit-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const STORED = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf';

/** A portal's places with a small database (one row) and one stored file. */
function portal(name: string) {
  const places = { databaseFile: join(folder, name, 'printportal.sqlite'), uploadDir: join(folder, name, 'uploads') };
  mkdirSync(places.uploadDir, { recursive: true });
  const db = new SQLite(places.databaseFile);
  db.pragma('journal_mode = WAL');
  db.exec("create table orders (id integer primary key, reference text); insert into orders (reference) values ('PO-1')");
  db.close();
  writeFileSync(join(places.uploadDir, STORED), 'print file bytes');
  return places;
}

const emptyPlaces = (name: string) => ({ databaseFile: join(folder, name, 'printportal.sqlite'), uploadDir: join(folder, name, 'uploads') });
const references = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.prepare('select reference from orders').pluck().all();
  } finally {
    db.close();
  }
};

describe('backup archives', () => {
  const source = portal('source');
  const archive = join(folder, 'portal.tar');

  it('restores the database and files into an empty place, and only with force over a full one', async () => {
    const summary = await makeBackup(source, new LocalFolderStorage(source.uploadDir), archive, new Date('2026-11-27T06:00:00Z'));
    expect(summary).toMatchObject({ files: 1, fileBytes: 16 });
    await expect(makeBackup(source, new LocalFolderStorage(source.uploadDir), archive, new Date())).rejects.toThrow(/already exists/);

    const target = emptyPlaces('restored');
    expect(await restoreBackup(target, archive)).toMatchObject({ createdAt: '2026-11-27T06:00:00.000Z', files: 1 });
    expect(references(target.databaseFile)).toEqual(['PO-1']);
    expect(readFileSync(join(target.uploadDir, STORED), 'utf8')).toBe('print file bytes');

    await expect(restoreBackup(target, archive)).rejects.toThrow(/not restoring over .* stop the server and add --force/);
    writeFileSync(join(target.uploadDir, 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf'), 'stored after the backup');
    await restoreBackup(target, archive, { force: true });
    expect(readdirSync(target.uploadDir)).toEqual([STORED]);
  });

  it('changes nothing for an archive cut short or naming a path outside the upload folder', async () => {
    const cut = join(folder, 'cut.tar');
    writeFileSync(cut, readFileSync(archive));
    truncateSync(cut, statSync(cut).size - 2048);
    const target = emptyPlaces('from-cut');
    await expect(restoreBackup(target, cut)).rejects.toThrow(AdminError);
    expect(existsSync(target.databaseFile)).toBe(false);

    const hostile = join(folder, 'hostile.tar');
    const out = await open(hostile, 'w');
    const tar = new TarWriter(out);
    await tar.addBytes('backup.json', Buffer.from(JSON.stringify({ format: 'printportal-backup', version: 1, createdAt: '2026-11-27T06:00:00Z' })), new Date());
    await tar.addBytes('printportal.sqlite', Buffer.from('x'), new Date());
    await tar.addBytes('uploads/../../escaped.pdf', Buffer.from('x'), new Date());
    await tar.end();
    await out.close();
    await expect(restoreBackup(emptyPlaces('from-hostile'), hostile)).rejects.toThrow(/unexpected entry in backup: "uploads\/..\/..\/escaped.pdf"/);
    expect(existsSync(join(folder, 'escaped.pdf'))).toBe(false);
    expect(existsSync(emptyPlaces('from-hostile').databaseFile)).toBe(false);
  });
});
