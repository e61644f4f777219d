import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, type InspectionEvent } from 'xstate';
import { sessionMachine, type SessionEvent } from '../../machines/session.machine.js';
import { sessionActors } from '../../src/features/session/actors/session-actors.js';
import type { AppServices, SessionActor } from '../../src/app/create-actors.js';
import { ACTIVE_PARTNER_KEY } from '../../src/features/session/actors/partner-tabs.js';
import { createAppServices } from '../../src/app/create-actors.js';
import { followSession } from '../../src/app/flow-navigation.js';
import { createApiClient } from '../../src/shared/api-client/client.js';
import type { Catalog } from '../../src/domain/catalog.js';
import type { LoginAnswer, User } from '../../src/domain/session.js';
import { answerOf, catalog, customer, partnerAccount, partnerChosen } from '../machines/session-fixtures.js';
import { fakeApis } from '../views/support/render-app.js';
import { product } from '../views/configure-support.js';
import { answerLabel, describePaths, done, edgeActions, failed, networkEdge, type NetworkEdge } from './support/harness.js';
import { memoryRouter, renderRouter } from './support/shop-app.js';

// The session's screens: login modal, partner choice, boot screen, navbar account menu, tab guard.
// Users speak Dutch here so the checks read one language (the language switch has its own tests).
const partner: User = { ...partnerAccount, lang: 'nl' };
const chosen: User = { ...partnerChosen, lang: 'nl' };
const renamed: User = { ...customer, name: 'Karin van Dijk' };
const products = [product({ id: 7, name: 'Mesh 270', is_favorite: false })];
const shopCatalog: Catalog = {
  ...catalog,
  catalog: [{ id: 10, name: 'Spandoeken', product_id: null, icon: null, children: [{ id: 11, name: 'Mesh 270', product_id: 7, icon: null, children: [] }] }],
};
const refusal = new Error('Deze gegevens zijn onjuist');

const ACTORS = ['restoreSession', 'login', 'choosePartner', 'logout', 'loadCatalog', 'loadProducts', 'loadFinishes', 'loadAddresses', 'checkSpecs'] as const;
const BOOT = ['loadCatalog', 'loadProducts', 'loadFinishes', 'loadAddresses', 'checkSpecs'] as const;

type ModelEvent = EventObject & Record<string, unknown>;

const events: ModelEvent[] = [
  { type: 'session.restore' },
  { type: 'login.password', email: 'klant@example.nl', password: 'Drukwerk2026!' },
  { type: 'login.token', token: 'abc123' },
  { type: 'partner.choose', partnerId: 20 },
  { type: 'partner.switch' },
  { type: 'partner.cancel' },
  { type: 'boot.retry' },
  { type: 'specs.downloaded' },
  { type: 'favorite.toggle', productId: 7 },
  { type: 'favorite.changed', productId: 7, isFavorite: true },
  { type: 'favorite.failed', productId: 7 },
  { type: 'session.refreshed', answer: answerOf(renamed) },
  // Saved settings (the account's answer, routed by the portal): the same user, renamed.
  { type: 'settings.changed', user: renamed, settings: answerOf(renamed).settings },
  { type: 'tabs.conflict' },
  { type: 'session.logout' },
  done('restoreSession', { status: 200, answer: answerOf(customer) }),
  done('restoreSession', { status: 206, answer: answerOf(partner) }),
  failed('restoreSession', refusal),
  done('login', { status: 200, answer: answerOf(customer) }),
  done('login', { status: 206, answer: answerOf(partner) }),
  failed('login', refusal),
  done('choosePartner', { status: 200, answer: answerOf(chosen) }),
  failed('choosePartner', refusal),
  done('loadCatalog', shopCatalog), failed('loadCatalog', refusal),
  done('loadProducts', products), failed('loadProducts', refusal),
  done('loadFinishes', []), failed('loadFinishes', refusal),
  done('loadAddresses', []), failed('loadAddresses', refusal),
  done('checkSpecs', { seen_specs: false }), failed('checkSpecs', refusal),
  done('logout', undefined), failed('logout', refusal),
];

/** What the customer should see, kept by the path's steps (a tiny hand-written oracle). */
interface Expected {
  /** Logged in by the last answer (login, restore, partner choice); out after any logout answer. */
  loggedIn: boolean;
  name: string;
  specsNew: boolean;
  /** Mesh 270 was marked favourite: the selector shows the personal chapter. */
  favourite: boolean;
  /** Its heart was pressed and POST /favorite has not answered: the heart is busy. */
  savingFavourite: boolean;
  /** The customer went to the product selector (its chapters show). */
  onSelector: boolean;
  /** Mesh 270's info panel (with its heart) is open: the customer hovered its row. */
  infoOpen: boolean;
  error: string | null;
}

interface SessionWorld {
  edge: NetworkEdge;
  server: ShopServer;
  session: SessionActor;
  portal: AppServices['portal'];
  navigate: (href: string) => void;
  /** POST /favorite of the heart pressed last, held until the path answers it. */
  favouriteCall: { resolve: (isFavorite: boolean) => void; reject: (error: Error) => void } | null;
  expected: Expected;
  user: ReturnType<typeof userEvent.setup>;
  stop: () => void;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server behind the shop's client: every call is answered (its POST /favorite with the
 * product's new state). Once told the token expired, it refuses the next call (401
 * token_expired) and answers the client's refresh with the session it has now.
 */
function shopServer() {
  const state: { renewed: LoginAnswer | null; refreshes: number; settings: unknown } = { renewed: null, refreshes: 0, settings: null };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { pathname } = new URL(new Request(input, init).url);
    if (pathname.endsWith('/auth/refresh')) {
      state.refreshes += 1;
      const answer = state.renewed;
      state.renewed = null;
      return answer ? json(answer) : json({ message: 'no session' }, 401);
    }
    if (state.renewed) return json({ message: 'token_expired' }, 401);
    if (pathname.endsWith('/settings') && state.settings) return json(state.settings);
    return json({ message: true });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    /** What PUT /settings answers: the saved user and settings. */
    answerSettings: (answer: unknown) => {
      state.settings = answer;
    },
    expireToken: (renewed: LoginAnswer) => {
      state.renewed = renewed;
    },
    get refreshes() {
      return state.refreshes;
    },
  };
}
type ShopServer = ReturnType<typeof shopServer>;

async function renderSession(inspect: (event: InspectionEvent) => void): Promise<SessionWorld> {
  const edge = networkEdge();
  const apis = fakeApis();
  URL.createObjectURL = vi.fn(() => 'blob:specs');
  URL.revokeObjectURL = vi.fn();
  const held: { call: SessionWorld['favouriteCall'] } = { call: null };
  // The real saveFavorite actor over a POST /favorite the path answers (held like the edge's calls).
  const toggleFavorite = () => new Promise<boolean>((resolve, reject) => (held.call = { resolve, reject }));
  const { saveFavorite } = sessionActors(apis.auth, { ...apis.catalog, toggleFavorite });
  const server = shopServer();
  // The shop's client (favourites, lists), with its silent refresh wired as src/app/create-actors.ts does.
  const refreshed: { session: SessionActor | null } = { session: null };
  const api = createApiClient({
    prefixUrl: 'http://paths.test/api/v1',
    fetch: server.fetch,
    onRefreshed: (answer) => refreshed.session?.send({ type: 'session.refreshed', answer }),
  });
  const sessionLogic = sessionMachine.provide({ actors: { ...Object.fromEntries(ACTORS.map((id) => [id, edge.actor(id)])), saveFavorite } as never });
  // As src/main.tsx does: the portal runs the session (its toasts, the other tabs' watch) and the shop.
  const services = createAppServices({ api, auth: apis.auth, catalog: apis.catalog, inspect, sessionLogic });
  refreshed.session = services.session;
  const session = services.session;
  const router = memoryRouter(services, '/login');
  // As src/main.tsx does: the session's outcomes (login -> boot screen -> wanted page) move the router.
  followSession(session, router);
  renderRouter(services, router, inspect);
  // The first render loads the lazy route modules: give it time once.
  await screen.findByRole('dialog', { name: 'Inloggen' }, { timeout: 15_000 });
  return {
    edge,
    server,
    session,
    portal: services.portal,
    navigate: (href) => void router.history.push(href),
    get favouriteCall() {
      return held.call;
    },
    expected: { loggedIn: false, name: '', specsNew: false, favourite: false, savingFavourite: false, onSelector: false, infoOpen: false, error: null },
    user: userEvent.setup(),
    stop: () => services.portal.stop(),
  };
}

// After "Klaar!" (READY_PAUSE_MS) the wanted page loads its lazy modules: on a loaded 2-core machine that took over 3 s.
const accountButton = (name: string) => screen.findByRole('button', { name: new RegExp(`Ingelogd als ${name}`) });

async function openAccountMenu(world: SessionWorld) {
  await world.user.click(await accountButton(world.expected.name));
}

/** Only the answer of the first boot call still running: the boot's regions answer in one order. */
function isNextBootAnswer(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const match = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type);
  const index = match ? BOOT.indexOf(match[1] as (typeof BOOT)[number]) : -1;
  if (index < 0) return true;
  const regions = ['catalog', 'products', 'finishes', 'addresses', 'specs'];
  const running = regions.findIndex((region) => snapshot.matches({ authenticated: { booting: { [region]: region === 'specs' ? 'checking' : 'loading' } } }));
  return running === index;
}

const answered = (output: unknown) => String((output as { status?: number } | undefined)?.status ?? '');

const keepUser = (world: SessionWorld, user: User) => {
  world.expected.loggedIn = true;
  world.expected.name = user.name;
  world.expected.error = null;
};

const isBusyLogin = async () =>
  waitFor(() => {
    const pending = screen.queryByText('Bezig met inloggen…');
    const button = screen.queryByRole('button', { name: /Inloggen/ });
    expect(pending ?? button?.getAttribute('aria-disabled') ?? button?.hasAttribute('disabled') ? true : null).toBeTruthy();
    if (!pending) expect(button!.hasAttribute('disabled') || button!.getAttribute('aria-disabled') === 'true' || button!.hasAttribute('data-pending')).toBe(true);
  });

const bootScreen = () => waitFor(() => expect(screen.getByRole('progressbar', { name: 'Bezig met laden' })).toBeTruthy());
const bootCall = (id: string, running: boolean) => async (world: SessionWorld) => {
  await bootScreen();
  expect(world.edge.isPending(id), `${id} ${running ? 'running' : 'answered'}`).toBe(running);
};

describePaths<SessionWorld, ModelEvent>({
  machine: sessionMachine,
  events,
  serializeState: (snapshot) => {
    const { user, seenSpecs } = snapshot.context;
    return JSON.stringify([snapshot.value, user?.id ?? null, user?.partner?.id ?? null, user?.name ?? null, seenSpecs, snapshot.context.savingFavorites]);
  },
  filterEvents: (snapshot, event) => {
    if (!snapshot.can(event as SessionEvent)) return false;
    // The tab guard only speaks for a booted tab; logout and the switch live in the account menu.
    if (['tabs.conflict', 'session.refreshed', 'settings.changed', 'favorite.toggle', 'favorite.changed', 'favorite.failed'].includes(event.type)) return snapshot.matches({ authenticated: 'booted' });
    // Logout: the account menu when booted, the partner choice right after login.
    if (event.type === 'session.logout') return snapshot.matches({ authenticated: 'booted' }) || snapshot.matches('choosingPartner');
    return isNextBootAnswer(snapshot, event);
  },
  label: (event) => answerLabel(event, answered) ?? event.type,
  offers: {
    'session.logout': ['session.authenticated.booted', 'session.choosingPartner'],
    'partner.choose': ['session.choosingPartner'],
    'boot.retry': ['session.authenticated.bootFailed'],
  },
  render: renderSession as never,
  actions: {
    ...edgeActions<SessionWorld>(ACTORS),
    'xstate.done.actor.login': async (world, event) => {
      const { answer } = (event as unknown as { output: { answer: { user: User } } }).output;
      keepUser(world, answer.user);
      await world.edge.resolve('login', (event as { output?: unknown }).output);
    },
    'xstate.done.actor.restoreSession': async (world, event) => {
      keepUser(world, (event as unknown as { output: { answer: { user: User } } }).output.answer.user);
      await world.edge.resolve('restoreSession', (event as { output?: unknown }).output);
    },
    'xstate.done.actor.choosePartner': async (world, event) => {
      keepUser(world, (event as unknown as { output: { answer: { user: User } } }).output.answer.user);
      await world.edge.resolve('choosePartner', (event as { output?: unknown }).output);
    },
    'xstate.done.actor.checkSpecs': async (world, event) => {
      world.expected.specsNew = !(event as unknown as { output: { seen_specs: boolean } }).output.seen_specs;
      await world.edge.resolve('checkSpecs', (event as { output?: unknown }).output);
    },
    ...Object.fromEntries(['loadCatalog', 'loadProducts', 'loadFinishes', 'loadAddresses'].map((id) => [
      `xstate.error.actor.${id}`,
      async (world: SessionWorld, event: EventObject) => {
        world.expected.error = refusal.message;
        await world.edge.reject(id, (event as { error?: unknown }).error);
      },
    ])),
    // Whatever the server says to a logout, this browser is logged out (spec section 4).
    'xstate.done.actor.logout': async (world) => {
      world.expected.loggedIn = false;
      await world.edge.resolve('logout', undefined);
    },
    'xstate.error.actor.logout': async (world, event) => {
      world.expected.loggedIn = false;
      await world.edge.reject('logout', (event as { error?: unknown }).error);
    },
    'xstate.error.actor.login': async (world, event) => {
      world.expected.error = refusal.message;
      await world.edge.reject('login', (event as { error?: unknown }).error);
    },
    'xstate.error.actor.choosePartner': async (world, event) => {
      world.expected.error = refusal.message;
      await world.edge.reject('choosePartner', (event as { error?: unknown }).error);
    },
    // A visitor opens the app: the guard asks the server whether the refresh cookie still holds.
    'session.restore': async (world) => {
      world.navigate('/');
    },
    'login.password': async (world, event) => {
      const { email, password } = event as Extract<SessionEvent, { type: 'login.password' }>;
      await world.user.type(await screen.findByLabelText('E-mailadres'), email);
      await world.user.type(screen.getByLabelText('Wachtwoord'), `${password}{Enter}`);
      await waitFor(() => expect(world.edge.calls('login').at(-1)).toEqual({ type: 'password', email, password }));
    },
    // The link in an e-mail: /login?token=...
    'login.token': async (world, event) => {
      world.navigate(`/login?token=${(event as Extract<SessionEvent, { type: 'login.token' }>).token}`);
      await waitFor(() => expect(world.edge.calls('login').at(-1)).toEqual({ type: 'token', token: 'abc123' }));
    },
    'partner.choose': async (world) => {
      await world.user.click(await screen.findByRole('button', { name: 'Sportclub Vooruit' }));
      await waitFor(() => expect(world.edge.calls('choosePartner').at(-1)).toEqual({ partnerId: 20 }));
    },
    'partner.switch': async (world) => {
      await openAccountMenu(world);
      await world.user.click(await screen.findByRole('menuitem', { name: 'Wissel van partner' }));
    },
    'partner.cancel': async (world) => {
      await world.user.click(await screen.findByRole('button', { name: 'Annuleren' }));
    },
    'boot.retry': async (world) => {
      world.expected.error = null;
      await world.user.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    },
    'specs.downloaded': async (world) => {
      await openAccountMenu(world);
      await world.user.click(await screen.findByRole('menuitem', { name: /Specificaties downloaden/ }));
      world.expected.specsNew = false;
    },
    // The heart on a product in the selector: busy until POST /favorite answers.
    'favorite.toggle': async (world) => {
      world.navigate('/selector/catalog');
      // A product is a row of the selector's tree: its info panel opens after hovering a moment.
      const row = await screen.findByRole('row', { name: 'Mesh 270' });
      await world.user.hover(row.querySelector<HTMLElement>('.pp-leaf')!);
      const panel = await screen.findByRole('region', { name: 'Informatie over Mesh 270' });
      // user-event moves the pointer onto the heart with a pointerout that has no relatedTarget, which
      // React reads as leaving the window: the row's pointerleave would close the panel before the
      // press (a browser names the heart as relatedTarget and keeps the panel). Click it in place.
      fireEvent.click(within(panel).getByRole('button', { name: 'Favoriet: Mesh 270' }));
      await waitFor(() => expect(world.favouriteCall).not.toBeNull());
      Object.assign(world.expected, { savingFavourite: true, onSelector: true, infoOpen: true });
    },
    // The server answers: Mesh 270 is a favourite, the personal chapter gains it.
    'favorite.changed': async (world, event) => {
      world.favouriteCall!.resolve((event as Extract<SessionEvent, { type: 'favorite.changed' }>).isFavorite);
      world.expected.favourite = true;
      world.expected.savingFavourite = false;
    },
    // The call failed: the heart stays as it was and a toast says so.
    'favorite.failed': async (world) => {
      world.favouriteCall!.reject(new Error('offline'));
      world.expected.savingFavourite = false;
      await waitFor(() => expect(document.querySelector('.pp-toast')?.textContent ?? '').toContain('De favoriet kon niet worden opgeslagen'));
    },
    // The customer opens their orders (a call of the shop); the token expired meanwhile: the server
    // refuses the call, the API client refreshes, and the refresh names the user anew.
    'session.refreshed': async (world, event) => {
      const { answer } = event as Extract<SessionEvent, { type: 'session.refreshed' }>;
      const refreshes = world.server.refreshes;
      world.server.expireToken(answer);
      await world.user.click(screen.getAllByRole('link', { name: 'Orders' })[0]!);
      await waitFor(() => expect(world.server.refreshes, 'a silent refresh').toBe(refreshes + 1));
      world.expected.name = answer.user.name;
    },
    // The customer saves a new name in the settings screen (its account actor emits `settings.saved`);
    // the portal tells the session.
    'settings.changed': async (world, event) => {
      const { user, settings } = event as Extract<SessionEvent, { type: 'settings.changed' }>;
      world.server.answerSettings({ user, settings });
      world.navigate('/settings');
      const name = await screen.findByRole('textbox', { name: 'Naam' });
      await world.user.clear(name);
      await world.user.type(name, user.name);
      await world.user.click(screen.getByRole('button', { name: 'Opslaan' }));
      await screen.findByText('Instellingen opgeslagen');
      Object.assign(world.expected, { name: user.name, onSelector: false, infoOpen: false });
    },
    // Another tab chose a different partner (it writes the shared localStorage key).
    'tabs.conflict': async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_PARTNER_KEY, newValue: '99:99' }));
    },
    'session.logout': async (world) => {
      const choosing = screen.queryByRole('dialog', { name: 'Kies een partner' });
      if (choosing) return world.user.click(within(choosing).getByRole('button', { name: 'Uitloggen' }));
      await openAccountMenu(world);
      await world.user.click(await screen.findByRole('menuitem', { name: 'Uitloggen' }));
    },
  },
  checks: {
    'session.unauthenticated': async (world) => {
      expect(world.expected.loggedIn, 'the customer expects to be logged in').toBe(false);
      const dialog = await screen.findByRole('dialog', { name: 'Inloggen' });
      expect(within(dialog).getByLabelText('E-mailadres')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Ingelogd als/ })).toBeNull();
      if (world.expected.error) {
        await waitFor(() => expect(document.querySelector('.pp-toast')?.textContent ?? '').toContain(world.expected.error!));
      }
    },
    'session.restoring': async () => {
      await screen.findByRole('dialog', { name: 'Inloggen' });
      await isBusyLogin();
    },
    'session.loggingIn': async () => {
      await isBusyLogin();
    },
    'session.choosingPartner': async (world) => {
      const dialog = await screen.findByRole('dialog', { name: 'Kies een partner' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sportclub Vooruit' }).hasAttribute('disabled')).toBe(false));
      expect(within(dialog).getByRole('button', { name: 'Festival Noorderlicht' })).toBeTruthy();
      if (world.expected.error) await waitFor(() => expect(document.querySelector('.pp-toast')?.textContent ?? '').toContain(world.expected.error!));
    },
    'session.switchingPartner': async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Kies een partner' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sportclub Vooruit' }).hasAttribute('disabled')).toBe(true));
    },
    'session.authenticated': async (world) => {
      expect(world.expected.loggedIn, 'the customer expects to be logged out').toBe(true);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inloggen' })).toBeNull());
    },
    'session.authenticated.booting': bootScreen as never,
    'session.authenticated.booting.catalog': bootScreen as never,
    'session.authenticated.booting.catalog.loading': bootCall('loadCatalog', true),
    'session.authenticated.booting.catalog.loaded': bootCall('loadCatalog', false),
    'session.authenticated.booting.products': bootScreen as never,
    'session.authenticated.booting.products.loading': bootCall('loadProducts', true),
    'session.authenticated.booting.products.loaded': bootCall('loadProducts', false),
    'session.authenticated.booting.finishes': bootScreen as never,
    'session.authenticated.booting.finishes.loading': bootCall('loadFinishes', true),
    'session.authenticated.booting.finishes.loaded': bootCall('loadFinishes', false),
    'session.authenticated.booting.addresses': bootScreen as never,
    'session.authenticated.booting.addresses.loading': bootCall('loadAddresses', true),
    'session.authenticated.booting.addresses.loaded': bootCall('loadAddresses', false),
    'session.authenticated.booting.specs': bootScreen as never,
    'session.authenticated.booting.specs.checking': bootCall('checkSpecs', true),
    'session.authenticated.booting.specs.checked': bootCall('checkSpecs', false),
    'session.authenticated.bootFailed': async (world) => {
      // Only a failed load stops the boot; a failed specs check does not (spec section 4).
      expect(world.expected.error, 'a boot load that failed').not.toBeNull();
      const alert = (await screen.findByText('Het laden van uw gegevens is mislukt.')).closest('[role="alert"]')!;
      expect(alert.textContent).toContain(world.expected.error ?? '');
      expect(within(alert as HTMLElement).getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
    },
    'session.authenticated.booted': async (world) => {
      const account = await accountButton(world.expected.name);
      // The "new" mark on the specifications until they are downloaded (spec section 4).
      expect(account.textContent?.includes('nieuwe specificaties')).toBe(world.expected.specsNew);
      expect(screen.queryByRole('progressbar', { name: 'Bezig met laden' })).toBeNull();
      // The selector's chapters (where the customer went to mark a favourite): the personal one
      // ("Mijn assortiment") once Mesh 270 is a favourite.
      const chapters = await waitFor(() => {
        const found = screen.queryByRole('navigation', { name: 'Hoofdstukken' });
        expect(found !== null, 'the selector\'s chapters').toBe(world.expected.onSelector);
        return found;
      });
      if (world.expected.onSelector) await waitFor(() => expect(within(chapters!).queryByRole('option', { name: 'Mijn assortiment' }) !== null, 'the personal chapter').toBe(world.expected.favourite));
      // The heart, while its panel is open, is pending until POST /favorite answers.
      const heart = await waitFor(() => {
        const found = screen.queryByRole('button', { name: 'Favoriet: Mesh 270' });
        expect(found !== null, 'the heart in the info panel').toBe(world.expected.infoOpen);
        return found;
      });
      if (world.expected.infoOpen) await waitFor(() => expect(heart!.hasAttribute('data-pending'), 'heart pending').toBe(world.expected.savingFavourite));
    },
    'session.loggingOut': async (world) => {
      await waitFor(() => expect(world.edge.isPending('logout')).toBe(true));
    },
    'session.blocked': async () => {
      expect(await screen.findByText('Meerdere tabbladen met verschillende partners, sluit dit venster.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Ingelogd als/ })).toBeNull();
    },
  },
});
