import { parseOptions, AdminError, type AdminCommand } from './admin-context.js';
import { waitingAndFailed } from '../platform/mail/queries.js';

const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** mail:queue [--limit N]: the mails still waiting for delivery, then those given up on. */
export const listMailQueue: AdminCommand = async ({ db }, args) => {
  const { values } = parseOptions(args, { limit: { type: 'string' } });
  const limitText = values.limit === undefined ? '50' : String(values.limit);
  if (!/^[1-9]\d{0,3}$/.test(limitText)) throw new AdminError(`--limit must be a whole number from 1 to 9999, got "${limitText}"`);
  const { waiting, failed } = await waitingAndFailed(db, Number(limitText));
  const lines = [`waiting: ${waiting.length === 0 ? 'none' : waiting.length}`];
  for (const mail of waiting) {
    lines.push(`  #${mail.id} queued ${mail.created_at} to ${mail.to_address}: ${oneLine(mail.subject)}`);
    lines.push(`      attempts ${mail.attempts}, next ${mail.next_attempt_at ?? '-'}${mail.last_error ? `, last error: ${oneLine(mail.last_error)}` : ''}`);
  }
  lines.push(`failed (given up): ${failed.length === 0 ? 'none' : failed.length}`);
  for (const mail of failed) {
    lines.push(`  #${mail.id} queued ${mail.created_at} to ${mail.to_address}: ${oneLine(mail.subject)}`);
    lines.push(`      attempts ${mail.attempts}, given up ${mail.failed_at ?? '-'}, last error: ${oneLine(mail.last_error)}`);
  }
  return lines.join('\n');
};
