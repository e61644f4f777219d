import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';

/**
 * The compiled server as `npm start` runs it, with SMTP_URL pointing at a real SMTP server in the
 * test process: a mail queued by a request is delivered by the server's own background sender.
 */
describe('mail over SMTP from the running server', () => {
  let inbox: SmtpInbox;
  let server: RunningServer;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({ SMTP_URL: inbox.url });
  });
  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  it('delivers the reset mail with a text and an HTML part, and the queue is empty after', async () => {
    const answer = await fetch(`${server.url}/api/v1/auth/email`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'klant@example.nl' }),
    });
    expect(answer.status).toBe(200);
    const [mail] = await inbox.waitFor('klant@example.nl', 1, 20_000);
    expect(mail!.subject).toBe('Wachtwoord opnieuw instellen');
    expect(mail!.text).toContain(`${server.url}/login/reset/`);
    expect(mail!.html).toContain(`<a href="${server.url}/login/reset/`);
    // Marked sent just after the SMTP server took it.
    await expect.poll(() => server.admin('mail:queue'), { timeout: 10_000 }).toBe('waiting: none\nfailed (given up): none\n');
  });
});
