import { screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinishSide } from '../../src/domain/catalog.js';
import type { MarkFinish } from '../../src/domain/finish-marks.js';
import { markFinishesOf } from '../../src/domain/marked-finishes.js';
import { EDGES, type Edge } from '../../src/domain/finish-sides.js';
import { priceFinishes } from '../../src/domain/pricing/finishes.js';
import type { ChosenFinish } from '../../src/domain/pricing/types.js';
import { FinishPreview } from '../../src/features/print/components/finish-preview/finish-preview.js';
import { FinishPreviews } from '../../src/features/print/components/finish-preview/finish-previews.js';
import { renderWithI18n } from './configure-support.js';

const SEED = 27_031;

interface EyeletOrder {
  spacing: number;
  /** The sides as ordered: a choice as the editor keeps it (around, a pair) or one stored row per edge, as the cart keeps it. */
  sides: FinishSide[];
}

/** Which sides, as a customer orders them: all four as around, a pair as opposite, else edge by edge. */
const sidesOf = (edges: Edge[], folded: boolean): FinishSide[] => {
  if (!folded) return edges;
  if (edges.length === 4) return ['around'];
  const has = (edge: Edge) => edges.includes(edge);
  const sides: FinishSide[] = [];
  if (has('top') && has('bottom')) sides.push('opposite-top');
  else sides.push(...edges.filter((edge) => edge === 'top' || edge === 'bottom'));
  if (has('left') && has('right')) sides.push('opposite-left');
  else sides.push(...edges.filter((edge) => edge === 'left' || edge === 'right'));
  return sides;
};

const order: fc.Arbitrary<EyeletOrder> = fc
  .record({
    spacing: fc.oneof(fc.constantFrom(300, 500), fc.integer({ min: 50, max: 3000 })),
    edges: fc.subarray([...EDGES], { minLength: 1 }),
    folded: fc.boolean(),
  })
  .map(({ spacing, edges, folded }) => ({ spacing, sides: sidesOf(edges, folded) }));

const print = fc.record({
  width: fc.integer({ min: 45, max: 10_000 }),
  height: fc.integer({ min: 45, max: 5000 }),
  // Now and then a second eyelet finish (e.g. plastic eyelets on other sides).
  orders: fc.array(order, { minLength: 1, maxLength: 2 }),
});

/** The eyelets POST /prices charges on one piece: each finish at 1 cent an eyelet. */
function chargedEyelets(size: { width: number; height: number }, orders: EyeletOrder[]): number {
  const chosen: ChosenFinish[] = orders.flatMap((ordered, index) =>
    ordered.sides.map((side) => ({
      finish: { id: index + 1, name: `Ringen ${index + 1}`, level: 2, price_kind: 'item' as const, price_cents: 1, spacing_mm: ordered.spacing },
      side,
    })),
  );
  const copy = { originals: 1, quantity: 1, sides: 1, abaa: 1, ...size };
  return priceFinishes(chosen, [copy]).reduce((sum, line) => sum + line.cents, 0);
}

const markFinishes = (orders: EyeletOrder[]): MarkFinish[] =>
  orders.flatMap((ordered, index) =>
    ordered.sides.map((side) => ({
      id: index + 1, name: `Ringen ${index + 1}`, code: `AF-RING-${index + 1}`, level: 2, side, location: null, spacing_mm: ordered.spacing, price_kind: 'item',
    })),
  );

describe('the finish preview', () => {
  it('draws as many eyelets as the price charges, for 50 random prints', () => {
    fc.assert(
      fc.property(print, ({ width, height, orders }) => {
        const { container, unmount } = renderWithI18n(<FinishPreview size={{ width, height }} finishes={markFinishes(orders)} />);
        const drawn = container.querySelectorAll('circle[data-mark="eyelet"]').length;
        unmount();
        expect(drawn).toBe(chargedEyelets({ width, height }, orders));
        expect(drawn).toBeGreaterThan(0);
      }),
      { seed: SEED, numRuns: 50 },
    );
  });

  it('draws a 2000 x 1000 print 2:1 with its size labelled, eyelets all round at their places', () => {
    renderWithI18n(<FinishPreview size={{ width: 2000, height: 1000 }} finishes={markFinishes([{ spacing: 500, sides: ['around'] }])} legend />);
    const picture = screen.getByRole('img', { name: 'Voorbeeld op schaal van 2000 × 1000 mm met de afwerkingen' });
    expect(picture.style.aspectRatio).toBe('2000 / 1000');
    const figure = picture.closest('figure')!;
    expect(figure.querySelector('[data-dimension="width"]')?.textContent).toBe('2000 mm');
    expect(figure.querySelector('[data-dimension="height"]')?.textContent).toBe('1000 mm');
    // 5 on the long sides, 3 on the short ones, the four corners shared: 12 holes, 20 mm in from the trim.
    const holes = [...figure.querySelectorAll('circle[data-mark="eyelet"]')].map((hole) => [Number(hole.getAttribute('cx')), Number(hole.getAttribute('cy'))]);
    expect(holes).toHaveLength(12);
    expect(holes).toContainEqual([20, 20]);
    expect(holes).toContainEqual([1980, 980]);
    expect(within(figure).getByText(/Ringen 1: 12 ringen, om de 500 mm/)).toBeTruthy();
  });

  it('draws each different size of a print once, and nothing before a line has a size', () => {
    const finishes = markFinishes([{ spacing: 500, sides: ['top'] }]);
    const lines = [{ width: 2000, height: 1000 }, { width: 2000, height: 1000 }, { width: 500, height: 1500 }, { width: null, height: 800 }];
    const { unmount } = renderWithI18n(<FinishPreviews copies={lines} finishes={finishes} />);
    expect(screen.getAllByRole('img').map((picture) => picture.style.aspectRatio)).toEqual(['2000 / 1000', '500 / 1500']);
    unmount();
    renderWithI18n(<FinishPreviews copies={[{ width: null, height: null }]} finishes={finishes} empty={<p>leeg</p>} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('leeg')).toBeTruthy();
  });
});

describe('the finishes a print has chosen, as the preview draws them', () => {
  it('takes the level of the product link, the pricing of the catalogue, and puts a pole pocket where the catalogue says', () => {
    const link = (level: number, location: string | null = null) => [{ product_id: 7, level, location, sequence: 1 }];
    const catalogue = new Map([
      [1, { id: 1, name: 'Ringen', level: 1, finishing_id: 10, default_code: 'AF-RING-50', location: null, side: 'around' as const, products: link(2), pricing: { price_kind: 'item' as const, price_cents: 35, spacing_mm: 500 } }],
      [2, { id: 2, name: 'Mastkoker boven', level: 9, finishing_id: 20, default_code: 'EX-MAST', location: 'pole-pocket top', side: 'top' as const, products: link(9), pricing: { price_kind: 'metre' as const, price_cents: 395, spacing_mm: 0 } }],
    ]);
    const marked = markFinishesOf(
      [{ id: 1, finishing_id: 10, side: 'left' }, { id: 2, finishing_id: 20, side: 'surface', location: 'bij de deur' }, { id: 3, finishing_id: 30, side: 'top' }],
      (id) => catalogue.get(id),
      7,
    );
    expect(marked).toEqual([
      { id: 1, name: 'Ringen', code: 'AF-RING-50', level: 2, side: 'left', location: null, spacing_mm: 500, price_kind: 'item' },
      { id: 2, name: 'Mastkoker boven', code: 'EX-MAST', level: 9, side: 'top', location: 'pole-pocket top', spacing_mm: 0, price_kind: 'metre' },
    ]);
    const { container } = renderWithI18n(<FinishPreview size={{ width: 1000, height: 3000 }} finishes={marked} />);
    // Along the 3000 mm left side every 500 mm: ceil(3000 / 500) + 1.
    expect(container.querySelectorAll('circle[data-mark="eyelet"]')).toHaveLength(7);
    expect([...container.querySelectorAll('rect[data-mark="pocket"]')].map((band) => band.getAttribute('data-edge'))).toEqual(['top']);
  });
});
