import { FINISH_LEVEL, type Finish, type FinishProduct } from './catalog.js';

/**
 * Which finishes a product offers, and where the editor shows them (spec sections 3 and 9). The
 * level, location and sequence of the product link win over the finish's own, because one finish
 * can play different parts for different products.
 */

export type FinishRef = Pick<Finish, 'id' | 'level' | 'location' | 'side' | 'finishing_id' | 'name'> & Partial<Pick<Finish, 'pricing'>> & {
  products: readonly Pick<FinishProduct, 'product_id' | 'level' | 'location' | 'sequence'>[];
};

/** A finish as it applies to one product. */
export interface OfferedFinish<F extends FinishRef = FinishRef> {
  finish: F;
  level: number;
  location: string | null;
  sequence: number;
}

export const HIDDEN_LEVELS: readonly number[] = [FINISH_LEVEL.frameBase, FINISH_LEVEL.internal];
export const EXTRA_LEVELS: readonly number[] = [FINISH_LEVEL.extraPiece, FINISH_LEVEL.extraLocation];
export const EDGE_LEVEL = 1;

const hasText = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** The finishes linked to the product, with the link's level, location and sequence, in sequence order. */
export function offeredFinishes<F extends FinishRef>(finishes: readonly F[], productId: number): OfferedFinish<F>[] {
  const offered: OfferedFinish<F>[] = [];
  for (const finish of finishes) {
    const link = finish.products.find((candidate) => candidate.product_id === productId);
    if (!link) continue;
    const location = hasText(link.location) ? link.location : hasText(finish.location) ? finish.location : null;
    offered.push({ finish, level: link.level, location, sequence: link.sequence });
  }
  return offered.sort((a, b) => a.sequence - b.sequence || a.finish.id - b.finish.id);
}

/** The general list: levels 111 and 999 and finishes with a location are hidden; sorted by sequence. */
export function visibleFinishes<F extends FinishRef>(finishes: readonly F[], productId: number): OfferedFinish<F>[] {
  return offeredFinishes(finishes, productId).filter(
    (offer) => !HIDDEN_LEVELS.includes(offer.level) && offer.location === null,
  );
}

/** Normal finishes: the visible ones that are not extras (these get side buttons). */
export function normalFinishes<F extends FinishRef>(finishes: readonly F[], productId: number): OfferedFinish<F>[] {
  return visibleFinishes(finishes, productId).filter((offer) => !EXTRA_LEVELS.includes(offer.level));
}

/** Extra products (levels 8 and 9), each addable once; level 9 ones need a location. */
export function extraFinishes<F extends FinishRef>(finishes: readonly F[], productId: number): OfferedFinish<F>[] {
  return offeredFinishes(finishes, productId).filter((offer) => EXTRA_LEVELS.includes(offer.level));
}

/** Frame bases (level 111) a PlusFrame can stand on. */
export function frameBases<F extends FinishRef>(finishes: readonly F[], productId: number): OfferedFinish<F>[] {
  return offeredFinishes(finishes, productId).filter((offer) => offer.level === FINISH_LEVEL.frameBase);
}

/**
 * Whether the wizard has a finishes step for this product: when it offers any visible finish,
 * any extra, or (PlusFrames) any frame base. Otherwise copies lead straight to the cart.
 */
export function needsFinishesStep(finishes: readonly FinishRef[], productId: number): boolean {
  return (
    visibleFinishes(finishes, productId).length > 0 ||
    extraFinishes(finishes, productId).length > 0 ||
    frameBases(finishes, productId).length > 0
  );
}

/**
 * How the finishes step groups the finishes, as a customer thinks of them (edge first, then what hangs it): the edge
 * (hem, cut: level 1), eyelets (2), pockets (3), the other side finishes (keder, tape, rope,
 * cutting: 4-7) and the extra products (8, 9). The levels are the catalogue's (seed: catalog-finishes.ts).
 */
export const FINISH_GROUPS = ['edge', 'eyelets', 'pockets', 'other', 'extras'] as const;
export type FinishGroup = (typeof FINISH_GROUPS)[number];

export function finishGroupOf(level: number): FinishGroup {
  if (EXTRA_LEVELS.includes(level)) return 'extras';
  if (level === EDGE_LEVEL) return 'edge';
  if (level === 2) return 'eyelets';
  if (level === 3) return 'pockets';
  return 'other';
}

/** The product's choosable finishes per group, in the groups' order; groups it has none of are left out. */
export function groupedFinishes<F extends FinishRef>(finishes: readonly F[], productId: number): { group: FinishGroup; offers: OfferedFinish<F>[] }[] {
  const offers = [...normalFinishes(finishes, productId), ...extraFinishes(finishes, productId)];
  return FINISH_GROUPS.map((group) => ({ group, offers: offers.filter((offer) => finishGroupOf(offer.level) === group) })).filter(
    (entry) => entry.offers.length > 0,
  );
}
