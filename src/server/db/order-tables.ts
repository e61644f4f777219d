import type { Generated } from 'kysely';
import type { OrderKind, OrderState } from '../../domain/orders.js';
import type { Flag } from './flag.js';

/** Row types of the orders, their prints and what hangs off them; listed in `Database` (database.ts). */

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
  /** When a quote was deactivated; it stays a quote, closed for good. */
  deactivated_at: string | null;
  /** The browser cart it was placed from (one order per cart, user and partner); null before carts had ids. */
  cart_id: Generated<string | null>;
  /** JSON text: the delivery address as it was when ordered (DeliveryAddress); null for pickup and older orders. */
  delivery_address: Generated<string | null>;
  /** The package tracking staff gave when the order moved to transport (code and/or link); null before. */
  tracking_code: Generated<string | null>;
  tracking_url: Generated<string | null>;
  /** When the "files still missing" reminder was queued (once per order); null: not yet. */
  files_reminder_at: Generated<string | null>;
  /** The customer's purchase-order number and cost centre, as typed at checkout; '' when none (migration 0090). */
  po_number: Generated<string>;
  cost_centre: Generated<string>;
  /** none (older orders, templates), pickup, priced, or on_request (a red date: staff price it). */
  transport_kind: Generated<StoredTransportKind>;
  /** Part of `total_cents`; 0 until staff price an on_request transport. */
  transport_cents: Generated<number>;
  /** JSON text: the transport's lines (TransportLine[]: shipment, discount, surcharges). */
  transport_lines: Generated<string>;
  /** ISO instant: when the print files must be in to make the delivery date (files-deadline.ts); null for quotes, templates and older orders. */
  files_deadline: Generated<string | null>;
}

export type StoredTransportKind = 'none' | 'pickup' | 'priced' | 'on_request';

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

export interface OrderFilesTable {
  id: Generated<number>;
  order_id: number;
  print_id: number;
  user_id: number;
  partner_id: number;
  /** Random name in the file storage; never shown, never derived from the customer's name. */
  stored_name: string;
  /** The customer's file name reduced to a plain, safe name. */
  original_name: string;
  size: number;
  pages: number | null;
  width_mm: number | null;
  height_mm: number | null;
  /** Page size mismatch with the ordered size (a warning, not a refusal). */
  warning: string | null;
  created_at: string;
  /** The print-file check as JSON text (FileChecks); null for files uploaded before the check existed. */
  checks: string | null;
  /** Its worst verdict: pass, warning, refusal or not_checked. */
  check_verdict: string | null;
  /** The copy line the file is for; null for files from before files per line (they stand for the print). */
  copy_id: number | null;
  /** When the customer accepted the warnings of its check (ISO, UTC); null while not. */
  warnings_accepted_at: string | null;
  /** How often the recheck pass tried the file's check again. */
  check_attempts: Generated<number>;
  /** When the recheck pass tries the file's check again (ISO, UTC); null when its check is final. */
  recheck_at: string | null;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  from_state: string;
  to_state: string;
  at: string;
  /** 'user:<id>' or 'admin'. */
  actor: string;
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
