import type { Services } from '../../services.js';
import { needsAttention, type FileChecks } from '../../../domain/preflight/file-checks.js';
import { checkSentence, lineText, nextStepText } from './file-check-texts.js';
import { uploaderAndOrder } from './queries.js';
import { errorFields, loggerOf } from '../../platform/log/logger.js';
import { personalMail } from '../../platform/mail/mail-texts.js';
import { wordingIn } from '../../platform/i18n/server-i18n.js';
import type { Text } from '../../../domain/texts/text.js';

interface Uploaded {
  userId: number;
  orderId: number;
  file: { name: string; checks: FileChecks | null; copy_id: number | null };
  /** The order's state after the upload: while it waits for files, the mail says this file keeps it waiting. */
  state: string;
}

/** The mail's own texts (locales/{nl,en}/server.po); the checks' sentences are file-check-texts'. */
const MAIL_TEXTS = {
  subject: /*i18n*/ { id: 'mail.file_check.subject', message: 'Uw drukbestand {file} vraagt aandacht (order {order})' },
  checked: /*i18n*/ { id: 'mail.file_check.checked', message: 'Wij hebben uw bestand {file} voor order {order} ({reference}) gecontroleerd:' },
  /** A file for one copy line of the order: the line is named ("print 1, regel 2 (...)"). */
  checkedLine: /*i18n*/ { id: 'mail.file_check.checked_line', message: 'Wij hebben uw bestand {file} voor order {order} ({reference}) ({line}) gecontroleerd:' },
  link: /*i18n*/ { id: 'mail.file_check.link', message: 'Bekijk de controle: {link}' },
} as const satisfies Record<string, Text>;

async function send(services: Services, { userId, orderId, file, state }: Uploaded, checks: FileChecks): Promise<void> {
  const found = await uploaderAndOrder(services.db.kysely, userId, orderId, file.copy_id);
  if (!found) return;
  const { user, reference, line } = found;
  const wording = wordingIn(user.lang);
  const { lang, say } = wording;
  const verdict = checks.worst === 'refusal' ? 'refusal' : 'warning';
  const lines = checks.checks.flatMap((check) => checkSentence(check, lang) ?? []).map((sentence) => `- ${sentence}`);
  const link = `${services.config.publicUrl}/order/${orderId}`;
  await services.mailer.send(personalMail(
    user,
    wording,
    say(MAIL_TEXTS.subject, { file: file.name, order: orderId }),
    [
      line
        ? say(MAIL_TEXTS.checkedLine, { file: file.name, order: orderId, reference, line: lineText(line, lang) })
        : say(MAIL_TEXTS.checked, { file: file.name, order: orderId, reference }),
      '',
      ...lines,
      '',
      nextStepText(verdict, state === 'waiting_for_files', lang),
      say(MAIL_TEXTS.link, { link }),
    ],
  ));
}

/**
 * Mails the uploader when the check of their file found something to act on. Not awaited: the
 * upload's answer (which shows the same lines) must not wait for, or fail with, the mail server.
 */
export function mailWhenFileNeedsAttention(services: Services, uploaded: Uploaded): void {
  const checks = uploaded.file.checks;
  if (!checks || !needsAttention(checks)) return;
  send(services, uploaded, checks).catch((error: unknown) => {
    loggerOf(services).error(errorFields(error), 'file check mail not sent');
  });
}
