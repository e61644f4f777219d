import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { idParam } from '../../platform/http/validate.js';
import { renderBusinessDocument } from '../../platform/pdf/document-layout.js';
import { attachmentDisposition } from '../files/safe-filename.js';
import { invoicePdf } from './invoice-document.js';
import { orderDocument, type OrderDocumentKind } from './order-document.js';

function pdfAnswer(c: Context<AppEnv>, pdf: Buffer, filename: string) {
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentDisposition(filename),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
}

/** The paperwork as PDF, each only for the partner it belongs to (404 for anyone else's). */
export function documentRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const orderPdf = (kind: OrderDocumentKind) => async (c: Context<AppEnv>) => {
    const { db, config } = c.var.services;
    const document = await orderDocument(db.kysely, {
      orderId: idParam(c, 'id'), partnerId: c.var.auth.partnerId, kind, company: config.company, publicUrl: config.publicUrl,
    });
    return pdfAnswer(c, await renderBusinessDocument(document), document.filename);
  };
  routes.get('/orders/:id/confirmation.pdf', requireAuth, requirePartner, orderPdf('confirmation'));
  routes.get('/orders/:id/quote.pdf', requireAuth, requirePartner, orderPdf('quote'));
  routes.get('/invoices/:id/pdf', requireAuth, requirePartner, async (c) => {
    const { db, config } = c.var.services;
    const { pdf, filename } = await invoicePdf(db.kysely, idParam(c, 'id'), c.var.auth.partnerId, config.company);
    return pdfAnswer(c, pdf, filename);
  });
  return routes;
}
