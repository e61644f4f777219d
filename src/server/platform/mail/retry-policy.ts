/** The first retry after a failed delivery; each next one waits twice as long, up to MAX_DELAY_MS. */
const FIRST_DELAY_MS = 60_000;
const MAX_DELAY_MS = 60 * 60_000;
/**
 * A mail still undelivered this long after it was queued is given up on (`failed_at`, listed by
 * `mail:queue`): three days cover a mail server down over a weekend.
 */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;
/** Sent mails are kept this long (to look into a complaint), then removed with their attachments. */
export const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;
/** How long a sender holds a claimed mail: far longer than one SMTP conversation (see mailer.ts timeouts). */
export const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * When to try a mail again after its `attempts`-th try failed at `failedAt`; null once it has
 * waited GIVE_UP_AFTER_MS since it was queued.
 */
export function nextAttemptAt(queuedAt: Date, attempts: number, failedAt: Date): Date | null {
  const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  const next = failedAt.getTime() + delay;
  if (next - queuedAt.getTime() > GIVE_UP_AFTER_MS) return null;
  return new Date(next);
}
