/**
 * Fills a fresh portal database for `npm run bench:scale`: 200,000 orders of the demo
 * customer's company with one print each, and one order of 500 prints with 5,000 copy lines. The rows are
 * made by the database itself in one statement per table (generate_series on PostgreSQL, a
 * recursive CTE on SQLite), so filling takes seconds, not minutes.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/server/db/database.js';
import type { Dialect } from '../src/server/platform/db/connect.js';

export const SCALE_ORDERS = 200_000;
const DETAIL_PRINTS = 500;
const COPIES_PER_PRINT = 10;
const CONTACT = JSON.stringify({ name: 'Karin de Klant', email: 'klant@example.nl', phone: '0201234567' });
const DETAILS = JSON.stringify({ description: 'bench', reference: 'bench', delivery_date: '2026-01-01' });

/** `n` = 1..count as a row source, spelled for each database. */
function series(dialect: Dialect, count: number) {
  return dialect === 'postgres'
    ? sql`select g as n from generate_series(1, ${sql.lit(count)}) g`
    : sql`with recursive s(n) as (select 1 union all select n + 1 from s where n < ${sql.lit(count)}) select n from s`;
}

/** ISO timestamp (the portal's `created_at` text) of 2020-01-01 plus `minutes`; two orders share each minute. */
function createdAt(dialect: Dialect, minutes: ReturnType<typeof sql>) {
  return dialect === 'postgres'
    ? sql`to_char(timestamp '2020-01-01' + (${minutes}) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', '2020-01-01', '+' || (${minutes}) || ' minutes')`;
}

interface Owner { partnerId: number; userId: number; productId: number }

export async function ownerOf(db: Kysely<Database>): Promise<Owner> {
  const user = await db.selectFrom('users').select(['id', 'partner_id']).where('email', '=', 'klant@example.nl').executeTakeFirstOrThrow();
  const product = await db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  return { partnerId: user.partner_id as number, userId: user.id, productId: product.id };
}

/** 200,000 orders, one print each, references like 'Campagne 17 filiaal 123456' (a number in each). */
async function fillOrders(db: Kysely<Database>, dialect: Dialect, owner: Owner): Promise<void> {
  const n = sql.ref('n');
  // Five years of orders, two in each 13-minute step: equal created_at values are the normal case.
  const at = createdAt(dialect, sql`(${n} / 2) * 13`);
  await sql`insert into orders (kind, state, partner_id, user_id, reference, description, contact, details,
      delivery_date, total_cents, created_at, updated_at)
    select 'order', 'done', ${owner.partnerId}, ${owner.userId}, 'Campagne ' || (${n} % 997) || ' filiaal ' || ${n},
      'bench-scale', ${CONTACT}, ${DETAILS}, '2026-01-01', 12500, ${at}, ${at}
    from (${series(dialect, SCALE_ORDERS)}) numbers`.execute(db);
  await sql`insert into order_prints (order_id, position, product_id, uuid, extra_reference, product_cents, frames_cents, complete)
    select id, 0, ${owner.productId}, 'bench-' || id, '', 12500, 0, 1 from orders where description = 'bench-scale'`.execute(db);
}

/** One order with 500 prints of 10 copy lines each (point 4 of the issue); its id. */
export async function fillBigOrder(db: Kysely<Database>, dialect: Dialect, owner: Owner): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db.insertInto('orders').values({
    kind: 'order', state: 'waiting_for_files', partner_id: owner.partnerId, user_id: owner.userId, reference: 'Grote order',
    description: 'bench-big', contact: CONTACT, details: DETAILS, delivery_date: '2026-01-01', total_cents: 0,
    created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  await sql`insert into order_prints (order_id, position, product_id, uuid, extra_reference, product_cents, frames_cents, complete)
    select ${id}, n, ${owner.productId}, 'big-' || n, 'print ' || n, 1000, 0, 1 from (${series(dialect, DETAIL_PRINTS)}) numbers`.execute(db);
  await sql`insert into order_copies (print_id, position, originals, quantity, width, height, sides, abaa, remark)
    select p.id, c.n, 1, 1 + c.n, 1000 + c.n * 10, 800, 1, 1, 'regel ' || c.n
    from order_prints p cross join (${series(dialect, COPIES_PER_PRINT)}) c where p.order_id = ${id}`.execute(db);
  return id;
}

/** Fills the database and brings the planner's statistics up to date, as autovacuum would. */
export async function fillScale(db: Kysely<Database>, dialect: Dialect): Promise<{ bigOrderId: number; seconds: number }> {
  const started = performance.now();
  const owner = await ownerOf(db);
  const bigOrderId = await db.transaction().execute(async (trx) => {
    await fillOrders(trx, dialect, owner);
    return fillBigOrder(trx, dialect, owner);
  });
  // A real archive is vacuumed by autovacuum long since (visibility map: index-only scans).
  await (dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  return { bigOrderId, seconds: (performance.now() - started) / 1000 };
}
