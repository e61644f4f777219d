import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../../src/server/platform/db/connect.js';
import { expectNothingLostOrHalf } from './after-crash.js';
import { startLoad, until } from './order-load.js';
import { startPortal, type PortalProcess, type PortalSettings } from './portal-process.js';
import { prepareLoad } from './setup.js';
import { lastOrderId } from './stored-orders.js';

/** Acknowledged orders before the plug is pulled: enough that many submits are mid-flight. */
const KILL_AFTER = 60;

/** Alone this takes 10-20 s; the ceiling leaves room for a machine busy with the whole suite. */
const CEILING_MS = 120_000;

describe('SIGKILL during order placement [sqlite]', () => {
  const settings: PortalSettings = { dataDir: mkdtempSync(join(tmpdir(), 'pp-faults-')), jwtSecret: `faults-${Date.now()}-sqlite-secret` };
  let portal: PortalProcess | undefined;
  let db: Db | undefined;
  afterAll(async () => {
    await portal?.stop();
    await db?.close();
    rmSync(settings.dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged order complete, no order partial, and retries place each order once', { timeout: CEILING_MS }, async () => {
    portal = await startPortal(settings);
    db = connect(`sqlite:${join(settings.dataDir, 'printportal.sqlite')}`);
    const setup = await prepareLoad(db, portal.url, settings.jwtSecret);
    const baseline = await lastOrderId(db);

    const first = portal;
    const load = startLoad({ url: () => first.url, token: setup.token, catalogue: setup.catalogue, deliveryDate: setup.deliveryDate, prefix: 'sq' });
    await until(() => load.acknowledged() >= KILL_AFTER || load.failures().length > 0, 40_000, `${KILL_AFTER} acknowledged orders`);
    expect(load.failures(), 'answers before the kill').toEqual([]);
    // No new submits from here on; the ones under way are cut off by the kill.
    const stopped = load.stop();
    await first.kill();
    await stopped;
    expect(load.submissions.filter((s) => s.outcome.answered && s.outcome.status !== 201).map((s) => s.outcome)).toEqual([]);
    expect(load.submissions.some((s) => !s.outcome.answered), 'some submits were cut off by the kill').toBe(true);

    portal = await startPortal(settings);
    const figures = await expectNothingLostOrHalf({ db, url: portal.url, ...setup, baseline, submissions: load.submissions });
    console.log(`[faults sqlite] ${figures.acknowledged} acknowledged, ${figures.unanswered} cut off by SIGKILL, ${figures.storedWithoutAnswer} of those stored; all complete after restart, retries placed each once`);
  });
});
