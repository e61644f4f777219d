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

  it('an extra product can be added once; a blank location is not a refusal (the check reports it)', () => {
    const extra = { type: 'extra.add' as const, finish: flagPole, location: '  ', level: 9 };
    expect(checkFinishChoice([], extra)).toEqual({ ok: true });
    expect(selectionOf(extra)).toEqual({ ...flagPole, side: 'surface', location: null });
    expect(checkFinishChoice([selectionOf(extra)], { ...extra, location: 'Links' })).toMatchObject({ ok: false, keyword: 'exists', message: 'Extra product already added' });
    expect(selectionOf({ ...extra, location: ' Links boven ' }).location).toBe('Links boven');
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
