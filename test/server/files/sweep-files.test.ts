import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { CUSTOMER } from '../after-order/helpers.js';
import { uploadedFile } from './support/uploaded-file.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { LocalFolderStorage } from '../../../src/server/platform/storage/storage.js';

const DAY = 24 * 60 * 60_000;

async function* bytes(chunks: number, failAfter?: number): AsyncGenerator<Uint8Array> {
  for (let index = 0; index < chunks; index++) {
    if (index === failAfter) throw new Error('connection lost');
    yield new Uint8Array(1024).fill(index);
  }
}

const age = (folder: string, name: string, ms: number) => {
  const at = new Date(Date.now() - ms);
  utimesSync(join(folder, name), at, at);
};

describeEachDatabase('stored files no order holds', (ctx) => {
  const folder = () => ctx().services.config.uploadDir;
  const admin = (...argv: string[]) => runAdmin({
    db: ctx().db.kysely,
    config: { publicUrl: 'http://localhost:8080', scryptCost: 1024, uploadDir: folder() },
    now: () => new Date(),
  }, argv);

  it('an upload that breaks off leaves nothing behind, one that completes is listed under its stored name', async () => {
    const storage = new LocalFolderStorage(folder());
    mkdirSync(folder(), { recursive: true });
    const before = new Set(readdirSync(folder()));
    await expect(storage.put(bytes(8, 5))).rejects.toThrow('connection lost');
    expect(readdirSync(folder()).filter((name) => !before.has(name))).toEqual([]);
    const { storedName, size } = await storage.put(bytes(3));
    expect(size).toBe(3 * 1024);
    expect(readdirSync(folder()).filter((name) => !before.has(name))).toEqual([storedName]);
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.find((object) => object.storedName === storedName)?.modifiedAt).toBeInstanceOf(Date);
    await storage.delete(storedName);
  });

  it('files:sweep removes files of no order older than a day and stale unfinished uploads; --dry-run only names them', async () => {
    const storage = new LocalFolderStorage(folder());
    const ordered = await uploadedFile(ctx());
    const orphan = (await storage.put(bytes(2))).storedName;
    const youngOrphan = (await storage.put(bytes(2))).storedName;
    // What a server killed in the middle of an upload leaves behind.
    const unfinished = `${randomBytes(16).toString('hex')}.pdf.part`;
    writeFileSync(join(folder(), unfinished), new Uint8Array(100));
    for (const name of [ordered.storedName, orphan, unfinished]) age(folder(), name, 2 * DAY);

    const dryRun = await admin('files:sweep', '--dry-run');
    expect(dryRun).toMatch(/^Would remove 1 stored file\(s\) of no order and 1 unfinished upload\(s\)/);
    expect(dryRun).toContain(orphan);
    expect(dryRun).toContain(`${unfinished} (unfinished)`);
    expect(readdirSync(folder())).toEqual(expect.arrayContaining([orphan, unfinished]));

    const swept = await admin('files:sweep');
    expect(swept.split('\n')).toEqual(['Removed 1 stored file(s) of no order and 1 unfinished upload(s)', `  ${orphan}`, `  ${unfinished} (unfinished)`]);
    const left = readdirSync(folder());
    expect(left).toEqual(expect.arrayContaining([ordered.storedName, youngOrphan]));
    expect(left).not.toContain(orphan);
    expect(left).not.toContain(unfinished);
    // The order's file is still there for its customer.
    const download = await ctx().call('GET', `/api/v1/files/${ordered.fileId}`, { token: await tokenFor(ctx(), CUSTOMER) });
    expect(download.status).toBe(200);
    expect(await admin('files:sweep')).toBe('Removed 0 stored file(s) of no order and 0 unfinished upload(s)');
  });
});
