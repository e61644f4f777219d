import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { createMailer } from '../../../src/server/platform/mail/mailer.js';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, TEST_SCRYPT_COST, type TestContext } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { pdfText } from '../../support/pdf-text.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { DEMO_COMPANY } from '../../../src/server/modules/documents/company.js';
import { formatEuro } from '../../../src/domain/money.js';
import { addressOf, copy, finishOf, order, placeOrder, print, productId } from '../orders/order-helpers.js';

const CUSTOMER = 'klant@example.nl';
const RESELLER = 'partner@example.nl';

/** With DOC_SHOTS=<folder> the PDFs are kept there (to look at them, or to turn them into pictures). */
function keep(name: string, bytes: Uint8Array): void {
  const folder = process.env.DOC_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), bytes);
}

async function download(ctx: TestContext, path: string, token: string) {
  const response = await ctx.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const vatOf = (cents: number) => Math.round(cents * 0.21);

describeEachDatabase('the paperwork: confirmation, quote and invoice', (ctx) => {
  let customerToken = '';
  let bannerId = 0;
  let hem = { id: 0, finishing_id: 0 };
  let eyelets = { id: 0, finishing_id: 0 };

  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    customerToken = await tokenFor(ctx(), CUSTOMER);
    bannerId = await productId(ctx(), 'SPD-BO550');
    hem = await finishOf(ctx(), 'AF-ZOOM');
    eyelets = await finishOf(ctx(), 'AF-RING-50');
  });

  /** A Dutch customer's order of two banner prints, one with a hem all round and eyelets top and bottom. */
  async function placeDutchOrder(reference: string) {
    const before = ctx().mails.length;
    const prints = [
      print(bannerId, {
        extra_reference: 'Gevel',
        copies: [copy({ quantity: 3, width: 3000, height: 1000 }), copy({ quantity: 1, width: 2000, height: 1000, remark: 'zijkant' })],
        finishes: [
          { id: hem.id, finishing_id: hem.finishing_id, side: 'around' },
          { id: eyelets.id, finishing_id: eyelets.finishing_id, side: 'top' },
          { id: eyelets.id, finishing_id: eyelets.finishing_id, side: 'bottom' },
        ],
      }),
      print(bannerId, { copies: [copy({ quantity: 2, width: 1500, height: 500 })] }),
    ];
    const placed = await placeOrder(ctx(), customerToken, order(prints, {
      reference, pickup: false, address: await addressOf(ctx(), 'Bakkerij De Zon - filiaal Haarlem'),
      delivery_date: '2026-11-26T16:00:00.000Z', files_date: '2026-11-25', po_number: 'INK-2026-118', cost_centre: 'Marketing 4410', pack: 59,
    }));
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.orders[0].id as number;
    const stored = await ctx().db.kysely.selectFrom('orders').select(['total_cents', 'po_number', 'cost_centre']).where('id', '=', id).executeTakeFirstOrThrow();
    return { id, totalCents: stored.total_cents, stored, mails: ctx().mails.slice(before) };
  }

  it('mails a Dutch order confirmation with its PDF to the contact and the user, and serves the same PDF on the order page', async () => {
    const { id, totalCents, stored, mails } = await placeDutchOrder('Winteractie gevel');
    expect(stored).toMatchObject({ po_number: 'INK-2026-118', cost_centre: 'Marketing 4410' });
    expect(mails.map((mail) => mail.to).sort()).toEqual(['karin@example.nl', 'klant@example.nl']);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Orderbevestiging ${id}: Winteractie gevel`);
    const incl = formatEuro(totalCents + vatOf(totalCents), 'nl');
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('INK-2026-118');
      expect(part).toContain('Marketing 4410');
      expect(part).toContain('26 november 2026 om 17:00');
      expect(part).toContain('25 november 2026');
      expect(part).toContain('Zoom (gestikt): rondom');
      expect(part).toContain('Ringen om de 500 mm: boven en onder');
      expect(part).toContain('Per stuk verpakt');
      expect(part).toContain(formatEuro(totalCents, 'nl'));
      expect(part).toContain(incl);
      expect(part).toContain(`http://localhost:8080/order/${id}`);
    }
    expect(mail.attachments?.[0]).toMatchObject({ filename: `orderbevestiging-${id}.pdf`, contentType: 'application/pdf' });
    // As the mailer writes it: text and HTML alternatives, the PDF attached.
    const outbox = mkdtempSync(join(tmpdir(), 'pp-outbox-'));
    await createMailer(null, outbox).send(mail);
    const written = await simpleParser(readFileSync(join(outbox, readdirSync(outbox)[0]!)));
    expect(written.text).toContain('INK-2026-118');
    expect(written.html).toContain('<strong>Totaal incl. btw</strong>');
    expect(written.attachments.map((file) => [file.filename, file.contentType])).toEqual([[`orderbevestiging-${id}.pdf`, 'application/pdf']]);

    const attached = await pdfText(new Uint8Array(mail.attachments![0]!.content));
    const served = await download(ctx(), `/api/v1/orders/${id}/confirmation.pdf`, customerToken);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toContain(`orderbevestiging-${id}.pdf`);
    keep(`confirmation-nl-${ctx().kind}.pdf`, served.bytes);
    const document = await pdfText(served.bytes);
    expect(document.text).toBe(attached.text);
    expect(document.title).toBe(`Orderbevestiging ${id}`);
    const text = document.text;
    expect(text).toContain(`Ordernummer ${id}`);
    expect(text).toContain('Orderdatum 23 november 2026');
    expect(text).toContain('Inkoopordernummer INK-2026-118');
    expect(text).toContain('Kostenplaats Marketing 4410');
    expect(text).toContain('Bestanden uiterlijk 25 november 2026');
    expect(text).toContain('Bakkerij De Zon B.V.');
    expect(text).toContain('Zonnestraat 8');
    expect(text).toContain('Btw-nr. NL812345678B01');
    expect(text).toContain(`KvK ${DEMO_COMPANY.kvk}`);
    // 3 + 1 pieces of the first print, 2 of the second; sizes and sides per line.
    expect(text).toMatch(/\n4 Spandoek Blockout 550[^\n]*\(Gevel\)/);
    expect(text).toContain('3 × 3.000 × 1.000 mm, enkelzijdig, 1 origineel');
    expect(text).toContain('1 × 2.000 × 1.000 mm, enkelzijdig, 1 origineel – zijkant');
    expect(text).toMatch(/\n2 Spandoek Blockout 550/);
    // The transport is part of the total and a line of its own, so the lines add up to the total.
    const { transport_cents: transportCents } = await ctx().db.kysely.selectFrom('orders').select('transport_cents').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(transportCents)).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`\\n1 Transport ${formatEuro(Number(transportCents), 'nl').replace(/[.€]/g, '\\$&')}`));
    expect(text).toContain(`Totaal excl. btw ${formatEuro(totalCents, 'nl')}`);
    expect(text).toContain(`Btw 21% over ${formatEuro(totalCents, 'nl')} ${formatEuro(vatOf(totalCents), 'nl')}`);
    expect(text).toContain(`Totaal incl. btw ${incl}`);
    expect(text).toContain('Pagina 1 van 1');
  });

  it('serves a confirmation only to its own company, and only of an order', async () => {
    const { id } = await placeDutchOrder('Alleen voor ons');
    const other = await tokenFor(ctx(), 'inkoop@example.nl');
    expect((await download(ctx(), `/api/v1/orders/${id}/confirmation.pdf`, other)).status).toBe(404);
    expect((await download(ctx(), `/api/v1/orders/${id}/quote.pdf`, customerToken)).status).toBe(404);
    expect((await ctx().call('GET', `/api/v1/orders/${id}/confirmation.pdf`)).status).toBe(401);
  });

  it('mails an English quote, valid for 30 days, that links to the portal where it is accepted', async () => {
    const token = await tokenFor(ctx(), RESELLER, 'Festival Noorderlicht');
    const before = ctx().mails.length;
    const placed = await placeOrder(ctx(), token, order([print(bannerId, { copies: [copy({ quantity: 4, width: 6000, height: 2000 })] })], {
      reference: 'Stage 2027', type: 'quote', pickup: true,
    }));
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.orders[0].id as number;
    const { total_cents: cents } = await ctx().db.kysely.selectFrom('orders').select('total_cents').where('id', '=', id).executeTakeFirstOrThrow();
    const mails = ctx().mails.slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['karin@example.nl', 'partner@example.nl']);
    expect(mails[0]!.subject).toBe(`Quote ${id}: Stage 2027`);
    expect(mails[0]!.text).toContain(`See and accept the quote in the portal:\nhttp://localhost:8080/order/${id}`);
    expect(mails[0]!.attachments?.[0]?.filename).toBe(`quote-${id}.pdf`);

    const served = await download(ctx(), `/api/v1/orders/${id}/quote.pdf`, token);
    expect(served.status).toBe(200);
    keep(`quote-en-${ctx().kind}.pdf`, served.bytes);
    const { text, title } = await pdfText(served.bytes);
    expect(title).toBe(`Quote ${id}`);
    expect(text).toContain(`Quote number ${id}`);
    expect(text).toContain('Quote date 23 November 2026');
    expect(text).toContain('Valid until 23 December 2026');
    expect(text).toContain('To be picked up at PrintPortal Grootformaat B.V., Utrecht');
    expect(text).toContain('4 × 6,000 × 2,000 mm, single-sided, 1 original');
    expect(text).toContain(`Transport: pickup ${formatEuro(0, 'en')}`);
    expect(text).toContain(`Total excl. VAT ${formatEuro(cents, 'en')}`);
    expect(text).toContain(`VAT 21% on ${formatEuro(cents, 'en')} ${formatEuro(vatOf(cents), 'en')}`);
    expect(text).toContain(`Total incl. VAT ${formatEuro(cents + vatOf(cents), 'en')}`);
    expect(text).toContain('This quote is valid for 30 days, up to and including 23 December 2026.');
    expect(text).toContain(`Accept the quote in the portal: http://localhost:8080/order/${id}`);
    expect((await download(ctx(), `/api/v1/orders/${id}/confirmation.pdf`, token)).status).toBe(404);

    // Accepted in the portal, the quote is an order: its confirmation follows, in English.
    const beforeAccept = ctx().mails.length;
    const accepted = await ctx().call('POST', `/api/v1/orders/${id}/accept`, { token });
    expect(accepted.status, accepted.text).toBe(200);
    const confirmation = ctx().mails.slice(beforeAccept);
    expect(confirmation.map((mail) => mail.subject)).toEqual([`Order confirmation ${id}: Stage 2027`, `Order confirmation ${id}: Stage 2027`]);
    const confirmed = await download(ctx(), `/api/v1/orders/${id}/confirmation.pdf`, token);
    expect(confirmed.status).toBe(200);
    keep(`confirmation-en-${ctx().kind}.pdf`, confirmed.bytes);
    const english = await pdfText(confirmed.bytes);
    expect(english.title).toBe(`Order confirmation ${id}`);
    expect(english.text).toContain(`Order number ${id}`);
    expect(english.text).toContain('Order date 23 November 2026');
    expect(english.text).toContain(`Please upload your print files (PDF) on the order page: http://localhost:8080/order/${id}`);
    expect(english.text).toContain(`Total incl. VAT ${formatEuro(cents + vatOf(cents), 'en')}`);
  });

  it('writes a Dutch quote in Dutch', async () => {
    const placed = await placeOrder(ctx(), customerToken, order([print(bannerId)], { reference: 'Markt 2027', type: 'quote', cost_centre: 'Verkoop' }));
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.orders[0].id as number;
    const served = await download(ctx(), `/api/v1/orders/${id}/quote.pdf`, customerToken);
    expect(served.headers.get('content-disposition')).toContain(`offerte-${id}.pdf`);
    keep(`quote-nl-${ctx().kind}.pdf`, served.bytes);
    const { text, title } = await pdfText(served.bytes);
    expect(title).toBe(`Offerte ${id}`);
    expect(text).toContain(`Offertenummer ${id}`);
    expect(text).toContain('Offertedatum 23 november 2026');
    expect(text).toContain('Geldig tot 23 december 2026');
    expect(text).toContain('Kostenplaats Verkoop');
    expect(text).toContain('Deze offerte is 30 dagen geldig, tot en met 23 december 2026.');
    expect(text).toContain(`Akkoord? Accepteer de offerte in het portaal: http://localhost:8080/order/${id}`);
  });

  it('makes a complete invoice: both parties, VAT and KvK, dates in words, lines, VAT per rate, due date, PO number', async () => {
    const { id, totalCents } = await placeDutchOrder('Factuurproef');
    const admin = (...argv: string[]) => runAdmin({
      db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST, company: DEMO_COMPANY }, now: ctx().services.now,
    }, argv);
    for (let step = 0; step < 8; step++) await admin('order:advance', String(id));
    const invoices = await ctx().call('GET', '/api/v1/invoices', { token: customerToken });
    const invoice = invoices.body.data.find((row: { orders: number[] }) => row.orders.includes(id));
    expect(invoice).toBeTruthy();
    const served = await download(ctx(), invoice.pdf_url, customerToken);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toContain(`factuur-${invoice.number}.pdf`);
    keep(`invoice-nl-${ctx().kind}.pdf`, served.bytes);
    const { text, title } = await pdfText(served.bytes);
    expect(title).toBe(`Factuur ${invoice.number}`);
    for (const supplier of [DEMO_COMPANY.name, DEMO_COMPANY.street, `${DEMO_COMPANY.zip} ${DEMO_COMPANY.city}`, `Btw-nr. ${DEMO_COMPANY.vatId}`, `KvK ${DEMO_COMPANY.kvk}`, `IBAN ${DEMO_COMPANY.iban}`]) {
      expect(text).toContain(supplier);
    }
    expect(text).toContain('Zonnestraat 8');
    expect(text).toContain('1012 AB Amsterdam');
    expect(text).toContain('Btw-nr. NL812345678B01');
    expect(text).toContain(`Factuurnummer ${invoice.number}`);
    expect(text).toContain('Factuurdatum 23 november 2026');
    expect(text).toContain('Leverdatum 26 november 2026');
    expect(text).toContain('Vervaldatum 23 december 2026');
    expect(text).toContain('Inkoopordernummer INK-2026-118');
    expect(text).toContain('Kostenplaats Marketing 4410');
    expect(text).toContain('3 × 3.000 × 1.000 mm, enkelzijdig');
    expect(text).toContain(`Btw 21% over ${formatEuro(totalCents, 'nl')} ${formatEuro(vatOf(totalCents), 'nl')}`);
    expect(text).toContain(`Totaal incl. btw ${formatEuro(totalCents + vatOf(totalCents), 'nl')}`);
    expect(text).toContain(`uiterlijk 23 december 2026 over te maken op ${DEMO_COMPANY.iban}`);
    expect(invoice.amount_total).toBe((totalCents + vatOf(totalCents)) / 100);
  });

  it('writes an English customer\'s invoice in English, dates and amounts included', async () => {
    const token = await tokenFor(ctx(), RESELLER, 'Sportclub Vooruit');
    const placed = await placeOrder(ctx(), token, order([print(bannerId, { copies: [copy({ quantity: 10, width: 1200, height: 600 })] })], {
      reference: 'Tournament flags', po_number: 'SV-19', cost_centre: 'Youth', delivery_date: '2026-12-02T16:00:00.000Z',
    }));
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.orders[0].id as number;
    const { total_cents: cents } = await ctx().db.kysely.selectFrom('orders').select('total_cents').where('id', '=', id).executeTakeFirstOrThrow();
    const admin = (...argv: string[]) => runAdmin({
      db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST, company: DEMO_COMPANY }, now: ctx().services.now,
    }, argv);
    ctx().clock.set('2026-12-03T10:00:00Z');
    try {
      for (let step = 0; step < 8; step++) await admin('order:advance', String(id));
    } finally {
      ctx().clock.set('2026-11-23T09:00:00Z');
    }
    const invoices = await ctx().call('GET', '/api/v1/invoices', { token });
    const invoice = invoices.body.data.find((row: { orders: number[] }) => row.orders.includes(id));
    const served = await download(ctx(), invoice.pdf_url, token);
    keep(`invoice-en-${ctx().kind}.pdf`, served.bytes);
    const { text, title } = await pdfText(served.bytes);
    expect(title).toBe(`Invoice ${invoice.number}`);
    expect(text).toContain(`Invoice number ${invoice.number}`);
    expect(text).toContain('Invoice date 3 December 2026');
    expect(text).toContain('Delivery date 2 December 2026');
    expect(text).toContain('Due date 2 January 2027');
    expect(text).toContain('PO number SV-19');
    expect(text).toContain('Cost centre Youth');
    expect(text).toContain(`VAT no. ${DEMO_COMPANY.vatId}`);
    expect(text).toContain(`CoC ${DEMO_COMPANY.kvk}`);
    expect(text).toContain('Sportlaan 1');
    expect(text).toContain('10 × 1,200 × 600 mm, single-sided, 1 original');
    expect(text).toContain(`VAT 21% on ${formatEuro(cents, 'en')} ${formatEuro(vatOf(cents), 'en')}`);
    expect(text).toContain(`Please transfer ${formatEuro(cents + vatOf(cents), 'en')} by 2 January 2027`);
  });

  it('asks for the PO number where the company requires it, in the customer\'s language', async () => {
    const token = await tokenFor(ctx(), RESELLER, 'Gemeente Zeewolde Evenementen');
    const body = (details: Record<string, unknown>) => order([print(bannerId)], { reference: 'Kermis', ...details });
    const refused = await placeOrder(ctx(), token, body({}));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'details.po_number': ['Your company asks for its purchase-order number on every order; please fill it in.'] });
    const dutch = await ctx().call('POST', '/api/v1/order', { token, body: body({ po_number: '   ' }), headers: { 'Accept-Language': 'nl' } });
    expect(dutch.status).toBe(422);
    expect(dutch.body.errors['details.po_number']).toEqual(['Uw bedrijf vraagt bij elke order om zijn inkoopordernummer; vul het in.']);
    // A template is saved without one: the number belongs to each purchase.
    expect((await placeOrder(ctx(), token, body({ type: 'template' }))).status).toBe(201);
    const placed = await placeOrder(ctx(), token, body({ po_number: ' ZW-2026-0042 ' }));
    expect(placed.status).toBe(201);
    const id = placed.body.orders[0].id;
    const detail = await ctx().call('GET', `/api/v1/orders/${id}`, { token });
    expect(detail.body).toMatchObject({ po_number: 'ZW-2026-0042', cost_centre: '' });
    // The overview finds the order by its PO number, in any case, and shows it.
    const found = await ctx().call('GET', '/api/v1/orders?kind=order&q=zw-2026-00', { token });
    expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(found.body.data[0].po_number).toBe('ZW-2026-0042');
  });
});
