import { describe, expect, it } from 'vitest';
import type { FinishSide } from '../../src/domain/catalog.js';
import {
  extraFinishes,
  frameBases,
  needsFinishesStep,
  normalFinishes,
  visibleFinishes,
  type FinishRef,
} from '../../src/domain/finish-lists.js';
import { issuesBySide, validateFinishSelections, type FinishSelection } from '../../src/domain/finish-rules.js';
import type { Issue } from '../../src/domain/issues.js';
import { inDutch } from '../support/in-dutch.js';

const PRODUCT = 7;
function finish(id: number, level: number, sequence: number, location: string | null = null, side: FinishSide = 'top'): FinishRef {
  return {
    id, name: `F${id}`, level: 0, location: null, side, finishing_id: id * 10,
    products: [{ product_id: PRODUCT, level, location, sequence }, { product_id: 99, level: 999, location: null, sequence: 0 }],
  };
}
const hem = finish(1, 1, 3);
const keder = finish(2, 1, 2);
const eyelets = finish(3, 2, 1);
const poster = finish(4, 8, 5, null, 'surface');
const clamp = finish(5, 9, 6);
const base = finish(6, 111, 7);
const internal = finish(7, 999, 0);
const located = finish(8, 2, 4, 'inside');
const catalogue = [hem, keder, eyelets, poster, clamp, base, internal, located];

const pick = (f: FinishRef, side: FinishSide, location?: string): FinishSelection => ({ id: f.id, finishing_id: f.finishing_id, side, location });

describe('finish lists', () => {
  it('visible: hides levels 111 and 999 and those with a location; sorted by sequence', () => {
    expect(visibleFinishes(catalogue, PRODUCT).map((offer) => offer.finish.id)).toEqual([3, 2, 1, 4, 5]);
  });
  it('normal finishes exclude extras; extras are levels 8 and 9; bases level 111', () => {
    expect(normalFinishes(catalogue, PRODUCT).map((offer) => offer.finish.id)).toEqual([3, 2, 1]);
    expect(extraFinishes(catalogue, PRODUCT).map((offer) => offer.finish.id)).toEqual([4, 5]);
    expect(frameBases(catalogue, PRODUCT).map((offer) => offer.finish.id)).toEqual([6]);
  });
  it('the finishes step is needed only when the product offers something to choose', () => {
    expect(needsFinishesStep(catalogue, PRODUCT)).toBe(true);
    expect(needsFinishesStep([internal, located], PRODUCT)).toBe(false);
    expect(needsFinishesStep([base], PRODUCT)).toBe(true);
    expect(needsFinishesStep(catalogue, 12345)).toBe(false);
  });

  it('a finishes step for one visible finish alone, or one extra with a location alone', () => {
    expect(needsFinishesStep([eyelets], PRODUCT)).toBe(true);
    expect(needsFinishesStep([finish(10, 9, 8, 'corner')], PRODUCT)).toBe(true);
  });

  it('a location of the link, else of the finish, hides a finish; a blank one does not', () => {
    const ofFinish = { ...finish(11, 2, 9), location: 'inside' };
    const blank = finish(12, 2, 10, '  ');
    expect(visibleFinishes([ofFinish, blank], PRODUCT).map((offer) => [offer.finish.id, offer.location])).toEqual([[12, null]]);
  });

  it('finishes of the same sequence are in id order', () => {
    expect(visibleFinishes([finish(5, 2, 1), finish(3, 2, 1)], PRODUCT).map((offer) => offer.finish.id)).toEqual([3, 5]);
    expect(visibleFinishes([finish(3, 2, 1), finish(5, 2, 1)], PRODUCT).map((offer) => offer.finish.id)).toEqual([3, 5]);
  });
});

describe('validateFinishSelections', () => {
  const check = (selections: FinishSelection[]) =>
    validateFinishSelections(selections, catalogue, PRODUCT).map((issue) => [issue.row ?? null, issue.field, issue.keyword, issue.message]);

  it('no selection: nothing to complain about', () => expect(check([])).toEqual([]));

  it('level-1 group: uncovered edges must be present, counting every level-1 finish together', () => {
    expect(check([pick(hem, 'opposite-top')])).toEqual([
      [null, 'right', 'present', 'Right must be present'],
      [null, 'left', 'present', 'Left must be present'],
    ]);
    expect(check([pick(hem, 'opposite-top'), pick(keder, 'opposite-left')])).toEqual([]);
    expect(check([pick(hem, 'around')])).toEqual([]);
    expect(inDutch(() => check([pick(hem, 'top')])).map((issue) => issue[3])).toEqual([
      'Rechts moet aanwezig zijn', 'Onder moet aanwezig zijn', 'Links moet aanwezig zijn',
    ]);
  });

  it('a finish of another level does not trigger or satisfy the level-1 rule', () => {
    expect(check([pick(eyelets, 'top')])).toEqual([]);
    expect(check([pick(hem, 'opposite-top'), pick(eyelets, 'opposite-left')]).map((issue) => issue[1])).toEqual(['right', 'left']);
  });

  it('a side twice on one finish, or a clashing side, is refused on that side', () => {
    expect(check([pick(eyelets, 'top'), pick(eyelets, 'top')])).toEqual([[1, 'top', 'exists', 'Side already exists']]);
    expect(check([pick(eyelets, 'around'), pick(eyelets, 'left')])).toEqual([[1, 'left', 'conflict', 'Left cannot be combined with Around']]);
    expect(check([pick(eyelets, 'top'), pick(keder, 'around')]).filter((issue) => issue[2] !== 'present')).toEqual([]);
  });

  it('extras: once each, level 9 needs a location, level 8 goes on the surface', () => {
    expect(check([pick(poster, 'surface'), pick(poster, 'surface')])).toEqual([[1, 'id', 'exists', 'Extra product already added']]);
    expect(check([pick(clamp, 'top')])).toEqual([[0, 'location', 'location', 'Choose a location']]);
    expect(check([pick(clamp, 'top', 'corner')])).toEqual([]);
    expect(check([pick(poster, 'top')])).toEqual([[0, 'side', 'in', 'Extra products go on the surface']]);
  });

  it('unknown, internal or mismatched finishes are refused', () => {
    expect(check([{ id: 42, finishing_id: 1, side: 'top' }])[0]?.[2]).toBe('unknown');
    expect(check([pick(internal, 'top')])[0]?.[2]).toBe('unknown');
    expect(check([{ ...pick(hem, 'around'), finishing_id: 1 }])[0]?.[2]).toBe('unknown');
    expect(check([pick(eyelets, 'surface')])).toEqual([[0, 'surface', 'in', 'Surface is only for extra products']]);
  });

  it('groups issues per side for the preview', () => {
    const issues = validateFinishSelections([pick(hem, 'top')], catalogue, PRODUCT);
    expect(Object.keys(issuesBySide(issues))).toEqual(['right', 'bottom', 'left']);
  });

  it('an unknown finish marks its id; a clash names the side it clashes with; a blank location is no location', () => {
    expect(check([{ id: 42, finishing_id: 1, side: 'top' }])).toEqual([[0, 'id', 'unknown', 'Finish is not available for this product']]);
    expect(validateFinishSelections([pick(eyelets, 'around'), pick(eyelets, 'left')], catalogue, PRODUCT)[0]?.params).toEqual({ with: 'around' });
    expect(check([pick(clamp, 'top', '   ')])).toEqual([[0, 'location', 'location', 'Choose a location']]);
  });

  it('the preview highlights every side and the surface, and nothing for issues of a row\'s id or location', () => {
    const sides: FinishSide[] = ['top', 'right', 'bottom', 'left', 'around', 'opposite-top', 'opposite-left', 'surface'];
    const issue = (field: string): Issue => ({ field, keyword: 'in', message: field });
    const bySide = issuesBySide([...sides.map(issue), issue('id'), issue('location')]);
    expect(bySide).toEqual(Object.fromEntries(sides.map((side) => [side, [issue(side)]])));
  });
});

describe('one edge finish per side (the server refuses what the editor refuses)', () => {
  it('refuses a keder on a side the hem already covers, and accepts eyelets there', () => {
    const issues = validateFinishSelections([pick(hem, 'around'), pick(keder, 'top'), pick(eyelets, 'top')], catalogue, PRODUCT);
    expect(issues).toEqual([{ row: 1, field: 'top', keyword: 'edge', message: 'Around already has a hem or other edge finish; choose one edge finish per side', params: { with: 'around' } }]);
    expect(validateFinishSelections([pick(hem, 'opposite-top'), pick(keder, 'opposite-left')], catalogue, PRODUCT)).toEqual([]);
  });
});
