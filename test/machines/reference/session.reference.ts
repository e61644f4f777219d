// The session as spec section 4 (Session, Partner flow) and section 7 (auth, boot and favourite
// calls) describe it, written without the machine: who is logged in, the boot, the "Ready!" pause,
// the hearts, and what is announced (`user.changed`, `session.ended`, ...) and called.
import type { LoginInput, Settings, User } from '../../../src/domain/session.js';
import type { SessionEmitted, SessionEvent } from '../../../machines/session.types.js';
// How long "Ready!" shows is the app's figure, a constant rather than a rule: taken, not restated.
import { READY_PAUSE_MS } from '../../../machines/session.machine.js';
import type { ReferenceModel, Step } from './support/walk.js';
import { customer, partnerAccount, settings } from '../session-fixtures.js';
import { FAILURE, LOADED_FAVOURITES, withPartner, ZOOMED } from './session-data.js';

export type BootLoad = 'loadCatalog' | 'loadProducts' | 'loadFinishes' | 'loadAddresses';
export type Call = 'restoreSession' | 'login' | 'choosePartner' | 'logout' | BootLoad | 'checkSpecs' | 'saveFavorite';
/**
 * How a call answers. Session calls: `ok` a customer (200), `needsPartner` a partner account's 206,
 * `partnerUnchosen` a 200 for a partner account without partner; choosePartner `ok` is the chosen
 * partner. checkSpecs: `ok` seen, `unseen` not seen. saveFavorite: `ok` the new heart `isFavorite`.
 */
export type Outcome = 'ok' | 'fail' | 'needsPartner' | 'partnerUnchosen' | 'unseen';
export type Answer = { type: 'answer'; call: Call; outcome: Outcome; productId?: number; isFavorite?: boolean };
export type ClockAdvance = { type: 'clock.advance'; ms: number };
export type SessionInput = SessionEvent | Answer | ClockAdvance;

type Phase = 'unauthenticated' | 'restoring' | 'loggingIn' | 'choosingPartner' | 'switchingPartner' | 'booting' | 'bootFailed' | 'booted' | 'loggingOut' | 'blocked';
const BOOT_LOADS: readonly BootLoad[] = ['loadCatalog', 'loadProducts', 'loadFinishes', 'loadAddresses'];

export interface SessionModel {
  phase: Phase;
  /** While booting: the loads still running, and whether the specs check still runs. */
  loading: BootLoad[];
  checkingSpecs: boolean;
  user: User | null;
  settings: Settings | null;
  /** The boot data held (the loads that answered since the data was last forgotten). */
  held: BootLoad[];
  favourites: number[];
  seenSpecs: boolean;
  errors: string[];
  /** Hearts whose save has not answered: one save child each. */
  saving: number[];
  restoreTried: boolean;
  lastToken: string | null;
  /** The partner asked for while switchingPartner. */
  choosing: number | null;
  /** Milliseconds of "Ready!" still to show; null when no pause runs. */
  pauseLeft: number | null;
}

export interface SessionEffects {
  emitted: SessionEmitted[];
  calls: { call: Call; input: unknown }[];
}

const nobody = { user: null, settings: null, held: [], favourites: [], seenSpecs: true, errors: [], saving: [], choosing: null };
const initial: SessionModel = {
  phase: 'unauthenticated', loading: [], checkingSpecs: false, restoreTried: false, lastToken: null, pauseLeft: null, ...nobody,
};

type Result = Step<SessionModel, SessionEffects>;
const none = (state: SessionModel): Result => ({ state, effects: { emitted: [], calls: [] } });
const announce = (result: Result, ...emitted: SessionEmitted[]): Result => ({ ...result, effects: { ...result.effects, emitted: [...result.effects.emitted, ...emitted] } });
const calling = (result: Result, call: Call, input?: unknown): Result => ({ ...result, effects: { ...result.effects, calls: [...result.effects.calls, { call, input }] } });

/** Moves to another phase; only `booting` and `booted` start something on the way in. */
function enter(state: SessionModel, phase: Phase): Result {
  const moved: SessionModel = { ...state, phase, loading: [], checkingSpecs: false, pauseLeft: phase === 'booted' ? READY_PAUSE_MS : null };
  if (phase !== 'booting') return none(moved);
  let result = none({ ...moved, loading: [...BOOT_LOADS], checkingSpecs: true });
  for (const call of [...BOOT_LOADS, 'checkSpecs'] as const) result = calling(result, call);
  return result;
}

/** Nobody is logged in any more: all but the page's one restore and its mailed link is forgotten. */
function forgetAll(state: SessionModel): Result {
  return announce(enter({ ...state, ...nobody }, 'unauthenticated'), { type: 'user.changed', user: null, settings: null });
}

/** Who the answer logs in; the partner's data, when another partner was chosen, is dropped. */
function loggedIn(state: SessionModel, user: User, phase: Phase): Result {
  const result = enter({ ...state, user, settings, errors: [] }, phase);
  return announce(result, { type: 'user.changed', user, settings });
}

function failed(state: SessionModel, phase: Phase): Result {
  const messages = [FAILURE.message];
  return announce(enter({ ...state, errors: messages }, phase), { type: 'session.failed', messages });
}

/** A restore or login answer: a partner account without a partner chooses one first (spec section 4). */
function sessionAnswer(state: SessionModel, outcome: Outcome, isLogin: boolean): Result {
  if (outcome === 'fail') return isLogin ? failed(state, 'unauthenticated') : forgetAll(state);
  if (outcome !== 'ok') return loggedIn(state, partnerAccount, 'choosingPartner');
  const result = loggedIn(state, customer, 'booting');
  return isLogin ? announce(result, { type: 'login.succeeded' }) : result;
}

function partnerAnswer(state: SessionModel, outcome: Outcome): Result {
  if (outcome === 'fail') return failed(state, 'choosingPartner');
  const partnerId = state.choosing!;
  // Another partner's catalogue, assortment and addresses: nothing of the old one may stay.
  const forgotten = { ...state, held: [], favourites: [], saving: [], seenSpecs: true, choosing: null };
  const result = loggedIn(forgotten, withPartner(partnerId), 'booting');
  return announce(result, { type: 'login.succeeded' }, { type: 'partner.changed', partnerId });
}

function bootAnswer(state: SessionModel, call: BootLoad, outcome: Outcome): Result {
  if (outcome === 'fail') return failed(state, 'bootFailed');
  const held = [...state.held.filter((load) => load !== call), call];
  // The catalogue's personal chapter and the products both come from the server's favourites.
  const favourites = call === 'loadProducts' || call === 'loadCatalog' ? LOADED_FAVOURITES : state.favourites;
  return booted({ ...state, held, favourites, loading: state.loading.filter((load) => load !== call) });
}

/** Booted once catalog, products, finishes and addresses are loaded (the specs check counts too, failing or not). */
function booted(state: SessionModel): Result {
  return state.loading.length === 0 && !state.checkingSpecs ? enter(state, 'booted') : none(state);
}

function favouriteAnswer(state: SessionModel, answer: Answer): Result {
  const productId = answer.productId!;
  const saving = state.saving.filter((id) => id !== productId);
  if (answer.outcome === 'fail') return announce(none({ ...state, saving }), { type: 'favorite.failed', productId });
  const others = state.favourites.filter((id) => id !== productId);
  return none({ ...state, saving, favourites: answer.isFavorite ? [...others, productId].sort() : others });
}

function answer(state: SessionModel, event: Answer): Result {
  if (event.call === 'saveFavorite') return state.saving.includes(event.productId!) ? favouriteAnswer(state, event) : none(state);
  switch (event.call) {
    case 'restoreSession': return sessionAnswer(state, event.outcome, false);
    case 'login': return sessionAnswer(state, event.outcome, true);
    case 'choosePartner': return partnerAnswer(state, event.outcome);
    case 'logout': return announce(forgetAll(state), { type: 'session.ended' });
    case 'checkSpecs': {
      const seenSpecs = event.outcome === 'fail' ? state.seenSpecs : event.outcome === 'ok';
      return booted({ ...state, seenSpecs, checkingSpecs: false });
    }
    default: return bootAnswer(state, event.call, event.outcome);
  }
}

function whileLoggedOut(state: SessionModel, event: SessionInput): Result {
  switch (event.type) {
    case 'session.restore':
      return state.restoreTried ? none(state) : calling(enter({ ...state, restoreTried: true }, 'restoring'), 'restoreSession');
    case 'login.password':
      return calling(enter(state, 'loggingIn'), 'login', { type: 'password', email: event.email, password: event.password } satisfies LoginInput);
    case 'login.token':
      // A mailed link logs in once: the same link again (the guard running twice) is not sent again.
      if (state.lastToken === event.token) return none(state);
      return calling(enter({ ...state, lastToken: event.token }, 'loggingIn'), 'login', { type: 'token', token: event.token } satisfies LoginInput);
    case 'login.required':
      return announce(none(state), { type: 'login.required' });
    default:
      return none(state);
  }
}

function whileChoosing(state: SessionModel, event: SessionInput): Result {
  switch (event.type) {
    case 'partner.choose': return calling(enter({ ...state, choosing: event.partnerId }, 'switchingPartner'), 'choosePartner', { partnerId: event.partnerId });
    // Back to the partner the account already acts for (a switch given up): its data is still there.
    case 'partner.cancel': return state.user?.partner ? enter(state, 'booted') : none(state);
    case 'session.logout': return calling(enter(state, 'loggingOut'), 'logout');
    default: return none(state);
  }
}

const isAuthenticated = (phase: Phase) => phase === 'booting' || phase === 'bootFailed' || phase === 'booted';

function whileAuthenticated(state: SessionModel, event: SessionInput): Result {
  switch (event.type) {
    case 'session.logout': return calling(enter(state, 'loggingOut'), 'logout');
    case 'session.refreshed': return announce(none({ ...state, user: event.answer.user, settings: event.answer.settings }), { type: 'user.changed', user: event.answer.user, settings: event.answer.settings });
    case 'settings.changed': return announce(none({ ...state, user: event.user, settings: event.settings }), { type: 'user.changed', user: event.user, settings: event.settings });
    case 'boot.retry': return state.phase === 'bootFailed' ? enter(state, 'booting') : none(state);
    default: return state.phase === 'booted' ? whileBooted(state, event) : none(state);
  }
}

function whileBooted(state: SessionModel, event: SessionInput): Result {
  switch (event.type) {
    case 'partner.switch': return state.user?.is_partner_account ? enter(state, 'choosingPartner') : none(state);
    case 'specs.downloaded': return none({ ...state, seenSpecs: true });
    case 'favorite.toggle':
      // One save per heart at a time: a second press while it saves does nothing.
      if (state.saving.includes(event.productId)) return none(state);
      return calling(none({ ...state, saving: [...state.saving, event.productId] }), 'saveFavorite', { productId: event.productId });
    case 'clock.advance': {
      if (state.pauseLeft === null) return none(state);
      if (event.ms < state.pauseLeft) return none({ ...state, pauseLeft: state.pauseLeft - event.ms });
      return announce(none({ ...state, pauseLeft: null }), { type: 'boot.completed' });
    }
    default: return none(state);
  }
}

export function step(state: SessionModel, event: SessionInput): Result {
  // Another tab works for a different partner: this one stops, whatever it was doing.
  if (event.type === 'tabs.conflict') return enter(state, 'blocked');
  if (event.type === 'answer') return answer(state, event);
  if (state.phase === 'unauthenticated') return whileLoggedOut(state, event);
  if (state.phase === 'choosingPartner') return whileChoosing(state, event);
  if (isAuthenticated(state.phase)) return whileAuthenticated(state, event);
  return none(state);
}

/** The calls running now: their answers are what the outside can send next. */
export function runningCalls(state: SessionModel): Call[] {
  const byPhase: Partial<Record<Phase, Call>> = { restoring: 'restoreSession', loggingIn: 'login', switchingPartner: 'choosePartner', loggingOut: 'logout' };
  const single = byPhase[state.phase];
  return [...(single ? [single] : []), ...state.loading, ...(state.checkingSpecs ? ['checkSpecs' as const] : [])];
}

const OUTCOMES: Record<Exclude<Call, 'saveFavorite'>, Outcome[]> = {
  restoreSession: ['ok', 'needsPartner', 'fail'],
  login: ['ok', 'needsPartner', 'partnerUnchosen', 'fail'],
  choosePartner: ['ok', 'fail'],
  logout: ['ok', 'fail'],
  loadCatalog: ['ok', 'fail'], loadProducts: ['ok', 'fail'], loadFinishes: ['ok', 'fail'], loadAddresses: ['ok', 'fail'],
  checkSpecs: ['ok', 'unseen', 'fail'],
};

/** What a customer (or the app around the session) can do in each phase, plus the calls' answers. */
function userEvents(state: SessionModel): SessionInput[] {
  const user = state.user ?? customer;
  switch (state.phase) {
    case 'unauthenticated':
      return [
        { type: 'session.restore' }, { type: 'login.password', email: 'klant@example.nl', password: 'Drukwerk2026!' },
        { type: 'login.token', token: 'abc' }, { type: 'login.token', token: 'def' }, { type: 'login.required' },
      ];
    case 'choosingPartner':
      return [{ type: 'partner.choose', partnerId: 20 }, { type: 'partner.choose', partnerId: 21 }, { type: 'partner.cancel' }, { type: 'session.logout' }];
    case 'booting':
    case 'bootFailed':
      return [{ type: 'boot.retry' }, { type: 'session.logout' }, { type: 'session.refreshed', answer: { user, settings, token: 't' } }];
    case 'booted':
      return [
        { type: 'partner.switch' }, { type: 'specs.downloaded' }, { type: 'favorite.toggle', productId: 7 }, { type: 'favorite.toggle', productId: 8 },
        { type: 'settings.changed', user, settings: ZOOMED }, { type: 'session.logout' },
        { type: 'clock.advance', ms: READY_PAUSE_MS - 1 }, { type: 'clock.advance', ms: 1 },
      ];
    case 'blocked':
      return [{ type: 'session.logout' }, { type: 'login.password', email: 'klant@example.nl', password: 'Drukwerk2026!' }];
    default:
      return [];
  }
}

function answers(state: SessionModel): Answer[] {
  const calls = runningCalls(state).flatMap((call) => OUTCOMES[call as keyof typeof OUTCOMES].map((outcome): Answer => ({ type: 'answer', call, outcome })));
  const saves = state.saving.flatMap((productId): Answer[] => [
    // The server answers with the heart's new state: the other one than when it was pressed.
    { type: 'answer', call: 'saveFavorite', outcome: 'ok', productId, isFavorite: !state.favourites.includes(productId) },
    { type: 'answer', call: 'saveFavorite', outcome: 'fail', productId },
  ]);
  return [...calls, ...saves];
}

function describe(event: SessionInput): string {
  switch (event.type) {
    case 'answer': return `answer(${event.call}${event.productId ? ` ${event.productId}` : ''}: ${event.outcome}${event.isFavorite === undefined ? '' : ` ${event.isFavorite}`})`;
    case 'clock.advance': return `clock(+${event.ms}ms)`;
    case 'login.token': return `login.token(${event.token})`;
    case 'partner.choose': return `partner.choose(${event.partnerId})`;
    case 'favorite.toggle': return `favorite.toggle(${event.productId})`;
    default: return event.type;
  }
}

export const sessionReference: ReferenceModel<SessionModel, SessionInput, SessionEffects> = {
  initial: none(initial),
  events: (state) => [...userEvents(state), ...answers(state), ...(state.phase === 'blocked' ? [] : [{ type: 'tabs.conflict' } as const])],
  step,
  // The search tells states apart by what steers the session (not which load answered first, nor
  // the data held; the tried restore and link only while logged out): the rest follows from the
  // path, and the random walks mix the orders.
  key: (state) => JSON.stringify([
    state.phase, state.loading.length, state.checkingSpecs, state.user?.id ?? null, state.user?.partner?.id ?? null, state.saving,
    state.phase === 'unauthenticated' ? [state.restoreTried, state.lastToken] : null,
    state.pauseLeft === null ? 'no pause' : state.pauseLeft === READY_PAUSE_MS ? 'pause' : 'pause partly over',
  ]),
  describe,
};
