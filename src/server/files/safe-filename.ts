const MAX_NAME_LENGTH = 180;

/**
 * The name a customer gave a file, reduced to a plain file name: no folders (`../../etc/passwd.pdf`
 * becomes `passwd.pdf`), no control characters, quotes or separators, bounded length.
 */
export function safeFilename(raw: string | null | undefined, fallback = 'file.pdf'): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"'`<>:|?*;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const bounded = cleaned.slice(-MAX_NAME_LENGTH);
  return bounded === '' ? fallback : bounded;
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const safe = safeFilename(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[\\%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
