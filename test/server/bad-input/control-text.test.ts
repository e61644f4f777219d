import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { copy, countRows, CUSTOMER, finishOf, order, placeOrder, print, productId } from '../orders/order-helpers.js';

/**
 * A NUL (or another control character, or half a surrogate pair) in any text a
 * client sends is a 422 on that field on both databases; PostgreSQL answered 500 where SQLite stored
 * it. The field schemas name the field; the root guard catches keys and fields no schema reads.
 */
describeEachDatabase('control characters in text', (ctx) => {
  let token = '';
  let banner = 0;
  let hem = { id: 0, finishing_id: 0 };
  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    token = await tokenFor(ctx(), CUSTOMER);
    banner = await productId(ctx(), 'SPD-FL510');
    hem = await finishOf(ctx(), 'AF-ZOOM');
  });

  const validOrder = () => order(
    [print(banner, { extra_reference: 'gevel', finishes: [{ id: hem.id, finishing_id: hem.finishing_id, side: 'around', location: null }] })],
    { description: 'Gevel', remarks: 'Graag snel', pickup: true },
  );
  type Body = ReturnType<typeof validOrder>;
  const orderFields: [string, (body: Body, text: string) => void][] = [
    ['contact.name', (body, text) => { body.contact.name = `Karin${text}`; }],
    ['contact.email', (body, text) => { body.contact.email = `karin${text}@example.nl`; }],
    ['contact.phone', (body, text) => { body.contact.phone = `0201234567${text}`; }],
    ['details.reference', (body, text) => { body.details.reference = `PO${text}1`; }],
    ['details.description', (body, text) => { body.details.description = `Gevel${text}`; }],
    ['details.remarks', (body, text) => { (body.details as Record<string, unknown>).remarks = `Graag${text}`; }],
    ['details.files_date', (body, text) => { body.details.files_date = `2026-12-01${text}` as never; }],
    ['products.0.copies.0.remark', (body, text) => { (body.products[0] as { copies: { remark: string }[] }).copies[0]!.remark = `regel${text}`; }],
    ['products.0.extra_reference', (body, text) => { (body.products[0] as Record<string, unknown>).extra_reference = `gevel${text}`; }],
    ['products.0.uuid', (body, text) => { (body.products[0] as Record<string, unknown>).uuid = `u${text}`; }],
    ['products.0.finishes.0.location', (body, text) => { (body.products[0] as { finishes: { location: unknown }[] }).finishes[0]!.location = `top${text}`; }],
  ];

  it('the valid order these are made from is placed', async () => {
    expect((await placeOrder(ctx(), token, validOrder())).status).toBe(201);
  });

  it.each(orderFields)('POST /order: a NUL in %s is a 422 on that field, nothing stored', async (field, put) => {
    const before = await countRows(ctx());
    const body = validOrder();
    put(body, '\u0000');
    const res = await placeOrder(ctx(), token, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.body.errors[field][0]).toMatch(/may not contain control characters$/);
    expect(await countRows(ctx())).toEqual(before);
  });

  it.each([
    ['another control character', 'details.reference', '\u0001'],
    ['a tab in a one-line field', 'contact.name', '\t'],
    ['a line break in a one-line field', 'details.reference', '\n'],
    ['DEL', 'contact.phone', '\u007f'],
    ['half a surrogate pair', 'details.description', '\ud800'],
  ])('POST /order: %s is a 422 too', async (_label, field, text) => {
    const body = validOrder();
    orderFields.find(([name]) => name === field)![1](body, text);
    const res = await placeOrder(ctx(), token, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it('keeps line breaks and tabs in the multi-line fields (remarks, description, copy remark)', async () => {
    const body = validOrder();
    (body.details as Record<string, unknown>).remarks = 'Regel 1\r\nRegel 2';
    body.details.description = 'Gevel\tvoorkant';
    (body.products[0] as { copies: { remark: string }[] }).copies[0]!.remark = 'uit Excel\nmet Alt+Enter';
    expect((await placeOrder(ctx(), token, body)).status).toBe(201);
  });

  it('refuses a NUL in a key or in a field no schema reads (the root guard)', async () => {
    const extra = { ...validOrder(), note: { 'a\u0000b': 1 } };
    const res = await placeOrder(ctx(), token, extra);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'note._': ['Note may not contain control characters'] });
    const expedition = await ctx().call('POST', '/api/v1/expedition', { token, body: { products: [{ product_id: banner }], details: { reference: 'x\u0000' } } });
    expect(expedition.status).toBe(422);
    expect(Object.keys(expedition.body.errors)).toEqual(['details.reference']);
  });

  it('POST /prices: a NUL in a copy remark', async () => {
    const res = await ctx().call('POST', '/api/v1/prices', { token, body: print(banner, { copies: [copy({ remark: '\u0000' })] }) });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['copies.0.remark']);
  });

  it.each(['name', 'dept', 'attn', 'phone', 'email', 'street', 'zip', 'city', 'country_id'])('POST /addresses: a NUL in %s', async (field) => {
    const address: Record<string, string> = { name: 'Bakkerij', dept: 'Inkoop', attn: 'Karin', phone: '0201234567', email: 'k@example.nl', street: 'Dam 1', zip: '1012 JS', city: 'Amsterdam', country_id: 'NL' };
    address[field] = `${address[field]}\u0000`;
    const res = await ctx().call('POST', '/api/v1/addresses', { token, body: address });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it.each(['name', 'email', 'phone'])('PUT /settings: a NUL in %s', async (field) => {
    const colleague = await tokenFor(ctx(), 'sanne.bakker@example.nl');
    const settings: Record<string, unknown> = { name: 'Sanne Bakker', email: 'sanne.bakker@example.nl', phone: '0591123458', lang: 'nl', approve_pdf: false, pickup_default: false, zoom_text: false, default_address_id: null };
    settings[field] = `${String(settings[field])}\u0000`;
    const res = await ctx().call('PUT', '/api/v1/settings', { token: colleague, body: settings });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it.each([
    ['POST /auth/login', '/api/v1/auth/login', { type: 'password', email: 'klant\u0000@example.nl', password: 'Drukwerk2026!' }],
    ['POST /auth/login (password)', '/api/v1/auth/login', { type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!\u0000' }],
    ['POST /auth/email', '/api/v1/auth/email', { email: 'klant@example.nl\u0000' }],
  ])('%s: a NUL is a 422, not a 500', async (_label, path, body) => {
    const res = await ctx().call('POST', path, { body });
    expect(res.status).toBe(422);
  });

  it.each(['%00', 'bakkerij%00', '%C0%80'])('GET /orders?q=%s is a 422 on q (or finds nothing), never a 500', async (q) => {
    const res = await ctx().call('GET', `/api/v1/orders?kind=order&q=${q}`, { token });
    if (q === '%C0%80') {
      // An overlong NUL is not UTF-8: it decodes to U+FFFD, a search that simply finds nothing.
      expect(res.status).toBe(200);
      return;
    }
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ q: ['Q may not contain control characters'] });
  });

  it('a NUL in any query parameter of any call is a 422', async () => {
    const res = await ctx().call('GET', '/api/v1/invoices?page=1%00', { token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['page']);
  });
});
