import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorLogic, type EventObject } from 'xstate';
import { sessionMachine, type SessionEmitted } from '../../machines/session.machine.js';
import { failureMessages, fieldErrorsOf } from '../../machines/session-errors.js';
import { withFavorite } from '../../machines/favorites.js';
import { product } from '../views/configure-support.js';
import { addresses, answerOf, catalog, customer, finishes, partnerAccount, partnerChosen, settings } from './session-fixtures.js';

/**
 * What a customer notices of the session, with every expectation written out by hand (the
 * model-based replays compare the machine with itself). Each actor answers at once with what
 * the test gives it: a value, or an error when it is `{ fails: ... }`.
 */
type Answer = unknown;
const fails = (error: unknown) => ({ fails: error });
const ok = (user = customer, status = 200) => ({ status, answer: answerOf(user) });
const boot = { loadCatalog: catalog, loadProducts: [], loadFinishes: finishes, loadAddresses: addresses, checkSpecs: { seen_specs: true } };

function session(answers: Record<string, Answer>, more: Record<string, AnyActorLogic> = {}) {
  const inputs: Record<string, unknown[]> = {};
  const actor = (id: string) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      (inputs[id] ??= []).push(input);
      const answer = answers[id];
      if (answer && typeof answer === 'object' && 'fails' in answer) throw (answer as { fails: unknown }).fails;
      return answer;
    });
  const ids = ['restoreSession', 'login', 'choosePartner', 'logout', ...Object.keys(boot)];
  const machine = sessionMachine.provide({ actors: { ...Object.fromEntries(ids.map((id) => [id, actor(id)])), ...more } as never });
  const emitted: SessionEmitted[] = [];
  /** Who is logged in: what the portal routes to the cart, lists and checkout. */
  const told: SessionEmitted[] = [];
  const running = createActor(machine);
  running.on('*', (event) => (['user.changed', 'login.succeeded', 'session.ended'].includes(event.type) ? told : emitted).push(event));
  running.start();
  return { actor: running, inputs, emitted, told, snapshot: () => running.getSnapshot(), settle: () => new Promise((resolve) => setImmediate(resolve)) };
}

async function bootedAs(extra: Record<string, Answer> = {}, more: Record<string, AnyActorLogic> = {}) {
  const s = session({ ...boot, login: ok(), ...extra }, more);
  s.actor.send({ type: 'login.token', token: 'abc' });
  await s.settle();
  return s;
}

describe('session: logging in', () => {
  it('sends the e-mail and password typed, or the token from the link, to the login call', async () => {
    const s = session({ ...boot, login: ok() });
    s.actor.send({ type: 'login.password', email: 'klant@example.nl', password: 'Drukwerk2026!' });
    expect(s.snapshot().hasTag('busy')).toBe(true);
    await s.settle();
    s.actor.send({ type: 'session.logout' });
    await s.settle();
    s.actor.send({ type: 'login.token', token: 'abc' });
    await s.settle();
    expect(s.inputs.login).toEqual([
      { type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!' },
      { type: 'token', token: 'abc' },
    ]);
  });

  it('keeps who logged in and their settings, boots their data and shows it', async () => {
    const s = await bootedAs();
    expect(s.snapshot().value).toEqual({ authenticated: 'booted' });
    expect(s.snapshot().context.user?.name).toBe('Karin de Klant');
    expect(s.snapshot().context.settings).toEqual(settings);
    expect(s.snapshot().context.catalog).toEqual(catalog);
    expect(s.snapshot().context.products).toEqual([]);
    expect(s.snapshot().context.finishes).toEqual(finishes);
    expect(s.snapshot().context.addresses).toEqual(addresses);
    expect(s.snapshot().context.errors).toEqual([]);
  });

  it('a refused login stays on the login page with the server message, and the next login clears it', async () => {
    const s = session({ ...boot, login: fails({ message: 'Deze gegevens zijn onjuist' }) });
    s.actor.send({ type: 'login.password', email: 'klant@example.nl', password: 'fout' });
    await s.settle();
    expect(s.snapshot().value).toBe('unauthenticated');
    expect(s.snapshot().context.errors).toEqual(['Deze gegevens zijn onjuist']);
    expect(s.snapshot().context.user).toBeNull();
  });

  it('a session that cannot be restored goes to login without an error to show', async () => {
    const s = session({ ...boot, restoreSession: fails(new Error('401')) });
    s.actor.send({ type: 'session.restore' });
    expect(s.snapshot().hasTag('busy')).toBe(true);
    await s.settle();
    expect(s.snapshot().value).toBe('unauthenticated');
    expect(s.snapshot().context.errors).toEqual([]);
  });

  it('a restored session boots like a login', async () => {
    const s = session({ ...boot, restoreSession: ok() });
    s.actor.send({ type: 'session.restore' });
    await s.settle();
    expect(s.snapshot().value).toEqual({ authenticated: 'booted' });
    expect(s.snapshot().context.user?.id).toBe(1);
  });
});

describe('session: partner accounts', () => {
  it('asks a partner account to choose a partner (206), then boots that partner and says so', async () => {
    const s = session({ ...boot, login: ok(partnerAccount, 206), choosePartner: ok(partnerChosen) });
    s.actor.send({ type: 'login.token', token: 'abc' });
    await s.settle();
    expect(s.snapshot().value).toBe('choosingPartner');
    s.actor.send({ type: 'partner.choose', partnerId: 20 });
    expect(s.snapshot().hasTag('busy')).toBe(true);
    await s.settle();
    expect(s.inputs.choosePartner).toEqual([{ partnerId: 20 }]);
    expect(s.snapshot().value).toEqual({ authenticated: 'booted' });
    expect(s.snapshot().context.user?.partner).toEqual({ id: 20, name: 'Sportclub Vooruit' });
    expect(s.emitted).toEqual([{ type: 'partner.changed', partnerId: 20 }]);
  });

  it('a 206 asks for a partner even when the account names one', async () => {
    const s = session({ ...boot, login: ok(partnerChosen, 206) });
    s.actor.send({ type: 'login.token', token: 'abc' });
    await s.settle();
    expect(s.snapshot().value).toBe('choosingPartner');
  });

  it('asks for a partner when a partner account has none, even on a 200', async () => {
    const s = session({ ...boot, restoreSession: ok(partnerAccount, 200) });
    s.actor.send({ type: 'session.restore' });
    await s.settle();
    expect(s.snapshot().value).toBe('choosingPartner');
    expect(s.snapshot().context.user?.name).toBe('Peter Partner');
  });

  it('cannot cancel the first choice, but can cancel a switch and keeps the partner it had', async () => {
    const s = session({ ...boot, login: ok(partnerChosen), choosePartner: ok(partnerChosen) });
    s.actor.send({ type: 'login.token', token: 'abc' });
    await s.settle();
    s.actor.send({ type: 'partner.switch' });
    expect(s.snapshot().value).toBe('choosingPartner');
    s.actor.send({ type: 'partner.cancel' });
    expect(s.snapshot().value).toEqual({ authenticated: 'booted' });
    expect(s.snapshot().context.catalog).toEqual(catalog);

    const first = session({ ...boot, login: ok(partnerAccount, 206) });
    first.actor.send({ type: 'login.token', token: 'abc' });
    await first.settle();
    first.actor.send({ type: 'partner.cancel' });
    expect(first.snapshot().value).toBe('choosingPartner');
  });

  it('a customer account cannot switch partner', async () => {
    const s = await bootedAs();
    s.actor.send({ type: 'partner.switch' });
    expect(s.snapshot().value).toEqual({ authenticated: 'booted' });
  });

  it('a refused partner choice stays on the choice with the message', async () => {
    const s = session({ ...boot, login: ok(partnerAccount, 206), choosePartner: fails({ message: 'Geen toegang' }) });
    s.actor.send({ type: 'login.token', token: 'abc' });
    await s.settle();
    s.actor.send({ type: 'partner.choose', partnerId: 21 });
    await s.settle();
    expect(s.snapshot().value).toBe('choosingPartner');
    expect(s.snapshot().context.errors).toEqual(['Geen toegang']);
    expect(s.emitted).toEqual([{ type: 'session.failed', messages: ['Geen toegang'] }]);
  });

  it('switching partner forgets the old partner data (and the specs badge) while the new one boots', async () => {
    const answers: Record<string, Answer> = { ...boot, login: ok(partnerChosen), choosePartner: ok(partnerChosen), checkSpecs: { seen_specs: false } };
    const s = session(answers);
    s.actor.send({ type: 'login.token', token: 'abc' });
    await s.settle();
    expect(s.snapshot().context.seenSpecs).toBe(false);
    answers.loadCatalog = new Promise(() => {});
    answers.checkSpecs = new Promise(() => {});
    s.actor.send({ type: 'partner.switch' });
    s.actor.send({ type: 'partner.choose', partnerId: 20 });
    await s.settle();
    expect(s.snapshot().matches({ authenticated: 'booting' })).toBe(true);
    expect(s.snapshot().context.catalog).toBeNull();
    expect(s.snapshot().context.seenSpecs).toBe(true);
    expect(s.emitted).toEqual([{ type: 'partner.changed', partnerId: 20 }]);
  });
});

describe('session: while logged in', () => {
  it('a refreshed session replaces the user and settings shown (session.refreshed)', async () => {
    const s = await bootedAs();
    const renamed = { ...customer, name: 'Karin Jansen' };
    const newSettings = { ...settings, pickup_default: true };
    s.actor.send({ type: 'session.refreshed', answer: { user: renamed, settings: newSettings, token: 'token-new' } });
    expect(s.snapshot().context.user?.name).toBe('Karin Jansen');
    expect(s.snapshot().context.settings?.pickup_default).toBe(true);
    expect(s.snapshot().value).toEqual({ authenticated: 'booted' });
  });

  it('downloading the specs takes the "new" badge away (specs.downloaded)', async () => {
    const s = await bootedAs({ checkSpecs: { seen_specs: false } });
    expect(s.snapshot().context.seenSpecs).toBe(false);
    s.actor.send({ type: 'specs.downloaded' });
    expect(s.snapshot().context.seenSpecs).toBe(true);
  });

  it('a failed specs check does not stop the boot and shows no badge', async () => {
    const s = await bootedAs({ checkSpecs: fails(new Error('down')) });
    expect(s.snapshot().value).toEqual({ authenticated: 'booted' });
    expect(s.snapshot().context.seenSpecs).toBe(true);
    expect(s.snapshot().context.errors).toEqual([]);
  });

  it.each(['loadCatalog', 'loadProducts', 'loadFinishes', 'loadAddresses'])('a failed %s stops the boot with its message; retry boots again', async (id) => {
    const answers: Record<string, Answer> = { ...boot, login: ok(), [id]: fails({ message: 'Server onbereikbaar' }) };
    const s = session(answers);
    s.actor.send({ type: 'login.token', token: 'abc' });
    await s.settle();
    expect(s.snapshot().value).toEqual({ authenticated: 'bootFailed' });
    expect(s.snapshot().context.errors).toEqual(['Server onbereikbaar']);
    answers[id] = (boot as Record<string, Answer>)[id];
    s.actor.send({ type: 'boot.retry' });
    await s.settle();
    expect(s.snapshot().value).toEqual({ authenticated: 'booted' });
  });

  it('logging out forgets the user and the data, also when the logout call fails', async () => {
    for (const logout of [undefined, fails(new Error('down'))]) {
      const s = await bootedAs({ logout });
      s.actor.send({ type: 'session.logout' });
      await s.settle();
      expect(s.snapshot().value).toBe('unauthenticated');
      expect(s.snapshot().context).toEqual({
        user: null, settings: null, seenSpecs: true, errors: [], catalog: null, products: null, finishes: null, addresses: null, savingFavorites: [],
        restoreTried: false, triedToken: 'abc',
      });
      expect(s.told.slice(-2)).toEqual([{ type: 'user.changed', user: null, settings: null }, { type: 'session.ended' }]);
    }
  });

  it('tells who logged in, once per login, and every change of their settings', async () => {
    const s = session({ ...boot, login: ok(customer) });
    s.actor.send({ type: 'login.token', token: 'abc' });
    await s.settle();
    expect(s.told).toEqual([{ type: 'user.changed', user: customer, settings }, { type: 'login.succeeded' }]);
    const zoomed = { ...settings, zoom_text: true };
    s.actor.send({ type: 'settings.changed', user: customer, settings: zoomed });
    expect(s.told.at(-1)).toEqual({ type: 'user.changed', user: customer, settings: zoomed });
    expect(s.snapshot().context.settings).toEqual(zoomed);
  });

  it('tries the stored session once per page, and a mailed link once', async () => {
    const s = session({ ...boot, restoreSession: fails({ status: 401 }), login: fails({ message: 'Verlopen' }) });
    s.actor.send({ type: 'session.restore' });
    await s.settle();
    s.actor.send({ type: 'session.restore' });
    expect(s.snapshot().value).toBe('unauthenticated');
    expect(s.inputs.restoreSession).toHaveLength(1);
    s.actor.send({ type: 'login.token', token: 'link-1' });
    await s.settle();
    s.actor.send({ type: 'login.token', token: 'link-1' });
    expect(s.snapshot().value).toBe('unauthenticated');
    s.actor.send({ type: 'login.token', token: 'link-2' });
    expect(s.snapshot().value).toBe('loggingIn');
    expect(s.inputs.login).toHaveLength(2);
  });

  it('asks the login page to say why it shows when a screen behind the login was asked for', () => {
    const s = session(boot);
    s.actor.send({ type: 'login.required' });
    expect(s.emitted).toEqual([{ type: 'login.required' }]);
  });

  it('another tab working for a different partner blocks this one, from any state', async () => {
    const s = await bootedAs();
    s.actor.send({ type: 'tabs.conflict' });
    expect(s.snapshot().value).toBe('blocked');
    s.actor.send({ type: 'session.logout' });
    expect(s.snapshot().value).toBe('blocked');
  });
});

describe('session: failure messages', () => {
  it('without the real calls provided, a login fails with a message naming the missing call', async () => {
    const actor = createActor(sessionMachine).start();
    actor.send({ type: 'login.token', token: 'abc' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().context.errors).toEqual(['actor login is not provided']);
    expect(sessionMachine.id).toBe('session');
  });

  it('reads schema issues, a message, a plain string, or says it is unknown', () => {
    expect(failureMessages({ issues: ['email Ongeldig', 'password Verplicht'] })).toEqual(['email Ongeldig', 'password Verplicht']);
    expect(failureMessages({ issues: [1], message: 'Fout' })).toEqual(['Fout']);
    expect(failureMessages({ issues: ['email Ongeldig', 1], message: 'Fout' })).toEqual(['Fout']);
    expect(failureMessages({ message: '' })).toEqual(['unknown_error']);
    expect(failureMessages({ message: 5 })).toEqual(['unknown_error']);
    expect(failureMessages('Geweigerd')).toEqual(['Geweigerd']);
    expect(failureMessages('')).toEqual(['unknown_error']);
    expect(failureMessages(null)).toEqual(['unknown_error']);
  });

  it('reads the field errors of a 422 only', () => {
    expect(fieldErrorsOf({ status: 422, body: { errors: { email: ['Ongeldig'] } } })).toEqual({ email: ['Ongeldig'] });
    expect(fieldErrorsOf({ status: 400, body: { errors: { email: ['Ongeldig'] } } })).toBeNull();
    expect(fieldErrorsOf({ status: 422, body: {} })).toBeNull();
    expect(fieldErrorsOf({ status: 422, body: { errors: 'x' } })).toBeNull();
    expect(fieldErrorsOf({ status: 422 })).toBeNull();
    expect(fieldErrorsOf(null)).toBeNull();
    expect(fieldErrorsOf('422')).toBeNull();
  });
});

describe('session: favourites', () => {
  const mesh = product({ id: 7, name: 'Mesh 270', is_favorite: false });
  const frontlit = product({ id: 8, name: 'Frontlit 510', is_favorite: false });
  const data = { catalog: { ...catalog, personal: [] }, products: [mesh, frontlit] };

  it('marks the product answered (not another) and puts it in the personal chapter sorted by name', () => {
    const once = withFavorite(data, 8, true);
    expect(once.products.map((item) => [item.id, item.is_favorite])).toEqual([[7, false], [8, true]]);
    expect(once.catalog.personal).toEqual([{ id: 8, name: 'Frontlit 510', product_id: 8, icon: null, children: [] }]);
    const mine = withFavorite(withFavorite(data, 7, true), 8, true);
    expect(mine.catalog.personal.map((node) => node.name)).toEqual(['Frontlit 510', 'Mesh 270']);
    expect(withFavorite(mine, 8, false).catalog.personal.map((node) => node.name)).toEqual(['Mesh 270']);
  });

  it('an unknown product leaves the data as it was', () => {
    expect(withFavorite(data, 99, true)).toEqual({ catalog: data.catalog, products: [mesh, frontlit] });
  });

  it('saves a pressed heart for its product, one save per product at a time, and keeps the answer', async () => {
    const saves: { productId: number; answer: (event: { type: string; productId: number; isFavorite?: boolean }) => void }[] = [];
    const saveFavorite = fromCallback<EventObject, { productId: number }>(({ input, sendBack }) => void saves.push({ productId: input.productId, answer: sendBack }));
    const s = await bootedAs({ loadCatalog: data.catalog, loadProducts: data.products }, { saveFavorite });
    s.actor.send({ type: 'favorite.toggle', productId: 8 });
    s.actor.send({ type: 'favorite.toggle', productId: 8 }); // pressed again while saving: no second call
    expect(saves.map((save) => save.productId)).toEqual([8]);
    expect(s.snapshot().context.savingFavorites).toEqual([8]);
    saves[0]!.answer({ type: 'favorite.changed', productId: 8, isFavorite: true });
    expect(s.snapshot().context.savingFavorites).toEqual([]);
    expect(s.snapshot().context.catalog!.personal.map((node) => node.name)).toEqual(['Frontlit 510']);
    s.actor.send({ type: 'favorite.toggle', productId: 7 });
    saves[1]!.answer({ type: 'favorite.failed', productId: 7 });
    expect(s.snapshot().context.catalog!.personal.map((node) => node.name)).toEqual(['Frontlit 510']);
    expect(s.snapshot().context.savingFavorites).toEqual([]);
    expect(s.emitted.at(-1)).toEqual({ type: 'favorite.failed', productId: 7 });
  });

  it('a save ends with its answer, also one that comes while a partner choice is open, and stops when its data is forgotten', async () => {
    const saves: { productId: number; answer: (event: { type: string; productId: number; isFavorite?: boolean }) => void }[] = [];
    const saveFavorite = fromCallback<EventObject, { productId: number }>(({ input, sendBack }) => void saves.push({ productId: input.productId, answer: sendBack }));
    const s = await bootedAs({ login: ok(partnerChosen), loadCatalog: data.catalog, loadProducts: data.products }, { saveFavorite });
    const saveChildren = () => Object.keys(s.snapshot().children).filter((id) => id.startsWith('saveFavorite'));
    s.actor.send({ type: 'favorite.toggle', productId: 8 });
    expect(saveChildren()).toHaveLength(1);
    s.actor.send({ type: 'partner.switch' });
    saves[0]!.answer({ type: 'favorite.changed', productId: 8, isFavorite: true });
    expect(saveChildren()).toEqual([]);
    s.actor.send({ type: 'partner.cancel' });
    // The heart is free again: it was not left "saving" by an answer the partner choice dropped.
    expect(s.snapshot().context.savingFavorites).toEqual([]);
    expect(s.snapshot().context.catalog!.personal.map((node) => node.name)).toEqual(['Frontlit 510']);
    s.actor.send({ type: 'favorite.toggle', productId: 7 });
    s.actor.send({ type: 'session.logout' });
    await s.settle();
    expect(saveChildren()).toEqual([]);
  });

  it('without the real save provided, a pressed heart fails at once and says so', async () => {
    const s = await bootedAs();
    s.actor.send({ type: 'favorite.toggle', productId: 7 });
    expect(s.snapshot().context.savingFavorites).toEqual([]);
    expect(s.emitted.at(-1)).toEqual({ type: 'favorite.failed', productId: 7 });
  });

  it('a fresh session shows no error', () => {
    expect(createActor(sessionMachine).start().getSnapshot().context.errors).toEqual([]);
  });
});
