import type { MigrationDb } from './helpers.js';

/**
 * An order remembers the cart it was placed from and the delivery address as it was then.
 * `cart_id`: one cart (of one user acting for one partner) becomes at most one order, so a second
 * tab that still shows the ordered cart gets the first order back instead of a duplicate. Orders
 * placed before have none (null; both dialects allow any number of nulls under a unique index).
 * `delivery_address`: JSON text of the address the order goes to, so the order page shows where it
 * went even after the address book changes; null for pickup and for older orders.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cart_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_address', 'text').execute();
  await db.schema.createIndex('orders_cart').unique().on('orders').columns(['partner_id', 'user_id', 'cart_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('orders_cart').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_address').execute();
  await db.schema.alterTable('orders').dropColumn('cart_id').execute();
}
