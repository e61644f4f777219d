import { expect, it } from 'vitest';
import * as v from 'valibot';
import { describeEachDatabase } from '../../support/test-app.js';
import { AddressSchema } from '../../../src/domain/catalog.js';
import { PARTNER_A, PARTNER_B } from './tokens.js';
import { tokenFor } from '../../support/tokens.js';
import { MAX_ADDRESSES_PER_PARTNER } from '../../../src/server/modules/account/addresses.js';
import { addressFieldErrors } from '../../../src/domain/address.js';

const goodAddress = {
  name: 'Sportclub Vooruit - veld 2', dept: 'Materiaal', attn: 'Kees', phone: '030 123 45 67',
  email: 'materiaal@vooruit.example', street: 'Sportlaan 3', zip: '3521az', city: 'Utrecht',
};

describeEachDatabase('delivery addresses', (ctx) => {
  it('GET /addresses lists the partner addresses with stable keys', async () => {
    const res = await ctx().call('GET', '/api/v1/addresses', { token: await tokenFor(ctx(), 'inkoop@example.nl') });
    expect(res.status).toBe(200);
    const addresses = v.parse(v.array(AddressSchema), res.body);
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    for (const address of addresses) expect(address.key).toBe(`delivery-${address.id}`);
    expect(addresses.map((a) => a.name)).toContain('Bouwbedrijf Van Dijk B.V.');
  });

  it('POST /addresses saves for the chosen partner only; country defaults to NL', async () => {
    const tokenA = await tokenFor(ctx(), 'partner@example.nl', PARTNER_A);
    const tokenB = await tokenFor(ctx(), 'partner@example.nl', PARTNER_B);
    const res = await ctx().call('POST', '/api/v1/addresses', { token: tokenA, body: goodAddress });
    expect(res.status).toBe(201);
    const saved = v.parse(AddressSchema, res.body);
    expect(saved).toMatchObject({ ...goodAddress, zip: '3521 AZ', country_id: 'NL', type: 'delivery', key: `delivery-${saved.id}` });

    const listA = v.parse(v.array(AddressSchema), (await ctx().call('GET', '/api/v1/addresses', { token: tokenA })).body);
    const listB = v.parse(v.array(AddressSchema), (await ctx().call('GET', '/api/v1/addresses', { token: tokenB })).body);
    expect(listA.map((a) => a.id)).toContain(saved.id);
    expect(listB.map((a) => a.id)).not.toContain(saved.id);
    expect(listB.every((a) => !a.name.startsWith('Sportclub'))).toBe(true);
    const klant = v.parse(v.array(AddressSchema), (await ctx().call('GET', '/api/v1/addresses', { token: await tokenFor(ctx(), 'klant@example.nl') })).body);
    expect(klant.map((a) => a.id)).not.toContain(saved.id);
  });

  it('POST /addresses accepts a foreign address with its own postcode', async () => {
    const res = await ctx().call('POST', '/api/v1/addresses', {
      token: await tokenFor(ctx(), 'klant@example.nl'),
      body: { name: 'Bäckerei Sonne', street: 'Hauptstraße 1', zip: '48529', city: 'Nordhorn', country_id: 'DE' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ country_id: 'DE', dept: '', email: '', phone: '' });
  });

  it('POST /addresses answers 422 per field for bad data', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const empty = await ctx().call('POST', '/api/v1/addresses', { token, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['city', 'name', 'street', 'zip']);

    const bad = await ctx().call('POST', '/api/v1/addresses', {
      token, body: { ...goodAddress, name: '   ', email: 'not-an-email', zip: '12', country_id: 'nl', phone: 'abc' },
    });
    expect(bad.status).toBe(422);
    // "nl" is the Netherlands (the form's country picker sends "NL"); every other field at once.
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'phone', 'zip']);
    expect(bad.body.errors.zip).toEqual(['A postcode in Netherlands looks like 1234 AB.']);
    expect(bad.body.errors.email).toEqual(['Email address must be a valid email address']);
    expect(bad.body.errors.name).toEqual(['Name is required']);

    const dutch = await ctx().call('POST', '/api/v1/addresses', { token, body: { ...goodAddress, zip: '48529' } });
    expect(dutch.status).toBe(422);
    expect(dutch.body.errors.zip).toEqual(['A postcode in Netherlands looks like 1234 AB.']);
  });

  it('POST /addresses refuses by the address form\'s own rule, with the same messages, every field at once', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const cases = [
      // A street without a house number, a postcode that is not Belgian, a malformed e-mail: all three together.
      { ...goodAddress, street: 'Teststraat', zip: '3521 AZ', country_id: 'BE', email: 'materiaal@vooruit' },
      // A postcode of another country and a country outside the delivery list.
      { ...goodAddress, zip: 'SW1A 1AA', country_id: 'DE' },
      { ...goodAddress, country_id: 'US' },
      { name: '', street: '', zip: '', city: '' },
    ];
    for (const body of cases) {
      const res = await ctx().call('POST', '/api/v1/addresses', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual(addressFieldErrors(body));
    }
    const all = await ctx().call('POST', '/api/v1/addresses', { token, body: cases[0] });
    expect(all.body.errors).toEqual({
      street: ['Fill in the house number too, for example Teststraat 12.'],
      zip: ['A postcode in Belgium looks like 1000.'],
      email: ['Email address must be a valid email address'],
    });
    const saved = await ctx().call('POST', '/api/v1/addresses', { token, body: { ...goodAddress, zip: 'l1234', country_id: 'lu' } });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ zip: 'L-1234', country_id: 'LU' });
  });

  it('refuses a new address with 405 once the address book is full', async () => {
    const token = await tokenFor(ctx(), 'partner@example.nl', 'Gemeente Zeewolde Evenementen');
    const partner = await ctx().db.kysely.selectFrom('partners').select('id').where('name', '=', 'Gemeente Zeewolde Evenementen').executeTakeFirstOrThrow();
    const user = await ctx().db.kysely.selectFrom('users').select('id').where('email', '=', 'partner@example.nl').executeTakeFirstOrThrow();
    const existing = (await ctx().call('GET', '/api/v1/addresses', { token })).body.length as number;
    const row = { partner_id: partner.id, user_id: user.id, type: 'delivery', name: 'Podium', dept: '', attn: '', phone: '', email: '', street: 'Plein 1', zip: '3891 GZ', city: 'Zeewolde', country_id: 'NL', created_at: '2026-11-23T09:00:00.000Z' };
    await ctx().db.kysely.insertInto('addresses').values(Array.from({ length: MAX_ADDRESSES_PER_PARTNER - existing }, () => row)).execute();
    const res = await ctx().call('POST', '/api/v1/addresses', { token, body: goodAddress });
    expect(res.status).toBe(405);
    expect(res.body.message).toMatch(/at most 500 addresses/);
  });

  it('bad input gives 4xx, never 5xx', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const bodies: unknown[] = [
      { ...goodAddress, name: 12345 }, { ...goodAddress, city: { $gt: '' } }, { ...goodAddress, zip: ['1234AB'] },
      { ...goodAddress, name: 'x'.repeat(100_000) }, [], 'text', 42, null, { ...goodAddress, country_id: 1e308 },
    ];
    for (const body of bodies) {
      const res = await ctx().call('POST', '/api/v1/addresses', { token, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
    }
    const broken = await ctx().call('POST', '/api/v1/addresses', { token, rawBody: '{"name":', headers: { 'Content-Type': 'application/json' } });
    expect(broken.status).toBe(400);
    const noXhr = await ctx().call('POST', '/api/v1/addresses', { token, body: goodAddress, xhr: false });
    expect(noXhr.status).toBeGreaterThanOrEqual(400);
    expect(noXhr.status).toBeLessThan(500);
  });
});
