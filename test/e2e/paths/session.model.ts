// The session machine's model for the browser paths: the events a customer and the server can
// give in each state, with the data the graph needs, and what a browser cannot do.
import { sessionMachine } from '../../../machines/session.machine.js';
import { answerLabel } from '../../support/generate-paths.js';
import { buildModel, type ModelEvent } from './support/model.js';

const customer = { id: 1, name: 'Karin de Klant', is_partner_account: false, partner: { id: 10, name: 'Bakkerij De Zon' }, lang: 'nl' };
const partners = [{ id: 20, name: 'Sportclub Vooruit' }, { id: 21, name: 'Festival Noorderlicht' }];
const partnerAccount = { id: 2, name: 'Peter Partner', is_partner_account: true, partner: null, partners, lang: 'en' };
const partnerChosen = { ...partnerAccount, partner: partners[0] };
const answer = (status: number, user: object) => ({ status, answer: { user, settings: { zoom_text: false }, token: 't' } });
const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: { message: 'failed' } });

const events: ModelEvent[] = [
  { type: 'session.restore' },
  { type: 'login.password' },
  { type: 'login.token' },
  { type: 'partner.choose', partnerId: 20 },
  { type: 'partner.switch' },
  { type: 'partner.cancel' },
  { type: 'boot.retry' },
  { type: 'specs.downloaded' },
  { type: 'favorite.toggle', productId: 1 },
  { type: 'favorite.changed', productId: 1, isFavorite: true },
  { type: 'favorite.failed', productId: 1 },
  { type: 'session.refreshed', answer: answer(200, customer).answer },
  { type: 'tabs.conflict' },
  { type: 'session.logout' },
  done('restoreSession', answer(200, customer)), done('restoreSession', answer(206, partnerAccount)), fail('restoreSession'),
  done('login', answer(200, customer)), done('login', answer(206, partnerAccount)), fail('login'),
  done('choosePartner', answer(200, partnerChosen)), fail('choosePartner'),
  done('loadCatalog', { personal: [] }), fail('loadCatalog'),
  done('loadProducts', []), fail('loadProducts'),
  done('loadFinishes', []), fail('loadFinishes'),
  done('loadAddresses', []), fail('loadAddresses'),
  done('checkSpecs', { seen_specs: false }), fail('checkSpecs'),
  done('logout', undefined), fail('logout'),
];

const RACE = 'a race between two tabs: this tab announces its partner only once booted, and the other tab would have to choose a different partner while this one waits on the server';

/**
 * Transitions a real browser against the real server cannot take (reported as such). Not
 * modelled at all: `tabs.conflict` before this tab booted for a chosen partner, since only such a tab
 * listens to the other tabs (src/features/session/actors/partner-tabs.ts).
 */
export const sessionUnreachable: Record<string, string> = {
  'switchingPartner -tabs.conflict-> blocked': RACE,
  'loggingOut -tabs.conflict-> blocked': RACE,
  'authenticated.booting -tabs.conflict-> blocked': RACE,
  'authenticated.bootFailed -tabs.conflict-> blocked': RACE,
  'choosingPartner -session.logout-> loggingOut': 'the partner dialog is modal and offers no logout (only the partners, and Cancel after a switch)',
  'authenticated.booting -session.logout-> loggingOut': 'the boot screen has no navbar, so no logout',
  'authenticated.bootFailed -session.logout-> loggingOut': 'the boot failure screen offers only "try again"',
  'authenticated.booting -session.refreshed-> (self)': 'a silent refresh needs an API call answered 401 token_expired while the boot calls run; the boot calls are made with the token of the login that just happened',
  'authenticated.bootFailed -session.refreshed-> (self)': 'the boot failure screen makes no API call until "try again", which boots again',
};

export const sessionModel = buildModel(sessionMachine, {
  // Another tab can only conflict with a tab that works for a chosen partner (a partner account).
  events: (snapshot) => {
    const { user } = snapshot.context as { user: { is_partner_account: boolean; partner: unknown } | null };
    return user?.is_partner_account && user.partner ? events : events.filter((event) => event.type !== 'tabs.conflict');
  },
  serialize: (snapshot) => {
    const { user } = snapshot.context as { user: { is_partner_account: boolean; partner: unknown } | null };
    const { savingFavorites } = snapshot.context as { savingFavorites: readonly number[] };
    return JSON.stringify([snapshot.value, user?.is_partner_account ?? null, user?.partner != null, savingFavorites.length > 0]);
  },
  unreachable: sessionUnreachable,
  // As the views layer names steps: "login ✓ 206", "loadCatalog ✗".
  label: (event) => answerLabel(event, (output) => String((output as { status?: number } | undefined)?.status ?? '')) ?? event.type,
});
