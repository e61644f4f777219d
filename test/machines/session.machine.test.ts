import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { READY_PAUSE_MS, sessionMachine, type SessionEmitted, type SessionEvent } from '../../machines/session.machine.js';
import { addresses, answerOf, catalog, customer, finishes, partnerAccount, partnerChosen } from './session-fixtures.js';
import { product } from '../views/configure-support.js';
import { everyEdge, sampleSimplePaths, shortestPathsToEveryState, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';

type Snapshot = SnapshotFrom<typeof sessionMachine>;
type AnyEvent = { type: string; output?: unknown; error?: unknown } & Record<string, unknown>;

/** One product, not yet a favourite: `favorite.changed` must put it in the personal chapter. */
const products = [product({ id: 7, name: 'Mesh 270', is_favorite: false })];

const READY_PAUSE_OVER = 'xstate.after.readyPause.session.authenticated.booted';
const failure = { message: 'Deze gegevens zijn onjuist' };
const done = (id: string, output: unknown): AnyEvent => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string): AnyEvent => ({ type: `xstate.error.actor.${id}`, error: failure });

/** Every event the model may take, with the answers the actors may give (the walker needs data). */
const events: AnyEvent[] = [
  { type: 'session.restore' },
  { type: 'login.password', email: 'klant@example.nl', password: 'Drukwerk2026!' },
  { type: 'login.token', token: 'abc' },
  { type: 'partner.choose', partnerId: 20 },
  { type: 'partner.switch' },
  { type: 'partner.cancel' },
  { type: 'boot.retry' },
  { type: 'specs.downloaded' },
  { type: 'favorite.toggle', productId: 7 },
  // What the saveFavorite child sends back (the test's child sends nothing itself).
  { type: 'favorite.changed', productId: 7, isFavorite: true },
  { type: 'favorite.failed', productId: 7 },
  { type: 'session.refreshed', answer: answerOf(customer) },
  // Saved settings or a confirmed address (the account, routed by the portal).
  { type: 'settings.changed', user: customer, settings: { ...answerOf(customer).settings, zoom_text: true } },
  // A screen behind the login was asked for while logged out.
  { type: 'login.required' },
  { type: 'tabs.conflict' },
  { type: 'session.logout' },
  done('restoreSession', { status: 200, answer: answerOf(customer) }),
  done('restoreSession', { status: 206, answer: answerOf(partnerAccount) }),
  fail('restoreSession'),
  done('login', { status: 200, answer: answerOf(customer) }),
  done('login', { status: 206, answer: answerOf(partnerAccount) }),
  fail('login'),
  done('choosePartner', { status: 200, answer: answerOf(partnerChosen) }),
  fail('choosePartner'),
  done('loadCatalog', catalog), fail('loadCatalog'),
  done('loadProducts', products), fail('loadProducts'),
  done('loadFinishes', finishes), fail('loadFinishes'),
  done('loadAddresses', addresses), fail('loadAddresses'),
  done('checkSpecs', { seen_specs: false }), fail('checkSpecs'),
  done('logout', undefined), fail('logout'),
  // The "Ready!" pause ends (a simulated clock moves on by READY_PAUSE_MS).
  { type: READY_PAUSE_OVER },
];

/** States are told apart by what a user notices: where we are, who is in, the badge, an error. */
function serializeState(snapshot: Snapshot): string {
  const { user, seenSpecs, errors, savingFavorites, restoreTried, triedToken } = snapshot.context;
  return JSON.stringify([snapshot.value, user?.id ?? null, user?.partner?.id ?? null, seenSpecs, errors.length > 0, savingFavorites, restoreTried, triedToken]);
}

/** The real machine with actors the test answers by hand, one pending call per actor id. */
function controllableSession(coverage?: PathCoverage) {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const fake = (id: string) =>
    fromPromise<never, unknown>(() => new Promise((resolve, reject) => pending.set(id, { resolve: resolve as (v: unknown) => void, reject })));
  const ids = ['restoreSession', 'login', 'choosePartner', 'logout', 'loadCatalog', 'loadProducts', 'loadFinishes', 'loadAddresses', 'checkSpecs'] as const;
  const actors = { ...Object.fromEntries(ids.map((id) => [id, fake(id)])), saveFavorite: fromCallback(() => undefined) };
  const clock = new SimulatedClock();
  const actor = createActor(sessionMachine.provide({ actors: actors as never }), { clock, ...(coverage ? { inspect: coverage.inspect } : {}) }).start();
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    actor,
    clock,
    emitted,
    async take(event: AnyEvent) {
      if (event.type === READY_PAUSE_OVER) {
        clock.increment(READY_PAUSE_MS);
        return settle();
      }
      const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
      if (!answer) {
        actor.send(event as SessionEvent);
        return settle();
      }
      const call = pending.get(answer[2]!);
      if (!call) throw new Error(`no pending call of ${answer[2]}`);
      pending.delete(answer[2]!);
      if (answer[1] === 'done') call.resolve(event.output);
      else call.reject(event.error);
      return settle();
    },
  };
}

/** What must hold in each state, whatever the path that led there. */
function checkInvariants(snapshot: Snapshot) {
  const { context } = snapshot;
  if (snapshot.matches('unauthenticated')) expect(context.user).toBeNull();
  if (snapshot.matches('choosingPartner')) expect(context.user?.is_partner_account).toBe(true);
  if (snapshot.matches({ authenticated: 'booted' })) {
    expect(context.catalog).not.toBeNull();
    expect(context.products).not.toBeNull();
    expect(context.finishes).not.toBeNull();
    expect(context.addresses).not.toBeNull();
    // A partner account is only ever booted for a chosen partner.
    expect(context.user?.partner).not.toBeNull();
    // The personal chapter is exactly the products marked favourite (after favorite.changed too).
    const favourites = context.products!.filter((candidate) => candidate.is_favorite).map((candidate) => candidate.id);
    expect(context.catalog!.personal.map((node) => node.product_id).sort()).toEqual(favourites.sort());
  }
  if (snapshot.matches({ authenticated: 'bootFailed' })) expect(context.errors).toEqual([failure.message]);
}

// createTestModel refuses machines that invoke actors, so the graph is walked by the path walker
// and each path is replayed on the real machine with actors answered by the test.
const traversal: Traversal<AnyEvent> = {
  events,
  serializeState: serializeState as never,
  // Only events the state answers: an actor's answer while that actor is not running cannot happen.
  filterEvents: (snapshot, event) => snapshot.can(event),
};
const shortest = shortestPathsToEveryState(sessionMachine, traversal);
const pathTo = new Map(shortest.map((path) => [serializeState(path.state as Snapshot), path]));
const allEdges = everyEdge(sessionMachine, traversal).map(({ key, source, event, target }) => ({ key, source: source as Snapshot, event, target: target as Snapshot }));

/** Which transitions of the machine's definition an edge takes: source node, event, guard outcome. */
function transitionSignature(edge: (typeof allEdges)[number]): string {
  const taken = sessionMachine.getTransitionData(edge.source, edge.event as SessionEvent);
  return JSON.stringify(taken.map((t) => [t.source.id, t.eventType, (t.target ?? []).map((node) => node.id)]));
}

/**
 * One edge per transition of the definition, reached by the shortest path: the parallel boot
 * regions would otherwise repeat each transition for every order in which the loads can finish.
 */
const edges = [...new Map(
  allEdges
    .map((edge) => ({ edge, length: pathTo.get(edge.key)?.steps.length ?? Infinity }))
    .sort((a, b) => a.length - b.length)
    .map(({ edge }) => [transitionSignature(edge), edge] as const)
    .reverse(),
).values()];


describe('session machine, model-based', () => {
  const coverage = trackCoverage(sessionMachine);
  it('has a shortest path to every state of the graph', () => {
    expect(shortest.length).toBe(pathTo.size);
  });

  it.each(edges.map((edge, index) => [index, edge.key, edge.event.type, edge] as const))(
    'transition %i: from %s on %s',
    async (_index, key, _type, edge) => {
      const path = pathTo.get(key);
      expect(path, `a path to ${key}`).toBeDefined();
      await replay([...path!.steps.map((step) => step.event as AnyEvent), edge.event]);
    },
  );

  /** Takes the events on the real machine; what must hold is written by hand (checkInvariants), the screens' paths are test/paths. */
  async function replay(steps: readonly AnyEvent[]) {
    const session = controllableSession(coverage);
    for (const event of steps) {
      await session.take(event);
      checkInvariants(session.actor.getSnapshot());
    }
    session.actor.stop();
  }

  // Besides one edge per transition: a seeded sample of other simple paths (other orders of the boot's loads).
  const sampled = sampleSimplePaths(sessionMachine, traversal).map(({ path, event }) => [...path.steps.map((step) => step.event as AnyEvent), event]);
  it.each(sampled.map((steps) => [steps.map((event) => event.type).join(' > '), steps] as const))('sampled: %s', async (_name, steps) => replay(steps));

  itTookEveryPath(coverage);
});

describe('session machine, favourites', () => {
  it('favorite.changed adds the product to the personal chapter and removes it again', async () => {
    const session = controllableSession();
    await session.take({ type: 'login.token', token: 'abc' });
    await session.take(done('login', { status: 200, answer: answerOf(customer) }));
    const other = product({ id: 8, name: 'Frontlit 510', is_favorite: true });
    await session.take(done('loadCatalog', { ...catalog, personal: [{ id: 8, name: 'Frontlit 510', product_id: 8, icon: null, children: [] }] }));
    await session.take(done('loadProducts', [...products, other]));
    for (const id of ['loadFinishes', 'loadAddresses']) await session.take(done(id, []));
    await session.take(done('checkSpecs', { seen_specs: true }));
    expect(session.actor.getSnapshot().matches({ authenticated: 'booted' })).toBe(true);
    const personal = () => session.actor.getSnapshot().context.catalog!.personal.map((node) => node.name);

    const saving = () => session.actor.getSnapshot().context.savingFavorites;

    // An answer nobody waits for changes nothing.
    await session.take({ type: 'favorite.changed', productId: 7, isFavorite: true });
    expect(personal()).toEqual(['Frontlit 510']);
    await session.take({ type: 'favorite.toggle', productId: 7 });
    expect(saving()).toEqual([7]);
    await session.take({ type: 'favorite.changed', productId: 7, isFavorite: true });
    expect(personal()).toEqual(['Frontlit 510', 'Mesh 270']);
    expect(saving()).toEqual([]);
    checkInvariants(session.actor.getSnapshot());
    await session.take({ type: 'favorite.toggle', productId: 8 });
    await session.take({ type: 'favorite.toggle', productId: 7 });
    expect(saving()).toEqual([8, 7]);
    await session.take({ type: 'favorite.changed', productId: 8, isFavorite: false });
    expect(personal()).toEqual(['Mesh 270']);
    expect(saving()).toEqual([7]);
    checkInvariants(session.actor.getSnapshot());
    // A failed save leaves the product as it was and frees its heart.
    await session.take({ type: 'favorite.failed', productId: 7 });
    expect(personal()).toEqual(['Mesh 270']);
    expect(saving()).toEqual([]);
    expect(session.emitted.at(-1)).toEqual({ type: 'favorite.failed', productId: 7 });
    await session.take({ type: 'favorite.toggle', productId: 7 });
    await session.take({ type: 'favorite.changed', productId: 7, isFavorite: false });
    expect(personal()).toEqual([]);
    checkInvariants(session.actor.getSnapshot());
    session.actor.stop();
  });
});

describe('session machine, the "Ready!" pause', () => {
  async function booted() {
    const session = controllableSession();
    await session.take({ type: 'login.token', token: 'abc' });
    await session.take(done('login', { status: 200, answer: answerOf(customer) }));
    for (const [id, output] of [['loadCatalog', catalog], ['loadProducts', products], ['loadFinishes', finishes], ['loadAddresses', addresses], ['checkSpecs', { seen_specs: true }]] as const) {
      await session.take(done(id, output));
    }
    expect(session.actor.getSnapshot().matches({ authenticated: 'booted' })).toBe(true);
    return session;
  }

  it('says the boot completed once "Ready!" has shown for its pause, not before, and once', async () => {
    const session = await booted();
    const completions = () => session.emitted.filter((event) => event.type === 'boot.completed');
    session.clock.increment(READY_PAUSE_MS - 1);
    expect(completions()).toEqual([]);
    session.clock.increment(1);
    expect(completions()).toEqual([{ type: 'boot.completed' }]);
    session.clock.increment(READY_PAUSE_MS * 10);
    expect(completions()).toEqual([{ type: 'boot.completed' }]);
    expect(session.actor.getSnapshot().matches({ authenticated: 'booted' })).toBe(true);
    session.actor.stop();
  });

  it('does not say so when the session leaves the boot during the pause (a logout)', async () => {
    const session = await booted();
    await session.take({ type: 'session.logout' });
    session.clock.increment(READY_PAUSE_MS);
    expect(session.emitted.filter((event) => event.type === 'boot.completed')).toEqual([]);
    session.actor.stop();
  });
});
