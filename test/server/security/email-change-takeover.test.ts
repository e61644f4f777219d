import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { userIdOf } from '../../support/tokens.js';
import { createOneTimeToken } from '../../../src/server/modules/auth/one-time-tokens.js';
import * as resetTokenAddress from '../../../src/server/db/migrations/0080-reset-token-address.js';
import { DEMO_PASSWORD, MINUTE, dataCall, loggedIn, passwordLogin, refresh } from '../auth/auth-helpers.js';

/**
 * Whoever reads a mailbox the account has left must not get the account back through it: not with
 * a reset link or login link mailed there before, not with a session opened before, and the notice
 * to that mailbox does not tell them the new address.
 */
const NEW_PASSWORD = 'Overgenomen-42!';

const resetTokenIn = (text: string) => /\/login\/reset\/([A-Za-z0-9_-]+)\?email=/.exec(text)?.[1] ?? null;
const emailTokenIn = (text: string) => /email_token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;

async function settingsForm(ctx: TestContext, token: string) {
  const { user, settings } = (await ctx.call('GET', '/api/v1/settings', { token })).body;
  return {
    name: user.name, email: user.email, phone: user.phone, lang: user.lang, approve_pdf: settings.approve_pdf,
    pickup_default: settings.pickup_default, zoom_text: settings.zoom_text, default_address_id: settings.default_address_id,
  };
}

/** The owner asks for `newEmail` in session `token` and opens the link mailed there in it. */
async function changeAddress(ctx: TestContext, token: string, newEmail: string) {
  ctx.mails.length = 0;
  const form = await settingsForm(ctx, token);
  const asked = await ctx.call('PUT', '/api/v1/settings', { token, body: { ...form, email: newEmail, current_password: DEMO_PASSWORD } });
  expect(asked.status).toBe(200);
  const emailToken = emailTokenIn(ctx.mails.find((mail) => mail.to === newEmail)!.text)!;
  ctx.mails.length = 0;
  const confirmed = await ctx.call('POST', '/api/v1/settings/email', { token, body: { token: emailToken } });
  expect(confirmed.status).toBe(200);
  return confirmed;
}

function reset(ctx: TestContext, email: string, token: string) {
  return ctx.call('POST', '/api/v1/auth/reset', { body: { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
}

describeEachDatabase('security: a mailbox the account has left cannot take it back', (ctx) => {
  it('voids the reset and login links mailed before the change and ends every other session', async () => {
    ctx().clock.advance(16 * MINUTE);
    const oldEmail = 'klant@example.nl';
    const newEmail = 'karin@nieuwe-zaak.nl';
    const confirming = await loggedIn(ctx(), oldEmail);
    const otherDevice = await loggedIn(ctx(), oldEmail);
    // The old mailbox holds a reset link and a login link.
    ctx().mails.length = 0;
    expect((await ctx().call('POST', '/api/v1/auth/email', { body: { email: oldEmail } })).status).toBe(200);
    const resetToken = resetTokenIn(ctx().mails.find((mail) => mail.to === oldEmail)!.text)!;
    expect(resetToken).toBeTruthy();
    const loginToken = await createOneTimeToken(ctx().db.kysely, 'login_tokens', await userIdOf(ctx(), oldEmail), ctx().clock.now());

    await changeAddress(ctx(), confirming.token, newEmail);

    for (const email of [newEmail, oldEmail]) {
      const refused = await reset(ctx(), email, resetToken);
      expect(refused.status, email).toBe(422);
      expect(refused.body.errors).toEqual({ token: ['This link is invalid or has expired; please ask for a new link.'] });
    }
    expect((await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'token', token: loginToken } })).status).toBe(401);
    expect((await passwordLogin(ctx(), newEmail, NEW_PASSWORD)).status).toBe(401);

    // The other device is logged out at once: its access token and its refresh cookie.
    expect((await dataCall(ctx(), otherDevice.token)).status).toBe(401);
    expect((await refresh(ctx(), otherDevice.cookie)).status).toBe(401);
    // The session that confirmed goes on.
    expect((await dataCall(ctx(), confirming.token)).status).toBe(200);
    const renewed = await refresh(ctx(), confirming.cookie);
    expect(renewed.status).toBe(200);
    expect(renewed.body.user.email).toBe(newEmail);
    expect((await passwordLogin(ctx(), newEmail)).status).toBe(200);
  });

  it('tells the old address of the request and the change without naming the new address in full', async () => {
    ctx().clock.advance(16 * MINUTE);
    const session = await loggedIn(ctx(), 'jan.devries@example.nl');
    ctx().mails.length = 0;
    const form = await settingsForm(ctx(), session.token);
    await ctx().call('PUT', '/api/v1/settings', { token: session.token, body: { ...form, email: 'jan@nieuwe-drukkerij.nl', current_password: DEMO_PASSWORD } });
    const requested = ctx().mails.find((mail) => mail.to === 'jan.devries@example.nl')!;
    const emailToken = emailTokenIn(ctx().mails.find((mail) => mail.to === 'jan@nieuwe-drukkerij.nl')!.text)!;
    ctx().mails.length = 0;
    expect((await ctx().call('POST', '/api/v1/settings/email', { token: session.token, body: { token: emailToken } })).status).toBe(200);
    const changed = ctx().mails.find((mail) => mail.to === 'jan.devries@example.nl')!;
    for (const notice of [requested, changed]) {
      expect(notice.text).toContain('j***@n***.nl');
      expect(notice.text).not.toMatch(/nieuwe-drukkerij|jan@/);
    }
  });

  it('takes a reset link only with the address it was mailed to', async () => {
    ctx().clock.advance(16 * MINUTE);
    ctx().mails.length = 0;
    await ctx().call('POST', '/api/v1/auth/email', { body: { email: 'inkoop@example.nl' } });
    const resetToken = resetTokenIn(ctx().mails.find((mail) => mail.to === 'inkoop@example.nl')!.text)!;
    // The address changes by some other way than the settings (staff editing the database).
    await ctx().db.kysely.updateTable('users').set({ email: 'inkoop@elders.example.nl' }).where('email', '=', 'inkoop@example.nl').execute();
    try {
      expect((await reset(ctx(), 'inkoop@elders.example.nl', resetToken)).status).toBe(422);
      expect((await passwordLogin(ctx(), 'inkoop@elders.example.nl', NEW_PASSWORD)).status).toBe(401);
    } finally {
      await ctx().db.kysely.updateTable('users').set({ email: 'inkoop@example.nl' }).where('email', '=', 'inkoop@elders.example.nl').execute();
    }
    // Back at the address it was mailed to, the link works.
    expect((await reset(ctx(), 'inkoop@example.nl', resetToken)).status).toBe(200);
  });

  it('migration 0080 binds a link already out to its account\'s address, unless the address changed since', async () => {
    const db = ctx().db.kysely;
    const at = (minutes: number) => new Date(ctx().clock.now().getTime() + minutes * MINUTE).toISOString();
    const [stays, moved] = [await userIdOf(ctx(), 'partner@example.nl'), await userIdOf(ctx(), 'sanne.bakker@example.nl')];
    await db.deleteFrom('reset_tokens').execute();
    await resetTokenAddress.down(db);
    for (const [userId, hash] of [[stays, 'hash-stays'], [moved, 'hash-moved']] as const) {
      await db.insertInto('reset_tokens').values({ user_id: userId, token_hash: hash, created_at: at(0), expires_at: at(30), used_at: null }).execute();
    }
    await db.insertInto('email_changes').values({
      user_id: moved, new_email: 'elders@example.org', token_hash: 'change-after', created_at: at(-1), expires_at: at(60), used_at: at(1),
    }).execute();
    await resetTokenAddress.up(db);
    const rows = await db.selectFrom('reset_tokens').select(['token_hash', 'email']).orderBy('token_hash').execute();
    expect(rows).toEqual([{ token_hash: 'hash-moved', email: null }, { token_hash: 'hash-stays', email: 'partner@example.nl' }]);
  });
});
