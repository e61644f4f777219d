import { assign, emit, enqueueActions, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { Address, Catalog, Finish, Product, SpecsCheck } from '../src/domain/catalog.js';
import type { LoginInput } from '../src/domain/session.js';
import { withFavorite } from './favorites.js';
import { failureMessages } from './session-errors.js';
import type { BootData, SessionAnswer, SessionContext, SessionEmitted, SessionEvent } from './session.types.js';

export type { SessionAnswer, SessionContext, SessionEmitted, SessionEvent } from './session.types.js';

/** Stand-ins: the real calls come from src/app through `sessionMachine.provide({ actors })`. */
function missing<T, I = void>(name: string) {
  return fromPromise<T, I>(() => Promise.reject(new Error(`actor ${name} is not provided`)));
}

/** How long the boot screen's "Ready!" shows before the app goes on (spec section 4). */
export const READY_PAUSE_MS = 600;

/** What a boot loads, and the favourites being saved: all forgotten when another partner boots. */
const EMPTY_BOOT = { catalog: null, products: null, finishes: null, addresses: null, savingFavorites: [] } as const;

/** One save child per heart, so that its answer (or its data being forgotten) can stop it. */
const saveChildId = (productId: number) => `saveFavorite-${productId}`;

const initialContext: SessionContext = { user: null, settings: null, seenSpecs: true, errors: [], restoreTried: false, triedToken: null, ...EMPTY_BOOT };

type SessionDone = { output: SessionAnswer };

/** One part of the boot: its call, and where its answer is kept; a failure stops the whole boot. */
function bootRegion<K extends keyof BootData>(src: `load${Capitalize<K>}`, key: K) {
  return {
    initial: 'loading' as const,
    states: {
      loading: {
        invoke: {
          id: src,
          src,
          onDone: { target: 'loaded', actions: { type: 'keepBootData' as const, params: ({ event }: { event: { output: BootData[K] } }) => ({ [key]: event.output }) as Partial<BootData> } },
          onError: { target: '#session.authenticated.bootFailed', actions: { type: 'keepFailure' as const, params: ({ event }: { event: { error: unknown } }) => event } },
        },
      },
      loaded: { type: 'final' as const },
    },
  };
}

/**
 * The session of spec section 4: unauthenticated -> (password | token login | refresh) -> partner
 * choice on a 206 -> booting (catalog, products, finishes, addresses and the specs check in
 * parallel) -> booted. Pure: every call is an actor, every failure a message in context.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, emitted: {} as SessionEmitted },
  actors: {
    restoreSession: missing<SessionAnswer>('restoreSession'),
    login: missing<SessionAnswer, LoginInput>('login'),
    choosePartner: missing<SessionAnswer, { partnerId: number }>('choosePartner'),
    logout: missing<void>('logout'),
    loadCatalog: missing<Catalog>('loadCatalog'),
    loadProducts: missing<Product[]>('loadProducts'),
    loadFinishes: missing<Finish[]>('loadFinishes'),
    loadAddresses: missing<Address[]>('loadAddresses'),
    checkSpecs: missing<SpecsCheck>('checkSpecs'),
    /** POST /favorite/{id}; sends back `favorite.changed` with the answer or `favorite.failed`. */
    saveFavorite: fromCallback<EventObject, { productId: number }>(({ sendBack, input }) => sendBack({ type: 'favorite.failed', productId: input.productId })),
  },
  delays: { readyPause: READY_PAUSE_MS },
  guards: {
    isPartnerChoiceNeeded: (_, params: SessionDone) =>
      params.output.status === 206 || (params.output.answer.user.is_partner_account && params.output.answer.user.partner === null),
    isPartnerAccount: ({ context }) => Boolean(context.user?.is_partner_account),
    hasChosenPartner: ({ context }) => context.user?.partner != null,
    isRestoreUntried: ({ context }) => !context.restoreTried,
    isTokenUntried: ({ context }, params: { token: string }) => context.triedToken !== params.token,
    isFavoriteSaving: ({ context }, params: { productId: number }) => context.savingFavorites.includes(params.productId),
    isFavoriteIdle: ({ context }, params: { productId: number }) => !context.savingFavorites.includes(params.productId),
  },
  actions: {
    /** Who is logged in, and their settings: every other flow follows this (the cart, lists, checkout). */
    keepAnswer: enqueueActions(({ enqueue }, params: SessionDone) => {
      const { user, settings } = params.output.answer;
      enqueue.assign({ user, settings, errors: [] });
      enqueue.emit({ type: 'user.changed' as const, user, settings });
    }),
    /** The failure's sentences stay for the screen and are emitted once, for the toasts (src/app/create-actors.ts). */
    keepFailure: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      const messages = failureMessages(params.error);
      enqueue.assign({ errors: messages });
      enqueue.emit({ type: 'session.failed' as const, messages });
    }),
    /** The saves of the hearts end with the data they were for: their children stop, their answers are not wanted. */
    forgetBoot: enqueueActions(({ context, enqueue }) => {
      for (const productId of context.savingFavorites) enqueue.stopChild(saveChildId(productId));
      enqueue.assign({ ...EMPTY_BOOT, seenSpecs: true });
    }),
    keepRefreshed: enqueueActions(({ enqueue }, params: Pick<SessionAnswer['answer'], 'user' | 'settings'>) => {
      enqueue.assign({ user: params.user, settings: params.settings });
      enqueue.emit({ type: 'user.changed' as const, user: params.user, settings: params.settings });
    }),
    keepBootData: assign((_, params: Partial<BootData>) => params),
    keepSpecsSeen: assign((_, params: { seen: boolean }) => ({ seenSpecs: params.seen })),
    keepFavorite: assign(({ context, event }) =>
      event.type === 'favorite.changed' && context.catalog && context.products
        ? withFavorite({ catalog: context.catalog, products: context.products }, event.productId, event.isFavorite)
        : {},
    ),
    saveFavorite: enqueueActions(({ context, enqueue }, params: { productId: number }) => {
      enqueue.assign({ savingFavorites: [...context.savingFavorites, params.productId] });
      enqueue.spawnChild('saveFavorite', { id: saveChildId(params.productId), input: { productId: params.productId } });
    }),
    /** The save answered: its heart is free again and its child has done its work. */
    forgetFavoriteSaving: enqueueActions(({ context, enqueue }, params: { productId: number }) => {
      enqueue.stopChild(saveChildId(params.productId));
      enqueue.assign({ savingFavorites: context.savingFavorites.filter((id) => id !== params.productId) });
    }),
    emitFavoriteFailed: emit((_, params: { productId: number }) => ({ type: 'favorite.failed' as const, productId: params.productId })),
    emitBootCompleted: emit({ type: 'boot.completed' as const }),
    emitPartnerChanged: emit(({ context }) => ({ type: 'partner.changed' as const, partnerId: context.user?.partner?.id ?? 0 })),
    /** A page tries its stored session and a mailed login link once: that is kept across a logout. */
    forgetSession: enqueueActions(({ context, enqueue }) => {
      for (const productId of context.savingFavorites) enqueue.stopChild(saveChildId(productId));
      enqueue.assign({ ...initialContext, errors: [], restoreTried: context.restoreTried, triedToken: context.triedToken });
      enqueue.emit({ type: 'user.changed' as const, user: null, settings: null });
    }),
    keepRestoreTried: assign({ restoreTried: true }),
    keepTriedToken: assign((_, params: { token: string }) => ({ triedToken: params.token })),
    emitLoggedIn: emit({ type: 'login.succeeded' as const }),
    emitLoggedOut: emit({ type: 'session.ended' as const }),
    emitLoginRequired: emit({ type: 'login.required' as const }),
  },
}).createMachine({
  id: 'session',
  context: initialContext,
  initial: 'unauthenticated',
  on: {
    'tabs.conflict': '.blocked',
    // A heart's answer is taken wherever the session is: a partner choice opened while it saved
    // would otherwise drop it, and the heart would stay "saving" for good.
    'favorite.changed': {
      guard: { type: 'isFavoriteSaving', params: ({ event }) => event },
      actions: ['keepFavorite', { type: 'forgetFavoriteSaving', params: ({ event }) => event }],
    },
    'favorite.failed': {
      guard: { type: 'isFavoriteSaving', params: ({ event }) => event },
      actions: [{ type: 'forgetFavoriteSaving', params: ({ event }) => event }, { type: 'emitFavoriteFailed', params: ({ event }) => event }],
    },
  },
  states: {
    unauthenticated: {
      on: {
        'session.restore': { guard: 'isRestoreUntried', target: 'restoring', actions: 'keepRestoreTried' },
        'login.password': 'loggingIn',
        'login.token': {
          guard: { type: 'isTokenUntried', params: ({ event }) => event },
          target: 'loggingIn',
          actions: { type: 'keepTriedToken', params: ({ event }) => event },
        },
        // A screen behind the login was asked for: the login page says why it is shown.
        'login.required': { actions: 'emitLoginRequired' },
      },
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          { guard: { type: 'isPartnerChoiceNeeded', params: ({ event }) => event }, target: 'choosingPartner', actions: { type: 'keepAnswer', params: ({ event }) => event } },
          { target: 'authenticated', actions: { type: 'keepAnswer', params: ({ event }) => event } },
        ],
        // A failed restore is not an error to show: the guard sends the user to login.
        onError: { target: 'unauthenticated', actions: 'forgetSession' },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }): LoginInput =>
          event.type === 'login.token'
            ? { type: 'token', token: event.token }
            : event.type === 'login.password'
              ? { type: 'password', email: event.email, password: event.password }
              : { type: 'token', token: '' },
        onDone: [
          { guard: { type: 'isPartnerChoiceNeeded', params: ({ event }) => event }, target: 'choosingPartner', actions: { type: 'keepAnswer', params: ({ event }) => event } },
          { target: 'authenticated', actions: [{ type: 'keepAnswer', params: ({ event }) => event }, 'emitLoggedIn'] },
        ],
        onError: { target: 'unauthenticated', actions: { type: 'keepFailure', params: ({ event }) => event } },
      },
    },
    choosingPartner: {
      on: {
        'partner.choose': 'switchingPartner',
        'partner.cancel': { guard: 'hasChosenPartner', target: 'authenticated.booted' },
        'session.logout': 'loggingOut',
      },
    },
    switchingPartner: {
      tags: ['busy'],
      invoke: {
        id: 'choosePartner',
        src: 'choosePartner',
        input: ({ event }) => ({ partnerId: event.type === 'partner.choose' ? event.partnerId : 0 }),
        onDone: { target: 'authenticated', actions: [{ type: 'keepAnswer', params: ({ event }) => event }, 'forgetBoot', 'emitLoggedIn', 'emitPartnerChanged'] },
        onError: { target: 'choosingPartner', actions: { type: 'keepFailure', params: ({ event }) => event } },
      },
    },
    authenticated: {
      initial: 'booting',
      on: {
        'session.logout': '#session.loggingOut',
        'session.refreshed': { actions: { type: 'keepRefreshed', params: ({ event }) => event.answer } },
        'settings.changed': { actions: { type: 'keepRefreshed', params: ({ event }) => event } },
      },
      states: {
        booting: {
          type: 'parallel',
          onDone: 'booted',
          states: {
            catalog: bootRegion('loadCatalog', 'catalog'),
            products: bootRegion('loadProducts', 'products'),
            finishes: bootRegion('loadFinishes', 'finishes'),
            addresses: bootRegion('loadAddresses', 'addresses'),
            specs: {
              initial: 'checking',
              states: {
                checking: {
                  invoke: {
                    id: 'checkSpecs',
                    src: 'checkSpecs',
                    onDone: { target: 'checked', actions: { type: 'keepSpecsSeen', params: ({ event }) => ({ seen: event.output.seen_specs }) } },
                    // Not knowing is no reason to stop the boot: the flag stays true (no "new" badge).
                    onError: 'checked',
                  },
                },
                checked: { type: 'final' },
              },
            },
          },
        },
        bootFailed: { on: { 'boot.retry': 'booting' } },
        booted: {
          // "Ready!" shows for a moment; then the app goes on to the wanted page (src/app/flow-navigation.ts).
          after: { readyPause: { actions: 'emitBootCompleted' } },
          on: {
            'partner.switch': { guard: 'isPartnerAccount', target: '#session.choosingPartner' },
            'specs.downloaded': { actions: { type: 'keepSpecsSeen', params: { seen: true } } },
            // The heart in the selector: one save per product at a time, the answer from the saveFavorite child (see the root).
            'favorite.toggle': {
              guard: { type: 'isFavoriteIdle', params: ({ event }) => event },
              actions: { type: 'saveFavorite', params: ({ event }) => event },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'unauthenticated', actions: ['forgetSession', 'emitLoggedOut'] },
        onError: { target: 'unauthenticated', actions: ['forgetSession', 'emitLoggedOut'] },
      },
    },
    /** Another tab works for a different partner: this one stops (spec section 4). */
    blocked: {},
  },
});
