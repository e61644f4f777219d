import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/database.js';

/** One user's cart while acting for one partner: only they can find the order placed from it. */
export interface CartOwner {
  cartId: string;
  userId: number;
  partnerId: number;
}

/** The order already placed from this cart by this user for this partner, if any. */
export async function orderOfCart(db: Kysely<Database>, owner: CartOwner) {
  return db.selectFrom('orders').select(['id', 'kind', 'state', 'reference', 'total_cents'])
    .where('partner_id', '=', owner.partnerId).where('user_id', '=', owner.userId).where('cart_id', '=', owner.cartId)
    .executeTakeFirst();
}

/**
 * PostgreSQL: waits for the transaction-scoped advisory lock of one cart, so of two tabs placing the
 * same cart at once the second waits for the first and then finds its order. Let go at commit.
 */
export async function lockCart(trx: Transaction<Database>, lockId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${lockId}::bigint)`.execute(trx);
}
