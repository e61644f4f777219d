import { expect, it } from 'vitest';
import { describeEachDatabase, TEST_SCRYPT_COST } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { AdminError } from '../../../src/server/admin/admin-context.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { makeOrder } from '../after-order/orders-fixture.js';

describeEachDatabase('a company\'s paperwork details', (ctx) => {
  const admin = (...argv: string[]) => runAdmin({
    db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST }, now: ctx().services.now,
  }, argv);
  const refusal = (...argv: string[]) => admin(...argv).then(() => '', (error: unknown) => {
    expect(error).toBeInstanceOf(AdminError);
    return (error as Error).message;
  });
  const partnerId = async (name: string) =>
    String((await ctx().db.kysely.selectFrom('partners').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);

  it('lets staff set the invoice address, VAT id and PO rule, which the customer then sees in Settings', async () => {
    const id = await partnerId('Bakkerij De Zon B.V.');
    const out = await admin('partner:update', '--partner', id, '--street', 'Broodstraat 1', '--zip', '2011rd', '--city', 'Haarlem', '--vat-id', 'nl 8123.45678.b01', '--po-required', 'yes');
    expect(out).toBe([
      `partner ${id}: Bakkerij De Zon B.V.`,
      '  invoice address: Broodstraat 1, 2011 RD Haarlem, NL',
      '  VAT id: NL812345678B01',
      '  PO number required: yes',
    ].join('\n'));
    const settings = await ctx().call('GET', '/api/v1/settings', { token: await tokenFor(ctx(), 'klant@example.nl') });
    expect(settings.body.user.company).toEqual({
      name: 'Bakkerij De Zon B.V.', street: 'Broodstraat 1', zip: '2011 RD', city: 'Haarlem', country_id: 'NL', vat_id: 'NL812345678B01', po_required: true,
    });
    // Only what is given changes.
    expect(await admin('partner:update', '--partner', id, '--po-required', 'no')).toContain('PO number required: no');
    expect(await admin('partner:update', '--partner', id)).toContain('invoice address: Broodstraat 1, 2011 RD Haarlem, NL');
  });

  it('refuses bad company details with the reason and changes nothing', async () => {
    const id = await partnerId('Sportclub Vooruit');
    expect(await refusal('partner:update', '--partner', id, '--zip', '12345')).toBe('A postcode in Netherlands looks like 1234 AB.');
    expect(await refusal('partner:update', '--partner', id, '--vat-id', '123')).toMatch(/VAT id must look like NL001234567B01/);
    expect(await refusal('partner:update', '--partner', id, '--country', 'XX')).toMatch(/Country must be one of NL, BE/);
    expect(await refusal('partner:update', '--partner', id, '--po-required', 'maybe')).toBe('--po-required must be yes or no, got "maybe"');
    expect(await refusal('partner:update', '--partner', '999999')).toBe('no partner with id 999999');
    expect(await admin('partner:update', '--partner', id)).toContain('invoice address: Sportlaan 1, 3521 AZ Utrecht, NL');
  });

  it('shows the PO number and cost centre in the staff order list', async () => {
    const { orderId } = await makeOrder(ctx(), { reference: 'Met inkoopnummer' });
    await ctx().db.kysely.updateTable('orders').set({ po_number: 'PO-77', cost_centre: 'KP 12' }).where('id', '=', orderId).execute();
    const line = (await admin('order:list', '--limit', '200')).split('\n').find((row) => row.trimStart().startsWith(`${orderId} `));
    expect(line).toMatch(/Met inkoopnummer \| PO PO-77 \| cost centre KP 12$/);
  });
});
