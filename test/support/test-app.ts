import { DEFAULT_SHUTDOWN_GRACE_MS } from '../../src/server/platform/http/graceful-stop.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Hono } from 'hono';
import { connect, type Db } from '../../src/server/platform/db/connect.js';
import { createApp } from '../../src/server/app.js';
import type { AppEnv, MailMessage, Services } from '../../src/server/services.js';
import type { Config } from '../../src/server/config.js';
import { createAfterAnswer } from '../../src/server/platform/http/after-answer.js';
import { DEFAULT_HTTP_TIMEOUTS } from '../../src/server/platform/http/timeouts.js';
import { DEFAULT_MAX_CONNECTIONS } from '../../src/server/platform/http/connection-cap.js';
import { DEFAULT_UPLOAD_LIMITS } from '../../src/server/modules/files/upload-limits.js';
import { DEMO_COMPANY } from '../../src/server/modules/documents/company.js';
import { createPostgresDatabase, databaseKinds, databaseReachable, type DatabaseKind } from './databases.js';
import { migrateAndSeed, SEEDED_AT, TEST_SCRYPT_COST } from './seeded-database.js';

export { TEST_SCRYPT_COST };

export interface Clock {
  now: () => Date;
  set: (at: Date | string) => void;
  advance: (ms: number) => void;
}

export function createClock(start: Date | string = SEEDED_AT): Clock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => { current = new Date(at).getTime(); },
    advance: (ms) => { current += ms; },
  };
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string | null;
  headers?: Record<string, string>;
  xhr?: boolean;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface TestContext {
  kind: DatabaseKind;
  app: Hono<AppEnv>;
  db: Db;
  services: Services;
  clock: Clock;
  mails: MailMessage[];
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dir = mkdtempSync(join(tmpdir(), 'printportal-test-'));
  return {
    port: 0,
    databaseUrl: 'sqlite::memory:',
    jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!'),
    smtpUrl: null,
    uploadDir: join(dir, 'uploads'),
    s3Url: null,
    outboxDir: join(dir, 'outbox'),
    publicUrl: 'http://localhost:8080',
    uploadMaxBytes: 5 * 1024 * 1024,
    scryptCost: TEST_SCRYPT_COST,
    secureCookies: false,
    trustedProxy: { kind: 'none' },
    http: DEFAULT_HTTP_TIMEOUTS,
    maxConnections: DEFAULT_MAX_CONNECTIONS,
    uploads: DEFAULT_UPLOAD_LIMITS,
    shutdownGraceMs: DEFAULT_SHUTDOWN_GRACE_MS,
    company: DEMO_COMPANY,
    ...overrides,
  };
}

/** A migrated and seeded database of the given kind behind a fresh app, with a settable clock. */
export async function createTestContext(kind: DatabaseKind, configOverrides: Partial<Config> = {}): Promise<TestContext> {
  // A copy of the run's seeded template where there is one (postgres-template.ts).
  const postgres = kind === 'postgres' ? await createPostgresDatabase(inject('postgresTemplate') ?? undefined) : null;
  const db = connect(postgres?.url ?? 'sqlite::memory:');
  await migrateAndSeed(db);
  const clock = createClock();
  const mails: MailMessage[] = [];
  const services: Services = {
    db,
    config: testConfig(configOverrides),
    now: clock.now,
    mailer: { send: async (message) => { mails.push(message); } },
    afterAnswer: createAfterAnswer(),
  };
  const app = createApp(services);
  return {
    kind, app, db, services, clock, mails,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.xhr !== false) headers['X-Requested-With'] = 'XMLHttpRequest';
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      let body: string | undefined = options.rawBody;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
      const response = await app.request(path, { method, headers, body });
      const text = await response.text();
      // What the route left to do after answering (a reset mail) is done before the test looks.
      await services.afterAnswer?.settled();
      let parsed: unknown = text;
      try { parsed = JSON.parse(text); } catch { /* not JSON */ }
      const withoutId = withoutRequestId(response, parsed, text);
      return { status: response.status, body: parsed as any, headers: response.headers, text: withoutId };
    },
    async close() {
      await db.close();
      await postgres?.drop();
    },
  };
}

/**
 * Every JSON error answer names its request (`request_id`, its last field, the same as its
 * X-Request-Id header): checked here for every call of every API test, then taken out of the body
 * and the text, so that tests compare the answer's own fields and bytes (two answers that must be
 * byte for byte the same differ only in their random request id; test/server/operations/ checks
 * the id itself).
 */
export function withoutRequestId(response: Response, body: unknown, text: string): string {
  if (response.status < 400 || body === null || typeof body !== 'object' || Array.isArray(body)) return text;
  const record = body as Record<string, unknown>;
  const header = response.headers.get('X-Request-Id');
  const suffix = `,"request_id":${JSON.stringify(header)}}`;
  if (!header || record.request_id !== header || !text.endsWith(suffix)) {
    throw new Error(`error answer ${response.status} without its request id (header ${header}, body ${text})`);
  }
  delete record.request_id;
  return `${text.slice(0, -suffix.length)}}`;
}

/** An answer's text as `call` gives it: a JSON error's request id checked and taken out. */
export async function answerText(response: Response): Promise<string> {
  const text = await response.text();
  let parsed: unknown = text;
  try { parsed = JSON.parse(text); } catch { /* not JSON */ }
  return withoutRequestId(response, parsed, text);
}

/**
 * Runs a suite once per database (SQLite, and PostgreSQL: skipped when not reachable). The suite gets a
 * function returning the live context of its database; `configOverrides` change its config.
 */
export function describeEachDatabase(name: string, suite: (context: () => TestContext) => void, configOverrides: Partial<Config> = {}): void {
  for (const kind of databaseKinds) {
    // Declared even where PostgreSQL is missing, so the run counts its tests as skipped.
    describe.skipIf(!databaseReachable(kind))(`${name} [${kind}]`, () => {
      let context: TestContext | undefined;
      beforeAll(async () => { context = await createTestContext(kind, configOverrides); });
      afterAll(async () => { await context?.close(); });
      suite(() => {
        if (!context) throw new Error('test context not ready');
        return context;
      });
    });
  }
}
