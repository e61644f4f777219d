import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor, userIdOf } from '../../support/tokens.js';
import { addressOf, countRows, CUSTOMER, order, placeOrder, print, productId } from './order-helpers.js';

/**
 * An order is picked up or delivered to an address; the server refuses neither.
 * Reorder and "create order" from a template start the checkout with an address, and the demo
 * history has one on every order.
 */
describeEachDatabase('the delivery address of an order', (ctx) => {
  let token = '';
  let banner = 0;
  let headOffice = 0;
  let haarlem = 0;
  const missing = { 'details.address': ['Choose a delivery address, or choose to pick the order up.'] };
  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    token = await tokenFor(ctx(), CUSTOMER);
    banner = await productId(ctx(), 'SPD-FL510');
    headOffice = await addressOf(ctx(), 'Bakkerij De Zon B.V.');
    haarlem = await addressOf(ctx(), 'Bakkerij De Zon - filiaal Haarlem');
  });

  it.each([['an order', {}], ['a quote', { type: 'quote' }]])('refuses %s without an address that is not picked up (422 on details.address)', async (_label, type) => {
    const before = await countRows(ctx());
    const res = await placeOrder(ctx(), token, order([print(banner)], { address: null, pickup: false, ...type }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(missing);
    expect(await countRows(ctx())).toEqual(before);
  });

  it('answers the refusal in Dutch for a Dutch browser', async () => {
    const res = await ctx().call('POST', '/api/v1/order', {
      token, body: order([print(banner)], { address: null, pickup: false }), headers: { 'Accept-Language': 'nl' },
    });
    expect(res.body.errors).toEqual({ 'details.address': ['Kies een bezorgadres, of kies ervoor de order af te halen.'] });
  });

  it('places a pickup without an address, a delivery with one, and a template without either', async () => {
    expect((await placeOrder(ctx(), token, order([print(banner)], { address: null, pickup: true }))).status).toBe(201);
    expect((await placeOrder(ctx(), token, order([print(banner)], { address: haarlem, pickup: false }))).status).toBe(201);
    const template = await placeOrder(ctx(), token, order([print(banner)], { address: null, pickup: false, type: 'template', delivery_date: '' }));
    expect(template.status).toBe(201);
  });

  it('refuses an order to a stored address that breaks the address form\'s rule (no house number, a foreign postcode): 405, nothing stored', async () => {
    const userId = await userIdOf(ctx(), CUSTOMER);
    const partner = await ctx().db.kysely.selectFrom('addresses').select('partner_id').where('id', '=', headOffice).executeTakeFirstOrThrow();
    const base = { partner_id: partner.partner_id, user_id: userId, type: 'delivery', name: 'Oud adres', dept: '', attn: '', phone: '', email: '', city: 'Amsterdam', created_at: '2026-01-01T00:00:00.000Z' };
    for (const broken of [{ street: 'Teststraat', zip: '1012 AB', country_id: 'NL' }, { street: 'Rue Haute 5', zip: '1234 AB', country_id: 'BE' }]) {
      const stored = await ctx().db.kysely.insertInto('addresses').values({ ...base, ...broken }).returning('id').executeTakeFirstOrThrow();
      const before = await countRows(ctx());
      const res = await ctx().call('POST', '/api/v1/order', { token, body: order([print(banner)], { address: stored.id, pickup: false }), headers: { 'Accept-Language': 'nl' } });
      expect(res.status, JSON.stringify(broken)).toBe(405);
      expect(res.body.message).toBe('Het gekozen bezorgadres is niet volledig (er ontbreekt een huisnummer of een geldige postcode); voeg het opnieuw toe of kies een ander adres.');
      expect(await countRows(ctx())).toEqual(before);
    }
  });

  it('refuses to accept a quote stored before the rule with neither address nor pickup (405, nothing changed)', async () => {
    const placed = await placeOrder(ctx(), token, order([print(banner)], { address: haarlem, pickup: false, type: 'quote' }));
    const id = placed.body.orders[0].id as number;
    const row = await ctx().db.kysely.selectFrom('orders').select('details').where('id', '=', id).executeTakeFirstOrThrow();
    // As such quotes were stored before it was bounded (the demo data's among them).
    const details = JSON.stringify({ ...JSON.parse(row.details), address: null, pickup: false });
    await ctx().db.kysely.updateTable('orders').set({ details }).where('id', '=', id).execute();
    const accept = (language: string) => ctx().call('POST', `/api/v1/orders/${id}/accept`, { token, headers: { 'Accept-Language': language } });
    expect(await accept('en')).toMatchObject({
      status: 405, body: { message: 'This quote has no delivery address; please reorder it and choose an address or pickup.' },
    });
    expect((await accept('nl')).body.message).toBe('Deze offerte heeft geen bezorgadres; bestel hem opnieuw en kies een adres of afhalen.');
    const after = await ctx().db.kysely.selectFrom('orders').select(['kind', 'state']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual({ kind: 'quote', state: 'quote' });
    // Another company's address counts as none.
    const foreign = await ctx().db.kysely.selectFrom('addresses').select('id').where('name', '!=', 'Bakkerij De Zon B.V.')
      .where('name', 'not like', 'Bakkerij De Zon%').where('type', '=', 'delivery').executeTakeFirstOrThrow();
    await ctx().db.kysely.updateTable('orders').set({ details: JSON.stringify({ ...JSON.parse(details), address: foreign.id }) }).where('id', '=', id).execute();
    expect((await accept('en')).status).toBe(405);
    // Picked up after all: accepted (and the demo-history check below sees no quote without either).
    await ctx().db.kysely.updateTable('orders').set({ details: JSON.stringify({ ...JSON.parse(details), pickup: true }) }).where('id', '=', id).execute();
    expect((await accept('en')).status).toBe(200);
  });

  const reorder = (id: number) => ctx().call('POST', `/api/v1/orders/${id}/reorder`, { token });
  const storedTemplate = async (address: number | null) => {
    const res = await placeOrder(ctx(), token, order([print(banner)], { address, pickup: false, type: 'template', delivery_date: '' }));
    return res.body.orders[0].id as number;
  };

  it('"create order" from a template without an address starts with the customer\'s default address', async () => {
    const res = await reorder(await storedTemplate(null));
    expect(res.status).toBe(200);
    expect(res.body.details).toMatchObject({ address: headOffice, pickup: false });
  });

  it('reorder keeps the old address while it is still the company\'s', async () => {
    const res = await reorder(await storedTemplate(haarlem));
    expect(res.body.details.address).toBe(haarlem);
  });

  it('reorder replaces an address that is no longer the company\'s by the default address', async () => {
    const id = await storedTemplate(haarlem);
    const foreign = await addressOf(ctx(), 'Festival Noorderlicht');
    const row = await ctx().db.kysely.selectFrom('orders').select('details').where('id', '=', id).executeTakeFirstOrThrow();
    const details = { ...JSON.parse(row.details), address: foreign };
    await ctx().db.kysely.updateTable('orders').set({ details: JSON.stringify(details) }).where('id', '=', id).execute();
    expect((await reorder(id)).body.details.address).toBe(headOffice);
  });

  it('answers no address when the user has no default and the old order had none', async () => {
    const id = await storedTemplate(null);
    const userId = await userIdOf(ctx(), CUSTOMER);
    await ctx().db.kysely.updateTable('user_settings').set({ default_address_id: null }).where('user_id', '=', userId).execute();
    const res = await reorder(id);
    await ctx().db.kysely.updateTable('user_settings').set({ default_address_id: headOffice }).where('user_id', '=', userId).execute();
    expect(res.body.details.address).toBeNull();
  });

  it('gives every order and quote of the demo history a delivery address or pickup', async () => {
    const rows = await ctx().db.kysely.selectFrom('orders').select(['id', 'kind', 'partner_id', 'details']).where('kind', '!=', 'template').execute();
    const addresses = await ctx().db.kysely.selectFrom('addresses').select(['id', 'partner_id']).execute();
    const undelivered = rows.filter((row) => {
      const details = JSON.parse(row.details) as { pickup?: boolean; address?: number | null };
      if (details.pickup === true) return false;
      return !addresses.some((address) => address.id === details.address && address.partner_id === row.partner_id);
    });
    expect(rows.length).toBeGreaterThan(5);
    expect(undelivered.map((row) => row.id)).toEqual([]);
  });
});
