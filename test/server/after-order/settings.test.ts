import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { CUSTOMER, PURCHASER, RESELLER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';

const form = {
  name: 'Karin de Klant', email: 'klant@example.nl', phone: '0201234567', lang: 'nl',
  approve_pdf: false, pickup_default: false, zoom_text: false, default_address_id: null,
};

describeEachDatabase('settings', (ctx) => {
  it('needs a login', async () => {
    expect((await ctx().call('GET', '/api/v1/settings')).status).toBe(401);
    expect((await ctx().call('PUT', '/api/v1/settings', { body: form })).status).toBe(401);
  });

  it('answers the user and settings of the login answer', async () => {
    const res = await ctx().call('GET', '/api/v1/settings', { token: await tokenFor(ctx(), CUSTOMER) });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Karin de Klant', email: CUSTOMER, lang: 'nl', partner: { name: 'Bakkerij De Zon B.V.' } });
    expect(res.body.settings).toMatchObject({ pickup_default: false, approve_pdf: false, zoom_text: false, can_choose_purchaser: false });
    expect(Object.keys(res.body.settings).sort()).toEqual(['approve_pdf', 'can_choose_purchaser', 'default_address_id', 'mails', 'pickup_default', 'zoom_text']);
  });

  it('saves every field, and the next read shows them', async () => {
    const token = await tokenFor(ctx(), CUSTOMER);
    const address = await ctx().db.kysely.selectFrom('addresses').innerJoin('partners', 'partners.id', 'addresses.partner_id')
      .select('addresses.id').where('partners.name', '=', 'Bakkerij De Zon B.V.').executeTakeFirst();
    const wanted = { ...form, name: ' Karin Zon ', lang: 'en', phone: '+31 20 123 4567', zoom_text: true, approve_pdf: true, pickup_default: true, default_address_id: address?.id ?? null };
    const res = await ctx().call('PUT', '/api/v1/settings', { token, body: wanted });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Karin Zon', lang: 'en', phone: '+31 20 123 4567' });
    expect(res.body.settings).toMatchObject({ zoom_text: true, approve_pdf: true, pickup_default: true, default_address_id: address?.id ?? null });
    const again = await ctx().call('GET', '/api/v1/settings', { token });
    expect(again.body).toEqual(res.body);
    await ctx().call('PUT', '/api/v1/settings', { token, body: form });
  });

  it('answers 422 with an error under each bad field and changes nothing', async () => {
    const token = await tokenFor(ctx(), CUSTOMER);
    const res = await ctx().call('PUT', '/api/v1/settings', {
      token, body: { name: '  ', email: 'not-an-email', phone: '12345', lang: 'de', approve_pdf: 'yes', pickup_default: false, default_address_id: 0 },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['approve_pdf', 'default_address_id', 'email', 'lang', 'name', 'phone', 'zoom_text']);
    expect(res.body.errors.phone).toEqual(['Phone must be at least 10 characters']);
    expect(res.body.errors.zoom_text).toEqual(['Larger text is required']);
    const after = await ctx().call('GET', '/api/v1/settings', { token });
    expect(after.body.user.email).toBe(CUSTOMER);
  });

  it('refuses a new e-mail address without the current password and an address of another partner', async () => {
    const token = await tokenFor(ctx(), CUSTOMER);
    const foreign = await ctx().db.kysely.selectFrom('addresses').innerJoin('partners', 'partners.id', 'addresses.partner_id')
      .select('addresses.id').where('partners.name', '!=', 'Bakkerij De Zon B.V.').executeTakeFirst();
    const res = await ctx().call('PUT', '/api/v1/settings', {
      token, body: { ...form, email: PURCHASER.toUpperCase(), default_address_id: foreign?.id ?? 999_999 },
    });
    expect(res.status).toBe(422);
    // Whether the address belongs to another user is not told (test/server/security/email-change.test.ts).
    expect(res.body.errors.email).toBeUndefined();
    expect(res.body.errors.current_password).toEqual(['Current password is required']);
    expect(res.body.errors.default_address_id).toEqual(['Default address: choose one of the options']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await ctx().call('PUT', '/api/v1/settings', {
      token: await tokenFor(ctx(), RESELLER, null), rawBody: '{nope', headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});
