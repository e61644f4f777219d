import { assign, fromPromise, setup } from 'xstate';
import type { Issue } from '../src/domain/issues.js';
import type { Print } from '../src/domain/print-schema.js';

/** What POST /prices answers (euros with two decimals). */
export interface PrintPrice {
  product: number;
  frames: number;
}

/**
 * Why a print has no price: the copy-line issues the server would refuse (e.g. a quantity above the
 * maximum; every one of them), or an amount above what is taken online (DESIGN.md section 9).
 */
export type PriceRefusal = { kind: 'copies'; issues: Issue[] } | { kind: 'tooLarge' };

/** The price the browser computed itself with the server's rules, before the server confirms it. */
export type LocalPrice = { kind: 'price'; price: PrintPrice } | { kind: 'tooLarge' };

/**
 * Quiet time after the last change before the server is asked, so typing does not flood it. The
 * screen does not wait for it: the price computed in the browser shows at once, and the server's
 * answer replaces it (DESIGN.md section 11; `npm run bench` measures it).
 */
export const PRICE_DEBOUNCE_MS = 200;

export interface PrintPriceContext {
  print: Print | null;
  /** The server's answer; it wins over `local` whenever it is there. */
  price: PrintPrice | null;
  local: LocalPrice | null;
  refusal: PriceRefusal | null;
}

export type PrintPriceEvent =
  /** The print changed in a way that can be priced (its lines are valid); `local` when the browser could price it. */
  | { type: 'print.change'; print: Print; local?: LocalPrice | null }
  /** The print cannot be priced now: no call; `refusal` says why when the customer should know. */
  | { type: 'print.clear'; refusal?: PriceRefusal | null };

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
    keepPrint: assign(({ event }) =>
      event.type === 'print.change'
        ? { print: event.print, price: null, local: event.local ?? null, refusal: null }
        : {},
    ),
    forgetPrice: assign(({ event }) => ({
      print: null,
      price: null,
      local: null,
      refusal: event.type === 'print.clear' ? (event.refusal ?? null) : null,
    })),
    keepPrice: assign((_, price: PrintPrice) => ({ price })),
    forgetPriceOnly: assign({ price: null }),
  },
}).createMachine({
  id: 'printPrice',
  context: { print: null, price: null, local: null, refusal: null },
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

/**
 * How the view shows the price: a spinner, an amount (`confirmed` once it is the server's), a
 * reason why there is none, or 'n.t.b.'; nothing before there is a print.
 */
export type PriceDisplay =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'unknown' }
  | { kind: 'refused'; refusal: PriceRefusal }
  | { kind: 'price'; price: PrintPrice; confirmed: boolean };

const TOO_LARGE: PriceDisplay = { kind: 'refused', refusal: { kind: 'tooLarge' } };

export function priceDisplay(state: { value: unknown; context: PrintPriceContext }): PriceDisplay {
  const { local, price, refusal } = state.context;
  switch (state.value) {
    case 'waiting':
    case 'loading':
      if (local?.kind === 'price') return { kind: 'price', price: local.price, confirmed: false };
      return local?.kind === 'tooLarge' ? TOO_LARGE : { kind: 'loading' };
    case 'unknown':
      // The server refused what the browser already knew to be above the online limit.
      return local?.kind === 'tooLarge' ? TOO_LARGE : { kind: 'unknown' };
    case 'priced':
      return price ? { kind: 'price', price, confirmed: true } : { kind: 'unknown' };
    default:
      return refusal ? { kind: 'refused', refusal } : { kind: 'none' };
  }
}
