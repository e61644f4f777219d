import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A real SMTP server in the test process: what arrives is parsed and kept. */
export interface SmtpInbox {
  /** SMTP_URL pointing at it. */
  url: string;
  port: number;
  mails: ParsedMail[];
  /** While true, every recipient is refused with a temporary error (451), as a mail server in trouble does. */
  refusing: boolean;
  /** The mails to one address, waiting until `count` have arrived. */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

/** Starts an inbox on `port` (0: any free port). */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const mails: ParsedMail[] = [];
  const inbox: SmtpInbox = {
    url: '', port: 0, mails, refusing: false,
    async waitFor(to, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((mail) => addressesOf(mail).includes(to));
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`${found.length} of ${count} mails to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise((resolve) => { server.close(() => resolve()); }),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (inbox.refusing) {
        const error = Object.assign(new Error('Mailbox temporarily unavailable, try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => { mails.push(mail); callback(); })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  inbox.port = (server.server.address() as AddressInfo).port;
  inbox.url = `smtp://127.0.0.1:${inbox.port}`;
  return inbox;
}
