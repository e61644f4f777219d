import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { CUSTOMER } from '../after-order/helpers.js';
import { makeOrder } from '../after-order/orders-fixture.js';

/** The overview's search folds case by one rule on SQLite and PostgreSQL alike, beyond ASCII too. */
describeEachDatabase('overview search: one case rule on both databases', (ctx) => {
  const search = async (q: string): Promise<number[]> => {
    const res = await ctx().call('GET', `/api/v1/orders?q=${encodeURIComponent(q)}`, { token: await tokenFor(ctx(), CUSTOMER) });
    expect(res.status, res.text).toBe(200);
    return res.body.data.map((row: { id: number }) => row.id);
  };

  it('finds "İstanbul" (dotted capital I) by "istanbul", "İSTANBUL" and "Istanbul", long and short', async () => {
    const { orderId } = await makeOrder(ctx(), { reference: 'Beurs İstanbul 2027' });
    for (const q of ['istanbul', 'İstanbul', 'İSTANBUL', 'Istanbul', 'beurs i', 'is', 'İs']) expect(await search(q), q).toContain(orderId);
    expect(await search('ıstanbul'), 'dotless i is another letter').not.toContain(orderId);
  });

  it('folds Greek, Cyrillic, Kelvin sign and German capitals alike, typed in either case', async () => {
    const greek = await makeOrder(ctx(), { reference: 'ΣΊΣΥΦΟΣ Αθήνα' });
    const cyrillic = await makeOrder(ctx(), { reference: 'Выставка МОСКВА' });
    const kelvin = await makeOrder(ctx(), { reference: 'Koelcel 5 \u212A' });
    const german = await makeOrder(ctx(), { reference: 'STRASSE ÄRGER ẞ' });
    expect(await search('σίσυφοσ')).toContain(greek.orderId);
    expect(await search('ΑΘΉΝΑ')).toContain(greek.orderId);
    expect(await search('москва')).toContain(cyrillic.orderId);
    expect(await search('ВЫСТАВКА')).toContain(cyrillic.orderId);
    expect(await search('5 k')).toContain(kelvin.orderId);
    expect(await search('ärger ß')).toContain(german.orderId);
    expect(await search('ärger ss')).not.toContain(german.orderId);
  });

  it('keeps finding a reference renamed to and from a folded one', async () => {
    const { orderId } = await makeOrder(ctx(), { reference: 'Zomerfeest' });
    await ctx().db.kysely.updateTable('orders').set({ reference: 'İzmir Fuarı' }).where('id', '=', orderId).execute();
    expect(await search('izmir fuar')).toContain(orderId);
    expect(await search('zomerfeest')).not.toContain(orderId);
    await ctx().db.kysely.updateTable('orders').set({ reference: 'Zomerfeest' }).where('id', '=', orderId).execute();
    expect(await search('izmir')).not.toContain(orderId);
    expect(await search('zomerfeest')).toContain(orderId);
  });
});
