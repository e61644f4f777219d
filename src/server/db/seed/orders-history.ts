import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database.js';
import type { OrderKind, OrderState } from '../../../domain/orders.js';
import type { Print } from '../../../domain/print-schema.js';
import { checkAndPrice } from '../../modules/checkout/price-prints.js';
import { storeOrder, type PricedPrint } from '../../modules/checkout/queries/orders.js';
import { createInvoiceFor } from '../../modules/orders/invoices.js';
import { DEMO_COMPANY } from '../../modules/documents/company.js';
import type { Details } from '../../../domain/order.js';

export interface StoredCopy {
  originals: number;
  quantity: number;
  width: number;
  height: number;
  sides?: 1 | 2;
  abaa?: 1 | 2;
  remark?: string;
}

export interface StoredOrderSpec {
  partnerId: number;
  userId: number;
  kind: OrderKind;
  state: OrderState;
  reference: string;
  description?: string;
  createdAt: string;
  deliveryDate: string | null;
  contact: { name: string; email: string; phone: string };
  prints: { productCode: string; copies: StoredCopy[]; extraReference?: string }[];
  /** Picked up instead of delivered; otherwise delivered to the partner's first address. */
  pickup?: boolean;
  /** The customer's purchase-order number and cost centre ('' when left out). */
  poNumber?: string;
  costCentre?: string;
}

/**
 * Where a stored order goes: picked up, or the partner's first delivery address (its head office),
 * or picked up after all when the partner has no address: never neither, as POST /order requires.
 */
async function deliveryOf(db: Kysely<Database>, spec: StoredOrderSpec) {
  const none = { pickup: true, address: null, snapshot: null };
  if (spec.pickup) return none;
  const first = await db.selectFrom('addresses').select(['id', 'name', 'dept', 'attn', 'street', 'zip', 'city', 'country_id'])
    .where('partner_id', '=', spec.partnerId).where('type', '=', 'delivery').orderBy('id').executeTakeFirst();
  if (!first) return none;
  const { id, ...snapshot } = first;
  return { pickup: false, address: id, snapshot };
}

/**
 * Stores an order through the same checkAndPrice and storeOrder as POST /order (server-computed
 * prices), backdated to createdAt. Used by the demo seed and by the after-order tests.
 */
export async function insertStoredOrder(db: Kysely<Database>, spec: StoredOrderSpec): Promise<{ orderId: number; printIds: number[] }> {
  const products = await db.selectFrom('products').select(['id', 'default_code', 'sides'])
    .where('default_code', 'in', spec.prints.map((print) => print.productCode)).execute();
  const prints: Print[] = spec.prints.map((print) => {
    const product = products.find((row) => row.default_code === print.productCode);
    if (!product) throw new Error(`unknown product ${print.productCode}`);
    return {
      product_id: product.id, uuid: randomUUID(), complete: true, prices: {}, finishes: [],
      extra_reference: print.extraReference ?? '',
      copies: print.copies.map((copy) => ({
        originals: copy.originals, quantity: copy.quantity, width: copy.width, height: copy.height,
        sides: copy.sides ?? 1, abaa: copy.abaa ?? 1, remark: copy.remark ?? '',
      })),
    } as Print;
  });
  const outcomes = await checkAndPrice(db, prints);
  const priced: PricedPrint[] = outcomes.map((outcome) => {
    if (!outcome.ok) throw new Error(`seeded print of product ${outcome.print.product_id} does not pass the rules`);
    return { print: outcome.print, price: outcome.price, keepFrames: outcome.product.kind === 'frame' };
  });
  const delivery = await deliveryOf(db, spec);
  const details: Details = {
    description: spec.description ?? '', reference: spec.reference, files_date: null,
    delivery_date: spec.deliveryDate ?? '', pack: false, pickup: delivery.pickup, address: delivery.address,
    approve_pdf: false, archive_files: false, po_number: spec.poNumber ?? '', cost_centre: spec.costCentre ?? '', ...(spec.kind === 'order' ? {} : { type: spec.kind }),
  };
  const store = async (trx: Transaction<Database>) => {
    const stored = await storeOrder(trx, {
      kind: spec.kind, state: spec.state, partnerId: spec.partnerId, userId: spec.userId,
      contact: spec.contact, details, deliveryDate: spec.deliveryDate, prints: priced, now: new Date(spec.createdAt),
      deliveryAddress: delivery.snapshot,
    });
    const rows = await trx.selectFrom('order_prints').select('id').where('order_id', '=', stored.id).orderBy('position').execute();
    return { orderId: stored.id, printIds: rows.map((row) => row.id) };
  };
  return db.isTransaction ? store(db as Transaction<Database>) : db.transaction().execute(store);
}


const DAY = 24 * 60 * 60 * 1000;

interface HistoryEntry {
  partnerId: number;
  userId: number;
  contact: StoredOrderSpec['contact'];
  kind: OrderKind;
  state: OrderState;
  daysAgo: number;
  reference: string;
  description: string;
  prints: StoredOrderSpec['prints'];
  invoice?: 'open' | 'paid';
  deactivated?: boolean;
  poNumber?: string;
  costCentre?: string;
}

const banner = (width: number, height: number, quantity = 1) =>
  ({ productCode: 'SPD-BO550', copies: [{ originals: 1, quantity, width, height }] });
const beachflag = (quantity: number) =>
  ({ productCode: 'BF-WAVE-M', copies: [{ originals: 1, quantity, width: 800, height: 2800 }] });

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Past orders in several states, quotes (one deactivated), templates and invoices (open and paid)
 * for the demo partners, so the overviews are not empty on first start.
 */
export async function seedOrdersHistory(
  db: Kysely<Database>,
  accounts: { customerId: number; partnerAccountId: number; purchaserId: number; partnerIds: { customer: number; resold: number[]; purchaser: number } },
  now: Date,
): Promise<void> {
  const karin = { partnerId: accounts.partnerIds.customer, userId: accounts.customerId, contact: { name: 'Karin de Klant', email: 'klant@example.nl', phone: '0201234567' } };
  const ingrid = { partnerId: accounts.partnerIds.purchaser, userId: accounts.purchaserId, contact: { name: 'Jan de Vries', email: 'jan.devries@example.nl', phone: '0591123457' } };
  const peter = (partnerId: number) => ({ partnerId, userId: accounts.partnerAccountId, contact: { name: 'Peter Partner', email: 'partner@example.nl', phone: '0307654321' } });
  const entries: HistoryEntry[] = [
    { ...karin, kind: 'order', state: 'done', daysAgo: 75, reference: 'Zomerfeest 2026', description: 'Spandoeken voor het zomerfeest', prints: [banner(3000, 1000, 2)], invoice: 'paid' },
    { ...karin, kind: 'order', state: 'invoicing', daysAgo: 32, reference: 'Opening filiaal Utrecht', description: 'Gevelbanner en beachflags', prints: [banner(5000, 1500), beachflag(4)], invoice: 'open', poNumber: 'INK-7781', costCentre: '4410 Marketing' },
    { ...karin, kind: 'order', state: 'production', daysAgo: 9, reference: 'Kerstactie', description: 'Kerstbanners', prints: [banner(2000, 800, 3)] },
    { ...karin, kind: 'order', state: 'waiting_for_files', daysAgo: 1, reference: 'Nieuwjaarsborrel', description: 'Beachflags voor de ingang', prints: [beachflag(2), banner(1500, 500)] },
    { ...karin, kind: 'quote', state: 'quote', daysAgo: 6, reference: 'Offerte markt 2027', description: 'Marktkraam banners', prints: [banner(4000, 1000, 5)] },
    { ...karin, kind: 'quote', state: 'quote', daysAgo: 40, reference: 'Offerte beurs (vervallen)', description: 'Beursstand', prints: [beachflag(6)], deactivated: true },
    { ...karin, kind: 'template', state: 'template', daysAgo: 120, reference: 'Standaard winkelbanner', description: 'Elk seizoen opnieuw', prints: [banner(3000, 1000)] },
    { ...ingrid, kind: 'order', state: 'delivered', daysAgo: 20, reference: 'Bouwhek project De Horst', description: 'Banners bouwhek', prints: [banner(3400, 1730, 10)], poNumber: 'PO-2026-0412', costCentre: 'Project De Horst' },
    { ...ingrid, kind: 'order', state: 'done', daysAgo: 90, reference: 'Project Zeewijk', description: 'Bouwbord', prints: [banner(2500, 1250)], invoice: 'paid' },
    { ...ingrid, kind: 'order', state: 'intake', daysAgo: 3, reference: 'Project Noordkade', description: 'Beachflags op de bouwplaats', prints: [beachflag(3)] },
    { ...ingrid, kind: 'quote', state: 'quote', daysAgo: 4, reference: 'Offerte hekwerk 2027', description: 'Hekwerkbanners', prints: [banner(3400, 1730, 20)] },
    { ...ingrid, kind: 'template', state: 'template', daysAgo: 60, reference: 'Standaard bouwbord', description: '', prints: [banner(2500, 1250)] },
  ];
  const [sport, festival, gemeente] = accounts.partnerIds.resold;
  if (sport) entries.push({ ...peter(sport), kind: 'order', state: 'transport', daysAgo: 5, reference: 'Toernooi', description: 'Beachflags toernooi', prints: [beachflag(8)] });
  if (festival) entries.push({ ...peter(festival), kind: 'order', state: 'done', daysAgo: 50, reference: 'Festival 2026', description: 'Podiumbanners', prints: [banner(6000, 2000, 2)], invoice: 'paid' });
  if (festival) entries.push({ ...peter(festival), kind: 'quote', state: 'quote', daysAgo: 2, reference: 'Festival 2027', description: 'Podiumbanners', prints: [banner(6000, 2000, 2)] });
  if (gemeente) entries.push({ ...peter(gemeente), kind: 'template', state: 'template', daysAgo: 30, reference: 'Evenementenbord', description: '', prints: [banner(2000, 1000)] });

  for (const entry of entries) {
    const created = new Date(now.getTime() - entry.daysAgo * DAY);
    const { orderId } = await insertStoredOrder(db, {
      partnerId: entry.partnerId, userId: entry.userId, kind: entry.kind, state: entry.state,
      reference: entry.reference, description: entry.description, createdAt: created.toISOString(),
      deliveryDate: entry.kind === 'template' ? null : isoDay(new Date(created.getTime() + 7 * DAY)),
      contact: entry.contact, prints: entry.prints, poNumber: entry.poNumber, costCentre: entry.costCentre,
    });
    if (entry.deactivated) {
      await db.updateTable('orders').set({ deactivated_at: new Date(created.getTime() + 14 * DAY).toISOString() }).where('id', '=', orderId).execute();
    }
    if (entry.invoice) {
      const invoiceId = await createInvoiceFor(db, orderId, new Date(created.getTime() + 10 * DAY), DEMO_COMPANY.paymentDays);
      if (entry.invoice === 'paid') {
        await db.updateTable('invoices').set({ state: 'paid', paid_at: new Date(created.getTime() + 20 * DAY).toISOString() }).where('id', '=', invoiceId).execute();
      }
    }
  }
}
