import type { Kysely } from 'kysely';
import type { Database } from '../src/server/db/database.js';
import { encodeCursor, type ListCursor } from '../src/server/modules/orders/list-cursor.js';
import { PAGE_SIZE, TOTAL_CAP } from '../src/server/modules/orders/order-list.js';

const DEEP_PAGE = 5000;

/**
 * The overview's path to page 5,000 (orders 99,981 to 100,000) as the browser reaches it: the
 * cursor after the last order of page 4,999, made here directly instead of by paging 4,999 times.
 */
export async function deepPagePath(db: Kysely<Database>, _url: string): Promise<string> {
  return `/orders?kind=order&cursor=${encodeCursor(await deepCursor(db))}`;
}

export async function deepCursor(db: Kysely<Database>): Promise<ListCursor> {
  const user = await db.selectFrom('users').select('partner_id').where('email', '=', 'klant@example.nl').executeTakeFirstOrThrow();
  const partnerId = user.partner_id as number;
  const last = await db.selectFrom('orders').select(['id', 'created_at'])
    .where('partner_id', '=', partnerId).where('kind', '=', 'order')
    .orderBy('created_at', 'desc').orderBy('id', 'desc')
    .offset((DEEP_PAGE - 1) * PAGE_SIZE - 1).limit(1).executeTakeFirstOrThrow();
  return { partnerId, kind: 'order', createdAt: last.created_at, id: last.id, direction: 'older', page: DEEP_PAGE, total: TOTAL_CAP, totalCapped: true };
}
