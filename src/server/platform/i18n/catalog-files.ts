import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The text of every catalog of a language (locales/{locale}/*.po), as the browser's catalogs are
 * made from. Read from the repository here; the server build (scripts/build-steps.mjs) replaces
 * this module by one holding the same texts, so dist-server/ needs no locales/ folder beside it.
 */
export function catalogFiles(locale: string): string[] {
  const folder = fileURLToPath(new URL(`../../../../locales/${locale}/`, import.meta.url));
  return readdirSync(folder)
    .filter((name) => name.endsWith('.po'))
    .sort()
    .map((name) => readFileSync(`${folder}${name}`, 'utf8'));
}
