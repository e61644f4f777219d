import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { expect } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject, type InspectionEvent } from 'xstate';
import { plannerMachine, type PlanFacts, type PlannedPrint, type PlannerEvent } from '../../machines/planner.machine.js';
import { NeedByPlanner } from '../../src/features/checkout/components/planner/need-by-planner.js';
import { i18n } from '../../src/shared/i18n/i18n.js';
import { answerLabel, describePaths, done, failed } from './support/harness.js';

// The need-by planner of the cart with the real planner machine: the expedition's facts are the
// edge, held until the path answers; the clock is the provided actor the path ticks; the customer
// types the date into the planner's field, and the screen's prints change by a new render.
type Pending = { resolve: (facts: PlanFacts) => void; reject: (error: unknown) => void };

const FRIDAY_10 = Date.parse('2026-11-27T09:00:00Z'); // 10:00 in Amsterdam
const FACTS: PlanFacts = {
  leadTime: { regularDays: 3, speedDays: 1 },
  closingDays: [],
  transport: { shipment: { shipment: 'parcel', price_cents: 995 }, surcharges: { combi_discount_pct: 35, rush_cents: 3500, other_time_cents: 1500 } },
};
const BANNER: PlannedPrint = { product_id: 7 };
const FLAG: PlannedPrint = { product_id: 9 };

type ModelEvent = EventObject & { output?: unknown; error?: unknown; [field: string]: unknown };
const events: ModelEvent[] = [
  done('fetchFacts', FACTS),
  failed('fetchFacts', new Error('offline')),
  { type: 'needBy.change', needBy: { date: '2026-12-11', hour: 17 } },
  { type: 'clock.tick', now: FRIDAY_10 + 60_000 },
  { type: 'prints.change', prints: [BANNER, FLAG] },
  { type: 'facts.retry' },
];

interface PlannerWorld {
  calls: Pending[];
  tick: ((event: PlannerEvent) => void) | null;
  /** The customer has typed the date. */
  typed: boolean;
  /** The prints the screen plans for now. */
  prints: PlannedPrint[];
  rerender: (prints: PlannedPrint[]) => void;
  stop: () => void;
}

async function renderPlanner(inspect: (event: InspectionEvent) => void): Promise<PlannerWorld> {
  if (i18n.locale !== 'nl') i18n.loadAndActivate({ locale: 'nl', messages: {} });
  const world: PlannerWorld = { calls: [], tick: null, typed: false, prints: [BANNER], rerender: () => undefined, stop: () => undefined };
  const logic = plannerMachine.provide({
    actors: {
      fetchFacts: fromPromise<PlanFacts, { prints: PlannedPrint[] }>(() => new Promise((resolve, reject) => world.calls.push({ resolve, reject }))),
      clock: fromCallback<PlannerEvent, void>(({ sendBack }) => {
        world.tick = sendBack;
      }),
    },
  });
  const actor = createActor(logic, { input: { prints: [BANNER], now: FRIDAY_10 }, inspect }).start();
  const view = render(<I18nProvider i18n={i18n}><NeedByPlanner planner={actor} lang="nl" scope="cart" /></I18nProvider>);
  // What the cart's route does when its prints change: tells the planner.
  world.rerender = (prints) => actor.send({ type: 'prints.change', prints });
  world.stop = () => {
    view.unmount();
    actor.stop();
  };
  return world;
}

const planner = () => screen.getByRole('region', { name: 'Wanneer moet het er zijn?' });

describePaths<PlannerWorld, ModelEvent>({
  machine: plannerMachine,
  input: { prints: [BANNER], now: FRIDAY_10 },
  events,
  label: (event) => answerLabel(event, () => '') ?? event.type,
  serializeEvent: (event) => event.type,
  everyEdge: true,
  render: renderPlanner as never,
  actions: {
    'xstate.done.actor.fetchFacts': async (world) => {
      await act(async () => world.calls.at(-1)!.resolve(FACTS));
    },
    'xstate.error.actor.fetchFacts': async (world) => {
      await act(async () => world.calls.at(-1)!.reject(new Error('offline')));
    },
    'needBy.change': async (world) => {
      const user = userEvent.setup();
      const group = within(planner()).getByRole('group', { name: /Datum/ });
      const day = within(group).getAllByRole('spinbutton').find((segment) => /day|dag/i.test(segment.getAttribute('aria-label') ?? ''))!;
      await user.click(day);
      await user.keyboard('11122026');
      world.typed = true;
    },
    'clock.tick': async (world) => {
      await act(async () => world.tick!({ type: 'clock.tick', now: FRIDAY_10 + 60_000 }));
    },
    'prints.change': async (world) => {
      const before = world.calls.length;
      world.prints = world.prints.length === 1 ? [BANNER, FLAG] : [BANNER];
      act(() => world.rerender(world.prints));
      // Before a moment is entered nothing is asked; after it, the facts of the new prints.
      if (world.typed) await waitFor(() => expect(world.calls.length).toBe(before + 1));
      else expect(world.calls.length).toBe(before);
    },
    'facts.retry': async () => {
      await userEvent.setup().click(within(planner()).getByRole('button', { name: 'Opnieuw proberen' }));
    },
  },
  checks: {
    'planner.idle': async (world) => {
      expect(world.calls).toEqual([]);
      expect(planner().querySelector('[data-plan]')).toBeNull();
      expect(within(planner()).getByText('Kies de datum en het uur waarop uw drukwerk er moet zijn.')).toBeTruthy();
    },
    'planner.loading': async (world) => {
      await waitFor(() => expect(world.calls.length).toBeGreaterThan(0));
      expect(planner().querySelector('[data-plan]')).toBeNull();
      expect(within(planner()).queryByRole('alert')).toBeNull();
      expect(within(planner()).getByText('Planning wordt berekend…')).toBeTruthy();
    },
    'planner.ready': async (world) => {
      expect(within(planner()).queryByRole('alert')).toBeNull();
      expect(world.typed).toBe(true);
      // Friday 11 December from Friday 27 November 10:00: the Thursday of combined transport is the cheapest.
      await waitFor(() => expect(planner().querySelector('[data-plan-cheapest]')?.textContent)
        .toBe('Goedkoopst: levering do 10-12-2026 17:00; bestellen en bestanden aanleveren uiterlijk vr 04-12-2026 12:00.'));
    },
    'planner.failed': async () => {
      await waitFor(() => expect(within(planner()).getByRole('alert').textContent).toContain('De planning kon niet worden geladen.'));
    },
  },
});
