import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { Counter } from 'prom-client';
import type { Mailer, MailMessage } from '../../services.js';
import { processRegistry } from '../metrics/registry.js';

const FROM = 'PrintPortal <noreply@printportal.local>';
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

const sends = new Counter({
  name: 'mail_sends_total', help: 'Mails handed to the mail server (or the outbox), by outcome: ok or failed',
  labelNames: ['outcome'] as const, registers: [processRegistry],
});
// Both series from the start, at 0: a rate of failures is then defined before the first failure.
sends.inc({ outcome: 'ok' }, 0);
sends.inc({ outcome: 'failed' }, 0);

/** Counts each send's outcome for /metrics. */
function counted(mailer: Mailer): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        sends.inc({ outcome: 'ok' });
      } catch (error) {
        sends.inc({ outcome: 'failed' });
        throw error;
      }
    },
  };
}

/**
 * Delivers one mail at once: SMTP when SMTP_URL is set; otherwise each mail is written as an .eml
 * file into the outbox. The server queues mails first (queued-mailer.ts); the mail sender
 * (mail-sender.ts) hands them to this.
 */
export function createMailer(smtpUrl: string | null, outboxDir: string): Mailer {
  return counted(plainMailer(smtpUrl, outboxDir));
}

function plainMailer(smtpUrl: string | null, outboxDir: string): Mailer {
  if (smtpUrl) {
    // A mail server that hangs must fail the attempt well within the sender's claim (retry-policy.ts).
    const transport = nodemailer.createTransport(smtpUrl, SMTP_TIMEOUTS);
    return {
      async send(message: MailMessage) {
        await transport.sendMail({ from: FROM, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: FROM, ...message });
      mkdirSync(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      writeFileSync(join(outboxDir, `${stamp}-${randomUUID()}.eml`), info.message as Buffer);
    },
  };
}
