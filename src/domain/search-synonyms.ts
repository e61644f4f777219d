import type { Product } from './catalog.js';
import type { ProductType } from './product-types.js';
import { foldCase } from './search-fold.js';

/**
 * The words customers use for what the catalogue calls otherwise, Dutch and English in one table:
 * a product that a group names is found by every word of the group, in either language, whatever
 * the portal's language ("spandoek" finds the English "Banner ...", "fence" the Dutch "Bouwhekdoek").
 */
export interface SynonymGroup {
  nl: readonly string[];
  en: readonly string[];
  /**
   * The group names the products of these types, or every fire-resistant product, or every product
   * that may be printed on both sides; a group with none of the three names every product whose
   * name or material holds one of its words (a "Fence banner" is not a banner to search for).
   */
  types?: readonly ProductType[];
  fireResistant?: true;
  doubleSided?: true;
}

export const SYNONYMS: readonly SynonymGroup[] = [
  { nl: ['spandoek', 'spandoeken', 'bannerdoek'], en: ['banner', 'banners'], types: ['banner'] },
  { nl: ['mesh', 'gaasdoek', 'netdoek', 'winddoorlatend'], en: ['mesh', 'wind-permeable'] },
  { nl: ['brandvertragend', 'brandwerend', 'brandveilig', 'b1'], en: ['fire-resistant', 'fire-retardant', 'flame-retardant', 'fireproof', 'b1'], fireResistant: true },
  { nl: ['dubbelzijdig', 'tweezijdig'], en: ['double-sided', 'two-sided'], doubleSided: true },
  { nl: ['vlag', 'vlaggen', 'beachflag', 'strandvlag'], en: ['flag', 'flags', 'beach flag'], types: ['flag'] },
  { nl: ['hekwerk', 'hekwerkdoek', 'bouwhek', 'bouwhekdoek', 'heras', 'dranghek'], en: ['fence', 'fence banner', 'construction fence', 'crowd barrier'], types: ['fence_banner'] },
  { nl: ['folie', 'plakfolie', 'sticker', 'zelfklevend', 'vinyl'], en: ['adhesive', 'film', 'sticker', 'self-adhesive', 'vinyl', 'decal'], types: ['adhesive'] },
  { nl: ['v-bord', 'reclamebord', 'stoepbord'], en: ['v-sign', 'a-board', 'pavement sign'], types: ['vsign'] },
  { nl: ['plusframe', 'textielframe', 'spanframe', 'frame'], en: ['plusframe', 'textile frame', 'fabric frame', 'frame'], types: ['plusframe'] },
  { nl: ['textiel', 'stof', 'polyester'], en: ['textile', 'fabric', 'polyester'] },
  { nl: ['raamfolie', 'raam', 'etalage'], en: ['window', 'shop window', 'glass'] },
  { nl: ['vloerfolie', 'vloer', 'vloersticker'], en: ['floor', 'floor sticker'] },
  { nl: ['backlit', 'lichtbak', 'verlicht'], en: ['backlit', 'lightbox', 'illuminated'] },
  { nl: ['blockout', 'lichtdicht'], en: ['blockout', 'opaque'] },
];

export type SynonymProduct = Pick<Product, 'name' | 'material' | 'fire_resistant' | 'sides'> & { type: ProductType };

// Each group's words once, and folded for comparing, so a catalogue of thousands is read quickly.
const GROUPS = SYNONYMS.map((group) => {
  const words = [...new Set([...group.nl, ...group.en])];
  return { group, words, folded: words.map(foldCase) };
});

function names({ group, folded }: (typeof GROUPS)[number], product: SynonymProduct, text: string): boolean {
  if (group.types) return group.types.includes(product.type);
  if (group.fireResistant) return product.fire_resistant;
  if (group.doubleSided) return product.sides === 2;
  return folded.some((word) => text.includes(word));
}

/** Every word of every group that names the product, both languages, each once. */
export function synonymsOf(product: SynonymProduct): string[] {
  const text = foldCase(`${product.name} ${product.material}`);
  const words = new Set<string>();
  for (const entry of GROUPS) {
    if (names(entry, product, text)) for (const word of entry.words) words.add(word);
  }
  return [...words];
}
