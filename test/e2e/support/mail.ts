import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The newest .eml in the outbox whose text mentions `to`, waiting for it a while. */
export async function readMailTo(outboxDir: string, to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(outboxDir)) {
      const mails = readdirSync(outboxDir)
        .filter((name) => name.endsWith('.eml'))
        .sort()
        .reverse()
        .map((name) => readFileSync(join(outboxDir, name), 'utf8'));
      const found = mails.find((mail) => mail.includes(to));
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} in ${outboxDir}`);
}

/** Undoes quoted-printable soft breaks and escapes so links can be read from the mail text. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link's token and e-mail: `${PUBLIC_URL}/login/reset/{token}?email=...`. */
export function resetLinkIn(mail: string): { path: string; token: string; email: string } {
  const decoded = decodeQuotedPrintable(mail);
  const match = /https?:\/\/[^\s"<>]*?(\/login\/reset\/([A-Za-z0-9_-]+)\?email=([^\s"<>&]+))/.exec(decoded);
  if (!match) throw new Error(`no reset link in mail:\n${decoded}`);
  return { path: match[1]!, token: match[2]!, email: decodeURIComponent(match[3]!) };
}
