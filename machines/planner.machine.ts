import { assign, setup } from 'xstate';
import type { CartLeadTime } from '../src/domain/lead-time.js';
import { planNeedBy, type DeliverySlot, type NeedByPlan, type PlanChoice } from '../src/domain/need-by-plan.js';
import { WorkingCalendar } from '../src/domain/working-calendar.js';
import { transportCost, type Surcharges, type TransportChoice } from '../src/domain/transport/index.js';
import { providedCallback, providedPromise } from './provided.js';

/**
 * The need-by planner ("Wanneer moet het er zijn?") on the copies step, in the cart and on home: the
 * customer's moment goes in (`needBy.change`), the plan comes out, counted back by the domain rule
 * from the lead time of the prints it plans for, the company's closing days and the transport tariff
 * for their shipment (`fetchFacts`: asked when the first moment is entered, again when the prints
 * change). Time comes in from the provided `clock` (`clock.tick`), so
 * a plan left open moves on past a cut-off by itself, and home's countdown reads the same clock.
 */
export interface PlanFacts {
  leadTime: CartLeadTime;
  /** Holidays and closing days the expedition lists (the holidays are counted by the rule too). */
  closingDays: string[];
  /** The shipment of these prints and the tariff's surcharges: what each option's transport costs. */
  transport: { shipment: TransportChoice['shipment']; surcharges: Surcharges };
}

/** A print as the expedition prices its transport: the product, and its copy lines and frames when known. */
export interface PlannedPrint {
  product_id: number;
  copies?: unknown[];
  frames?: unknown[];
}

export interface PlannerInput {
  /** The prints planned for: the cart's, the one being configured, or none (the standard lead time). */
  prints: PlannedPrint[];
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
  | { type: 'clock.tick'; now: number }
  | { type: 'prints.change'; prints: PlannedPrint[] }
  | { type: 'facts.retry' };

/** What an option's transport costs by the tariff's rule (cents excl. VAT), delivered rather than picked up. */
export const optionCost = (transport: PlanFacts['transport']) => (choice: PlanChoice): number | null =>
  transportCost({
    shipment: transport.shipment,
    day: choice.speed === 'rush' ? 'rush' : choice.isCombi ? 'combi' : 'normal',
    hour: choice.delivery.hour,
    pickup: false,
  }, transport.surcharges).cents;

function planOf(context: PlannerContext): NeedByPlan | null {
  if (!context.facts || !context.needBy) return null;
  return planNeedBy({
    now: context.now,
    needBy: context.needBy,
    leadTime: context.facts.leadTime,
    calendar: new WorkingCalendar(context.facts.closingDays),
    costOf: optionCost(context.facts.transport),
  });
}

const samePrints = (a: readonly PlannedPrint[], b: readonly PlannedPrint[]) => JSON.stringify(a) === JSON.stringify(b);

export const plannerMachine = setup({
  types: { context: {} as PlannerContext, events: {} as PlannerEvent, input: {} as PlannerInput },
  actors: {
    fetchFacts: providedPromise<PlanFacts, { prints: PlannedPrint[] }>('fetchFacts'),
    /** Sends `clock.tick` with the time now and then (a minute is fine: cut-offs are on the hour). */
    clock: providedCallback<PlannerEvent, void>('clock'),
  },
  guards: {
    hasOtherPrints: ({ context }, params: { prints: PlannedPrint[] }) => !samePrints(context.prints, params.prints),
  },
  actions: {
    keepNeedBy: assign(({ context }, params: { needBy: DeliverySlot }) => {
      const next = { ...context, needBy: params.needBy };
      return { needBy: params.needBy, plan: planOf(next) };
    }),
    keepNow: assign(({ context }, params: { now: number }) => ({ now: params.now, plan: planOf({ ...context, now: params.now }) })),
    keepFacts: assign(({ context }, params: { facts: PlanFacts }) => ({ facts: params.facts, plan: planOf({ ...context, facts: params.facts }) })),
    keepPrints: assign((_, params: { prints: PlannedPrint[] }) => ({ prints: params.prints, facts: null, plan: null })),
  },
}).createMachine({
  id: 'planner',
  context: ({ input }) => ({ prints: input.prints, now: input.now, needBy: null, facts: null, plan: null }),
  invoke: { src: 'clock' },
  on: {
    'needBy.change': { actions: { type: 'keepNeedBy', params: ({ event }) => ({ needBy: event.needBy }) } },
    'clock.tick': { actions: { type: 'keepNow', params: ({ event }) => ({ now: event.now }) } },
    'prints.change': {
      guard: { type: 'hasOtherPrints', params: ({ event }) => ({ prints: event.prints }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'keepPrints', params: ({ event }) => ({ prints: event.prints }) },
    },
  },
  initial: 'idle',
  states: {
    /** Nothing asked yet: the facts are fetched once the customer enters a moment, not for every page shown. */
    idle: {
      on: {
        'needBy.change': { target: 'loading', actions: { type: 'keepNeedBy', params: ({ event }) => ({ needBy: event.needBy }) } },
        'prints.change': { actions: { type: 'keepPrints', params: ({ event }) => ({ prints: event.prints }) } },
      },
    },
    loading: {
      tags: ['pending'],
      invoke: {
        id: 'fetchFacts',
        src: 'fetchFacts',
        input: ({ context }) => ({ prints: context.prints }),
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
