import type { Services } from '../../services.js';
import { needsAttention, type FileChecks } from '../../../domain/preflight/file-checks.js';
import { checkSentence, lineText, nextStepText } from './file-check-texts.js';
import { uploaderAndOrder } from './queries.js';
import { errorFields, loggerOf } from '../../platform/log/logger.js';
import { mailOfLines } from '../../platform/mail/compose.js';

interface Uploaded {
  userId: number;
  orderId: number;
  file: { name: string; checks: FileChecks | null; copy_id: number | null };
  /** The order's state after the upload: while it waits for files, the mail says this file keeps it waiting. */
  state: string;
}

async function send(services: Services, { userId, orderId, file, state }: Uploaded, checks: FileChecks): Promise<void> {
  const found = await uploaderAndOrder(services.db.kysely, userId, orderId, file.copy_id);
  if (!found) return;
  const { user, reference, line } = found;
  const forLine = line ? ` (${lineText(line, user.lang)})` : '';
  const verdict = checks.worst === 'refusal' ? 'refusal' : 'warning';
  const nl = user.lang === 'nl';
  const lines = checks.checks.flatMap((check) => checkSentence(check, user.lang) ?? []).map((sentence) => `- ${sentence}`);
  const link = `${services.config.publicUrl}/order/${orderId}`;
  await services.mailer.send(mailOfLines(
    user.email,
    nl ? `Uw drukbestand ${file.name} vraagt aandacht (order ${orderId})` : `Your print file ${file.name} needs attention (order ${orderId})`,
    [
      nl ? `Geachte ${user.name},` : `Dear ${user.name},`,
      '',
      nl ? `Wij hebben uw bestand ${file.name} voor order ${orderId} (${reference})${forLine} gecontroleerd:` : `We checked your file ${file.name} for order ${orderId} (${reference})${forLine}:`,
      '',
      ...lines,
      '',
      nextStepText(verdict, state === 'waiting_for_files', user.lang),
      nl ? `Bekijk de controle: ${link}` : `See the check: ${link}`,
      '',
      'PrintPortal',
    ],
    user.lang,
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
