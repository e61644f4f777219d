import type { Generated } from 'kysely';

/** Row types of the invoices; listed in `Database` (database.ts). */

export type InvoiceState = 'open' | 'paid';

export interface InvoicesTable {
  id: Generated<number>;
  /** e.g. F2026-000012 */
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
  /** JSON text: the customer's address and VAT id when the invoice was made (InvoiceCustomer); null for older invoices. */
  customer: Generated<string | null>;
  /** yyyy-mm-dd: when the order was delivered (its delivery date); null for older invoices. */
  delivery_date: Generated<string | null>;
  /** yyyy-mm-dd: the invoice date plus the payment term; null for older invoices. */
  due_date: Generated<string | null>;
}

export interface InvoiceOrdersTable {
  invoice_id: number;
  order_id: number;
}
