import { withoutUnshowable } from '../../../domain/text.js';

const MAX_NAME_LENGTH = 180;
const PDF_EXTENSION = '.pdf';

/**
 * The name a customer gave a file, reduced to a plain PDF file name: no folders
 * (`../../etc/passwd.pdf` becomes `passwd.pdf`), no control or direction characters, quotes or
 * separators, bounded length, and always ending in `.pdf` (the content is a PDF, checked by its
 * bytes), so a download never becomes an `.exe` or `.html`.
 */
export function safeFilename(raw: string | null | undefined, fallback = 'file.pdf'): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // No control, bidi or zero-width character (`invoice\u202Efdp.exe` would look like `invoiceexe.pdf`).
  const cleaned = withoutUnshowable(base.normalize('NFC'))
    .replace(/["'`<>:|?*;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  if (cleaned === '') return fallback;
  const named = cleaned.toLowerCase().endsWith(PDF_EXTENSION) ? cleaned : `${cleaned}${PDF_EXTENSION}`;
  // Keep the end (the extension); never start with half a surrogate pair.
  return Array.from(named).slice(-MAX_NAME_LENGTH).join('');
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const safe = safeFilename(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[\\%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
