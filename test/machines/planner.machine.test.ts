import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { plannerMachine, type PlanFacts, type PlannedPrint, type PlannerEvent } from '../../machines/planner.machine.js';

const FRIDAY_10 = Date.parse('2026-11-27T09:00:00Z'); // 10:00 in Amsterdam
/** A parcel of EUR 9.95, combined transport 35 % off, rush + 35.00, another hour + 15.00 (DESIGN.md section 7). */
const standard: PlanFacts = {
  leadTime: { regularDays: 3, speedDays: 1 },
  closingDays: [],
  transport: { shipment: { shipment: 'parcel', price_cents: 995 }, surcharges: { combi_discount_pct: 35, rush_cents: 3500, other_time_cents: 1500 } },
};
const banner: PlannedPrint = { product_id: 7 };

function start(answer: (prints: PlannedPrint[]) => Promise<PlanFacts> = async () => standard) {
  const asked: number[][] = [];
  let tick: ((event: PlannerEvent) => void) | null = null;
  const actor = createActor(plannerMachine.provide({
    actors: {
      fetchFacts: fromPromise<PlanFacts, { prints: PlannedPrint[] }>(({ input }) => {
        asked.push(input.prints.map((print) => print.product_id));
        return answer(input.prints);
      }),
      clock: fromCallback<PlannerEvent, void>(({ sendBack }) => {
        tick = sendBack;
      }),
    },
  }), { input: { prints: [banner], now: FRIDAY_10 } }).start();
  return { actor, asked, tick: (now: number) => tick?.({ type: 'clock.tick', now }) };
}

describe('planner machine', () => {
  it('plans the moment the customer enters with the facts of its products, asked only then', async () => {
    const { actor, asked } = start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'prints.change', prints: [banner] });
    expect(asked).toEqual([]);
    actor.send({ type: 'needBy.change', needBy: { date: '2026-12-11', hour: 17 } });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked).toEqual([[7]]);
    const plan = actor.getSnapshot().context.plan;
    expect(plan?.kind).toBe('planned');
    if (plan?.kind === 'planned') {
      expect(plan.latestRegular?.orderBy).toBe('2026-12-07T11:00:00.000Z');
      // Priced by the transport tariff: the Thursday of combined transport is the cheapest, 9.95 - 35 %.
      expect(plan.cheapest).toMatchObject({ delivery: { date: '2026-12-10', hour: 17 }, speed: 'regular', cost: 647 });
      expect(plan.latestRush?.cost).toBe(995 + 3500);
    }
  });

  it('moves on with the clock: past the cut-off the regular option of a near date is gone', async () => {
    const { actor, tick } = start();
    actor.send({ type: 'needBy.change', needBy: { date: '2026-12-03', hour: 17 } });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    const before = actor.getSnapshot().context.plan;
    expect(before?.kind === 'planned' && before.latestRegular !== null).toBe(true);
    tick(Date.parse('2026-11-27T11:00:00Z')); // 12:00 in Amsterdam
    const after = actor.getSnapshot().context.plan;
    expect(after?.kind === 'planned' && after.latestRegular === null).toBe(true);
  });

  it('asks again only for other prints, and can be retried after a failure', async () => {
    let fail = true;
    const { actor, asked } = start(async () => {
      if (fail) throw new Error('offline');
      return standard;
    });
    actor.send({ type: 'needBy.change', needBy: { date: '2026-12-11', hour: 17 } });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    fail = false;
    actor.send({ type: 'facts.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'prints.change', prints: [banner] });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'prints.change', prints: [banner, { product_id: 9 }] });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked).toEqual([[7], [7], [7, 9]]);
  });
});
