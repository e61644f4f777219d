import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Dialect } from '../../platform/db/connect.js';
import type { StoredAnswer } from './idempotency.js';
import { toEuros as euros } from '../../../domain/money.js';
import { lockCart, orderOfCart, type CartOwner } from './queries/cart-orders.js';

export type { CartOwner };

/**
 * One cart becomes one order. A tab that still shows a cart another tab already ordered sends it
 * again with a new Idempotency-Key: the answer is the FIRST order (200, `already_placed`), nothing
 * is stored or mailed again, and the tab tells the customer which order it was. Only the same user
 * acting for the same partner finds it: anyone else's cart id is simply a new cart.
 */
export function firstOrderAnswer(order: NonNullable<Awaited<ReturnType<typeof orderOfCart>>>): StoredAnswer {
  return {
    status: 200,
    body: {
      orders: [{ id: order.id, kind: order.kind, state: order.state, reference: order.reference, total: euros(order.total_cents) }],
      already_placed: true,
    },
  };
}

/** The advisory lock of one owner's cart: 64 bits of a hash, as for idempotency keys. */
export function cartLockId(owner: CartOwner): string {
  const digest = createHash('sha256').update(`cart\n${owner.partnerId}\n${owner.userId}\n${owner.cartId}`).digest();
  return digest.readBigInt64BE(0).toString();
}

/** The answer of the order already placed from this cart, or null (checked before the order's rules: a date fine then may be past now). */
export async function earlierOrderOfCart(db: Kysely<Database>, owner: CartOwner): Promise<StoredAnswer | null> {
  const order = await orderOfCart(db, owner);
  return order ? firstOrderAnswer(order) : null;
}

/**
 * The same inside the transaction that would place the order: on PostgreSQL it first waits for any
 * other request placing this cart (SQLite runs one transaction at a time), so two tabs clicking at
 * once still make one order; the unique index (partner, user, cart) backs this up.
 */
export async function takeCart(trx: Transaction<Database>, owner: CartOwner, dialect: Dialect): Promise<StoredAnswer | null> {
  if (dialect === 'postgres') await lockCart(trx, cartLockId(owner));
  return earlierOrderOfCart(trx, owner);
}
