import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../../src/server/platform/db/connect.js';
import { migrate } from '../../../src/server/platform/db/migrate.js';
import { createPostgresDatabase, databaseReachable } from '../../support/databases.js';
import { startSmtpInbox, type SmtpInbox } from '../../support/smtp-inbox.js';
import { createMailer } from '../../../src/server/platform/mail/mailer.js';
import { queuedMailer } from '../../../src/server/platform/mail/queued-mailer.js';
import { deliverDueMails } from '../../../src/server/platform/mail/mail-sender.js';
import { createLogger } from '../../../src/server/platform/log/logger.js';

/**
 * Two server processes on one PostgreSQL, as "Running several processes" allows: each with its own
 * connection pool and its own sender. Every mail arrives exactly once.
 */
describe.skipIf(!databaseReachable('postgres'))('two mail senders on one PostgreSQL, each with its own pool', () => {
  let database: { url: string; drop: () => Promise<void> };
  let first: Db;
  let second: Db;
  let inbox: SmtpInbox;
  const now = () => new Date('2026-11-23T09:00:00Z');
  beforeAll(async () => {
    database = await createPostgresDatabase();
    first = connect(database.url);
    await migrate(first);
    second = connect(database.url);
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox?.close();
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('sends each of 60 mails once while both work the queue at the same moment', async () => {
    const count = 60;
    const mailer = queuedMailer(first.kysely, now);
    for (let i = 0; i < count; i += 1) await mailer.send({ to: `pair${i}@example.nl`, subject: `Pair ${i}`, text: `mail ${i}`, html: `<p>mail ${i}</p>` });
    const senderOf = (db: Db) => ({ db: db.kysely, delivery: createMailer(inbox.url, '/nonexistent'), now, logger: createLogger('silent') });
    const sent = await Promise.all([deliverDueMails(senderOf(first), count), deliverDueMails(senderOf(second), count)]);
    expect(sent[0] + sent[1]).toBe(count);
    // Both took part: the claim, not one sender finishing first, is what kept them apart.
    expect(Math.min(...sent)).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) expect(await inbox.waitFor(`pair${i}@example.nl`)).toHaveLength(1);
    expect(inbox.mails).toHaveLength(count);
    expect(inbox.mails.every((mail) => typeof mail.html === 'string' && mail.text)).toBe(true);
  });
});
