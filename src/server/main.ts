import { join } from 'node:path';
import { loadConfig } from './config.js';
import { connect } from './platform/db/connect.js';
import { migrate } from './platform/db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed/accounts.js';
import { createMailer } from './platform/mail/mailer.js';
import { createApp } from './app.js';
import { ROOT, buildIfStale } from './build-if-stale.js';
import { createAfterAnswer } from './platform/http/after-answer.js';
import { startNodeServer } from './platform/http/node-server.js';
import { startRecheckPass } from './modules/files/recheck-files.js';
import { rootLogger } from './platform/log/logger.js';

/** dist/ of this checkout, wherever the process was started from: from src/server/ or dist-server/. */
const DIST = join(ROOT, 'dist');

async function main(): Promise<void> {
  const config = loadConfig();
  if (process.env.SKIP_BUILD !== '1') buildIfStale(DIST);
  const db = connect(config.databaseUrl);
  await migrate(db);
  const seeded = await seedIfEmpty(db, config.scryptCost, new Date());
  const services = {
    db,
    config,
    now: () => new Date(),
    mailer: createMailer(config.smtpUrl, config.outboxDir),
    afterAnswer: createAfterAnswer(),
    // JSON lines on stdout at LOG_LEVEL; the banner below stays plain text for the person starting it.
    logger: rootLogger(),
  };
  const app = createApp(services, { distDir: DIST });
  // Files stored "not checked" because the check was busy or timed out are tried again later.
  const stopRechecks = startRecheckPass(services);
  const server = startNodeServer(app, { timeouts: config.http, maxConnections: config.maxConnections }, { port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, () => {
    console.log(`PrintPortal is running on ${config.publicUrl} (database: ${db.dialect}${seeded ? ', demo data seeded' : ''})`);
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(22)} ${login.role}`);
  });
  const stop = () => {
    stopRechecks();
    server.close();
    // Mails already promised (a reset link) go out before the database closes.
    void services.afterAnswer.settled().then(() => db.close()).finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
