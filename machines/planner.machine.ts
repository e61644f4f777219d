import { assign, setup } from 'xstate';
import type { CartLeadTime } from '../src/domain/lead-time.js';
import { planNeedBy, type DeliverySlot, type NeedByPlan, type PlanChoice } from '../src/domain/need-by-plan.js';
import { WorkingCalendar } from '../src/domain/working-calendar.js';
import { providedCallback, providedPromise } from './provided.js';

/**
 * The need-by planner ("Wanneer moet het er zijn?") on the copies step, in the cart and on home: the
 * customer's moment goes in (`needBy.change`), the plan comes out, counted back by the domain rule
 * from the lead time of the products it plans for and the company's closing days (`fetchFacts`,
 * asked again when the products change). Time comes in from the provided `clock` (`clock.tick`), so
 * a plan left open moves on past a cut-off by itself, and home's countdown reads the same clock.
 */
export interface PlanFacts {
  leadTime: CartLeadTime;
  /** Holidays and closing days the expedition lists (the holidays are counted by the rule too). */
  closingDays: string[];
}

export interface PlannerInput {
  /** The products planned for: the cart's, the one being configured, or none (the standard lead time). */
  productIds: number[];
  /** Milliseconds since the epoch. */
  now: number;
}

export interface PlannerContext extends PlannerInput {
  needBy: DeliverySlot | null;
  facts: PlanFacts | null;
  plan: NeedByPlan | null;
}

export type PlannerEvent =
  | { type: 'needBy.change'; needBy: DeliverySlot }
  | { type: 'needBy.clear' }
  | { type: 'clock.tick'; now: number }
  | { type: 'products.change'; productIds: number[] }
  | { type: 'facts.retry' };

/**
 * What an option costs, in cents excl. VAT, or null (priced on request). Until the transport tariff
 * is here the planner ranks by lead time alone, and no option shows a price it does not have.
 */
export const optionCost = (_choice: PlanChoice): number | null => null;

function planOf(context: PlannerContext): NeedByPlan | null {
  if (!context.facts || !context.needBy) return null;
  return planNeedBy({
    now: context.now,
    needBy: context.needBy,
    leadTime: context.facts.leadTime,
    calendar: new WorkingCalendar(context.facts.closingDays),
    costOf: optionCost,
  });
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

export const plannerMachine = setup({
  types: { context: {} as PlannerContext, events: {} as PlannerEvent, input: {} as PlannerInput },
  actors: {
    fetchFacts: providedPromise<PlanFacts, { productIds: number[] }>('fetchFacts'),
    /** Sends `clock.tick` with the time now and then (a minute is fine: cut-offs are on the hour). */
    clock: providedCallback<PlannerEvent, void>('clock'),
  },
  guards: {
    hasOtherProducts: ({ context }, params: { productIds: number[] }) => !sameIds(context.productIds, params.productIds),
  },
  actions: {
    keepNeedBy: assign(({ context }, params: { needBy: DeliverySlot | null }) => {
      const next = { ...context, needBy: params.needBy };
      return { needBy: params.needBy, plan: planOf(next) };
    }),
    keepNow: assign(({ context }, params: { now: number }) => ({ now: params.now, plan: planOf({ ...context, now: params.now }) })),
    keepFacts: assign(({ context }, params: { facts: PlanFacts }) => ({ facts: params.facts, plan: planOf({ ...context, facts: params.facts }) })),
    keepProducts: assign((_, params: { productIds: number[] }) => ({ productIds: params.productIds, facts: null, plan: null })),
  },
}).createMachine({
  id: 'planner',
  context: ({ input }) => ({ productIds: input.productIds, now: input.now, needBy: null, facts: null, plan: null }),
  invoke: { src: 'clock' },
  on: {
    'needBy.change': { actions: { type: 'keepNeedBy', params: ({ event }) => ({ needBy: event.needBy }) } },
    'needBy.clear': { actions: { type: 'keepNeedBy', params: { needBy: null } } },
    'clock.tick': { actions: { type: 'keepNow', params: ({ event }) => ({ now: event.now }) } },
    'products.change': {
      guard: { type: 'hasOtherProducts', params: ({ event }) => ({ productIds: event.productIds }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'keepProducts', params: ({ event }) => ({ productIds: event.productIds }) },
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['pending'],
      invoke: {
        src: 'fetchFacts',
        input: ({ context }) => ({ productIds: context.productIds }),
        onDone: { target: 'ready', actions: { type: 'keepFacts', params: ({ event }) => ({ facts: event.output }) } },
        onError: 'failed',
      },
    },
    ready: {},
    failed: {
      on: { 'facts.retry': 'loading' },
    },
  },
});
