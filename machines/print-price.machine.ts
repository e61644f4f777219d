import { assign, fromPromise, setup } from 'xstate';
import type { Print } from '../src/domain/print-schema.js';

/** What POST /prices answers (euros with two decimals). */
export interface PrintPrice {
  product: number;
  frames: number;
}

/**
 * Quiet time after the last change before the price is asked, so typing does not flood the server.
 * The only debounce of the live price: with the POST /prices round trip the price shows within
 * 300 ms of the last keystroke (DESIGN.md section 11; `npm run bench` measures it).
 */
export const PRICE_DEBOUNCE_MS = 200;

export interface PrintPriceContext {
  print: Print | null;
  price: PrintPrice | null;
}

export type PrintPriceEvent =
  /** The print changed in a way that can be priced (its lines are valid). */
  | { type: 'print.change'; print: Print }
  /** The print cannot be priced now (no valid lines): no price, no call. */
  | { type: 'print.clear' };

/**
 * The live price while configuring (spec section 4: loading, a number, or unknown 'n.t.b.').
 * A change waits PRICE_DEBOUNCE_MS; a change while a call is running cancels that call, so a stale
 * answer can never overwrite a newer one.
 */
export const printPriceMachine = setup({
  types: {
    context: {} as PrintPriceContext,
    events: {} as PrintPriceEvent,
  },
  actors: {
    // Provided from outside (src/features/print/actors/fetch-price.ts); this default never answers.
    fetchPrice: fromPromise<PrintPrice, Print>(() => new Promise<PrintPrice>(() => undefined)),
  },
  delays: { debounce: PRICE_DEBOUNCE_MS },
  actions: {
    keepPrint: assign({ print: ({ event }) => (event.type === 'print.change' ? event.print : null) }),
    forgetPrice: assign({ print: null, price: null }),
    keepPrice: assign((_, price: PrintPrice) => ({ price })),
    forgetPriceOnly: assign({ price: null }),
  },
}).createMachine({
  id: 'printPrice',
  context: { print: null, price: null },
  initial: 'idle',
  on: {
    'print.change': { target: '.waiting', actions: 'keepPrint' },
    'print.clear': { target: '.idle', actions: 'forgetPrice' },
  },
  states: {
    idle: {},
    waiting: {
      after: { debounce: 'loading' },
    },
    loading: {
      invoke: {
        id: 'fetchPrice',
        src: 'fetchPrice',
        input: ({ context }) => context.print as Print,
        onDone: { target: 'priced', actions: { type: 'keepPrice', params: ({ event }) => event.output } },
        onError: { target: 'unknown', actions: 'forgetPriceOnly' },
      },
    },
    priced: {},
    unknown: {},
  },
});

/** How the view shows the price: a spinner, a number or 'n.t.b.'; nothing before there is a print. */
export type PriceDisplay = { kind: 'none' } | { kind: 'loading' } | { kind: 'unknown' } | { kind: 'price'; price: PrintPrice };

export function priceDisplay(state: { value: unknown; context: PrintPriceContext }): PriceDisplay {
  switch (state.value) {
    case 'waiting':
    case 'loading':
      return { kind: 'loading' };
    case 'unknown':
      return { kind: 'unknown' };
    case 'priced':
      return state.context.price ? { kind: 'price', price: state.context.price } : { kind: 'unknown' };
    default:
      return { kind: 'none' };
  }
}
