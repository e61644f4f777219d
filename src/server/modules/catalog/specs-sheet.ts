import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { renderSpecsPdf } from '../../platform/pdf/specs-pdf.js';
import { specsChapters } from './specs.js';

/**
 * The specification sheet, rendered once per version of the catalogue and day (the sheet says
 * "stand van <date>"). The version is the digest of exactly what the sheet is made of, read on
 * every call (three small queries, a fraction of a render): any change of the catalogue, by this
 * process, the admin command line or another server, makes the next download a new sheet.
 */
interface Sheet {
  key: string;
  pdf: Promise<Buffer>;
}

const sheets = new WeakMap<Kysely<Database>, Sheet>();

export async function specsSheet(db: Kysely<Database>, now: Date): Promise<Buffer> {
  const chapters = await specsChapters(db);
  const key = `${now.toISOString().slice(0, 10)}:${createHash('sha256').update(JSON.stringify(chapters)).digest('base64url')}`;
  const kept = sheets.get(db);
  if (kept?.key === key) return kept.pdf;
  // Stored before it settles, so that calls at the same moment share one render; a failed one is not kept.
  const sheet: Sheet = { key, pdf: renderSpecsPdf(chapters, now) };
  sheets.set(db, sheet);
  sheet.pdf.catch(() => {
    if (sheets.get(db) === sheet) sheets.delete(db);
  });
  return sheet.pdf;
}
