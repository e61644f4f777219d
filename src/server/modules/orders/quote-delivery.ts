import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { PriceCatalog } from '../catalog/price-catalog.js';
import { DEFAULT_DELIVERY_TIME, isDeliveryTime, readDeliveryMoment } from '../../../domain/delivery-moment.js';
import { WorkingCalendar, type IsoDate } from '../checkout/expedition/index.js';
import { closingDaysFrom, deadlinesFor } from '../checkout/deadlines-for.js';
import { deliveryAt, impossibleDayReason, type CheckedDelivery } from '../checkout/delivery-date.js';
import { productIdsOfOrder } from '../checkout/queries/orders.js';
import { filesDeadlineFor } from '../checkout/files-deadline.js';
import { parsedObject } from './stored-json.js';
import { withValues, type Text } from '../../../domain/texts/text.js';

const QUOTE_DELIVERY_TEXTS = {
  noDate: /*i18n*/ { id: 'quote.no_date', message: 'Deze offerte had geen leverdatum; de order is gepland op {day} om {hour}:00, de vroegste gewone leverdatum.' },
  moved: /*i18n*/ { id: 'quote.date_moved', message: 'De leverdatum {was} van de offerte is niet meer mogelijk; de order is gepland op {day} om {hour}:00.' },
} as const;

const quoteDeliveryMessages = {
  noDate: (day: IsoDate, hour: number): Text => withValues(QUOTE_DELIVERY_TEXTS.noDate, { day, hour }),
  moved: (was: IsoDate, day: IsoDate, hour: number): Text => withValues(QUOTE_DELIVERY_TEXTS.moved, { was, day, hour }),
} as const;

export interface QuoteDelivery {
  delivery: CheckedDelivery;
  /** The order's details with the planned delivery moment. */
  details: string;
  /** What the customer is told when the quote's date (or time) could not be kept. */
  notice: Text | null;
  /** Picked up: no transport to price. */
  pickup: boolean;
  /** When the order's print files must be in. */
  filesDeadline: string;
}

/**
 * The day an accepted quote is delivered: its own day when that is still possible (from the earliest
 * regular date on, a working day, within the horizon), the next working day when it became a closing
 * day, otherwise the earliest regular date (no rush the customer did not ask for).
 */
function plannedDay(was: IsoDate | null, regular: IsoDate, now: Date, closingDays: readonly IsoDate[]): IsoDate {
  if (was !== null && was >= regular) {
    const next = new WorkingCalendar(closingDays).onOrAfter(was);
    if (impossibleDayReason(next, now, closingDays) === null) return next;
  }
  return regular;
}

/**
 * Accepting a quote checks its delivery date again (DESIGN.md section 8): a quote may have been
 * placed without one, and its date may have passed. Rather than refuse (the customer could not
 * change the date of a quote), the order is planned on the first possible date and the answer says so.
 */
export async function planQuoteDelivery(
  trx: Kysely<Database>,
  quote: { id: number; delivery_date: string | null; details: string },
  catalog: PriceCatalog,
  now: Date,
): Promise<QuoteDelivery> {
  const productIds = await productIdsOfOrder(trx, quote.id);
  const regular = deadlinesFor(catalog, now, productIds).regular_deadlines;
  const details = parsedObject(quote.details);
  const moment = typeof details.delivery_date === 'string' ? readDeliveryMoment(details.delivery_date) : null;
  const was = readDeliveryMoment(quote.delivery_date ?? '')?.date ?? moment?.date ?? null;
  const hour = moment && isDeliveryTime(moment) ? moment.hour : DEFAULT_DELIVERY_TIME;
  const delivery = deliveryAt(plannedDay(was, regular, now, closingDaysFrom(catalog, now)), hour);
  const kept = was === delivery.day && moment !== null && isDeliveryTime(moment);
  let notice: Text | null = null;
  if (!kept) notice = was === null ? quoteDeliveryMessages.noDate(delivery.day, hour) : quoteDeliveryMessages.moved(was, delivery.day, hour);
  const filesDeadline = filesDeadlineFor(catalog, now, productIds, delivery);
  return { delivery, details: JSON.stringify({ ...details, delivery_date: delivery.stored }), notice, pickup: details.pickup === true, filesDeadline };
}
