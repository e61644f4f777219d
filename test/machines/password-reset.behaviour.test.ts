import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { passwordResetMachine, type PasswordResetEmitted, type ResetForm } from '../../machines/password-reset.machine.js';

/** A forgotten password: asking for a link and setting a new one, every expectation written out by hand. */
type Call<I> = { input: I; resolve: (answer: { message: string }) => void; reject: (error: unknown) => void };
const refusal = (errors: Record<string, string[]>) => Object.assign(new Error('invalid'), { status: 422, body: { message: 'invalid', errors } });
const FORM: ResetForm = { email: ' klant@example.nl ', password: 'NieuwWachtwoord1', password_confirmation: 'NieuwWachtwoord1', token: 'tok123' };

function start(provide = true) {
  const links: Call<{ email: string }>[] = [];
  const resets: Call<ResetForm>[] = [];
  const actors = {
    requestLink: fromPromise<{ message: string }, { email: string }>(({ input }) => new Promise((resolve, reject) => links.push({ input, resolve, reject }))),
    resetPassword: fromPromise<{ message: string }, ResetForm>(({ input }) => new Promise((resolve, reject) => resets.push({ input, resolve, reject }))),
  };
  const actor = createActor(provide ? passwordResetMachine.provide({ actors }) : passwordResetMachine);
  const emitted: PasswordResetEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, links, resets, emitted, snapshot: () => actor.getSnapshot(), settle: () => new Promise((resolve) => setImmediate(resolve)) };
}

describe('passwordReset: asking for a link', () => {
  it('asks with the trimmed address (busy meanwhile) and passes on what the server says', async () => {
    const p = start();
    expect(p.snapshot().value).toBe('idle');
    expect(p.snapshot().context).toEqual({ email: '', form: null, errors: {} });
    p.actor.send({ type: 'link.request', email: '  klant@example.nl ' });
    expect(p.snapshot().hasTag('busy')).toBe(true);
    expect(p.links.map((call) => call.input)).toEqual([{ email: 'klant@example.nl' }]);
    p.actor.send({ type: 'link.request', email: 'ander@example.nl' });
    expect(p.links).toHaveLength(1);
    p.links[0]!.resolve({ message: 'Als dit adres bij ons bekend is, ontvang je een e-mail.' });
    await p.settle();
    expect(p.snapshot().value).toBe('sent');
    expect(p.snapshot().hasTag('busy')).toBe(false);
    expect(p.emitted).toEqual([{ type: 'link.sent', message: 'Als dit adres bij ons bekend is, ontvang je een e-mail.' }]);
  });

  it('an empty address is refused at once, without a call, and may be tried again', () => {
    const p = start();
    p.actor.send({ type: 'link.request', email: '   ' });
    expect(p.snapshot().value).toBe('idle');
    expect(p.links).toEqual([]);
    expect(p.emitted).toEqual([{ type: 'email.missing' }]);
    p.actor.send({ type: 'link.request', email: 'klant@example.nl' });
    expect(p.links).toHaveLength(1);
  });

  it('a failure is told once per message, and a new request may follow', async () => {
    const p = start();
    p.actor.send({ type: 'link.request', email: 'klant@example.nl' });
    p.links[0]!.reject(new Error('too_many_requests'));
    await p.settle();
    expect(p.snapshot().value).toBe('requestFailed');
    expect(p.emitted).toEqual([{ type: 'link.failed', messages: ['too_many_requests'] }]);
    p.actor.send({ type: 'link.request', email: 'klant@example.nl' });
    expect(p.links).toHaveLength(2);
  });
});

describe('passwordReset: setting a new password', () => {
  it('sends the form with the trimmed address and, once changed, passes on the message (the app goes to the login)', async () => {
    const p = start();
    p.actor.send({ type: 'password.reset', form: FORM });
    expect(p.snapshot().hasTag('busy')).toBe(true);
    p.actor.send({ type: 'link.request', email: 'klant@example.nl' });
    expect(p.links).toEqual([]);
    expect(p.resets.map((call) => call.input)).toEqual([{ ...FORM, email: 'klant@example.nl' }]);
    p.resets[0]!.resolve({ message: 'Je wachtwoord is gewijzigd.' });
    await p.settle();
    expect(p.snapshot().value).toBe('done');
    expect(p.emitted).toEqual([{ type: 'password.changed', message: 'Je wachtwoord is gewijzigd.' }]);
  });

  it("keeps the server's field errors; a refused token is told as well (no field can fix it)", async () => {
    const p = start();
    p.actor.send({ type: 'password.reset', form: FORM });
    const errors = { password: ['Password must be at least 8 characters'], token: ['This link is invalid or has expired; please ask for a new link.'] };
    p.resets[0]!.reject(refusal(errors));
    await p.settle();
    expect(p.snapshot().value).toBe('resetFailed');
    expect(p.snapshot().context.errors).toEqual(errors);
    expect(p.emitted).toEqual([{ type: 'password.failed', messages: ['This link is invalid or has expired; please ask for a new link.'] }]);
    // The next try starts without the old errors.
    p.actor.send({ type: 'password.reset', form: FORM });
    expect(p.snapshot().context.errors).toEqual({});
  });

  it('field errors without a token error are not told in a toast', async () => {
    const p = start();
    p.actor.send({ type: 'password.reset', form: FORM });
    p.resets[0]!.reject(refusal({ password_confirmation: ['The passwords do not match.'] }));
    await p.settle();
    expect(p.snapshot().context.errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    expect(p.emitted).toEqual([]);
  });

  it('any other failure is told and shows no field errors', async () => {
    const p = start();
    p.actor.send({ type: 'password.reset', form: FORM });
    p.resets[0]!.reject(Object.assign(new Error('Te veel pogingen, probeer het later opnieuw'), { status: 429 }));
    await p.settle();
    expect(p.snapshot().value).toBe('resetFailed');
    expect(p.snapshot().context.errors).toEqual({});
    expect(p.emitted).toEqual([{ type: 'password.failed', messages: ['Te veel pogingen, probeer het later opnieuw'] }]);
  });

  it('without the real calls provided, both fail with a message naming them', async () => {
    const p = start(false);
    p.actor.send({ type: 'link.request', email: 'klant@example.nl' });
    await p.settle();
    p.actor.send({ type: 'password.reset', form: FORM });
    await p.settle();
    expect(p.emitted).toEqual([
      { type: 'link.failed', messages: ['requestLink is not provided'] },
      { type: 'password.failed', messages: ['resetPassword is not provided'] },
    ]);
    expect(passwordResetMachine.id).toBe('passwordReset');
  });
});
