import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { STORED_CHAPTERS, FINISH_LEVEL, type StoredChapter } from '../../../domain/catalog.js';
import type { SpecsChapter, SpecsProduct } from '../../platform/pdf/specs-pdf.js';
import { specsRows } from './queries.js';

const CHAPTER_TITLES: Record<StoredChapter, string> = {
  catalog: 'Spandoeken en textiel',
  flags: 'Vlaggen',
  fence_banners: 'Hekwerkdoeken',
  adhesive: 'Folies',
  vsigns: 'V-borden',
  frames: 'PlusFrames',
};

/** The catalogue grouped by the first chapter each product appears in, with its finish names. */
export async function specsChapters(db: Kysely<Database>): Promise<SpecsChapter[]> {
  const [products, links, leaves] = await specsRows(db, FINISH_LEVEL.internal);
  const chapterOf = new Map<number, string>();
  for (const leaf of leaves) if (leaf.product_id !== null && !chapterOf.has(leaf.product_id)) chapterOf.set(leaf.product_id, leaf.chapter);
  const chapters = new Map<StoredChapter, SpecsProduct[]>(STORED_CHAPTERS.map((chapter) => [chapter, []]));
  for (const p of products) {
    const own = links.filter((link) => link.product_id === p.id);
    const names = (test: (level: number) => boolean) => own.filter((link) => test(link.level)).map((link) => link.name);
    const chapter = chapterOf.get(p.id);
    const list = chapters.get((chapter ?? 'catalog') as StoredChapter) ?? chapters.get('catalog');
    list?.push({
      name: p.name, code: p.default_code, material: p.material, gloss: p.gloss, widthMm: p.width, density: p.density,
      fireResistant: Number(p.fire_resistant) === 1, fixedWidth: p.fixed_width, fixedHeight: p.fixed_height,
      sides: Number(p.sides), minOrderQty: p.min_order_qty,
      finishes: names((level) => level >= 1 && level <= 7),
      extras: names((level) => level === FINISH_LEVEL.extraPiece || level === FINISH_LEVEL.extraLocation),
      bases: names((level) => level === FINISH_LEVEL.frameBase),
    });
  }
  return [...chapters].map(([chapter, list]) => ({ title: CHAPTER_TITLES[chapter], products: list }));
}
