import type { Server } from 'node:http';
import { join } from 'node:path';
import { loadConfig } from './config.js';
import { connect } from './platform/db/connect.js';
import { migrate } from './platform/db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed/accounts.js';
import { createMailer } from './platform/mail/mailer.js';
import { queuedMailer } from './platform/mail/queued-mailer.js';
import { startMailSender } from './platform/mail/mail-sender.js';
import { createApp } from './app.js';
import { ROOT, buildIfStale } from './build-if-stale.js';
import { createAfterAnswer } from './platform/http/after-answer.js';
import { startNodeServer } from './platform/http/node-server.js';
import { prepareStorage, storageFor } from './platform/storage/storage-for.js';
import { startRecheckPass } from './modules/files/recheck-files.js';
import { DEFAULT_SCRYPT_COST } from './modules/auth/passwords.js';
import { startSweeper } from './modules/files/sweep-files.js';
import { startFilesReminders } from './modules/orders/files-reminders.js';
import { stopAnalysisProcesses } from './modules/files/pdf-analysis/analyse-pdf.js';
import { drainServer } from './platform/http/graceful-stop.js';

/** How long mails promised before the stop (a reset link) may take to go out once requests are done. */
const MAIL_GRACE_MS = 3_000;
import { rootLogger } from './platform/log/logger.js';

/** dist/ of this checkout, wherever the process was started from: from src/server/ or dist-server/. */
const DIST = join(ROOT, 'dist');

async function main(): Promise<void> {
  const config = loadConfig();
  if (process.env.SKIP_BUILD !== '1') buildIfStale(DIST);
  await prepareStorage(config);
  const db = connect(config.databaseUrl);
  await migrate(db);
  const seeded = await seedIfEmpty(db, config.scryptCost, new Date());
  const now = () => new Date();
  const logger = rootLogger();
  // Mails wait in the database until the sender has delivered them (retried while the mail server is down).
  const mailSender = startMailSender({ db: db.kysely, delivery: createMailer(config.smtpUrl, config.outboxDir), now, logger });
  const services = {
    db,
    config,
    now,
    mailer: queuedMailer(db.kysely, now, mailSender.wake),
    afterAnswer: createAfterAnswer(),
    // JSON lines on stdout at LOG_LEVEL; the banner below stays plain text for the person starting it.
    logger,
  };
  const app = createApp(services, { distDir: DIST });
  // Files stored "not checked" because the check was busy or timed out are tried again later.
  const stopRechecks = startRecheckPass(services);
  // Uploads whose order row was never written, and uploads cut off mid-way, are removed hourly.
  const stopSweeper = startSweeper(db.kysely, storageFor(config), services.now, services.logger);
  // Orders still missing files a working day before their files deadline get one reminder.
  const stopReminders = startFilesReminders(services);
  const server = startNodeServer(app, { timeouts: config.http, maxConnections: config.maxConnections }, { port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, () => {
    console.log(`PrintPortal is running on ${config.publicUrl} (database: ${db.dialect}${seeded ? ', demo data seeded' : ''})`);
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(22)} ${login.role}`);
    if (config.scryptCost < DEFAULT_SCRYPT_COST) console.warn(`SCRYPT_COST ${config.scryptCost} is below ${DEFAULT_SCRYPT_COST}: for a test server only, never in production.`);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stopRechecks();
    stopSweeper();
    stopReminders();
    services.logger.info({ grace_s: config.shutdownGraceMs / 1000 }, 'stopping: no new connections; requests in flight may finish');
    // Should anything below hang (a mail server that never answers), the process still ends.
    setTimeout(() => process.exit(1), config.shutdownGraceMs + MAIL_GRACE_MS + 2_000).unref();
    void drainServer(server as Server, config.shutdownGraceMs)
      .then((how) => {
        if (how === 'cut') services.logger.warn('stopping: requests still running at the end of SHUTDOWN_GRACE_S were cut off');
        // Mails already promised (a reset link) go out before the database closes.
        return Promise.race([services.afterAnswer.settled(), new Promise((resolve) => setTimeout(resolve, MAIL_GRACE_MS))]);
      })
      .then(() => {
        // What is still queued is sent by the next process (or this one after a restart).
        mailSender.stop();
        stopAnalysisProcesses();
        return db.close();
      })
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
