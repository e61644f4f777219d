import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { refused } from '../../platform/http/errors.js';
import { isPartnerDeliveryAddress } from './queries/addresses.js';
import { parsedObject } from './stored-json.js';

const quoteDestinationMessage = /*i18n*/ {
  id: 'quote.no_destination',
  message: 'Deze offerte heeft geen bezorgadres; bestel hem opnieuw en kies een adres of afhalen.',
};

/**
 * Accepting a quote places an order, so it must go somewhere: picked up, or to
 * one of the company's delivery addresses. Quotes stored before that rule may have neither; the
 * customer cannot edit a quote, so it is refused (405) and a reorder opens the checkout instead.
 */
export async function refuseQuoteWithoutDestination(
  trx: Kysely<Database>,
  quote: { partner_id: number; details: string },
): Promise<void> {
  const details = parsedObject(quote.details);
  if (details.pickup === true || (await isPartnerDeliveryAddress(trx, quote.partner_id, details.address))) return;
  throw refused(quoteDestinationMessage);
}
