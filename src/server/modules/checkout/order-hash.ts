import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `hash` of an order link (POST /order/{id}/expedition?hash=): an HMAC of the order id with the
 * server secret, so a link can only be made by the server, never guessed from an id.
 */
export function orderHash(secret: Uint8Array, orderId: number): string {
  return createHmac('sha256', secret).update(`order:${orderId}`).digest('hex');
}

export function isOrderHash(secret: Uint8Array, orderId: number, hash: string | undefined): boolean {
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return false;
  return timingSafeEqual(Buffer.from(orderHash(secret, orderId), 'hex'), Buffer.from(hash, 'hex'));
}
