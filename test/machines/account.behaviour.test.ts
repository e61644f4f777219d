import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { accountMachine, type AccountAnswer, type AccountEmitted } from '../../machines/account.machine.js';
import type { SettingsForm } from '../../src/domain/settings.js';
import { confirmedAnswer, fieldRefusal, savedAnswer, typed } from './account-fixtures.js';

/** The customer's settings and a new login address, every expectation written out by hand. */
type Call<I> = { input: I; resolve: (answer: AccountAnswer) => void; reject: (error: unknown) => void };
const CURRENT = 'klant@example.nl';

function start(provide = true) {
  const saves: Call<SettingsForm>[] = [];
  const confirms: Call<{ token: string }>[] = [];
  const actors = {
    saveSettings: fromPromise<AccountAnswer, SettingsForm>(({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject }))),
    confirmEmail: fromPromise<AccountAnswer, { token: string }>(({ input }) => new Promise((resolve, reject) => confirms.push({ input, resolve, reject }))),
  };
  const actor = createActor(provide ? accountMachine.provide({ actors }) : accountMachine);
  const emitted: AccountEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const save = (changes: Record<string, unknown> = {}) => actor.send({ type: 'settings.save', input: typed(changes), currentEmail: CURRENT });
  return { actor, saves, confirms, emitted, save, snapshot: () => actor.getSnapshot(), settle: () => new Promise((resolve) => setImmediate(resolve)) };
}

const FORM: SettingsForm = {
  name: 'Karin Jansen', email: 'klant@example.nl', phone: '0612345678', lang: 'nl',
  approve_pdf: true, pickup_default: false, zoom_text: false, default_address_id: null,
};

describe('account: saving the settings', () => {
  it('starts with nothing to show, saves the checked form (trimmed, without the unused password) and says so', async () => {
    const a = start();
    expect(a.snapshot().value).toBe('idle');
    expect(a.snapshot().context).toEqual({ errors: {}, form: null, requestedEmail: null, saves: 0, token: null });
    a.save({ name: '  Karin Jansen ', current_password: 'typed but not needed' });
    expect(a.snapshot().hasTag('busy')).toBe(true);
    expect(a.saves.map((call) => call.input)).toEqual([FORM]);
    a.saves[0]!.resolve(savedAnswer);
    await a.settle();
    expect(a.snapshot().value).toBe('saved');
    expect(a.snapshot().hasTag('busy')).toBe(false);
    expect(a.snapshot().context.saves).toBe(1);
    expect(a.emitted).toEqual([{ type: 'settings.saved', answer: savedAnswer, requestedEmail: null }]);
  });

  it('refuses what the shared schema refuses, one list of rule texts per field, without calling', () => {
    const a = start();
    a.save({ name: '', email: 'geen-adres', phone: '0612' });
    expect(a.snapshot().value).toBe('invalid');
    expect(a.snapshot().context.errors).toEqual({
      name: ['Name is required'],
      email: ['Email address must be a valid email address'],
      phone: ['Phone must be at least 10 characters'],
    });
    expect(a.saves).toEqual([]);
    expect(a.emitted).toEqual([]);
  });

  it('a new login address needs the current password; with it the toast names the requested address', async () => {
    const a = start();
    a.save({ email: 'Karin@Nieuw.example.nl' });
    expect(a.snapshot().value).toBe('invalid');
    expect(a.snapshot().context.errors).toEqual({ current_password: ['Current password is required'] });
    a.save({ email: 'Karin@Nieuw.example.nl', current_password: 'Drukwerk2026!' });
    expect(a.snapshot().context.errors).toEqual({});
    expect(a.saves[0]!.input).toEqual({ ...FORM, email: 'karin@nieuw.example.nl', current_password: 'Drukwerk2026!' });
    a.saves[0]!.resolve(savedAnswer);
    await a.settle();
    expect(a.emitted).toEqual([{ type: 'settings.saved', answer: savedAnswer, requestedEmail: 'karin@nieuw.example.nl' }]);
  });

  it('the same address in other capitals is no new address: no password asked', () => {
    const a = start();
    a.save({ email: ' KLANT@example.nl ' });
    expect(a.snapshot().value).toBe('saving');
    expect(a.saves[0]!.input.current_password).toBeUndefined();
  });

  it("keeps the server's field errors (422) under the fields, without a toast", async () => {
    const a = start();
    a.save();
    a.saves[0]!.reject(fieldRefusal({ email: ['This email address is already in use.'] }));
    await a.settle();
    expect(a.snapshot().value).toBe('failed');
    expect(a.snapshot().context.errors).toEqual({ email: ['This email address is already in use.'] });
    expect(a.snapshot().context.saves).toBe(0);
    expect(a.emitted).toEqual([]);
  });

  it('any other failure is told once per message and shows no field errors', async () => {
    const a = start();
    a.save({ name: '' });
    a.save();
    a.saves[0]!.reject(Object.assign(new Error('x'), { issues: ['user.id Invalid type', 'settings Invalid type'] }));
    await a.settle();
    expect(a.snapshot().value).toBe('failed');
    expect(a.snapshot().context.errors).toEqual({});
    expect(a.emitted).toEqual([{ type: 'settings.failed', messages: ['user.id Invalid type', 'settings Invalid type'] }]);
  });

  it('saves one form at a time and forgets the errors of the last try when the next one is good', async () => {
    const a = start();
    a.save({ phone: '1' });
    expect(a.snapshot().context.errors).toEqual({ phone: ['Phone must be at least 10 characters'] });
    a.save();
    a.save({ name: 'Ander' });
    a.actor.send({ type: 'email.confirm', token: 'link-a' });
    expect(a.saves).toHaveLength(1);
    expect(a.confirms).toEqual([]);
    a.saves[0]!.resolve(savedAnswer);
    await a.settle();
    a.save();
    expect(a.saves).toHaveLength(2);
    a.saves[1]!.resolve(savedAnswer);
    await a.settle();
    expect(a.snapshot().context.saves).toBe(2);
  });
});

describe('account: opening the page', () => {
  it('starts clean after a form was left with errors, but never stops a call that runs', async () => {
    const a = start();
    a.save({ name: '' });
    a.actor.send({ type: 'settings.open' });
    expect(a.snapshot().value).toBe('idle');
    a.save();
    a.actor.send({ type: 'settings.open' });
    expect(a.snapshot().value).toBe('saving');
    a.saves[0]!.reject(fieldRefusal({ email: ['This email address is already in use.'] }));
    await a.settle();
    expect(a.snapshot().value).toBe('failed');
    a.actor.send({ type: 'settings.open' });
    expect(a.snapshot().value).toBe('idle');
    expect(a.emitted).toEqual([]);
  });
});

describe('account: the link mailed to a new address', () => {
  it('is opened once per token (busy meanwhile) and tells the new address', async () => {
    const a = start();
    a.actor.send({ type: 'email.confirm', token: 'link-a' });
    expect(a.snapshot().value).toBe('confirming');
    expect(a.snapshot().hasTag('busy')).toBe(true);
    a.save();
    expect(a.saves).toEqual([]);
    expect(a.confirms.map((call) => call.input)).toEqual([{ token: 'link-a' }]);
    a.confirms[0]!.resolve(confirmedAnswer);
    await a.settle();
    expect(a.snapshot().value).toBe('idle');
    expect(a.emitted).toEqual([{ type: 'email.confirmed', answer: confirmedAnswer }]);
    a.actor.send({ type: 'email.confirm', token: 'link-a' });
    a.actor.send({ type: 'email.confirm', token: '' });
    expect(a.confirms).toHaveLength(1);
    a.actor.send({ type: 'email.confirm', token: 'link-b' });
    expect(a.confirms.map((call) => call.input)).toEqual([{ token: 'link-a' }, { token: 'link-b' }]);
  });

  it('a refused link says why (once per message) and the form can be saved again', async () => {
    const a = start();
    a.save({ name: '' });
    a.actor.send({ type: 'email.confirm', token: 'old' });
    a.confirms[0]!.reject(Object.assign(new Error('This link is invalid or has expired; please ask for a new link.'), { status: 422 }));
    await a.settle();
    expect(a.snapshot().value).toBe('idle');
    expect(a.emitted).toEqual([{ type: 'email.refused', messages: ['This link is invalid or has expired; please ask for a new link.'] }]);
  });

  it('without the real calls provided, saving and confirming fail with a message naming them', async () => {
    const a = start(false);
    a.save();
    await a.settle();
    a.actor.send({ type: 'email.confirm', token: 't' });
    await a.settle();
    expect(a.emitted).toEqual([
      { type: 'settings.failed', messages: ['saveSettings is not provided'] },
      { type: 'email.refused', messages: ['confirmEmail is not provided'] },
    ]);
    expect(accountMachine.id).toBe('account');
  });
});
