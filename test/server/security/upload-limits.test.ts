import { existsSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { partnerIdOf, tokenFor, userIdOf } from '../../support/tokens.js';
import { CUSTOMER, PURCHASER, RESELLER } from '../after-order/helpers.js';
import { makeOrder } from '../after-order/orders-fixture.js';
import { pdfOfSize } from '../files/pdf-fixtures.js';
import { DEFAULT_UPLOAD_LIMITS } from '../../../src/server/modules/files/upload-limits.js';
import { heldBody, upload } from './upload-bodies.js';

/**
 * What uploads may take of the server and its disk: a place among the running uploads (per user
 * and in all), a minimum pace, a storage quota per company. Small limits from the config keep each
 * case far under a second: nothing here trickles in real time or waits a fixed while.
 */
const stored = (ctx: TestContext) => (existsSync(ctx.services.config.uploadDir) ? readdirSync(ctx.services.config.uploadDir) : []);
const rowsOf = (ctx: TestContext, printId: number) => ctx.db.kysely.selectFrom('order_files').select('id').where('print_id', '=', printId).execute();
const DE_ZON = 'Bakkerij De Zon B.V.';

async function target(ctx: TestContext, of: 'customer' | 'other' = 'customer') {
  const { orderId, printIds } = await makeOrder(ctx, { of });
  return { orderId, printId: printIds[0]! };
}

describeEachDatabase('uploads at once, per user and in all', (ctx) => {
  it('answers 429 to a user with an upload running, 503 when the server has all it takes, both with Retry-After; places come back after each upload', async () => {
    const customer = await tokenFor(ctx(), CUSTOMER);
    const purchaser = await tokenFor(ctx(), PURCHASER);
    const reseller = await tokenFor(ctx(), RESELLER, DE_ZON);
    const pdf = await pdfOfSize([1000, 500]);

    const first = heldBody();
    const firstDone = upload(ctx(), await target(ctx()), customer, first.stream);
    await first.asked;

    const again = await upload(ctx(), await target(ctx()), customer, pdf);
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('30');
    expect(again.body.message).toBe('You are already uploading as many files at once as we accept; please wait until one has finished and try again.');
    const inDutch = await upload(ctx(), await target(ctx()), customer, pdf, { 'Accept-Language': 'nl' });
    expect(inDutch.body.message).toBe('U uploadt al zoveel bestanden tegelijk als wij aannemen; wacht tot er een klaar is en probeer het dan opnieuw.');

    const second = heldBody();
    const secondDone = upload(ctx(), await target(ctx(), 'other'), purchaser, second.stream);
    await second.asked;
    const full = await upload(ctx(), await target(ctx()), reseller, pdf, { 'Accept-Language': 'nl' });
    expect(full.status).toBe(503);
    expect(full.headers.get('Retry-After')).toBe('60');
    expect(full.body.message).toBe('We ontvangen op dit moment te veel bestanden tegelijk; probeer het over een minuut opnieuw.');

    // One finishes, one is refused halfway (not a PDF): both give their places back.
    first.push(pdf);
    first.end();
    expect((await firstDone).status).toBe(201);
    second.push('GIF89a not a pdf');
    second.end();
    expect((await secondDone).status).toBe(415);
    // Let in again (and refused for what they send, which needs no analysis).
    const notPdf = new TextEncoder().encode('GIF89a not a pdf');
    expect((await upload(ctx(), await target(ctx()), reseller, notPdf)).status).toBe(415);
    expect((await upload(ctx(), await target(ctx()), customer, notPdf)).status).toBe(415);
  });
}, { uploads: { ...DEFAULT_UPLOAD_LIMITS, perUser: 1, total: 2, minBytesPerSecond: 0 } });

describeEachDatabase('an upload that crawls', (ctx) => {
  it('is ended with 408 and a message in the user\'s language, and nothing of it is kept', async () => {
    const customer = await tokenFor(ctx(), CUSTOMER);
    for (const [language, message] of [
      ['en', 'The upload was too slow (under 64 KB/s) and has been stopped; please try again over a faster connection.'],
      ['nl', 'De upload ging te langzaam (minder dan 64 KB/s) en is gestopt; probeer het opnieuw over een snellere verbinding.'],
    ] as const) {
      const { orderId, printId } = await target(ctx());
      const body = heldBody();
      const answer = upload(ctx(), { orderId, printId }, customer, body.stream, { 'Accept-Language': language });
      await body.asked;
      body.push('%PDF-1.7\n% a few bytes, then almost nothing\n');
      // No end: the body stays open, as from a client that trickles a byte now and then.
      const refused = await answer;
      expect(refused.status).toBe(408);
      expect(refused.body.message).toBe(message);
      expect(await rowsOf(ctx(), printId)).toEqual([]);
    }
    expect(stored(ctx())).toEqual([]);
  });
}, { uploads: { ...DEFAULT_UPLOAD_LIMITS, minBytesPerSecond: 64 * 1024, rateWindowMs: 100 } });

const QUOTA = 1024 * 1024;

/** Files the company already has: rows of the given sizes (their bytes on disk do not matter to the count). */
async function alreadyStored(ctx: TestContext, sizes: number[]) {
  const { orderId, printId } = await target(ctx);
  const partnerId = await partnerIdOf(ctx, DE_ZON);
  const userId = await userIdOf(ctx, CUSTOMER);
  for (const [index, size] of sizes.entries()) {
    await ctx.db.kysely.insertInto('order_files').values({
      order_id: orderId, print_id: printId, user_id: userId, partner_id: partnerId, stored_name: `${String(index).padStart(32, '0')}.pdf`,
      original_name: 'eerder.pdf', size, pages: 1, width_mm: null, height_mm: null, warning: null, created_at: '2026-11-20T10:00:00.000Z', checks: null, check_verdict: null,
    }).execute();
  }
}

/** A PDF of about `bytes`: a real one with a comment after it. */
async function pdfOfBytes(bytes: number): Promise<Uint8Array> {
  const pdf = await pdfOfSize([1000, 500]);
  return Buffer.concat([pdf, Buffer.from(`%${'x'.repeat(Math.max(0, bytes - pdf.length - 2))}\n`)]);
}

describeEachDatabase('a company\'s storage quota', (ctx) => {
  it('refuses a file that does not fit, before reading it when its size is announced and while streaming when not, in nl and en; other companies upload as before', async () => {
    await alreadyStored(ctx(), [500 * 1024, 400 * 1024]);
    const customer = await tokenFor(ctx(), CUSTOMER);
    const file = await pdfOfBytes(200 * 1024);

    const announced = heldBody();
    const refusedUnread = await upload(ctx(), await target(ctx()), customer, announced.stream, { 'Content-Length': String(file.length) });
    expect(refusedUnread.status).toBe(413);
    expect(refusedUnread.body.message).toBe('Your company\'s storage for print files (1 MB) is full: this file does not fit; please contact us.');

    const streamed = heldBody();
    const streaming = upload(ctx(), await target(ctx()), customer, streamed.stream, { 'Accept-Language': 'nl' });
    await streamed.asked;
    for (let at = 0; at < file.length; at += 16 * 1024) streamed.push(file.subarray(at, at + 16 * 1024));
    const refusedStreaming = await streaming;
    expect(refusedStreaming.status).toBe(413);
    expect(refusedStreaming.body.message).toBe('De opslag van uw bedrijf voor drukbestanden (1 MB) is vol: dit bestand past er niet meer in; neem contact met ons op.');
    expect(stored(ctx())).toEqual([]);

    expect((await upload(ctx(), await target(ctx()), customer, await pdfOfBytes(50 * 1024))).status).toBe(201);
    expect((await upload(ctx(), await target(ctx(), 'other'), await tokenFor(ctx(), PURCHASER), file)).status).toBe(201);
  });

  it('counts the uploads still streaming: two that each fit alone do not both get in', async () => {
    const purchaser = await tokenFor(ctx(), PURCHASER);
    const file = await pdfOfBytes(600 * 1024);
    const first = heldBody();
    const firstDone = upload(ctx(), await target(ctx(), 'other'), purchaser, first.stream);
    await first.asked;
    const counted = first.drained();
    first.push(file.subarray(0, 500 * 1024));
    await counted;

    const second = await upload(ctx(), await target(ctx(), 'other'), purchaser, file);
    expect(second.status).toBe(413);

    first.push(file.subarray(500 * 1024));
    first.end();
    expect((await firstDone).status).toBe(201);
  });
}, { uploads: { ...DEFAULT_UPLOAD_LIMITS, partnerQuotaBytes: QUOTA, minBytesPerSecond: 0 } });
