import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../../src/server/platform/db/connect.js';
import { POSTGRES_ADMIN_URL, postgresAvailable } from '../../support/databases.js';
import { expectNothingLostOrHalf } from './after-crash.js';
import { startLoad, until, type Submission } from './order-load.js';
import { startPortal, type PortalProcess, type PortalSettings } from './portal-process.js';
import { prepareLoad } from './setup.js';
import { lastOrderId } from './stored-orders.js';

const DROPS = 3;
/** Acknowledged orders before the connections are dropped, after it (recovery), and before SIGKILL. */
const BEFORE_DROP = 20;
const AFTER_DROP = 30;
const BEFORE_KILL = 20;

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function urlOf(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** What a client may see when the database goes away: a 5xx JSON message, nothing of the inside. */
function expectCleanServerError(submission: Submission): void {
  const { outcome } = submission;
  if (!outcome.answered) throw new Error(`no answer at all for ${submission.order.reference}: ${outcome.error}`);
  expect(outcome.status, outcome.text).toBe(503);
  expect(outcome.retryAfter).toMatch(/^\d+$/);
  // The request's id (also its X-Request-Id) leads an operator to the log lines of what went wrong.
  expect(outcome.body).toEqual({ message: expect.any(String), request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(outcome.text).not.toMatch(/\bat .+:\d+|postgres|terminat|secret|stack/i);
}

/** Alone this takes 10-20 s; the ceiling leaves room for a machine busy with the whole suite. */
const CEILING_MS = 120_000;

describe.skipIf(!postgresAvailable)('database connection dropped, then SIGKILL, during order placement [postgres]', () => {
  const database = `printportal_faults_${randomBytes(4).toString('hex')}`;
  const settings: PortalSettings = {
    dataDir: mkdtempSync(join(tmpdir(), 'pp-faults-pg-')),
    jwtSecret: `faults-${Date.now()}-postgres-secret`,
    databaseUrl: urlOf(database),
  };
  let portal: PortalProcess | undefined;
  let db: Db | undefined;
  afterAll(async () => {
    await portal?.stop();
    await db?.close();
    await onAdmin((admin) => admin.query(`drop database if exists ${database} with (force)`));
    rmSync(settings.dataDir, { recursive: true, force: true });
  });

  it('answers clean errors while connections drop, recovers in the same process, and loses or halves nothing on SIGKILL', { timeout: CEILING_MS }, async () => {
    await onAdmin((admin) => admin.query(`create database ${database}`));
    portal = await startPortal(settings);
    const seeded = connect(settings.databaseUrl!);
    const setup = await prepareLoad(seeded, portal.url, settings.jwtSecret);
    const baseline = await lastOrderId(seeded);
    await seeded.close();

    const first = portal;
    const load = startLoad({ url: () => first.url, token: setup.token, catalogue: setup.catalogue, deliveryDate: setup.deliveryDate, prefix: 'pg' });
    await until(() => load.acknowledged() >= BEFORE_DROP || load.failures().length > 0, 30_000, 'orders before the drop');
    expect(load.failures(), 'answers before the drop').toEqual([]);

    // Kill every connection of the server to its database, a few times, while orders are placed.
    let terminated = 0;
    for (let drop = 0; drop < DROPS; drop += 1) {
      const result = await onAdmin((admin) => admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]));
      terminated += result.rowCount ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const droppedAt = load.submissions.length;
    const acknowledgedAtDrop = load.acknowledged();
    await until(() => load.acknowledged() >= acknowledgedAtDrop + AFTER_DROP || !first.alive(), 30_000, 'orders after the drop');
    expect(first.alive(), `the server survives the dropped connections:\n${first.output()}`).toBe(true);
    const answeredBeforeKill = load.submissions.length;
    const recovered = load.submissions.slice(droppedAt).filter(({ outcome }) => outcome.answered && outcome.status === 201).length;
    expect(recovered).toBeGreaterThanOrEqual(AFTER_DROP);
    const errors = load.submissions.filter(({ outcome }) => !outcome.answered || outcome.status !== 201);
    expect(terminated).toBeGreaterThan(0);
    expect(errors.length, 'placements were under way when the connections dropped').toBeGreaterThan(0);
    errors.forEach(expectCleanServerError);

    const acknowledgedAtKill = load.acknowledged() + BEFORE_KILL;
    await until(() => load.acknowledged() >= acknowledgedAtKill, 30_000, 'orders before the kill', load.failures);
    // No new submits from here on; the ones under way are cut off by the kill.
    const stopped = load.stop();
    await first.kill();
    await stopped;
    expect(load.submissions.slice(answeredBeforeKill).filter(({ outcome }) => outcome.answered && outcome.status !== 201).map(({ outcome }) => outcome)).toEqual([]);

    portal = await startPortal(settings);
    db = connect(settings.databaseUrl!);
    const figures = await expectNothingLostOrHalf({ db, url: portal.url, ...setup, baseline, submissions: load.submissions });
    console.log(`[faults postgres] ${terminated} backends terminated in ${DROPS} drops: ${errors.length} clean 503 answers, ${recovered} orders placed after the drops by the same process; ` +
      `${figures.acknowledged} acknowledged in all, ${figures.unanswered} without 201 (503 or cut off by SIGKILL), ${figures.storedWithoutAnswer} of those stored; all complete after restart, retries placed each once`);
  });
});
