import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, InspectionEvent } from 'xstate';
import { accountMachine } from '../../machines/account.machine.js';
import { followShop } from '../../src/app/flow-navigation.js';
import { answerLabel, describePaths, done, failed } from './support/harness.js';
import { expectToast, isDisabled, renderShop, toastTexts, type ShopWorld } from './support/shop-app.js';

// /settings with the real account and session machines for a booted customer (klant@example.nl):
// PUT /settings and POST /settings/email wait at the http edge; the mailed link is opened by
// going to /settings?email_token=...
const REQUESTED = 'karin@nieuw.example.nl';
const CONFIRMED = 'karin@bevestigd.example.nl';
const typed = (changes: Record<string, unknown> = {}) => ({ name: 'Karin Jansen', email: 'klant@example.nl', current_password: '', ...changes });
const refused = (errors: Record<string, string[]>) => Object.assign(new Error('invalid'), { status: 422, body: { message: 'The given data was invalid.', errors } });

type ModelEvent = EventObject & Record<string, unknown>;
const save = (changes: Record<string, unknown> = {}) => ({
  type: 'settings.save',
  currentEmail: 'klant@example.nl',
  input: { ...typed(changes), phone: '0201234567', lang: 'nl', approve_pdf: false, pickup_default: false, zoom_text: false, default_address_id: null },
});
const events: ModelEvent[] = [
  save(),
  save({ name: '' }),
  save({ email: REQUESTED }),
  save({ email: REQUESTED, current_password: 'Drukwerk2026!' }),
  { type: 'email.confirm', token: 'link-a' },
  { type: 'email.confirm', token: 'link-b' },
  { type: 'settings.open' },
  done('saveSettings', 'saved'),
  failed('saveSettings', refused({ email: ['Dit e-mailadres is al in gebruik.'] })),
  failed('saveSettings', new Error('server_error')),
  done('confirmEmail', 'confirmed'),
  failed('confirmEmail', new Error('Deze link is ongeldig of verlopen; vraag een nieuwe link aan.')),
];

/** What the customer should see, kept by the path's steps (a tiny hand-written oracle). */
interface Expected {
  toast: string | null;
  /** The login address (changes only once a mailed link is confirmed). */
  email: string;
  /** The new address the last save asked for (null: none). */
  requested: string | null;
  /** Field label -> the error under it, after a refusal. */
  errors: Record<string, string>;
  /** The form the last good save sent. */
  sent: Record<string, unknown> | null;
}

interface AccountWorld extends ShopWorld {
  expected: Expected;
}

async function renderAccount(inspect: (event: InspectionEvent) => void): Promise<AccountWorld> {
  const world = await renderShop(inspect, {
    start: '/settings',
    ready: () => screen.findByRole('textbox', { name: 'Naam' }, { timeout: 15_000 }),
    held: ['settings', 'settings/email'],
    follow: (services, router) => followShop(services, router),
  });
  return { ...world, expected: { toast: null, email: 'klant@example.nl', requested: null, errors: {}, sent: null } };
}

/** Every action starts with no toasts, so a state's check sees only what its step caused. */
function step(action: (world: AccountWorld, event: ModelEvent) => Promise<void>) {
  return async (world: AccountWorld, event: ModelEvent) => {
    world.services.toasts.queue.clear();
    world.expected.toast = null;
    await action(world, event);
  };
}

const saveButton = () => screen.findByRole('button', { name: /^(Opslaan|Bezig met opslaan…)$/ });
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const currentUser = (world: AccountWorld) => world.services.session.getSnapshot().context.user!;
const currentSettings = (world: AccountWorld) => world.services.session.getSnapshot().context.settings!;

/** The form on /settings, ready to save: the errors expected under their fields, none elsewhere. */
async function formShown(world: AccountWorld, errors: Record<string, string> = {}) {
  await waitFor(() => expect(world.path()).toBe('/settings'));
  const button = await saveButton();
  await waitFor(() => expect(button.textContent).toBe('Opslaan'));
  expect(isDisabled(button)).toBe(false);
  for (const label of ['Naam', 'E-mailadres', 'Telefoon']) {
    const error = errors[label];
    await waitFor(() => expect(field(label).getAttribute('aria-invalid')).toBe(error ? 'true' : null));
    if (error) expect(screen.getByText(error)).toBeTruthy();
  }
  const password = screen.queryByLabelText('Huidig wachtwoord');
  if (errors['Huidig wachtwoord']) {
    expect(password?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(errors['Huidig wachtwoord'])).toBeTruthy();
  } else if (password) {
    expect(password.getAttribute('aria-invalid')).toBeNull();
  }
  expect(world.edge.isWaiting('settings')).toBe(false);
  expect(world.edge.isWaiting('settings/email')).toBe(false);
  if (world.expected.toast) await expectToast(world.expected.toast);
  else expect(toastTexts()).toEqual([]);
}

async function replaceText(world: AccountWorld, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await world.user.clear(input);
  if (text) await world.user.type(input, text);
}

describePaths<AccountWorld, ModelEvent>({
  machine: accountMachine,
  events,
  label: (event) =>
    answerLabel(event, (output) => String(output)) ??
    (event.type === 'settings.save'
      ? `settings.save ${JSON.stringify(Object.fromEntries(Object.entries(event.input as object).filter(([key]) => ['name', 'email', 'current_password'].includes(key))))}`
      : event.type === 'email.confirm' ? `email.confirm ${String(event.token)}` : event.type),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.token]),
  serializeEvent: (event) => JSON.stringify(event.type.startsWith('xstate.error') ? { type: event.type, error: (event.error as { body?: object; message: string }).body ?? (event.error as Error).message } : event),
  offers: {
    'settings.save': ['account.invalid', 'account.saved', 'account.failed'],
    'email.confirm': ['account.invalid', 'account.saved', 'account.failed'],
    'settings.open': ['account.invalid', 'account.saved', 'account.failed'],
  },
  render: renderAccount as never,
  actions: {
    // The customer fills the form as the event says (the address: theirs, or the new one) and saves.
    'settings.save': step(async (world, event) => {
      const input = event.input as { name: string; email: string; current_password: string };
      const email = input.email === REQUESTED ? REQUESTED : world.expected.email;
      await replaceText(world, 'Naam', input.name);
      await replaceText(world, 'E-mailadres', email);
      if (email !== world.expected.email) await replaceText(world, 'Huidig wachtwoord', input.current_password);
      await world.user.click(await saveButton());
      const isNew = email !== world.expected.email;
      world.expected.errors = !input.name ? { Naam: 'Naam is verplicht' } : isNew && !input.current_password ? { 'Huidig wachtwoord': 'Huidig wachtwoord is verplicht' } : {};
      world.expected.requested = isNew ? email : null;
      world.expected.sent = { name: input.name, email, ...(isNew ? { current_password: input.current_password } : {}) };
    }),
    // The customer opens the link mailed to the new address.
    'email.confirm': step(async (world, event) => {
      world.navigate(`/settings?email_token=${String(event.token)}`);
      await waitFor(() => expect(world.edge.isWaiting('settings/email')).toBe(true));
    }),
    // The customer goes to the cart and comes back: the form shows the saved data, without errors.
    'settings.open': step(async (world) => {
      world.navigate('/checkout');
      // The cart's screen loads its lazy chunk the first time: give it time once.
      await screen.findByRole('heading', { name: 'Uw producten' }, { timeout: 15_000 });
      world.navigate('/settings');
      await screen.findByRole('textbox', { name: 'Naam' }, { timeout: 15_000 });
      world.expected.errors = {};
    }),
    'xstate.done.actor.saveSettings': step(async (world) => {
      const { requested } = world.expected;
      world.expected.toast = requested
        ? `Instellingen opgeslagen. We hebben een link gestuurd naar ${requested}: uw e-mailadres verandert zodra u die opent.`
        : 'Instellingen opgeslagen';
      world.expected.errors = {};
      await world.edge.reply('settings', { user: { ...currentUser(world), name: 'Karin Jansen' }, settings: currentSettings(world) });
    }),
    'xstate.error.actor.saveSettings': step(async (world, event) => {
      const body = (event.error as { body?: object }).body;
      world.expected.errors = body ? { 'E-mailadres': 'Dit e-mailadres is al in gebruik.' } : {};
      if (!body) world.expected.toast = 'Er ging iets mis op de server. Probeer het later opnieuw of neem contact op met de klantenservice.';
      await world.edge.reply('settings', body ?? { message: 'server_error' }, body ? 422 : 500);
    }),
    'xstate.done.actor.confirmEmail': step(async (world) => {
      world.expected.email = CONFIRMED;
      world.expected.toast = `Uw e-mailadres is gewijzigd in ${CONFIRMED}.`;
      world.expected.errors = {};
      await world.edge.reply('settings/email', { user: { ...currentUser(world), email: CONFIRMED }, settings: currentSettings(world) });
    }),
    'xstate.error.actor.confirmEmail': step(async (world) => {
      world.expected.toast = 'Deze link is ongeldig of verlopen; vraag een nieuwe link aan.';
      world.expected.errors = {};
      await world.edge.reply('settings/email', { message: 'Deze link is ongeldig of verlopen; vraag een nieuwe link aan.' }, 422);
    }),
  },
  checks: {
    // The token has left the address bar; the form shows the login address (a confirmed one too).
    'account.idle': async (world) => {
      await formShown(world);
      expect(field('E-mailadres').value).toBe(world.expected.email);
    },
    'account.invalid': async (world) => {
      await formShown(world, world.expected.errors);
      expect(world.edge.sent('settings').every((request) => request.body !== null)).toBe(true);
    },
    'account.saving': async (world) => {
      const button = await saveButton();
      await waitFor(() => expect(button.textContent).toBe('Bezig met opslaan…'));
      expect(isDisabled(button)).toBe(true);
      await waitFor(() => expect(world.edge.isWaiting('settings')).toBe(true));
      expect(world.edge.sent('settings').at(-1)!.body).toMatchObject(world.expected.sent!);
    },
    // Said in a toast; the address field shows the login address again, the password is not kept.
    'account.saved': async (world) => {
      await formShown(world);
      expect(field('E-mailadres').value).toBe(world.expected.email);
      expect(screen.queryByLabelText('Huidig wachtwoord')).toBeNull();
    },
    'account.failed': (world) => formShown(world, world.expected.errors),
    'account.confirming': async (world) => {
      expect(world.path()).toMatch(/^\/settings\?email_token=link-[ab]$/);
      expect(isDisabled(await saveButton())).toBe(true);
      expect(world.edge.isWaiting('settings/email')).toBe(true);
    },
  },
});
