import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { MINUTE, dataCall, loggedIn, passwordLogin, refresh } from './auth-helpers.js';

const NEW_PASSWORD = 'Nieuw-wachtwoord-42';

function resetLink(text: string): { token: string; email: string } {
  const match = /http:\/\/localhost:8080\/login\/reset\/([A-Za-z0-9_-]+)\?email=(\S+)/.exec(text);
  expect(match, text).toBeTruthy();
  return { token: match![1]!, email: decodeURIComponent(match![2]!) };
}

describeEachDatabase('auth: forgot and reset password', (ctx) => {
  const forgot = (email: unknown, headers: Record<string, string> = {}) =>
    ctx().call('POST', '/api/v1/auth/email', { body: { email }, headers });
  const reset = (body: Record<string, unknown>) => ctx().call('POST', '/api/v1/auth/reset', { body });

  it('answers the same for a known and an unknown address and mails only the known one', async () => {
    const before = ctx().mails.length;
    const known = await forgot('sanne.bakker@example.nl');
    const unknown = await forgot('nobody@example.nl');
    expect(known.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    expect(known.body.message).toMatch(/If this e-mail address is known/);
    expect(ctx().mails.length).toBe(before + 1);
    const mail = ctx().mails.at(-1)!;
    expect(mail.to).toBe('sanne.bakker@example.nl');
    expect(mail.subject).toBe('Wachtwoord opnieuw instellen'); // Sanne's language is nl
    expect(resetLink(mail.text).email).toBe('sanne.bakker@example.nl');
    const dutch = await forgot('nobody@example.nl', { 'Accept-Language': 'nl-NL,nl;q=0.9' });
    expect(dutch.body.message).toMatch(/^Als dit e-mailadres/);
  });

  it('writes the mail in English for an English user', async () => {
    await forgot('partner@example.nl');
    const mail = ctx().mails.at(-1)!;
    expect(mail.to).toBe('partner@example.nl');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('http://localhost:8080/login/reset/');
  });

  it('resets once with the mailed token, ends every session, and refuses a second use', async () => {
    ctx().clock.advance(2 * MINUTE);
    const session = await loggedIn(ctx(), 'jan.devries@example.nl');
    await forgot('jan.devries@example.nl');
    const { token, email } = resetLink(ctx().mails.at(-1)!.text);
    const body = { email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token };
    const done = await reset(body);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: expect.any(String) });

    expect((await dataCall(ctx(), session.token)).status).toBe(401);
    expect((await refresh(ctx(), session.cookie)).status).toBe(401);
    ctx().clock.advance(1000);
    expect((await passwordLogin(ctx(), email, 'Drukwerk2026!')).status).toBe(401);
    expect((await passwordLogin(ctx(), email, NEW_PASSWORD)).status).toBe(200);

    const second = await reset({ ...body, password: 'Another-pass-1', password_confirmation: 'Another-pass-1' });
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({ token: ['This link is invalid or has expired; please ask for a new link.'] });
  });

  it('lets the new password in at once, even in the same second as the reset; a token from just before stays refused', async () => {
    ctx().clock.advance(2 * MINUTE);
    const second = Math.ceil(ctx().services.now().getTime() / 1000) * 1000;
    ctx().clock.set(new Date(second + 100).toISOString());
    const before = await loggedIn(ctx(), 'sanne.bakker@example.nl');
    ctx().clock.set(new Date(second + 200).toISOString());
    await forgot('sanne.bakker@example.nl');
    const { token, email } = resetLink(ctx().mails.at(-1)!.text);
    expect((await reset({ email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token })).status).toBe(200);
    ctx().clock.set(new Date(second + 700).toISOString());
    const after = await passwordLogin(ctx(), email, NEW_PASSWORD);
    expect(after.status).toBe(200);
    expect((await dataCall(ctx(), after.body.token)).status).toBe(200);
    expect((await dataCall(ctx(), before.token)).status).toBe(401);
  });

  it('refuses a token after 30 minutes, and a token used with another address', async () => {
    ctx().clock.advance(2 * MINUTE);
    await forgot('inkoop@example.nl');
    const { token } = resetLink(ctx().mails.at(-1)!.text);
    const body = { email: 'inkoop@example.nl', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token };
    expect((await reset({ ...body, email: 'klant@example.nl' })).status).toBe(422);
    ctx().clock.advance(31 * MINUTE);
    const late = await reset(body);
    expect(late.status).toBe(422);
    expect(late.body.errors).toHaveProperty('token');
    expect((await passwordLogin(ctx(), 'inkoop@example.nl')).status).toBe(200);
  });

  it('gives field errors with the exact messages', async () => {
    expect((await ctx().call('POST', '/api/v1/auth/email', { body: {} })).body).toEqual({
      message: 'The given data was invalid.', errors: { email: ['Email address is required'] },
    });
    expect((await forgot('not-an-address')).body.errors).toEqual({ email: ['Email address must be a valid email address'] });
    const res = await reset({ email: 'x', password: 'short', password_confirmation: 'other', token: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['Email address must be a valid email address'],
      password: ['Password must be at least 8 characters'],
      token: ['Link is required'],
    });
    const mismatch = await reset({ email: 'a@b.nl', password: 'long-enough-1', password_confirmation: 'long-enough-2', token: 't' });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
  });
});
