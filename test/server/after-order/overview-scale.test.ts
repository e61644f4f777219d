import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { partnerIdOf, tokenFor, userIdOf } from '../../support/tokens.js';
import { CUSTOMER, PURCHASER } from './helpers.js';
import { makeOrder } from './orders-fixture.js';

/** The overviews of a company with many orders: indexed search, keyset paging, a bounded total. */
interface Page { data: { id: number; order_date: string; reference: string }[]; page: number; total: number; total_capped: boolean; next_cursor: string | null; prev_cursor: string | null }

/** `count` bare orders of a company (no prints), in batches: enough rows for paging, fast on both databases. */
async function insertOrders(ctx: TestContext, company: string, count: number, row: (n: number) => { reference: string; created_at: string }, kind = 'order') {
  const partnerId = await partnerIdOf(ctx, company);
  const userId = await userIdOf(ctx, company === 'Bakkerij De Zon B.V.' ? CUSTOMER : PURCHASER);
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, index) => {
      const made = row(start + index);
      return {
        kind: kind as 'order', state: kind === 'order' ? 'done' as const : kind as 'quote', partner_id: partnerId, user_id: userId,
        reference: made.reference, description: '', contact: '{}', details: '{}', delivery_date: null, total_cents: 0,
        created_at: made.created_at, updated_at: made.created_at,
      };
    });
    await ctx.db.kysely.insertInto('orders').values(batch).execute();
  }
}

async function list(ctx: TestContext, token: string, query: string): Promise<Page> {
  const res = await ctx.call<Page>('GET', `/api/v1/orders?${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const ids = (page: Page) => page.data.map((row) => row.id);

describeEachDatabase('overviews of many orders (issue 17)', (ctx) => {
  it('searches the reference case-insensitively for any part, with % and _ literal, and by order number', async () => {
    const plain = await makeOrder(ctx(), { reference: 'Voorjaarsactie Filiaal-Noord' });
    const marked = await makeOrder(ctx(), { reference: 'Actie 50%_korting' });
    const token = await tokenFor(ctx(), CUSTOMER);
    const search = async (q: string) => ids(await list(ctx(), token, `q=${encodeURIComponent(q)}`));
    expect(await search('FILIAAL-noo')).toEqual([plain.orderId]);
    expect(await search('jaarsact')).toEqual([plain.orderId]);
    expect(await search('50%_K')).toEqual([marked.orderId]);
    // `_` and `%` are characters, not wildcards, also where the trigram index answers (3+ characters).
    expect(await search('Voorjaars_ctie')).toEqual([]);
    expect(await search('Actie 50%korting')).toEqual([]);
    expect(await search('0%_')).toEqual([marked.orderId]);
    expect(await search(`#${plain.orderId}`)).toContain(plain.orderId);
    expect(await search(String(marked.orderId))).toContain(marked.orderId);
  });

  it('searches case-insensitively beyond ASCII too, as typed or in other case (SQLite\'s lower() folds ASCII only)', async () => {
    const accented = await makeOrder(ctx(), { reference: 'CAFÉ Ärger Œuvre' });
    const token = await tokenFor(ctx(), CUSTOMER);
    const search = async (q: string) => ids(await list(ctx(), token, `q=${encodeURIComponent(q)}`));
    // Before, on SQLite: nothing found, not even the reference as it was typed.
    for (const q of ['CAFÉ', 'café', 'é ä', 'ärger', 'ÄRGER', 'œuvre', 'É']) expect(await search(q), q).toEqual([accented.orderId]);
    expect(await search('cafe')).toEqual([]);
  });

  it('finds an order by its new reference after a change, and no longer after its removal', async () => {
    const { orderId } = await makeOrder(ctx(), { reference: 'Zomerfestival' });
    const token = await tokenFor(ctx(), CUSTOMER);
    await ctx().db.kysely.updateTable('orders').set({ reference: 'Herfstbeurs' }).where('id', '=', orderId).execute();
    expect(ids(await list(ctx(), token, 'q=herfstbeu'))).toEqual([orderId]);
    expect(ids(await list(ctx(), token, 'q=zomerfest'))).toEqual([]);
    await ctx().db.kysely.deleteFrom('orders').where('id', '=', orderId).execute();
    expect(ids(await list(ctx(), token, 'q=herfstbeu'))).toEqual([]);
  });

  it('has the search index the migration made', async () => {
    if (ctx().kind === 'postgres') {
      const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = 'orders_reference_trgm'`.execute(ctx().db.kysely);
      expect(rows[0]?.indexdef).toMatch(/gin \(lower\(reference\) gin_trgm_ops\)/);
    } else {
      const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name = 'orders_search'`.execute(ctx().db.kysely);
      expect(rows[0]?.sql).toMatch(/fts5\(.*tokenize='trigram'/);
    }
  });

  it('pages by cursor without duplicates or gaps, also among equal order dates, both ways', async () => {
    // 47 quotes, three to each order date: the order is (date, number), newest first.
    await insertOrders(ctx(), 'Bouwbedrijf Van Dijk B.V.', 47, (n) => ({
      reference: `Keyset ${n}`, created_at: new Date(Date.UTC(2025, 0, 1) + Math.floor(n / 3) * 60_000).toISOString(),
    }), 'quote');
    const partnerId = await partnerIdOf(ctx(), 'Bouwbedrijf Van Dijk B.V.');
    const expected = (await ctx().db.kysely.selectFrom('orders').select('id').where('partner_id', '=', partnerId).where('kind', '=', 'quote')
      .orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((row) => row.id);
    const token = await tokenFor(ctx(), PURCHASER);
    const pages: Page[] = [await list(ctx(), token, 'kind=quote')];
    while (pages.at(-1)!.next_cursor) pages.push(await list(ctx(), token, `kind=quote&cursor=${pages.at(-1)!.next_cursor}`));
    expect(pages.flatMap(ids)).toEqual(expected);
    expect(pages.map((page) => page.page)).toEqual(pages.map((_, index) => index + 1));
    expect(pages[0]!.prev_cursor).toBeNull();
    // Back from the last page by prev_cursor: the same pages again.
    for (let index = pages.length - 1; index > 0; index -= 1) {
      const back = await list(ctx(), token, `kind=quote&cursor=${pages[index]!.prev_cursor}`);
      expect(ids(back)).toEqual(ids(pages[index - 1]!));
    }
  });

  it('continues after the last row seen when newer orders arrive between two pages', async () => {
    const token = await tokenFor(ctx(), PURCHASER);
    const first = await list(ctx(), token, 'kind=quote');
    const secondBefore = await list(ctx(), token, 'kind=quote&page=2');
    await insertOrders(ctx(), 'Bouwbedrijf Van Dijk B.V.', 5, (n) => ({ reference: `Nieuw ${n}`, created_at: '2027-01-01T00:00:00.000Z' }), 'quote');
    const second = await list(ctx(), token, `kind=quote&cursor=${first.next_cursor}`);
    expect(ids(second)).toEqual(ids(secondBefore));
    // OFFSET paging would have shifted by the five new ones and shown five of page 1 again.
    expect(ids(await list(ctx(), token, 'kind=quote&page=2'))).not.toEqual(ids(secondBefore));
  });

  it('counts the total exactly up to 1,000, says "more than" past it, and counts again after every change', async () => {
    const archive = (n: number) => ({ reference: `Archief ${n}`, created_at: new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString() });
    const token = await tokenFor(ctx(), PURCHASER);
    // The company's own orders (of the seed) and the archive together make exactly 1,000.
    const { total: before } = await list(ctx(), token, 'kind=order');
    await insertOrders(ctx(), 'Bouwbedrijf Van Dijk B.V.', 1_000 - before, archive);
    expect(await list(ctx(), token, 'kind=order')).toMatchObject({ total: 1_000, total_capped: false });
    // One new order past the bound: the first page says so at once (nothing kept from the count before).
    await insertOrders(ctx(), 'Bouwbedrijf Van Dijk B.V.', 1, () => ({ reference: 'Archief nieuw', created_at: '2027-01-01T00:00:00.000Z' }));
    const page = await list(ctx(), token, 'kind=order');
    expect(page).toMatchObject({ total: 1_000, total_capped: true });
    expect(page.data[0]!.reference).toBe('Archief nieuw');
    // A search counts its own matches, exactly below the bound.
    expect(await list(ctx(), token, 'kind=order&q=archief%2010')).toMatchObject({ total: 11, total_capped: false });
    const next = await list(ctx(), token, `kind=order&cursor=${page.next_cursor}`);
    expect(next).toMatchObject({ page: 2, total: 1_000, total_capped: true });
    // `page=` still reaches past the counted total, up to page 500.
    const last = await list(ctx(), token, 'kind=order&page=51');
    expect(last.data).toHaveLength(1);
    expect(last).toMatchObject({ total: 1_000, total_capped: true, next_cursor: null });
    const deep = await ctx().call('GET', '/api/v1/orders?kind=order&page=501', { token });
    expect(deep.status).toBe(422);
    // Back under the bound: exact again.
    await ctx().db.kysely.deleteFrom('orders').where('reference', '=', 'Archief nieuw').execute();
    expect(await list(ctx(), token, 'kind=order')).toMatchObject({ total: 1_000, total_capped: false });
  });

  it('refuses a tampered cursor and one of another company or list with 422', async () => {
    const customer = await tokenFor(ctx(), CUSTOMER);
    const purchaser = await tokenFor(ctx(), PURCHASER);
    const own = (await list(ctx(), purchaser, 'kind=quote')).next_cursor!;
    const decoded = JSON.parse(Buffer.from(own, 'base64url').toString()) as unknown[];
    const forge = (index: number, value: unknown) => Buffer.from(JSON.stringify(decoded.map((item, at) => (at === index ? value : item)))).toString('base64url');
    const customerPartner = await partnerIdOf(ctx(), 'Bakkerij De Zon B.V.');
    const tampered = [
      'x', '!!!', Buffer.from('not json').toString('base64url'), Buffer.from('{"a":1}').toString('base64url'), 'A'.repeat(500),
      forge(3, "' or 1=1 --"), forge(4, -1), forge(4, 1.5), forge(5, 'sideways'), forge(6, 0), forge(1, 'one'),
    ];
    for (const cursor of tampered) {
      const res = await ctx().call('GET', `/api/v1/orders?kind=quote&cursor=${encodeURIComponent(cursor)}`, { token: purchaser });
      expect(res.status, cursor).toBe(422);
      expect(res.body.errors.cursor).toHaveLength(1);
    }
    const dutch = await ctx().call('GET', '/api/v1/orders?kind=quote&cursor=x', { token: purchaser, headers: { 'Accept-Language': 'nl' } });
    expect(dutch.body.errors.cursor).toEqual(['Deze paginalink hoort niet bij deze lijst; begin opnieuw bij de eerste pagina.']);
    // Another company's cursor, or one made for the purchaser's company, shown to the customer: refused.
    for (const [cursor, kind] of [[own, 'quote'], [forge(1, customerPartner), 'order'], [own, 'order']] as const) {
      const res = await ctx().call('GET', `/api/v1/orders?kind=${kind}&cursor=${cursor}`, { token: customer });
      expect(res.status).toBe(422);
    }
    // A forged cursor of the right company still only reads that company's own orders.
    const mine = await list(ctx(), customer, `kind=quote&cursor=${forge(1, customerPartner)}`);
    const customerPartnerRows = await ctx().db.kysely.selectFrom('orders').select('id').where('partner_id', '=', customerPartner).execute();
    expect(ids(mine).every((id) => customerPartnerRows.some((row) => row.id === id))).toBe(true);
  });
});
