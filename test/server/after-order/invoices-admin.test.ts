import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { pdfSummary } from '../../support/pdf-reader.js';
import { describeEachDatabase, TEST_SCRYPT_COST } from '../../support/test-app.js';
import { AdminError, type AdminContext } from '../../../src/server/admin/admin-context.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { CUSTOMER, PURCHASER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { makeOrder } from './orders-fixture.js';

function jsonFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pp-import-')), 'catalog.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describeEachDatabase('invoices and the admin commands', (ctx) => {
  const admin = (...argv: string[]) => {
    const context: AdminContext = { db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST }, now: ctx().services.now };
    return runAdmin(context, argv);
  };
  const fails = async (message: RegExp, ...argv: string[]) => {
    const outcome = await admin(...argv).then(() => null, (error: unknown) => error);
    expect(outcome, argv.join(' ')).toBeInstanceOf(AdminError);
    expect((outcome as Error).message).toMatch(message);
  };

  async function advanceTo(orderId: number, state: string): Promise<string[]> {
    const lines: string[] = [];
    for (let step = 0; step < 12; step++) {
      const { state: now } = await ctx().db.kysely.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow();
      if (now === state) return lines;
      lines.push(await admin('order:advance', String(orderId)));
    }
    throw new Error(`never reached ${state}`);
  }

  it('advances an order stage by stage and makes the invoice (21% VAT) at invoicing', async () => {
    const { orderId } = await makeOrder(ctx());
    const lines = await advanceTo(orderId, 'invoicing');
    expect(lines[0]).toBe(`order ${orderId}: waiting_for_files -> intake`);
    expect(lines.at(-1)).toMatch(new RegExp(`^order ${orderId}: delivered -> invoicing; invoice F2026-\\d{6} made`));
    const order = await ctx().db.kysely.selectFrom('orders').select('total_cents').where('id', '=', orderId).executeTakeFirstOrThrow();
    const token = await tokenFor(ctx(), CUSTOMER);
    const list = await ctx().call('GET', '/api/v1/invoices', { token });
    expect(list.status).toBe(200);
    const invoice = list.body.data.find((row: { orders: number[] }) => row.orders.includes(orderId));
    expect(invoice).toMatchObject({
      name: 'Bakkerij De Zon B.V.', date: '2026-11-23', state: 'open', orders: [orderId],
      amount_untaxed: order.total_cents / 100, amount_total: Math.round(order.total_cents * 1.21) / 100,
    });
    const detail = await ctx().call('GET', `/api/v1/orders/${orderId}`, { token });
    expect(detail.body.invoice).toMatchObject({ id: invoice.id, number: invoice.number, state: 'open' });

    const pdf = await ctx().app.request(invoice.pdf_url, { headers: { Authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`factuur-${invoice.number}.pdf`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const document = await pdfSummary(bytes);
    expect(document.pages).toBeGreaterThanOrEqual(1);
    expect(document.title).toBe(`Factuur ${invoice.number}`);

    // Once past invoicing no second invoice appears; done is the end.
    expect(await admin('order:advance', String(orderId))).toBe(`order ${orderId}: invoicing -> done`);
    await fails(/This order is done/, 'order:advance', String(orderId));
    const after = await ctx().call('GET', '/api/v1/invoices', { token });
    expect(after.body.data.filter((row: { orders: number[] }) => row.orders.includes(orderId))).toHaveLength(1);

    expect(await admin('invoice:pay', invoice.number)).toBe(`invoice ${invoice.number} is paid`);
    const paid = await ctx().call('GET', '/api/v1/invoices', { token });
    expect(paid.body.data.find((row: { id: number }) => row.id === invoice.id).state).toBe('paid');
    await fails(/already paid/, 'invoice:pay', invoice.number);
  });

  it('shows another partner\'s invoice to nobody else (list and PDF)', async () => {
    const { orderId } = await makeOrder(ctx(), { of: 'other' });
    await advanceTo(orderId, 'invoicing');
    const own = await ctx().call('GET', '/api/v1/invoices', { token: await tokenFor(ctx(), PURCHASER) });
    const invoice = own.body.data.find((row: { orders: number[] }) => row.orders.includes(orderId));
    expect(invoice).toBeTruthy();
    const token = await tokenFor(ctx(), CUSTOMER);
    const list = await ctx().call('GET', '/api/v1/invoices', { token });
    expect(list.body.data.map((row: { id: number }) => row.id)).not.toContain(invoice.id);
    expect((await ctx().call('GET', `/api/v1/invoices/${invoice.id}/pdf`, { token })).status).toBe(404);
    expect((await ctx().call('GET', '/api/v1/invoices/999999/pdf', { token })).status).toBe(404);
    expect((await ctx().call('GET', '/api/v1/invoices?page=0', { token })).status).toBe(422);
  });

  it('refuses bad input to the order and invoice commands with a clear message', async () => {
    await fails(/order id is required/, 'order:advance');
    await fails(/positive whole number, got "abc"/, 'order:advance', 'abc');
    await fails(/no order with id 999999/, 'order:advance', '999999');
    const quote = await makeOrder(ctx(), { kind: 'quote' });
    await fails(/A quote has no stages to advance/, 'order:advance', String(quote.orderId));
    await fails(/invoice number is required/, 'invoice:pay');
    await fails(/no invoice with number "F1999-000001"/, 'invoice:pay', 'F1999-000001');
    await fails(/--state must be one of/, 'order:list', '--state', 'lost');
    await fails(/--limit must be a whole number/, 'order:list', '--limit', '0');
    await fails(/Unknown option|unknown/i, 'order:list', '--colour', 'red');
  });

  it('lists orders newest first, filtered by state', async () => {
    const { orderId } = await makeOrder(ctx(), { state: 'production', reference: 'Lijst-test', createdAt: '2026-11-22T23:00:00.000Z' });
    const out = await admin('order:list', '--state', 'production');
    expect(out.split('\n')[0]).toContain(String(orderId));
    expect(out).toContain('Bakkerij De Zon B.V. | Lijst-test');
    expect(out).not.toMatch(/waiting_for_files/);
  });

  it('imports a catalogue file in one transaction, adding and updating by default_code', async () => {
    const file = jsonFile({
      products: [
        { default_code: 'SPD-BO550', name: 'Spandoek Blockout 550 g/m² (nieuw)', width: 5000, price_cents: 1895 },
        { default_code: 'NEW-MESH', name: 'Mesh 270', width: 5000, price_cents: 1595, kind: 'sheet', tiers: [{ from_m2: 10, discount_pct: 10 }] },
      ],
      finishes: [{ default_code: 'ZOOM-NEW', name: 'Zoom nieuw', level: 1, finishing_id: 77, side: 'around', price_kind: 'metre', price_cents: 150 }],
    });
    expect(await admin('catalog:import', file)).toBe(`imported ${file}: products 1 added, 1 updated; finishes 1 added, 0 updated`);
    const products = await ctx().db.kysely.selectFrom('products').select(['default_code', 'name', 'price_cents', 'tiers']).where('default_code', 'in', ['SPD-BO550', 'NEW-MESH']).orderBy('default_code').execute();
    expect(products).toEqual([
      { default_code: 'NEW-MESH', name: 'Mesh 270', price_cents: 1595, tiers: '[{"from_m2":10,"discount_pct":10}]' },
      { default_code: 'SPD-BO550', name: 'Spandoek Blockout 550 g/m² (nieuw)', price_cents: 1895, tiers: '[]' },
    ]);
  });

  it('refuses a bad catalogue file with the paths of its problems and changes nothing', async () => {
    const before = await ctx().db.kysely.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await fails(/a JSON file is required/, 'catalog:import');
    await fails(/cannot read .*: ENOENT/, 'catalog:import', '/nonexistent/catalog.json');
    await fails(/is not valid JSON/, 'catalog:import', jsonFile('{"products": [}'));
    await fails(/no products and no finishes/, 'catalog:import', jsonFile({}));
    await fails(/products\.1\.width: .*\n.*products\.1\.kind/, 'catalog:import', jsonFile({
      products: [{ default_code: 'OK-1', name: 'Goed', width: 1000, price_cents: 100 }, { default_code: 'BAD-1', name: 'Fout', width: -5, price_cents: 100, kind: 'rolls' }],
    }));
    await fails(/appears twice/, 'catalog:import', jsonFile({
      products: [{ default_code: 'DUP', name: 'A', width: 1000, price_cents: 1 }, { default_code: 'DUP', name: 'B', width: 1000, price_cents: 1 }],
    }));
    const after = await ctx().db.kysely.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const okOne = await ctx().db.kysely.selectFrom('products').select('id').where('default_code', '=', 'OK-1').executeTakeFirst();
    expect(okOne).toBeUndefined();
  });
});
