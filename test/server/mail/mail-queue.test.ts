import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { startSmtpInbox, type SmtpInbox } from '../../support/smtp-inbox.js';
import { createMailer } from '../../../src/server/platform/mail/mailer.js';
import { queuedMailer } from '../../../src/server/platform/mail/queued-mailer.js';
import { deliverDueMails, forgetSentMails, type MailSenderParts } from '../../../src/server/platform/mail/mail-sender.js';
import { createLogger } from '../../../src/server/platform/log/logger.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { TEST_SCRYPT_COST } from '../../support/test-app.js';
import { DEMO_PASSWORD, loggedIn } from '../auth/auth-helpers.js';
import { CUSTOMER, order, placeOrder, print, productId } from '../orders/order-helpers.js';
import { makeOrder } from '../after-order/orders-fixture.js';
import { multipartBody } from '../files/pdf-fixtures.js';
import { printFile } from '../files/preflight-pdfs.js';

const MINUTE = 60_000;

/** A port nobody listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeEachDatabase('mail queue over real SMTP', (ctx) => {
  let inbox: SmtpInbox;
  beforeAll(async () => { inbox = await startSmtpInbox(); });
  afterAll(async () => { await inbox.close(); });

  const sender = (context: TestContext, smtpUrl: string): MailSenderParts => ({
    db: context.db.kysely, delivery: createMailer(smtpUrl, context.services.config.outboxDir),
    now: context.clock.now, logger: createLogger('silent'),
  });
  /** The server's own mailer: `send` queues. */
  const useQueue = () => { ctx().services.mailer = queuedMailer(ctx().db.kysely, ctx().clock.now); };
  const queueRow = (to: string) => ctx().db.kysely.selectFrom('mail_queue').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
  const admin = (...argv: string[]) => runAdmin({ db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST }, now: ctx().clock.now }, argv);

  it('keeps a mail the server refuses, records the attempt and delivers it on a later try with text and HTML', async () => {
    useQueue();
    inbox.refusing = true;
    const to = 'sanne.bakker@example.nl';
    expect((await ctx().call('POST', '/api/v1/auth/email', { body: { email: to } })).status).toBe(200);
    expect(await deliverDueMails(sender(ctx(), inbox.url))).toBe(0);
    const refused = await queueRow(to);
    expect(refused).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(refused.last_error).toMatch(/451/);
    expect(new Date(refused.next_attempt_at!).getTime()).toBe(ctx().clock.now().getTime() + MINUTE);
    expect(await admin('mail:queue')).toMatch(new RegExp(`#${refused.id} .*to ${to}[^]*attempts 1, next ${refused.next_attempt_at}, last error: .*451`));

    inbox.refusing = false;
    // Not due before its time: nothing is sent early.
    ctx().clock.advance(MINUTE - 1000);
    expect(await deliverDueMails(sender(ctx(), inbox.url))).toBe(0);
    ctx().clock.advance(1000);
    expect(await deliverDueMails(sender(ctx(), inbox.url))).toBe(1);
    const [mail] = await inbox.waitFor(to);
    expect(mail!.subject).toBe('Wachtwoord opnieuw instellen');
    expect(mail!.text).toContain('/login/reset/');
    expect(mail!.html).toMatch(/<a href="http:\/\/localhost:8080\/login\/reset\/[^"]+"/);
    expect(mail!.html).toContain('<html lang="nl">');
    expect(await queueRow(to)).toMatchObject({ attempts: 2, next_attempt_at: null, last_error: null });
    expect(await deliverDueMails(sender(ctx(), inbox.url))).toBe(0);
    expect(await admin('mail:queue')).toBe('waiting: none\nfailed (given up): none');
    // Sent mails are kept 30 days, then removed.
    ctx().clock.advance(30 * 24 * 60 * MINUTE);
    expect(await forgetSentMails(sender(ctx(), inbox.url))).toBe(0);
    ctx().clock.advance(1000);
    expect(await forgetSentMails(sender(ctx(), inbox.url))).toBe(1);
    expect(await ctx().db.kysely.selectFrom('mail_queue').select('id').where('to_address', '=', to).execute()).toEqual([]);
  });

  it('retries a mail server that is down with growing waits, delivers once it is up, and gives up after three days', async () => {
    useQueue();
    const port = await closedPort();
    const down = sender(ctx(), `smtp://127.0.0.1:${port}`);
    await ctx().services.mailer.send({ to: 'wacht@example.nl', subject: 'Wacht', text: 'Nog even' });
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      expect(await deliverDueMails(down)).toBe(0);
      const row = await queueRow('wacht@example.nl');
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      const wait = new Date(row.next_attempt_at!).getTime() - ctx().clock.now().getTime();
      waits.push(wait);
      ctx().clock.advance(wait);
    }
    expect(waits).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE]);
    const upAgain = await startSmtpInbox(port);
    try {
      expect(await deliverDueMails(sender(ctx(), upAgain.url))).toBe(1);
      expect((await upAgain.waitFor('wacht@example.nl'))[0]!.text).toBe('Nog even\n');
    } finally {
      await upAgain.close();
    }

    await ctx().services.mailer.send({ to: 'nooit@example.nl', subject: 'Nooit', text: 'Komt niet aan' });
    const queuedAt = ctx().clock.now().getTime();
    let row = await queueRow('nooit@example.nl');
    while (row.failed_at === null) {
      expect(row.next_attempt_at).not.toBeNull();
      ctx().clock.set(row.next_attempt_at!);
      await deliverDueMails(down);
      row = await queueRow('nooit@example.nl');
    }
    const givenUpAfter = new Date(row.failed_at).getTime() - queuedAt;
    expect(givenUpAfter).toBeGreaterThan(71 * 60 * MINUTE);
    expect(givenUpAfter).toBeLessThanOrEqual(72 * 60 * MINUTE);
    expect(row.next_attempt_at).toBeNull();
    expect(row.attempts).toBeGreaterThan(70);
    const listed = await admin('mail:queue');
    expect(listed).toMatch(/waiting: none\nfailed \(given up\): 1\n/);
    expect(listed).toMatch(new RegExp(`#${row.id} .* to nooit@example.nl: Nooit\\n .*given up ${row.failed_at}, last error: .*ECONNREFUSED`));
  });

  it('places an order and makes its invoice while the mail server is down; the invoice mail waits in the queue', async () => {
    useQueue();
    ctx().clock.set('2026-11-23T09:00:00Z');
    const down = sender(ctx(), `smtp://127.0.0.1:${await closedPort()}`);
    const { token } = await loggedIn(ctx(), CUSTOMER);
    const placed = await placeOrder(ctx(), token, order([print(await productId(ctx(), 'SPD-FL510'))]));
    expect(placed.status).toBe(201);
    const id = String(placed.body.orders[0].id);
    let line = '';
    while (!line.includes('-> invoicing')) line = await admin('order:advance', id);
    expect(line).toMatch(/invoice F2026-\d{6} made .* and mailed/);
    expect(await deliverDueMails(down)).toBe(0);
    const waiting = await ctx().db.kysely.selectFrom('mail_queue').selectAll()
      .where('to_address', '=', CUSTOMER).where('subject', 'like', 'Factuur%').executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(waiting.subject).toMatch(/^Factuur F2026-\d{6}$/);
    expect(await admin('mail:queue')).toMatch(new RegExp(`#${waiting.id} .* to ${CUSTOMER}: Factuur F2026-\\d{6}\\n +attempts 1, next .*ECONNREFUSED`));
  });

  it('delivers the mails of an e-mail change, each with a text and an HTML part', async () => {
    useQueue();
    const { token } = await loggedIn(ctx(), 'jan.devries@example.nl');
    const current = (await ctx().call('GET', '/api/v1/settings', { token })).body;
    const saved = await ctx().call('PUT', '/api/v1/settings', { token, body: {
      name: current.user.name, email: 'jan@nieuw.example.nl', phone: current.user.phone, lang: current.user.lang,
      approve_pdf: false, pickup_default: false, zoom_text: false, default_address_id: null, current_password: DEMO_PASSWORD,
    } });
    expect(saved.status).toBe(200);
    // Queued without waiting for it (the answer must not tell a taken address from a free one).
    await vi.waitFor(async () => expect(await ctx().db.kysely.selectFrom('mail_queue').select('id').where('to_address', 'in', ['jan@nieuw.example.nl', 'jan.devries@example.nl']).execute()).toHaveLength(2));
    expect(await deliverDueMails(sender(ctx(), inbox.url))).toBe(2);
    const [confirm] = await inbox.waitFor('jan@nieuw.example.nl');
    expect(confirm!.subject).toBe('Bevestig uw nieuwe e-mailadres');
    expect(confirm!.html).toMatch(/<a href="http:\/\/localhost:8080\/settings\?email_token=[^"]+"/);
    const [notice] = await inbox.waitFor('jan.devries@example.nl');
    expect(notice!.subject).toBe('Wijziging van uw e-mailadres aangevraagd');
    expect(notice!.html).toContain('<html lang="nl">');
    expect(notice!.text).toContain('Er is gevraagd om voortaan met');
  });

  it('delivers the print-file check mail with its findings as a list and the link to the order', async () => {
    useQueue();
    ctx().clock.set('2026-11-23T09:00:00Z');
    const { orderId, printIds } = await makeOrder(ctx());
    const { token } = await loggedIn(ctx(), CUSTOMER);
    const { body, contentType } = multipartBody('grof.pdf', await printFile({ width: 1000, height: 500, bleed: 5, imagePpi: 20, font: 'embedded' }));
    const uploaded = await ctx().app.request(`/api/v1/orders/${orderId}/files?print=${printIds[0]}`, {
      method: 'POST', body, headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}`, 'Content-Type': contentType },
    });
    expect(uploaded.status).toBe(201);
    const subject = `Uw drukbestand grof.pdf vraagt aandacht (order ${orderId})`;
    await vi.waitFor(async () => expect(await ctx().db.kysely.selectFrom('mail_queue').select('id').where('subject', '=', subject).execute()).toHaveLength(1));
    expect(await deliverDueMails(sender(ctx(), inbox.url))).toBe(1);
    const mail = (await inbox.waitFor(CUSTOMER)).find((arrived) => arrived.subject === subject)!;
    expect(mail.text).toContain('20 dpi');
    expect(mail.html).toMatch(/<ul [^>]*><li>[^<]*20 dpi/);
    expect(mail.html).toContain(`Bekijk de controle: <a href="http://localhost:8080/order/${orderId}"`);
  });

  it('sends each mail once when two senders work the queue at the same moment', async () => {
    useQueue();
    const count = 30;
    for (let i = 0; i < count; i += 1) await ctx().services.mailer.send({ to: `race${i}@example.nl`, subject: `Race ${i}`, text: `mail ${i}` });
    const sent = await Promise.all([deliverDueMails(sender(ctx(), inbox.url), count), deliverDueMails(sender(ctx(), inbox.url), count)]);
    expect(sent[0] + sent[1]).toBe(count);
    for (let i = 0; i < count; i += 1) expect(await inbox.waitFor(`race${i}@example.nl`)).toHaveLength(1);
    const arrived = inbox.mails.filter((mail) => mail.subject?.startsWith('Race '));
    expect(arrived).toHaveLength(count);
  });
});
