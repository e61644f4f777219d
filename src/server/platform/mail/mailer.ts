import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { Counter } from 'prom-client';
import type { Mailer, MailMessage } from '../../services.js';
import { processRegistry } from '../metrics/registry.js';

const FROM = 'PrintPortal <noreply@printportal.local>';

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

/** SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file into the outbox. */
export function createMailer(smtpUrl: string | null, outboxDir: string): Mailer {
  return counted(plainMailer(smtpUrl, outboxDir));
}

function plainMailer(smtpUrl: string | null, outboxDir: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
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
