import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { plannerMachine, type PlanFacts, type PlannerEvent } from '../../machines/planner.machine.js';

const FRIDAY_10 = Date.parse('2026-11-27T09:00:00Z'); // 10:00 in Amsterdam
const standard: PlanFacts = { leadTime: { regularDays: 3, speedDays: 1 }, closingDays: [] };

function start(answer: (productIds: number[]) => Promise<PlanFacts> = async () => standard) {
  const asked: number[][] = [];
  let tick: ((event: PlannerEvent) => void) | null = null;
  const actor = createActor(plannerMachine.provide({
    actors: {
      fetchFacts: fromPromise<PlanFacts, { productIds: number[] }>(({ input }) => {
        asked.push(input.productIds);
        return answer(input.productIds);
      }),
      clock: fromCallback<PlannerEvent, void>(({ sendBack }) => {
        tick = sendBack;
      }),
    },
  }), { input: { productIds: [7], now: FRIDAY_10 } }).start();
  return { actor, asked, tick: (now: number) => tick?.({ type: 'clock.tick', now }) };
}

describe('planner machine', () => {
  it('plans the moment the customer enters with the facts of its products', async () => {
    const { actor, asked } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked).toEqual([[7]]);
    actor.send({ type: 'needBy.change', needBy: { date: '2026-12-11', hour: 17 } });
    const plan = actor.getSnapshot().context.plan;
    expect(plan?.kind).toBe('planned');
    if (plan?.kind === 'planned') expect(plan.latestRegular?.orderBy).toBe('2026-12-07T11:00:00.000Z');
    actor.send({ type: 'needBy.clear' });
    expect(actor.getSnapshot().context.plan).toBeNull();
  });

  it('moves on with the clock: past the cut-off the regular option of a near date is gone', async () => {
    const { actor, tick } = start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'needBy.change', needBy: { date: '2026-12-03', hour: 17 } });
    const before = actor.getSnapshot().context.plan;
    expect(before?.kind === 'planned' && before.latestRegular !== null).toBe(true);
    tick(Date.parse('2026-11-27T11:00:00Z')); // 12:00 in Amsterdam
    const after = actor.getSnapshot().context.plan;
    expect(after?.kind === 'planned' && after.latestRegular === null).toBe(true);
  });

  it('asks again only for another set of products, and can be retried after a failure', async () => {
    let fail = true;
    const { actor, asked } = start(async () => {
      if (fail) throw new Error('offline');
      return standard;
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    fail = false;
    actor.send({ type: 'facts.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'products.change', productIds: [7] });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'products.change', productIds: [7, 9] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked).toEqual([[7], [7], [7, 9]]);
  });
});
