import type { KyInstance } from 'ky';
import { InvoicePageSchema, type InvoicePage } from '../../../domain/orders.js';
import { saveBlob } from '../../../shared/api-client/save-blob.js';
import { parseAnswer, toApiError } from '../../../shared/api-client/errors.js';

/** GET /invoices (paged, newest first), the PDF of one invoice, and an order's confirmation or quote PDF. */
export function invoicesApi(api: KyInstance) {
  return {
    list: async (page: number, signal?: AbortSignal): Promise<InvoicePage> => {
      let data: unknown;
      try {
        data = await api.get('invoices', { searchParams: { page: String(page) }, signal }).json();
      } catch (error) {
        throw await toApiError(error);
      }
      return parseAnswer(InvoicePageSchema, data);
    },
    /** Fetched with the bearer token (a plain link would carry none), then offered as a download. */
    downloadPdf: async (invoice: { id: number; number: string }): Promise<void> => {
      try {
        const blob = await api.get(`invoices/${invoice.id}/pdf`).blob();
        saveBlob(blob, `factuur-${invoice.number}.pdf`);
      } catch (error) {
        throw await toApiError(error);
      }
    },
    /** An order's confirmation or a quote document (PDF), fetched with the bearer token like an invoice. */
    downloadDocument: async (ref: { orderId: number; document: 'confirmation' | 'quote' }): Promise<void> => {
      try {
        const blob = await api.get(`orders/${ref.orderId}/${ref.document}.pdf`).blob();
        saveBlob(blob, `${ref.document === 'quote' ? 'offerte' : 'orderbevestiging'}-${ref.orderId}.pdf`);
      } catch (error) {
        throw await toApiError(error);
      }
    },
  };
}
export type InvoicesApi = ReturnType<typeof invoicesApi>;
