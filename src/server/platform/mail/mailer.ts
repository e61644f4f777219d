import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../../services.js';

const FROM = 'PrintPortal <noreply@printportal.local>';

/** SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file into the outbox. */
export function createMailer(smtpUrl: string | null, outboxDir: string): Mailer {
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
