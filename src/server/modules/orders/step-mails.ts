import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { OrderState } from '../../../domain/orders.js';
import { trackingLink, type Tracking } from '../../../domain/tracking.js';
import { enqueueMail } from '../../platform/mail/mail-queue.js';
import { invoicePdf } from '../documents/invoice-document.js';
import type { CompanyDetails } from '../documents/company.js';
import { invoiceMail, shippedMail } from './order-mails.js';
import { invoiceFacts, orderRecipient, storeTracking } from './queries/order-mails.js';

/** What a staff step brings for the mails it causes. */
export interface StepMails {
  /** The portal's address, for the links in the mails (PUBLIC_URL). */
  publicUrl: string;
  /** The print company whose invoice is attached (COMPANY_*). */
  company: CompanyDetails;
  /** The package tracking staff give with the move to transport. */
  tracking?: Tracking;
}

export interface Step {
  orderId: number;
  /** The state the step moved the order into (unchanged states cause no mail). */
  entered: OrderState | null;
  /** The invoice the step made, if it made one. */
  invoiceId: number | null;
}

/**
 * Queues the mails of an order's step inside the step's transaction (so they go exactly when the
 * step lands): on the move to transport the tracking is stored and the shipped mail queued (unless
 * the user switched it off); a new invoice is mailed with its PDF attached, always.
 */
export async function queueStepMails(trx: Kysely<Database>, step: Step, mails: StepMails, now: Date): Promise<void> {
  if (step.entered !== 'transport' && step.invoiceId === null) return;
  if (step.entered === 'transport' && mails.tracking) await storeTracking(trx, step.orderId, mails.tracking);
  const recipient = await orderRecipient(trx, step.orderId);
  if (!recipient) return;
  const orderLink = `${mails.publicUrl}/order/${step.orderId}`;
  if (step.entered === 'transport' && recipient.mail_shipped !== 0) {
    const link = trackingLink({ code: recipient.tracking_code, url: recipient.tracking_url });
    await enqueueMail(trx, shippedMail(recipient, recipient, link, orderLink), now);
  }
  if (step.invoiceId !== null) {
    const { pdf, filename } = await invoicePdf(trx, step.invoiceId, recipient.partner_id, mails.company);
    const facts = await invoiceFacts(trx, step.invoiceId);
    await enqueueMail(trx, invoiceMail(recipient, facts, { filename, content: pdf }, `${mails.publicUrl}/overview/invoices`), now);
  }
}
