import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { passwordResetMachine } from '../../machines/password-reset.machine.js';
import { answerLabel, describePaths, done, failed } from './support/harness.js';
import { renderLoginArea, type LoginAreaWorld } from './support/login-app.js';
import { expectToast, isDisabled, toastTexts } from './support/shop-app.js';

// The forgot and reset screens (/login/forgot, /login/reset/{token}) with the real passwordReset
// machine on the real auth calls: POST /auth/email and /auth/reset wait at the http edge.
const SENT = 'Als dit adres bij ons bekend is, ontvang je een e-mail.';
const CHANGED = 'Je wachtwoord is gewijzigd.';
const RESET_LINK = '/login/reset/tok123?email=klant%40example.nl';
const refused = (errors: Record<string, string[]>) => Object.assign(new Error('invalid'), { status: 422, body: { message: 'invalid', errors } });

type ModelEvent = EventObject & Record<string, unknown>;
const events: ModelEvent[] = [
  { type: 'link.request', email: 'klant@example.nl' },
  { type: 'link.request', email: '' },
  { type: 'password.reset', form: { email: 'klant@example.nl', password: 'NieuwWachtwoord1', password_confirmation: 'NieuwWachtwoord1', token: 'tok123' } },
  done('requestLink', { message: SENT }),
  failed('requestLink', new Error('too_many_requests')),
  done('resetPassword', { message: CHANGED }),
  failed('resetPassword', refused({ password: ['Wachtwoord moet minstens 8 tekens hebben'] })),
  failed('resetPassword', refused({ token: ['Deze link is ongeldig of verlopen; vraag een nieuwe link aan.'] })),
  failed('resetPassword', new Error('server_error')),
];

/** What the customer should see, kept by the path's steps. */
interface Expected {
  toast: string | null;
  /** The field error under "Nieuw wachtwoord" after a refusal (null: none). */
  passwordError: string | null;
}

interface ResetWorld extends LoginAreaWorld {
  expected: Expected;
}

async function renderReset(inspect: Parameters<typeof renderLoginArea>[0]): Promise<ResetWorld> {
  const world = await renderLoginArea(inspect, '/login/forgot', () => screen.findByRole('button', { name: 'Verstuur link' }, { timeout: 15_000 }));
  return { ...world, expected: { toast: null, passwordError: null } };
}

/** Every action starts with no toasts, so a state's check sees only what its step caused. */
function step(action: (world: ResetWorld, event: ModelEvent) => Promise<void>) {
  return async (world: ResetWorld, event: ModelEvent) => {
    world.services.toasts.queue.clear();
    world.expected.toast = null;
    await action(world, event);
  };
}

const sendLink = () => screen.findByRole('button', { name: 'Verstuur link' });
const savePassword = () => screen.findByRole('button', { name: 'Wachtwoord opslaan' });
const isPending = (button: HTMLElement) => button.hasAttribute('data-pending') || isDisabled(button);

async function toasts(world: ResetWorld) {
  if (world.expected.toast) await expectToast(world.expected.toast);
  else expect(toastTexts()).toEqual([]);
}

/** The forgot screen, ready for an address (not waiting). */
async function forgotShown(world: ResetWorld) {
  expect(world.path()).toBe('/login/forgot');
  expect(screen.getByRole('form', { name: 'Wachtwoord vergeten' })).toBeTruthy();
  await waitFor(async () => expect(isPending(await sendLink())).toBe(false));
  expect(world.edge.isWaiting('auth/email')).toBe(false);
  await toasts(world);
}

/** The reset screen with its three fields; `passwordError` under the new password, if any. */
async function resetShown(world: ResetWorld) {
  expect(world.path()).toBe(RESET_LINK);
  await waitFor(async () => expect(isPending(await savePassword())).toBe(false));
  const password = screen.getByLabelText('Nieuw wachtwoord');
  if (world.expected.passwordError) {
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(world.expected.passwordError)).toBeTruthy();
  } else {
    expect(password.getAttribute('aria-invalid')).toBeNull();
  }
  expect(world.edge.isWaiting('auth/reset')).toBe(false);
  await toasts(world);
}

describePaths<ResetWorld, ModelEvent>({
  machine: passwordResetMachine,
  events,
  label: (event) =>
    answerLabel(event, () => '') ??
    (event.type === 'link.request' ? `link.request ${event.email ? 'address' : 'empty'}` : event.type),
  serializeEvent: (event) => JSON.stringify(event.type.startsWith('xstate.error') ? { type: event.type, error: (event.error as { body?: object; message: string }).body ?? (event.error as Error).message } : event),
  offers: {
    'link.request': ['passwordReset.sent', 'passwordReset.requestFailed', 'passwordReset.done', 'passwordReset.resetFailed'],
    'password.reset': ['passwordReset.sent', 'passwordReset.requestFailed', 'passwordReset.done', 'passwordReset.resetFailed'],
  },
  render: renderReset as never,
  actions: {
    // On the forgot screen (from the login's "Wachtwoord vergeten?" link when elsewhere).
    'link.request': step(async (world, event) => {
      if (world.path() !== '/login/forgot') {
        if (world.path() !== '/login') world.navigate('/login');
        await world.user.click(await screen.findByRole('link', { name: 'Wachtwoord vergeten?' }));
      }
      const field = await screen.findByLabelText('E-mailadres');
      await world.user.clear(field);
      if (event.email) await world.user.type(field, String(event.email));
      await world.user.click(await sendLink());
      if (!event.email) world.expected.toast = 'E-mailadres is verplicht';
    }),
    // The customer opens the mailed link and types the new password twice.
    'password.reset': step(async (world) => {
      if (world.path() !== RESET_LINK) world.navigate(RESET_LINK);
      world.expected.passwordError = null;
      const password = await screen.findByLabelText('Nieuw wachtwoord');
      await world.user.clear(password);
      await world.user.type(password, 'NieuwWachtwoord1');
      const again = screen.getByLabelText('Herhaal wachtwoord');
      await world.user.clear(again);
      await world.user.type(again, 'NieuwWachtwoord1');
      await world.user.click(await savePassword());
    }),
    'xstate.done.actor.requestLink': step(async (world, event) => {
      world.expected.toast = SENT;
      await world.edge.reply('auth/email', event.output);
    }),
    'xstate.error.actor.requestLink': step(async (world) => {
      world.expected.toast = 'Te veel verzoeken achter elkaar. Probeer het over een minuut opnieuw.';
      await world.edge.reply('auth/email', { message: 'too_many_requests' }, 429);
    }),
    'xstate.done.actor.resetPassword': step(async (world, event) => {
      world.expected.toast = CHANGED;
      await world.edge.reply('auth/reset', event.output);
    }),
    'xstate.error.actor.resetPassword': step(async (world, event) => {
      const body = (event.error as { body?: { message: string; errors: Record<string, string[]> } }).body;
      if (body?.errors.password) world.expected.passwordError = 'Wachtwoord moet minstens 8 tekens hebben';
      if (body?.errors.token) world.expected.toast = 'Deze link is ongeldig of verlopen; vraag een nieuwe link aan.';
      if (!body) world.expected.toast = 'Er ging iets mis op de server. Probeer het later opnieuw of neem contact op met de klantenservice.';
      if (body) await world.edge.reply('auth/reset', body, 422);
      else await world.edge.reply('auth/reset', { message: 'server_error' }, 500);
    }),
  },
  checks: {
    'passwordReset.idle': forgotShown,
    'passwordReset.requesting': async (world) => {
      expect(world.path()).toBe('/login/forgot');
      await waitFor(async () => expect(isPending(await sendLink())).toBe(true));
      await waitFor(() => expect(world.edge.isWaiting('auth/email')).toBe(true));
      expect(world.edge.sent('auth/email').at(-1)!.body).toEqual({ email: 'klant@example.nl' });
    },
    'passwordReset.sent': forgotShown,
    'passwordReset.requestFailed': forgotShown,
    'passwordReset.resetting': async (world) => {
      expect(world.path()).toBe(RESET_LINK);
      await waitFor(async () => expect(isPending(await savePassword())).toBe(true));
      await waitFor(() => expect(world.edge.isWaiting('auth/reset')).toBe(true));
      expect(world.edge.sent('auth/reset').at(-1)!.body).toEqual({ email: 'klant@example.nl', password: 'NieuwWachtwoord1', password_confirmation: 'NieuwWachtwoord1', token: 'tok123' });
      // The last refusal's errors are gone while the new password is sent.
      expect(screen.getByLabelText('Nieuw wachtwoord').getAttribute('aria-invalid')).toBeNull();
    },
    // On to the login, where the toast says the password changed (or, asked for a link with an
    // empty address since, the forgot screen).
    'passwordReset.done': async (world) => {
      if (world.path() === '/login/forgot') return forgotShown(world);
      await waitFor(() => expect(world.path()).toBe('/login'));
      expect(await screen.findByRole('dialog', { name: 'Inloggen' })).toBeTruthy();
      await toasts(world);
    },
    // The refusal under the fields; gone to the forgot screen since, that screen as always.
    'passwordReset.resetFailed': (world) => (world.path() === '/login/forgot' ? forgotShown(world) : resetShown(world)),
  },
});
