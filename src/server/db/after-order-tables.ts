import type { Generated } from 'kysely';
import type { OrdersTable } from './order-tables.js';

/** Row types of migration 0020 (issue #7); listed in `Database` in database.ts. */

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
  /** Migration 0050: the print-file check as JSON text (FileChecks), null for files before it. */
  checks: string | null;
  /** Its worst verdict: pass, warning, refusal or not_checked. */
  check_verdict: string | null;
}

export type InvoiceState = 'open' | 'paid';

export interface InvoicesTable {
  id: Generated<number>;
  /** e.g. F2026-00012 */
  number: string;
  partner_id: number;
  /** Customer (partner) name as it was when the invoice was made. */
  name: string;
  /** yyyy-mm-dd */
  date: string;
  amount_untaxed: number;
  amount_total: number;
  state: InvoiceState;
  paid_at: string | null;
  created_at: string;
}

export interface InvoiceOrdersTable {
  invoice_id: number;
  order_id: number;
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

/** Extra column of orders added by 0020. */
export interface OrdersDeactivation {
  deactivated_at: string | null;
}

export interface AfterOrderTables {
  /** The orders table of 0011 with the column 0020 adds. */
  orders: OrdersTable & OrdersDeactivation;
  order_files: OrderFilesTable;
  invoices: InvoicesTable;
  invoice_orders: InvoiceOrdersTable;
  order_events: OrderEventsTable;
}
