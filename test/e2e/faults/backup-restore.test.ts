import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, SERVER_ADMIN } from '../../../scripts/build-steps.mjs';
import { connect } from '../../../src/server/platform/db/connect.js';
import { printReadyPdf } from '../../server/files/pdf-fixtures.js';
import { newOrder, startLoad, submit, until, type Submission } from './order-load.js';
import { startPortal, type PortalProcess, type PortalSettings } from './portal-process.js';
import { prepareLoad } from './setup.js';
import { expectedSnapshot, lastOrderId, storedOrders } from './stored-orders.js';

/** Orders acknowledged under load before the backup starts: small, so the test stays fast. */
const BACKUP_AFTER = 15;

/** `npm run admin -- ...` against a data folder, without blocking this process (the load keeps running). */
function admin(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [SERVER_ADMIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, SKIP_BUILD: '1', DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'printportal.sqlite')}`, JWT_SECRET: 'admin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString(); });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}

const headers = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' });
const placedId = (submission: Submission) => (submission.outcome.answered && submission.outcome.status === 201
  ? (submission.outcome.body as { orders: { id: number }[] }).orders[0]!.id : null);

describe('backup and restore [sqlite]', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pp-backup-'));
  const source: PortalSettings = { dataDir: join(folder, 'source'), jwtSecret: `backup-${Date.now()}-secret` };
  const restored: PortalSettings = { dataDir: join(folder, 'restored'), jwtSecret: source.jwtSecret };
  const backupFile = join(folder, 'portal.backup.tar');
  const portals: PortalProcess[] = [];
  afterAll(async () => {
    for (const portal of portals) await portal.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('backs up while orders are placed; the restored portal has every order and file acknowledged before the backup began', { timeout: 120_000 }, async () => {
    const portal = await startPortal(source);
    portals.push(portal);
    const db = connect(`sqlite:${join(source.dataDir, 'printportal.sqlite')}`);
    const setup = await prepareLoad(db, portal.url, source.jwtSecret);
    const baseline = await lastOrderId(db);
    await db.close();

    // Two orders with a print file each.
    const files: { orderId: number; fileId: number; bytes: Uint8Array }[] = [];
    for (const index of [1, 2]) {
      const placed = await submit(portal.url, setup.token, newOrder(setup.catalogue, `with-file-${index}`, setup.deliveryDate));
      const orderId = (placed as { body: { orders: { id: number }[] } }).body.orders[0]!.id;
      const detail = await (await fetch(`${portal.url}/api/v1/orders/${orderId}`, { headers: headers(setup.token) })).json() as { products: { id: number; copies: { id: number }[] }[] };
      const bytes = await printReadyPdf(1, [2000, 1000 + index]);
      const upload = await fetch(`${portal.url}/api/v1/orders/${orderId}/files?print=${detail.products[0]!.id}&copy=${detail.products[0]!.copies[0]!.id}`, {
        method: 'POST', headers: { ...headers(setup.token), 'Content-Type': 'application/pdf', 'X-File-Name': `file-${index}.pdf` }, body: bytes,
      });
      expect(upload.status).toBe(201);
      files.push({ orderId, fileId: ((await upload.json()) as { file: { id: number } }).file.id, bytes });
    }

    const load = startLoad({ url: () => portal.url, token: setup.token, catalogue: setup.catalogue, deliveryDate: setup.deliveryDate, prefix: 'bk' });
    await until(() => load.acknowledged() >= BACKUP_AFTER || load.failures().length > 0, 40_000, `${BACKUP_AFTER} acknowledged orders`);
    // What the clients had been told was placed when the backup began.
    const acknowledged = load.submissions.filter((submission) => placedId(submission) !== null);
    const backup = await admin(source.dataDir, ['backup', backupFile]);
    const ackedDuring = load.acknowledged() - acknowledged.length;
    await load.stop();
    expect(load.failures()).toEqual([]);
    expect(backup, backup.err).toMatchObject({ code: 0 });
    expect(backup.out).toMatch(/^Backed up the database \(\d+\.\d MB\) and 2 file\(s\)/);

    const restore = await admin(restored.dataDir, ['restore', backupFile]);
    expect(restore, restore.err).toMatchObject({ code: 0 });
    expect(restore.out).toMatch(/Restored the backup of .*: the database .* and 2 file\(s\)/);
    // A second restore would overwrite what is there: only with --force.
    const again = await admin(restored.dataDir, ['restore', backupFile]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/not restoring over .*printportal\.sqlite and .*uploads \(2 entries\): stop the server and add --force/);

    const copy = await startPortal(restored);
    portals.push(copy);
    const copyDb = connect(`sqlite:${join(restored.dataDir, 'printportal.sqlite')}`);
    const stored = await storedOrders(copyDb, baseline);
    await copyDb.close();
    // Every order acknowledged before the backup began is there, whole; any order there is whole.
    for (const submission of acknowledged) {
      expect(stored.get(placedId(submission)!)).toEqual(expectedSnapshot(submission.order, setup.customer, setup.prices));
    }
    const sent = new Map(load.submissions.map((submission) => [submission.order.reference, submission.order]));
    for (const order of stored.values()) {
      if (order.reference.startsWith('with-file-')) continue;
      expect(order).toEqual(expectedSnapshot(sent.get(order.reference)!, setup.customer, setup.prices));
    }
    // The print files come back byte for byte, through the restored portal.
    for (const file of files) {
      const download = await fetch(`${copy.url}/api/v1/files/${file.fileId}`, { headers: headers(setup.token) });
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(file.bytes);
    }
    console.log(`[backup] ${acknowledged.length} orders acknowledged before the backup, ${ackedDuring} during it; restored portal has ${stored.size} of the load's orders`);
  });

  it('refuses a PostgreSQL database and names its own tools', async () => {
    const refused = await admin(folder, ['backup', join(folder, 'pg.tar')], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/pg_dump -Fc/);
    const restore = await admin(folder, ['restore', backupFile], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(restore.err).toMatch(/pg_restore/);
  });
});
