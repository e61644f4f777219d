// The prints, users and answers the cart reference walks with, shared by the reference and the
// driver of the real machine.
import type { ReorderAnswer } from '../../../src/domain/orders.js';
import type { CartPrint, Contact, OrderDefaults, OrderDetails } from '../../../machines/cart.types.js';

const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
const printOf = (uuid: string, productId: number): CartPrint => ({ uuid, product_id: productId, complete: true, copies: [line], finishes: [], prices: {} });
export const PRINTS = { a: printOf('a', 1), b: printOf('b', 2) };
export type Uuid = keyof typeof PRINTS;
/** The quantity the edit modal's Save puts on the first line (the walk types it in the print machine). */
export const EDITED_QUANTITY = 3;
export const PRICE = { product: 12.5, frames: 0.75 };

/** The user the cart starts for (input), and the one whose stored cart `cart.load` brings. */
export const STARTING_DEFAULTS: OrderDefaults = {
  contact: { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' }, pickup_default: true, approve_pdf: true, default_address_id: 7,
};
const LOADED_DEFAULTS: OrderDefaults = {
  contact: { name: 'Jan de Vries', email: 'jan@example.nl', phone: '0591123457' }, pickup_default: false, approve_pdf: false, default_address_id: null,
};
const REORDER: ReorderAnswer = { products: [PRINTS.b], unavailable: [], details: { reference: 'Herhaling', pickup: false, delivery_date: '2026-01-01' }, contact: { phone: '0301234567' } };

export const DETAILS_CHANGE: Partial<OrderDetails> = { delivery_date: '2026-12-01', reference: 'PO-1', delivery_hour: 9 };
export const CONTACT_CHANGE: Partial<Contact> = { phone: '0201234567' };
export const LOADED_DETAILS: Partial<OrderDetails> = { reference: 'kept', delivery_date: '2026-12-02' };
export const loadEvent = (uuids: readonly Uuid[]) => ({ prints: uuids.map((uuid) => PRINTS[uuid]), defaults: LOADED_DEFAULTS, details: LOADED_DETAILS });
export const reorderAnswer = (empty: boolean): ReorderAnswer => (empty ? { ...REORDER, products: [] } : REORDER);
export const referenceOf = (uuid: string) => `Hal ${uuid}`;
