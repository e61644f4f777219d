import { expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { FINISH_LEVEL, FinishSchema, ProductSchema, type Finish, type Product } from '../../../src/domain/catalog.js';
import { runningTotal, type CopyDraft } from '../../../src/domain/copy-lines.js';
import { finishMarks } from '../../../src/domain/finish-marks.js';
import { EXTRA_LEVELS, HIDDEN_LEVELS, frameBases, offeredFinishes } from '../../../src/domain/finish-lists.js';
import type { FinishSelection } from '../../../src/domain/finish-rules.js';
import { CHOOSABLE_SIDES, EDGES, type Edge } from '../../../src/domain/finish-sides.js';
import { toCents } from '../../../src/domain/money.js';
import { hasPrintIssues, validatePrint } from '../../../src/domain/print.js';
import type { Print } from '../../../src/domain/print-schema.js';
import { breakdownLabels } from '../../../src/domain/pricing/labels.js';
import { piecesOf, totalPiecesOf } from '../../../src/domain/pricing/index.js';
import { priceRequest, startedPrint, type FrameChoice } from '../../../machines/print-build.js';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';

/**
 * What the customer is shown is what the business charges: for random prints of every product of
 * the seeded demo catalogue, the pieces, eyelets and price the browser works out (the copies
 * editor's total, the print preview's eyelets, the live price the print machine shows before the
 * server answers) equal what POST /prices charges, to the cent. Fixed seeds.
 */
const RUNS_PER_PRODUCT = 60;
const SEED = 20_261_126;

interface Case {
  lines: CopyDraft[];
  selections: FinishSelection[];
  frame: FrameChoice;
}

/** Mostly the everyday, now and then the extremes (up to the EUR 10,000,000 cap and past it). */
const count = (max: number) =>
  fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: Math.min(max, 20) }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max }) });

function line(product: Product): fc.Arbitrary<CopyDraft> {
  const frame = product.kind === 'frame';
  const size = (fixed: number, max: number) => (fixed > 0 ? fc.constant(fixed) : fc.integer({ min: frame ? 59 : 45, max }));
  return fc
    .record({
      originals: count(1000),
      quantity: count(frame ? 50 : 10_000),
      width: size(product.fixed_width, frame ? 6000 : 10_000),
      height: size(product.fixed_height, frame ? 3000 : 5000),
      sides: product.sides === 2 ? fc.constantFrom(1 as const, 2 as const) : fc.constant(1 as const),
      abaa: fc.constantFrom(1 as const, 2 as const),
    })
    // A double-sided A/B line has its two faces as its two originals.
    .map((drawn) => ({ ...drawn, originals: drawn.sides === 2 && drawn.abaa === 1 ? 2 : drawn.originals, remark: '' }));
}

function selectionsFor(product: Product, finishes: readonly Finish[]): fc.Arbitrary<FinishSelection[]> {
  const offered = offeredFinishes(finishes, product.id).filter((offer) => !HIDDEN_LEVELS.includes(offer.level));
  if (offered.length === 0) return fc.constant([]);
  const one = fc.record({ index: fc.nat({ max: offered.length - 1 }), side: fc.constantFrom(...CHOOSABLE_SIDES) }).map(({ index, side }) => {
    const { finish, level, location } = offered[index]!;
    if (!EXTRA_LEVELS.includes(level)) return { id: finish.id, finishing_id: finish.finishing_id, side };
    if (level === FINISH_LEVEL.extraPiece) return { id: finish.id, finishing_id: finish.finishing_id, side: 'surface' as const };
    return { id: finish.id, finishing_id: finish.finishing_id, side: finish.side, location: location ?? 'top' };
  });
  // Each finish once, as the finish step keeps it.
  return fc.uniqueArray(one, { maxLength: 3, selector: (selection) => selection.id });
}

function caseFor(product: Product, finishes: readonly Finish[]): fc.Arbitrary<Case> {
  const bases = frameBases(finishes, product.id).map((offer) => offer.finish.id);
  const frame: fc.Arbitrary<FrameChoice> =
    product.kind === 'frame'
      ? fc.record({ base: bases.length > 0 ? fc.option(fc.constantFrom(...bases), { nil: null }) : fc.constant(null), support: fc.boolean(), wallmount: fc.boolean() })
      : fc.constant({ base: null, support: false, wallmount: false });
  return fc.record({ lines: fc.array(line(product), { minLength: 1, maxLength: 3 }), selections: selectionsFor(product, finishes), frame });
}

/**
 * The eyelet holes the preview draws on each piece that belong to `side` (a corner hole two ordered
 * sides share is drawn once and charged on the top or bottom side), priced as one eyelet each:
 * what the breakdown line must come to.
 */
function previewEyeletCents(print: Print, finish: Finish, side: Edge): number {
  const pricing = finish.pricing!;
  const sides = (print.finishes ?? []).filter((selection) => selection.id === finish.id).map((selection) => selection.side);
  return Math.round(
    print.copies.reduce((sum, copy) => {
      const marks = finishMarks(copy.width, copy.height, sides.map((ordered) => ({ ...finish, code: finish.default_code, side: ordered, ...pricing })));
      const holes = marks.eyelets.flatMap((row) => row.points).filter((point) => point.edges[0] === side).length;
      return sum + piecesOf(copy) * holes * pricing.price_cents;
    }, 0),
  );
}

describeEachDatabase('the price on screen is the price charged', (ctx) => {
  it('pieces, eyelets and price of random prints of every demo product agree with POST /prices', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const products = v.parse(v.array(ProductSchema), (await ctx().call('GET', '/api/v1/products', { token })).body);
    const finishes = v.parse(v.array(FinishSchema), (await ctx().call('GET', '/api/v1/finishes', { token })).body);
    const byId = new Map(finishes.map((finish) => [finish.id, finish]));
    const seen = { priced: 0, refused: 0, tooLarge: 0, eyelets: 0 };
    expect(products.length).toBeGreaterThanOrEqual(40);

    for (const product of products) {
      await fc.assert(
        fc.asyncProperty(caseFor(product, finishes), async (drawn) => {
          const context = { ...startedPrint(product, finishes, 'property'), ...drawn };
          const request = priceRequest(context);
          // Lines the browser cannot price (a PlusFrame below its minimum) are never sent.
          if (request.type !== 'print.change') return;
          const { print, local } = request;
          const answer = await ctx().call('POST', '/api/v1/prices', { token, body: print });
          if (answer.status !== 200) {
            expect(answer.status).toBe(422);
            // The server refuses only what the browser refuses too: a finish rule, or the online limit.
            const browserRefuses = hasPrintIssues(validatePrint(print, product, finishes)) || local?.kind === 'tooLarge';
            expect(browserRefuses, JSON.stringify(answer.body)).toBe(true);
            if (local?.kind === 'tooLarge') seen.tooLarge += 1;
            else seen.refused += 1;
            return;
          }
          seen.priced += 1;
          expect(local?.kind).toBe('price');
          if (local?.kind !== 'price') return;
          // The live price, to the cent.
          expect(toCents(local.price.product) + toCents(local.price.frames)).toBe(toCents(answer.body.product) + toCents(answer.body.frames));
          // The copies editor's total is the pieces charged.
          const charged = totalPiecesOf(print.copies);
          expect(runningTotal(drawn.lines)).toBe(charged);
          const labels = (answer.body.breakdown as { label: string; amount: number }[]).map((row) => row.label);
          if (product.kind === 'frame') {
            print.copies.forEach((copy) => expect(labels).toContain(breakdownLabels.frame(product.name, copy.width, copy.height, piecesOf(copy))));
          } else {
            expect(labels[0]).toContain(`(${charged} st.,`);
          }
          // Every eyelet the preview draws is charged, and no other.
          for (const selection of print.finishes ?? []) {
            const finish = byId.get(selection.id)!;
            const edge = EDGES.find((known) => known === selection.side);
            if (finish.level !== 2 || finish.pricing?.price_kind !== 'item' || !edge) continue;
            const row = (answer.body.breakdown as { label: string; amount: number }[]).find((entry) => entry.label === breakdownLabels.finish(finish.name, edge));
            expect(toCents(row!.amount)).toBe(previewEyeletCents(print, finish, edge));
            seen.eyelets += 1;
          }
        }),
        { seed: SEED + product.id, numRuns: RUNS_PER_PRODUCT },
      );
    }
    // The draw must reach the server's price, its refusals and the eyelets often enough to prove anything.
    expect(seen.priced).toBeGreaterThan(products.length * RUNS_PER_PRODUCT * 0.5);
    expect(seen.eyelets).toBeGreaterThan(50);
    expect(seen.tooLarge).toBeGreaterThan(0);
  }, 240_000);
});
