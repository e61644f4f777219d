import { describe, expect, it } from 'vitest';
import { decide, LIFE_TEXTS, ORDER_FLOW, type LifeAction, type LifeOrder } from '../../../src/server/modules/orders/transitions.js';

const order = (state: LifeOrder['state'], kind: LifeOrder['kind'] = 'order', deactivated = false): LifeOrder => ({ kind, state, deactivated });

describe('order transitions (pure)', () => {
  it('advances an order through every stage in order and no further than done', () => {
    let current = order('waiting_for_files');
    const visited = [current.state];
    for (;;) {
      const verdict = decide(current, 'advance');
      if (!verdict.ok) {
        expect(verdict.message).toBe(LIFE_TEXTS.done);
        break;
      }
      current = { ...current, state: verdict.state };
      visited.push(current.state);
    }
    expect(visited).toEqual([...ORDER_FLOW]);
  });

  it('gives every action on every kind exactly the table below', () => {
    const table: [LifeOrder, LifeAction, string][] = [
      [order('waiting_for_files'), 'files_complete', 'order/intake'],
      [order('intake'), 'files_complete', 'refused'],
      [order('waiting_for_files'), 'approve', 'order/intake'],
      [order('intake'), 'approve', 'refused'],
      [order('quote', 'quote'), 'approve', 'refused'],
      [order('template', 'template'), 'approve', 'refused'],
      [order('waiting_for_files'), 'upload', 'order/waiting_for_files'],
      [order('prepress'), 'upload', 'order/prepress'],
      [order('production'), 'upload', 'refused'],
      [order('quote', 'quote'), 'accept', 'order/waiting_for_files'],
      [order('quote', 'quote', true), 'accept', 'refused'],
      [order('quote', 'quote'), 'deactivate', 'quote/quote'],
      [order('quote', 'quote', true), 'deactivate', 'refused'],
      [order('template', 'template'), 'accept', 'refused'],
      [order('template', 'template'), 'delete', 'template/template'],
      [order('done'), 'delete', 'refused'],
      [order('quote', 'quote'), 'delete', 'refused'],
      [order('template', 'template'), 'reorder', 'template/template'],
      [order('delivered'), 'reorder', 'order/delivered'],
      [order('quote', 'quote'), 'reorder', 'refused'],
      [{ ...order('quote', 'quote'), expired: true }, 'accept', 'refused'],
      [{ ...order('quote', 'quote'), expired: true }, 'reorder', 'quote/quote'],
      [{ ...order('quote', 'quote'), expired: true }, 'deactivate', 'quote/quote'],
      [order('quote', 'quote'), 'advance', 'refused'],
      [order('template', 'template'), 'advance', 'refused'],
      [order('template', 'template'), 'upload', 'refused'],
    ];
    for (const [subject, action, expected] of table) {
      const verdict = decide(subject, action);
      expect(verdict.ok ? `${verdict.kind}/${verdict.state}` : 'refused', `${subject.kind}:${subject.state} ${action}`).toBe(expected);
    }
  });
});
