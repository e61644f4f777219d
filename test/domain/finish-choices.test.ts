import { describe, expect, it } from 'vitest';
import { checkFinishChoice, foldSelections, selectionOf } from '../../src/domain/finish-choices.js';
import type { FinishSelection } from '../../src/domain/finish-rules.js';
import { expandSelections } from '../../src/domain/finish-sides.js';

const hem = { id: 7, finishing_id: 101 };
const eyelets = { id: 2, finishing_id: 201 };
const flagPole = { id: 9, finishing_id: 901 };
const chosen = (finish: { id: number; finishing_id: number }, side: FinishSelection['side']): FinishSelection => ({ ...finish, side });

describe('finish choices', () => {
  it('checks a side against the sides of its own finish only', () => {
    const selections = [chosen(hem, 'around')];
    expect(checkFinishChoice(selections, { type: 'side.choose', finish: hem, side: 'top' })).toMatchObject({ ok: false, keyword: 'conflict', with: 'around' });
    expect(checkFinishChoice(selections, { type: 'side.choose', finish: hem, side: 'around' })).toMatchObject({ ok: false, keyword: 'exists' });
    expect(checkFinishChoice(selections, { type: 'side.choose', finish: eyelets, side: 'top' })).toEqual({ ok: true });
  });

  it('an extra product can be added once; a level-9 extra without its location is refused at once', () => {
    const extra = { type: 'extra.add' as const, finish: flagPole, location: '  ', level: 9 };
    expect(checkFinishChoice([], extra)).toEqual({ ok: false, keyword: 'location', message: 'Choose a location', with: 'surface' });
    expect(checkFinishChoice([], { ...extra, location: 'Links' })).toEqual({ ok: true });
    expect(selectionOf(extra)).toEqual({ ...flagPole, side: 'surface', location: null });
    expect(checkFinishChoice([selectionOf(extra)], { ...extra, location: 'Links' })).toEqual({ ok: false, keyword: 'exists', message: 'Extra product already added', with: 'surface' });
    expect(selectionOf({ ...extra, location: ' Links boven ' }).location).toBe('Links boven');
  });

  it('another finish chosen does not block an extra; a level-8 extra needs no location; a level-9 one without any location is refused', () => {
    const tieWraps = { type: 'extra.add' as const, finish: eyelets, location: null, level: 8 };
    expect(checkFinishChoice([chosen(hem, 'around')], tieWraps)).toEqual({ ok: true });
    expect(selectionOf(tieWraps)).toEqual({ ...eyelets, side: 'surface', location: null });
    expect(checkFinishChoice([], { ...tieWraps, finish: flagPole, level: 9 })).toMatchObject({ ok: false, keyword: 'location' });
  });

  it('a side choice becomes a selection of that side', () => {
    expect(selectionOf({ type: 'side.choose', finish: hem, side: 'top' })).toEqual({ ...hem, side: 'top' });
  });

  it('an edge finish is refused on a side another edge finish covers, but a finish of another level may share it', () => {
    const keder = { id: 8, finishing_id: 801 };
    const edges = new Set([hem.id, keder.id]);
    const selections = [chosen(eyelets, 'top'), chosen(keder, 'bottom')];
    expect(checkFinishChoice(selections, { type: 'side.choose', finish: hem, side: 'top' }, edges)).toEqual({ ok: true });
    expect(checkFinishChoice(selections, { type: 'side.choose', finish: hem, side: 'bottom' }, edges)).toMatchObject({ ok: false, keyword: 'edge', with: 'bottom' });
  });

  it('folds expanded finishes back into the choices as made', () => {
    const cases: [FinishSelection['side'][], FinishSelection['side'][]][] = [
      [['around'], ['around']],
      [['opposite-top'], ['opposite-top']],
      [['opposite-left', 'top'], ['opposite-left', 'top']],
      [['top', 'left'], ['top', 'left']],
      [['opposite-top', 'opposite-left'], ['around']],
    ];
    for (const [made, folded] of cases) {
      const expanded = expandSelections(made.map((side) => chosen(hem, side)));
      expect(foldSelections(expanded).map((selection) => selection.side)).toEqual(folded);
    }
  });

  it('keeps each finish apart and an extra with its location', () => {
    const stored = [...expandSelections([chosen(hem, 'around'), chosen(eyelets, 'opposite-left')]), { ...flagPole, side: 'surface' as const, location: 'Links' }];
    expect(foldSelections(stored)).toEqual([chosen(hem, 'around'), chosen(eyelets, 'opposite-left'), { ...flagPole, side: 'surface', location: 'Links' }]);
  });
});

describe('one edge finish per side', () => {
  it('refuses a second hem on a side another hem already covers, and says which side', () => {
    const hem = { id: 1, finishing_id: 101 };
    const welded = { id: 2, finishing_id: 102 };
    const edges = new Set([1, 2]);
    const chosen: FinishSelection[] = [{ ...hem, side: 'around' }];
    expect(checkFinishChoice(chosen, { type: 'side.choose', finish: welded, side: 'top' }, edges)).toEqual({ ok: false, keyword: 'edge', message: 'Around already has a hem or other edge finish; choose one edge finish per side', with: 'around' });
    const topOnly: FinishSelection[] = [{ ...hem, side: 'top' }];
    expect(checkFinishChoice(topOnly, { type: 'side.choose', finish: welded, side: 'top' }, edges)).toMatchObject({ ok: false, keyword: 'edge', with: 'top' });
    expect(checkFinishChoice(topOnly, { type: 'side.choose', finish: welded, side: 'bottom' }, edges)).toEqual({ ok: true });
    // Eyelets (not an edge finish) may share a side with the hem.
    expect(checkFinishChoice(topOnly, { type: 'side.choose', finish: { id: 5, finishing_id: 201 }, side: 'top' }, edges)).toEqual({ ok: true });
  });
});

describe('summarizeFinishes: the cart summarises a print’s finishes per finish', () => {
  it('folds eight stored sides into "hem around" and "eyelets top and bottom"', async () => {
    const { summarizeFinishes } = await import('../../src/domain/finish-choices.js');
    const hem = { id: 1, finishing_id: 101 };
    const eyelets = { id: 5, finishing_id: 201 };
    const stored = [
      ...(['top', 'right', 'bottom', 'left'] as const).map((side) => ({ ...hem, side })),
      { ...eyelets, side: 'top' as const }, { ...eyelets, side: 'bottom' as const },
      { id: 24, finishing_id: 901, side: 'surface' as const, location: 'links boven' },
      { id: 18, finishing_id: 801, side: 'surface' as const },
    ];
    expect(summarizeFinishes(stored)).toEqual([
      { id: 1, sides: ['around'], locations: [] },
      { id: 5, sides: ['opposite-top'], locations: [] },
      { id: 24, sides: [], locations: ['links boven'] },
      { id: 18, sides: [], locations: [] },
    ]);
  });
});
