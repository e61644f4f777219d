import { describe, expect, it } from 'vitest';
import type { FinishSide } from '../../src/domain/catalog.js';
import {
  CHOOSABLE_SIDES,
  EXCLUDED_WITH,
  checkSideChoice,
  disabledSides,
  expandSelections,
  expandSide,
  missingEdgeIssues,
  sideLabel,
} from '../../src/domain/finish-sides.js';
import { inDutch } from '../support/in-dutch.js';

/** Spec section 4, written out: for each side, the sides it is listed with. */
const SPEC_TABLE: Record<string, string[]> = {
  around: ['top', 'right', 'bottom', 'left', 'opposite-top', 'opposite-left'],
  'opposite-top': ['around', 'top', 'bottom'],
  'opposite-left': ['around', 'left', 'right'],
  top: ['around', 'opposite-top'],
  right: ['around', 'opposite-left'],
  bottom: ['around', 'opposite-top'],
  left: ['around', 'opposite-left'],
};

const pairs = CHOOSABLE_SIDES.flatMap((first) => CHOOSABLE_SIDES.map((second) => [first, second] as const));

describe('side combinations: every ordered pair of the 7 sides', () => {
  it('there are 49 pairs', () => expect(pairs).toHaveLength(49));

  it.each(pairs)('%s then %s', (first, second) => {
    const result = checkSideChoice([first], second);
    if (first === second) {
      expect(result).toEqual({ ok: false, keyword: 'exists', message: 'Side already exists', with: first });
    } else if (SPEC_TABLE[first]!.includes(second)) {
      expect(result).toMatchObject({ ok: false, keyword: 'conflict', with: first });
    } else {
      expect(result).toEqual({ ok: true });
    }
  });

  it.each(pairs.filter(([a, b]) => a !== b))('%s / %s clash exactly when their edges overlap', (first, second) => {
    const overlap = expandSide(first).some((edge) => expandSide(second).includes(edge));
    expect(EXCLUDED_WITH[first].includes(second)).toBe(overlap);
  });

  it('the table is symmetric', () => {
    for (const [a, b] of pairs) expect(EXCLUDED_WITH[a].includes(b)).toBe(EXCLUDED_WITH[b].includes(a));
  });

  it('choosing around disables every other side', () => {
    expect(disabledSides(['around'])).toEqual([...CHOOSABLE_SIDES]);
  });

  it('opposite-top and opposite-left together cover all four edges and then nothing is left', () => {
    expect(checkSideChoice(['opposite-top'], 'opposite-left')).toEqual({ ok: true });
    // The surface (extras) is no edge: it clashes with nothing, only with itself.
    expect(checkSideChoice(['around', 'top'], 'surface')).toEqual({ ok: true });
    expect(checkSideChoice(['surface'], 'surface')).toMatchObject({ ok: false, keyword: 'exists' });
    expect(disabledSides(['opposite-top', 'opposite-left'])).toEqual([...CHOOSABLE_SIDES]);
  });

  it('with top chosen: top, around and opposite-top are disabled', () => {
    expect(disabledSides(['top'])).toEqual(['top', 'around', 'opposite-top']);
    expect(disabledSides([])).toEqual([]);
  });

  it('the conflict message names both sides', () => {
    expect(checkSideChoice(['around'], 'top')).toMatchObject({ message: 'Top cannot be combined with Around' });
  });
});

describe('expansion', () => {
  it.each([
    ['around', ['top', 'right', 'bottom', 'left']],
    ['opposite-top', ['top', 'bottom']],
    ['opposite-left', ['left', 'right']],
    ['top', ['top']],
    ['right', ['right']],
    ['bottom', ['bottom']],
    ['left', ['left']],
    ['surface', ['surface']],
  ] as [FinishSide, string[]][])('%s -> %j', (side, edges) => {
    expect(expandSide(side)).toEqual(edges);
  });

  it('around becomes four finish entries, an opposite side two', () => {
    const expanded = expandSelections([
      { id: 1, finishing_id: 10, side: 'around' as FinishSide },
      { id: 2, finishing_id: 20, side: 'opposite-left' as FinishSide },
    ]);
    expect(expanded.map((entry) => `${entry.id}:${entry.side}`)).toEqual(['1:top', '1:right', '1:bottom', '1:left', '2:left', '2:right']);
  });
});

describe('level-1 edges', () => {
  it.each([
    [[], []],
    [['around'], []],
    [['opposite-top', 'opposite-left'], []],
    [['top'], ['right', 'bottom', 'left']],
    [['opposite-top'], ['right', 'left']],
    [['opposite-left', 'top'], ['bottom']],
    [['top', 'right', 'bottom', 'left'], []],
  ] as [FinishSide[], string[]][])('sides %j leave %j uncovered', (sides, missing) => {
    expect(missingEdgeIssues(sides).map((issue) => issue.field)).toEqual(missing);
  });

  it('messages in English and Dutch', () => {
    expect(missingEdgeIssues(['opposite-left', 'top'])).toEqual([
      { field: 'bottom', keyword: 'present', message: 'Bottom must be present', params: { side: 'bottom' } },
    ]);
    expect(inDutch(() => missingEdgeIssues(['opposite-left', 'top']))[0]?.message).toBe('Onder moet aanwezig zijn');
  });

  it('labels exist for every side in both languages', () => {
    expect([sideLabel('opposite-top'), inDutch(() => sideLabel('opposite-top'))]).toEqual(['Top and bottom', 'Boven en onder']);
    for (const side of [...CHOOSABLE_SIDES, 'surface'] as FinishSide[]) {
      expect(sideLabel(side)).toMatch(/\w/);
      expect(inDutch(() => sideLabel(side))).toMatch(/\w/);
    }
  });
});
