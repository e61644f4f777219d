// The carts, answers and addresses the checkout reference walks with, shared by the reference and
// the driver of the real machine.
import type { Address, Purchaser } from '../../../src/domain/catalog.js';
import type { CheckoutCart, ExpeditionAnswer, PlacedOrder } from '../../../machines/checkout.types.js';

export const TODAY = '2026-11-20';

const copy = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
const item = (uuid: string, productId: number): CheckoutCart['items'][number] => ({
  print: { uuid, product_id: productId, complete: true, prices: { product: 10, frames: 0 }, copies: [copy] },
  price: { status: 'known', product: 10, frames: 0 },
  priceActorId: `price-${uuid}`,
});

const valid: CheckoutCart = {
  items: [item('p1', 3)],
  contact: { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' },
  details: {
    description: '', reference: 'PO-1', files_date: null, delivery_date: '', delivery_hour: 17, pickup: false, pack: false, address: 5,
    approve_pdf: true, archive_files: false, remarks: '', po_number: '', cost_centre: '',
  },
};

/**
 * The carts of the walk. `chosen` picked Christmas at 9:00 with a remark (same prints and address as
 * `valid`), `past` a date that has passed, `invalid` lacks a reference and a full phone number;
 * `noAddress` is delivered nowhere, `pickup` is picked up; `twoPrints` has another print.
 */
export const CARTS = {
  valid,
  chosen: { ...valid, details: { ...valid.details, delivery_date: '2026-12-25', delivery_hour: 9, remarks: 'Bel aan bij de achterdeur' } },
  past: { ...valid, details: { ...valid.details, delivery_date: '2026-11-01' } },
  invalid: { ...valid, contact: { ...valid.contact, phone: '06' }, details: { ...valid.details, reference: '' } },
  noAddress: { ...valid, details: { ...valid.details, address: null } },
  pickup: { ...valid, details: { ...valid.details, address: null, pickup: true } },
  twoPrints: { ...valid, items: [item('p1', 3), item('p2', 4)] },
  empty: { ...valid, items: [] },
} satisfies Record<string, CheckoutCart>;
export type CartName = keyof typeof CARTS;

export const EXPEDITION: ExpeditionAnswer = {
  deadlines: {
    regular_deadlines: '2026-11-27', speed_deadlines: '2026-11-25', combi_deadlines: ['2026-12-01'], suggested_date: '2026-11-27',
    // Christmas is a closing day: a chosen Christmas is refused with its reason, never moved.
    disabled: ['2026-12-25'],
  },
  addresses: [],
};

export const PLACED: PlacedOrder[] = [{ id: 41, kind: 'order', state: 'waiting_for_files' }, { id: 42, kind: 'order', state: 'waiting_for_files' }];
export const REFUSAL = 'Dit product is niet meer leverbaar';
export const COLLEAGUE: Purchaser = { id: 3, name: 'Jan de Vries', email: 'jan.devries@example.nl', phone: '0591123457' };
export const PARTNER_ID = 10;
/** The saved address the dialog offers, and the one the customer types and saves. */
export const SAVED_ADDRESS_ID = 7;
export const TYPED_ADDRESS = { name: 'Bakkerij', dept: '', attn: '', phone: '', email: '', street: 'Dorpsstraat 1', zip: '1234 AB', city: 'Zonnedorp', country_id: 'NL' };
export const NEW_ADDRESS: Address = { id: 12, key: 'delivery-12', type: 'delivery', ...TYPED_ADDRESS };
