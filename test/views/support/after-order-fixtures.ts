import { vi } from 'vitest';
import type { InvoicePage, InvoiceRow, OrderDetail, OrderPage, OrderRow, ReorderAnswer } from '../../../src/domain/orders.js';
import type { Print } from '../../../src/domain/print-schema.js';
import type { Toasts } from '../../../src/shared/ui/toast-queue.js';

export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  const kind = overrides.kind ?? 'order';
  const openQuote = kind === 'quote' && !overrides.deactivated;
  return {
    actions: { accept: openQuote, deactivate: openQuote, delete: kind === 'template', reorder: kind !== 'quote' },
    id: 1042,
    kind: 'order',
    order_date: '2026-11-20T10:00:00.000Z',
    reference: 'Voorjaarsactie',
    purchaser: 'Karin de Klant',
    delivery_date: '2026-11-27',
    files_deadline: null,
    state: 'waiting_for_files',
    deactivated: false,
    files: { count: 0, needed: 2 },
    description: 'Spandoeken winkel',
    partner: { id: 1, name: 'Bakkerij De Zon B.V.' },
    total: 100,
    thumbnail_file_id: null,
    thumbnail_size: null,
    ...overrides,
  };
}

export const orderPage = (data: OrderRow[], total = data.length): OrderPage => ({
  data, page: 1, per_page: 20, total, total_capped: false, next_cursor: null, prev_cursor: null,
});

export function invoiceRow(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id: 5,
    number: 'F2026-0001',
    name: 'Bakkerij De Zon B.V.',
    date: '2026-11-21',
    orders: [1042],
    amount_untaxed: 100,
    amount_total: 121,
    state: 'open',
    pdf_url: '/api/v1/invoices/5/pdf',
    ...overrides,
  };
}
export const invoicePage = (data: InvoiceRow[]): InvoicePage => ({ data, page: 1, per_page: 20, total: data.length });

export const cartPrint = (uuid: string): Print => ({
  product_id: 3,
  uuid,
  complete: true,
  prices: { product: 50, frames: 0 },
  copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' }],
});

export function fakeOrdersApi(pages: Partial<Record<'order' | 'quote' | 'template', OrderPage>> = {}) {
  return {
    list: vi.fn(async ({ kind }: { kind: 'order' | 'quote' | 'template'; q: string; cursor?: string }) => pages[kind] ?? orderPage([])),
    accept: vi.fn(async (_id: number): Promise<string | null> => null),
    deactivate: vi.fn(async (_id: number) => undefined),
    remove: vi.fn(async (_id: number) => undefined),
    reorder: vi.fn(async (_id: number): Promise<ReorderAnswer> => ({ products: [cartPrint('a'), cartPrint('b')], unavailable: [], details: {}, contact: {} })),
  };
}

export function fakeInvoicesApi(page: InvoicePage = invoicePage([])) {
  return {
    list: vi.fn(async (_page: number) => page),
    downloadPdf: vi.fn(async (_invoice: { id: number; number: string }) => undefined),
    downloadDocument: vi.fn(async (_document: { orderId: number; document: 'confirmation' | 'quote' }) => undefined),
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 1042,
    kind: 'order',
    state: 'waiting_for_files',
    deactivated: false,
    order_date: '2026-11-20T10:00:00.000Z',
    reference: 'Voorjaarsactie',
    description: 'Spandoeken winkel',
    partner: { id: 1, name: 'Bakkerij De Zon B.V.' },
    contact: { name: 'Karin de Klant', email: 'klant@example.nl', phone: '0612345678' },
    details: { pickup: false, address: 9, pack: 247, approve_pdf: true, archive_files: false, remarks: 'Achterom', delivery_date: '2026-11-27T14:00:00.000Z' },
    delivery_date: '2026-11-27',
    files_deadline: null,
    delivery_address: { name: 'Bakkerij De Zon', dept: 'Winkel', attn: '', street: 'Zonnestraat 1', zip: '1234 AB', city: 'Utrecht', country_id: 'NL' },
    transport: { kind: 'none', amount: null, lines: [] },
    total: 100,
    vat: 21,
    total_incl_vat: 121,
    progress: {
      stages: ['waiting_for_files', 'intake', 'prepress', 'production', 'finishes', 'warehouse', 'transport', 'delivered', 'invoicing', 'done'],
      current: 0,
    },
    history: [],
    invoice: null,
    actions: { upload: true, approve: true, accept: false, deactivate: false, delete: false, reorder: true },
    products: [
      {
        id: 70,
        position: 0,
        uuid: 'u1',
        product: { id: 3, name: 'Frontlit 510', kind: 'sheet' },
        extra_reference: 'Gevel',
        prices: { product: 80, frames: 0 },
        copies: [{ id: 1, originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: 'Zoom rondom' }],
        finishes: [
          { id: 11, name: 'Zoom', code: 'AF-ZOOM', level: 1, finishing_id: 4, side: 'top', location: null, spacing_mm: 0, price_kind: 'metre' },
          { id: 12, name: 'Ringen', code: 'AF-RING', level: 2, finishing_id: 5, side: 'left', location: null, spacing_mm: 500, price_kind: 'item' },
          { id: 11, name: 'Zoom', code: 'AF-ZOOM', level: 1, finishing_id: 4, side: 'left', location: null, spacing_mm: 0, price_kind: 'metre' },
        ],
        frames: [],
        files: [],
      },
      {
        id: 71,
        position: 1,
        uuid: 'u2',
        product: { id: 4, name: 'Mesh 270', kind: 'sheet' },
        extra_reference: '',
        prices: { product: 20, frames: 0 },
        copies: [{ id: 2, originals: 1, quantity: 1, width: 2000, height: 1000, sides: 1, abaa: 1, remark: '' }],
        finishes: [],
        frames: [],
        files: [{ id: 3, print_id: 71, copy_id: 2, warnings_accepted_at: null, name: 'mesh.pdf', size: 204800, pages: 1, width_mm: 2000, height_mm: 1000, warning: null, uploaded_at: '2026-11-21T09:00:00.000Z', url: '/api/v1/files/3' }],
      },
    ],
    ...overrides,
  };
}

export const toastMessages = (toasts: Toasts) => toasts.queue.visibleToasts.map((toast) => toast.content.message);
