// The real session machine against its hand-written reference (session.reference.ts), step by step:
// state, busy, children, the context a customer notices, what it announces and which calls it makes.
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { sessionMachine, type SessionAnswer, type SessionEmitted, type SessionEvent } from '../../../machines/session.machine.js';
import type { Address, Finish, SpecsCheck } from '../../../src/domain/catalog.js';
import type { LoginInput } from '../../../src/domain/session.js';
import { answerOf, customer, partnerAccount } from '../session-fixtures.js';
import { CATALOG, FAILURE, PRODUCTS, withPartner } from './session-data.js';
import { runningCalls, sessionReference, type Answer, type BootLoad, type Call, type SessionEffects, type SessionInput, type SessionModel } from './session.reference.js';
import { leafPaths, runningChildren, settle, type ChildRef, type Comparison, type SystemUnderTest } from './support/compare.js';
import { describeAgreement } from './support/suite.js';
import type { Step } from './support/walk.js';


/** The boot region of each load in the machine's state value. */
const REGION: Record<BootLoad, string> = { loadCatalog: 'catalog', loadProducts: 'products', loadFinishes: 'finishes', loadAddresses: 'addresses' };
const BUSY_PHASES = new Set(['restoring', 'loggingIn', 'switchingPartner', 'loggingOut']);

function stateOf(state: SessionModel): string[] {
  if (state.phase === 'booting') {
    const loads = Object.entries(REGION).map(([load, region]) => `authenticated.booting.${region}.${state.loading.includes(load as BootLoad) ? 'loading' : 'loaded'}`);
    return [...loads, `authenticated.booting.specs.${state.checkingSpecs ? 'checking' : 'checked'}`].sort();
  }
  return [state.phase === 'bootFailed' || state.phase === 'booted' ? `authenticated.${state.phase}` : state.phase];
}

interface Observation {
  state: string[];
  busy: boolean;
  children: string[];
  context: {
    user: string | null;
    zoom: boolean | null;
    seenSpecs: boolean;
    errors: readonly string[];
    saving: readonly number[];
    held: string[];
    favouriteProducts: number[] | null;
    personalChapter: number[] | null;
  };
  emitted: SessionEmitted[];
  calls: SessionEffects['calls'];
}

const who = (user: { id: number; partner: { id: number } | null } | null) => (user ? `user ${user.id}, partner ${user.partner?.id ?? 'none'}` : null);
const byCall = (calls: SessionEffects['calls']) => [...calls].sort((a, b) => a.call.localeCompare(b.call));

function expected({ state, effects }: Step<SessionModel, SessionEffects>): Observation {
  const holds = (load: BootLoad) => state.held.includes(load);
  return {
    state: stateOf(state),
    busy: BUSY_PHASES.has(state.phase),
    // A child only while its call runs: a save child per heart that is saving, none outliving it.
    children: [...runningCalls(state), ...state.saving.map(() => 'saveFavorite')].sort(),
    context: {
      user: who(state.user), zoom: state.settings?.zoom_text ?? null, seenSpecs: state.seenSpecs, errors: state.errors, saving: state.saving,
      held: [...state.held].sort(), favouriteProducts: holds('loadProducts') ? state.favourites : null, personalChapter: holds('loadCatalog') ? state.favourites : null,
    },
    emitted: effects.emitted,
    calls: byCall(effects.calls),
  };
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; input: unknown };

/** What one replay's fake calls record and wait on; the machine is provided once (that is costly). */
interface Calls {
  pending: Map<Call, Pending>;
  saves: Map<number, (event: EventObject) => void>;
  made: SessionEffects['calls'];
}
let current: Calls = { pending: new Map(), saves: new Map(), made: [] };

const fake = <TOutput, TInput>(call: Call) =>
  fromPromise<TOutput, TInput>(({ input }) => {
    current.made.push({ call, input });
    return new Promise<TOutput>((resolve, reject) => current.pending.set(call, { resolve: resolve as (value: unknown) => void, reject, input }));
  });
const saveFavorite = fromCallback<EventObject, { productId: number }>(({ sendBack, input }) => {
  current.made.push({ call: 'saveFavorite', input });
  current.saves.set(input.productId, sendBack);
});
const machine = sessionMachine.provide({
  actors: {
    restoreSession: fake<SessionAnswer, void>('restoreSession'), login: fake<SessionAnswer, LoginInput>('login'),
    choosePartner: fake<SessionAnswer, { partnerId: number }>('choosePartner'), logout: fake<void, void>('logout'),
    loadCatalog: fake<typeof CATALOG, void>('loadCatalog'), loadProducts: fake<typeof PRODUCTS, void>('loadProducts'),
    loadFinishes: fake<Finish[], void>('loadFinishes'), loadAddresses: fake<Address[], void>('loadAddresses'),
    checkSpecs: fake<SpecsCheck, void>('checkSpecs'), saveFavorite,
  },
});

/** The server's answer to a running call, as the walk's `answer` event says. */
function answerCall(calls: Calls, event: Answer): void {
  if (event.call === 'saveFavorite') {
    const sendBack = calls.saves.get(event.productId!);
    if (!sendBack) throw new Error(`no save of ${event.productId} was started`);
    calls.saves.delete(event.productId!);
    const productId = event.productId!;
    const reply: SessionEvent = event.outcome === 'ok' ? { type: 'favorite.changed', productId, isFavorite: event.isFavorite! } : { type: 'favorite.failed', productId };
    sendBack(reply);
    return;
  }
  const call = calls.pending.get(event.call);
  if (!call) throw new Error(`no ${event.call} call is running`);
  calls.pending.delete(event.call);
  if (event.outcome === 'fail') call.reject(FAILURE);
  else call.resolve(answerValue(event, call.input));
}

function observe(snapshot: ReturnType<ReturnType<typeof createActor<typeof machine>>['getSnapshot']>, emitted: SessionEmitted[], calls: SessionEffects['calls']): Observation {
  const { context } = snapshot;
  const loaded: [BootLoad, unknown][] = [['loadCatalog', context.catalog], ['loadProducts', context.products], ['loadFinishes', context.finishes], ['loadAddresses', context.addresses]];
  return {
    state: leafPaths(snapshot.value),
    busy: snapshot.hasTag('busy'),
    children: runningChildren(snapshot.children as Record<string, ChildRef | undefined>),
    context: {
      user: who(context.user), zoom: context.settings?.zoom_text ?? null, seenSpecs: context.seenSpecs, errors: context.errors, saving: context.savingFavorites,
      held: loaded.filter(([, data]) => data !== null).map(([load]) => load).sort(),
      favouriteProducts: context.products?.filter((product) => product.is_favorite).map((product) => product.id).sort() ?? null,
      personalChapter: context.catalog?.personal.map((node) => node.product_id!).sort() ?? null,
    },
    emitted,
    calls: byCall(calls),
  };
}

/** The real machine; its calls wait for the walk's `answer` events, "Ready!" for the simulated clock. */
function startSession(): SystemUnderTest<SessionInput> {
  const calls: Calls = { pending: new Map(), saves: new Map(), made: [] };
  current = calls;
  let emitted: SessionEmitted[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return {
    async take(event) {
      if (event.type === 'clock.advance') clock.increment(event.ms);
      else if (event.type === 'answer') {
        answerCall(calls, event);
        // A promise's answer reaches the machine a few microtasks later; everything else at once.
        await settle();
      } else actor.send(event);
    },
    observe() {
      const observation = observe(actor.getSnapshot(), emitted, calls.made);
      emitted = [];
      calls.made = [];
      return observation;
    },
    stop: () => actor.stop(),
  };
}

/** What the server answers for each outcome (the reference knows the same fixtures). */
function answerValue(event: Answer, input: unknown): unknown {
  switch (event.call) {
    case 'restoreSession':
    case 'login':
      if (event.outcome === 'needsPartner') return { status: 206, answer: answerOf(partnerAccount) };
      return { status: 200, answer: answerOf(event.outcome === 'partnerUnchosen' ? partnerAccount : customer) };
    case 'choosePartner': return { status: 200, answer: answerOf(withPartner((input as { partnerId: number }).partnerId)) };
    case 'loadCatalog': return CATALOG;
    case 'loadProducts': return PRODUCTS;
    case 'checkSpecs': return { seen_specs: event.outcome === 'ok' };
    case 'logout': return undefined;
    default: return [];
  }
}

const comparison: Comparison<SessionModel, SessionInput, SessionEffects> = { model: sessionReference, expected, start: startSession };

describeAgreement('session', comparison, { maxStates: 2000, minStates: 80 });
