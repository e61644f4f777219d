import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { DEMO_PASSWORD, MINUTE, passwordLogin } from '../auth/auth-helpers.js';

/**
 * An access token alone cannot change the login address; the old
 * address hears of it; PUT /settings does not tell which addresses have an account; two users
 * taking one address at once get one winner and a 422, never a 500.
 */
async function formOf(ctx: TestContext, token: string) {
  const { user, settings } = (await ctx.call('GET', '/api/v1/settings', { token })).body;
  return {
    name: user.name, email: user.email, phone: user.phone, lang: user.lang, approve_pdf: settings.approve_pdf,
    pickup_default: settings.pickup_default, zoom_text: settings.zoom_text, default_address_id: settings.default_address_id,
  };
}

const linkIn = (text: string) => /email_token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;

function confirm(ctx: TestContext, token: string, emailToken: string) {
  return ctx.call('POST', '/api/v1/settings/email', { token, body: { token: emailToken } });
}

describeEachDatabase('security: changing the login e-mail address', (ctx) => {
  it('needs the current password: 422 on current_password when missing or wrong, nothing changed, nobody mailed', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const form = { ...(await formOf(ctx(), token)), email: 'dief@example.org', name: 'Karin Gewijzigd' };
    const mailsBefore = ctx().mails.length;
    const missing = await ctx().call('PUT', '/api/v1/settings', { token, body: form });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ current_password: ['Current password is required'] });
    const wrong = await ctx().call('PUT', '/api/v1/settings', { token, body: { ...form, current_password: 'Niet-het-wachtwoord1' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['This is not your current password.'] });
    const dutch = await ctx().call('PUT', '/api/v1/settings', { token, body: { ...form, current_password: 'x' }, headers: { 'Accept-Language': 'nl' } });
    expect(dutch.body.errors.current_password).toEqual(['Dit is niet uw huidige wachtwoord.']);
    const after = await formOf(ctx(), token);
    expect(after).toMatchObject({ email: 'klant@example.nl', name: 'Karin de Klant' });
    expect(ctx().mails.length).toBe(mailsBefore);
    // The other settings still save without a password while the address stays.
    const same = await ctx().call('PUT', '/api/v1/settings', { token, body: { ...after, zoom_text: !after.zoom_text } });
    expect(same.status).toBe(200);
    await ctx().call('PUT', '/api/v1/settings', { token, body: after });
  });

  it('counts wrong current passwords against throttling for that session, without locking the owner out', async () => {
    ctx().clock.advance(16 * MINUTE);
    const token = await tokenFor(ctx(), 'jan.devries@example.nl');
    const form = { ...(await formOf(ctx(), token)), email: 'dief2@example.org', current_password: 'guess-number-x' };
    for (let guess = 0; guess < 10; guess++) {
      expect((await ctx().call('PUT', '/api/v1/settings', { token, body: form })).status).toBe(422);
    }
    const blocked = await ctx().call('PUT', '/api/v1/settings', { token, body: { ...form, current_password: DEMO_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await formOf(ctx(), token)).email).toBe('jan.devries@example.nl');
    expect((await passwordLogin(ctx(), 'jan.devries@example.nl')).status).toBe(200);
  });

  it('changes the address only through the link mailed to it, and tells the old address', async () => {
    ctx().clock.advance(16 * MINUTE);
    const token = await tokenFor(ctx(), 'sanne.bakker@example.nl');
    const form = await formOf(ctx(), token);
    ctx().mails.length = 0;
    const res = await ctx().call('PUT', '/api/v1/settings', { token, body: { ...form, email: 'Sanne@Nieuw.Example.org', current_password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('sanne.bakker@example.nl');
    expect(ctx().mails.map((mail) => mail.to).sort()).toEqual(['sanne.bakker@example.nl', 'sanne@nieuw.example.org']);
    const notice = ctx().mails.find((mail) => mail.to === 'sanne.bakker@example.nl')!;
    expect(notice.text).toContain('s***@n***.org');
    expect(linkIn(notice.text)).toBeNull();
    const emailToken = linkIn(ctx().mails.find((mail) => mail.to === 'sanne@nieuw.example.org')!.text)!;
    expect(emailToken).toBeTruthy();
    // Until confirmed, the old address logs in and gets the reset link.
    expect((await passwordLogin(ctx(), 'sanne@nieuw.example.org')).status).toBe(401);

    const other = await tokenFor(ctx(), 'klant@example.nl');
    expect((await confirm(ctx(), other, emailToken)).status).toBe(422);
    ctx().mails.length = 0;
    const confirmed = await confirm(ctx(), token, emailToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe('sanne@nieuw.example.org');
    expect(ctx().mails.map((mail) => mail.to)).toEqual(['sanne.bakker@example.nl']);
    expect((await passwordLogin(ctx(), 'sanne@nieuw.example.org')).status).toBe(200);
    const again = await confirm(ctx(), token, emailToken);
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual(['This link to confirm an e-mail address is invalid, has been used already or has expired.']);

    // A link past its 24 hours is refused.
    await ctx().call('PUT', '/api/v1/settings', { token, body: { ...form, email: 'sanne.bakker@example.nl', current_password: DEMO_PASSWORD } });
    const late = linkIn(ctx().mails.find((mail) => mail.to === 'sanne.bakker@example.nl' && linkIn(mail.text))!.text)!;
    ctx().clock.advance(24 * 60 * MINUTE + 1000);
    expect((await confirm(ctx(), await tokenFor(ctx(), 'sanne@nieuw.example.org'), late)).status).toBe(422);
  });

  it('answers a taken address exactly like a free one and warns the owner of the taken one instead', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const form = { ...(await formOf(ctx(), token)), current_password: DEMO_PASSWORD };
    ctx().mails.length = 0;
    const free = await ctx().call('PUT', '/api/v1/settings', { token, body: { ...form, email: 'nog.vrij@example.org' } });
    const taken = await ctx().call('PUT', '/api/v1/settings', { token, body: { ...form, email: 'INKOOP@example.nl' } });
    expect(free.status).toBe(200);
    expect(taken.status).toBe(200);
    expect(taken.text).toBe(free.text);
    const toOwner = ctx().mails.find((mail) => mail.to === 'inkoop@example.nl')!;
    expect(linkIn(toOwner.text)).toBeNull();
    const toOld = ctx().mails.filter((mail) => mail.to === 'klant@example.nl');
    expect(toOld).toHaveLength(2);
    expect(toOld[1]!.text.replace('i***@e***.nl', 'X')).toBe(toOld[0]!.text.replace('n***@e***.org', 'X'));
  });

  it('gives one of two users confirming the same address at the same moment the address, the other 422 (9b)', async () => {
    const users = ['jan.devries@example.nl', 'inkoop@example.nl'];
    const tokens = await Promise.all(users.map((email) => tokenFor(ctx(), email)));
    ctx().mails.length = 0;
    const puts = await Promise.all(tokens.map(async (token) =>
      ctx().call('PUT', '/api/v1/settings', { token, body: { ...(await formOf(ctx(), token)), email: 'samen@example.org', current_password: DEMO_PASSWORD } })));
    expect(puts.map((res) => res.status)).toEqual([200, 200]);
    // Each user confirms the link mailed for their own request (the mail greets them by name).
    const names = await Promise.all(users.map(async (email) =>
      (await ctx().db.kysely.selectFrom('users').select('name').where('email', '=', email).executeTakeFirstOrThrow()).name));
    const links = names.map((name) => linkIn(ctx().mails.find((mail) => mail.to === 'samen@example.org' && mail.text.includes(name))!.text)!);
    expect(new Set(links).size).toBe(2);
    const results = await Promise.all(tokens.map((token, index) => confirm(ctx(), token, links[index]!)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 422]);
    const loser = results.find((res) => res.status === 422)!;
    expect(loser.body).toEqual({ message: 'This e-mail address is already in use by another account.', errors: { email: ['This email address is already in use.'] } });
    const owners = await ctx().db.kysely.selectFrom('users').select('id').where('email', '=', 'samen@example.org').execute();
    expect(owners).toHaveLength(1);
  });
});
