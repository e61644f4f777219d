import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { idParam, parseOr422 } from '../../platform/http/validate.js';
import { invoiceSheet, listInvoices } from './invoice-read.js';
import { PAGE_SIZE } from './order-list.js';
import { renderInvoicePdf } from '../../platform/pdf/invoice-pdf.js';
import { attachmentDisposition } from '../files/safe-filename.js';

const InvoiceListQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'page must be a whole number from 1'), v.transform(Number)), '1'),
});

/** GET /invoices (newest first, paged) and GET /invoices/{id}/pdf. */
export function invoicesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/invoices', requireAuth, requirePartner, async (c) => {
    const { page } = parseOr422(InvoiceListQuerySchema, c.req.query());
    const { rows, total } = await listInvoices(c.var.services.db.kysely, c.var.auth.partnerId as number, page);
    return c.json({ data: rows, page, per_page: PAGE_SIZE, total });
  });

  routes.get('/invoices/:id/pdf', requireAuth, requirePartner, async (c) => {
    const sheet = await invoiceSheet(c.var.services.db.kysely, idParam(c, 'id'), c.var.auth.partnerId as number);
    const pdf = await renderInvoicePdf(sheet);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(`factuur-${sheet.number}.pdf`),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });
  return routes;
}
