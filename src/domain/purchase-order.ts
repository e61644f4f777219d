/**
 * A business customer's own purchase-order (PO) number and cost centre, carried by an order onto
 * its confirmation and invoice so their accounts payable can match the invoice. A company may ask
 * for the PO number on every order (partners.po_required); the checkout form and POST /order both
 * judge it with `purchaseOrderIssue`.
 */
import { word, type Text } from './texts/text.js';

export const MAX_PO_NUMBER_LENGTH = 50;
export const MAX_COST_CENTRE_LENGTH = 50;

export const purchaseOrderMessages = {
  required: /*i18n*/ { id: 'po.required', message: 'Uw bedrijf vraagt bij elke order om zijn inkoopordernummer; vul het in.' },
} as const satisfies Record<string, Text>;

/**
 * The field errors of the PO number for POST /order and the checkout form. Orders and quotes need it
 * when the company asks (accepting a quote makes it an order as it stands); a template does not:
 * the number belongs to one purchase, and is typed each time an order is made from the template.
 */
export function purchaseOrderErrors(
  details: { po_number?: string | undefined; type?: 'quote' | 'template' | undefined },
  required: boolean,
): Record<string, string[]> {
  if (details.type === 'template') return {};
  const issue = purchaseOrderIssue(details.po_number, required);
  return issue ? { 'details.po_number': [issue] } : {};
}

/** The PO number's problem for a company that does (or does not) require one; null when it will do. */
export function purchaseOrderIssue(poNumber: string | undefined, required: boolean): string | null {
  if (required && (poNumber ?? '').trim() === '') return word(purchaseOrderMessages.required);
  return null;
}
