import type { Generated } from 'kysely';
import type { Flag } from './database.js';

/** Row types of the order tables (migrations 0011 and 0012); listed in `Database` in database.ts. */

export const ORDER_KINDS = ['order', 'quote', 'template'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** DESIGN.md section 9: the life of an order, plus the resting states of quotes and templates. */
export const ORDER_STATES = [
  'waiting_for_files', 'intake', 'prepress', 'production', 'finishes', 'warehouse', 'transport',
  'delivered', 'invoicing', 'done', 'quote', 'template',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export interface OrdersTable {
  id: Generated<number>;
  kind: OrderKind;
  state: OrderState;
  partner_id: number;
  user_id: number;
  reference: string;
  description: string;
  /** JSON text: `{name, email, phone}`. */
  contact: string;
  /** JSON text: the order details as sent (pack, pickup, address, remarks ...). */
  details: string;
  /** yyyy-mm-dd (Amsterdam), or null for templates without a date. */
  delivery_date: string | null;
  total_cents: number;
  created_at: string;
  updated_at: string;
}

export interface OrderPrintsTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  product_id: number;
  uuid: string;
  extra_reference: string;
  product_cents: number;
  frames_cents: number;
  complete: Flag;
}

export interface OrderCopiesTable {
  id: Generated<number>;
  print_id: number;
  position: number;
  originals: number;
  quantity: number;
  width: number;
  height: number;
  sides: number;
  abaa: number;
  remark: string;
}

export interface OrderFinishesTable {
  id: Generated<number>;
  print_id: number;
  position: number;
  finish_id: number;
  finishing_id: number;
  side: string;
  location: string | null;
}

export interface OrderFramesTable {
  id: Generated<number>;
  print_id: number;
  position: number;
  frame_id: number;
  base_finish_id: number | null;
  support: Flag;
  wallmount: Flag;
  /** JSON text: `[{pieces, width, height}]` as the browser sent it (informative only). */
  sizes: string;
}

export type IdempotencyStatus = 'in_flight' | 'done';

export interface IdempotencyKeysTable {
  key: string;
  user_id: number;
  /** sha256 of the partner and the request body. */
  request_hash: string;
  status: IdempotencyStatus;
  /** JSON text `{status, body}` of the first answer once done. */
  response: string | null;
  created_at: string;
}

export interface OrderTables {
  orders: OrdersTable;
  order_prints: OrderPrintsTable;
  order_copies: OrderCopiesTable;
  order_finishes: OrderFinishesTable;
  order_frames: OrderFramesTable;
  idempotency_keys: IdempotencyKeysTable;
}
