import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.js';
import { connect } from '../../../src/server/platform/db/connect.js';
import { ping } from '../../../src/server/platform/db/queries.js';
import { createMailer } from '../../../src/server/platform/mail/mailer.js';
import { enqueueMail } from '../../../src/server/platform/mail/mail-queue.js';
import { POSTGRES_ADMIN_URL } from '../../support/databases.js';
import { describeEachDatabase } from '../../support/test-app.js';

const METRICS_TOKEN = 'scraper-token-0123456789';
const SCRAPER = { Authorization: `Bearer ${METRICS_TOKEN}` };

/** The value of one series in Prometheus' text format (0 when it is not there yet). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

// One suite (one database each) for both: making a PostgreSQL database is most of the time.
describeEachDatabase('/metrics and /ready', (ctx) => {
  it('is off unless METRICS_TOKEN is set, and asks for that token when it is', async () => {
    const off = createApp({ ...ctx().services, config: { ...ctx().services.config, metricsToken: undefined } });
    expect((await off.request('/metrics', { headers: SCRAPER })).status).toBe(404);
    expect((await ctx().call('GET', '/metrics')).status).toBe(401);
    expect((await ctx().call('GET', '/metrics', { token: 'scraper-token-wrong-456789' })).status).toBe(401);
  });

  it('counts each request by route pattern and status, with its latency histogram, beside the pool, the analyses, the mails and the process', async () => {
    const scrape = async () => {
      const res = await ctx().call('GET', '/metrics', { token: METRICS_TOKEN });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      return res.text;
    };
    const health = 'http_requests_total{method="GET",route="/api/v1/health",status="200"}';
    const before = valueOf(await scrape(), health);
    await ctx().call('GET', '/api/v1/health');
    await ctx().call('GET', '/api/v1/health');
    await ctx().call('GET', '/api/v1/orders/12');
    const mailsOk = 'mail_sends_total{outcome="ok"}';
    const mailsBefore = valueOf(await scrape(), mailsOk);
    await createMailer(null, ctx().services.config.outboxDir).send({ to: 'klant@example.nl', subject: 'Test', text: 'Test' });
    const text = await scrape();
    expect(valueOf(text, health)).toBe(before + 2);
    expect(valueOf(text, 'http_requests_total{method="GET",route="/api/v1/orders/:id",status="401"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/health",status="200"}')).toBe(before + 2);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/v1/health",status="200"}');
    expect(valueOf(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('db_pool_connections{state="waiting"} 0');
    expect(text).toContain('pdf_analysis_queue_length 0');
    expect(text).toContain('# TYPE pdf_analysis_duration_seconds histogram');
    expect(valueOf(text, mailsOk)).toBe(mailsBefore + 1);
    expect(text).toContain('mail_queue{state="waiting"} 0');
    expect(text).toContain('mail_queue{state="failed"} 0');
    await enqueueMail(ctx().db.kysely, { to: 'klant@example.nl', subject: 'Wacht', text: 'Wacht' }, ctx().clock.now());
    expect(await scrape()).toContain('mail_queue{state="waiting"} 1');
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
  });

  it('answers 200 when the database answers and the storage takes a write', async () => {
    const res = await ctx().call('GET', '/api/v1/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('answers 503 naming the database when it is closed', async () => {
    const closed = connect(ctx().kind === 'postgres' ? POSTGRES_ADMIN_URL : 'sqlite::memory:');
    // Opened for real first: closing a database never used closes nothing.
    await ping(closed.kysely);
    await closed.close();
    const res = await createApp({ ...ctx().services, db: closed }).request('/api/v1/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ message: 'not_ready', database: 'failed', storage: 'ok' });
  });

  it('answers 503 naming the storage when it cannot be written', async () => {
    const notAFolder = join(tmpdir(), `pp-not-a-folder-${process.pid}`);
    writeFileSync(notAFolder, '');
    const res = await createApp({ ...ctx().services, config: { ...ctx().services.config, uploadDir: notAFolder } }).request('/api/v1/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ message: 'not_ready', database: 'ok', storage: 'failed' });
  });
}, { metricsToken: METRICS_TOKEN });
