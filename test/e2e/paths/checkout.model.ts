// The checkout machine's model for the browser paths: the carts the customer makes in the page, the
// submits, and the server's answers; and what a browser cannot do.
import { defaultDetails, NO_DEFAULTS, type CartContext } from '../../../machines/cart.machine.js';
import { checkoutMachine, type CheckoutCart } from '../../../machines/checkout.machine.js';
import { checkoutTraversal, COLLEAGUE_AND_DIALOG_STEPS, type CartName } from '../../support/checkout-traversal.js';
import { buildModel } from './support/model.js';

const TODAY = '2026-11-20';
const itemOf = (uuid: string, quantity: number): CartContext['items'][number] => ({
  print: {
    uuid, product_id: 3, complete: true, prices: { product: 10, frames: 0 },
    copies: [{ originals: 1, quantity, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' }],
  },
  price: { status: 'known', product: 10, frames: 0 },
  priceActorId: `price-${uuid}`,
});
const valid: CheckoutCart = {
  items: [itemOf('seeded', 3)],
  contact: { name: 'Karin de Klant', email: 'klant@example.nl', phone: '0201234567' },
  details: { ...defaultDetails(NO_DEFAULTS), reference: 'PO-1', address: 5, approve_pdf: true },
};
/** The carts of the model by name: what the customer changes in the page to get each. */
export const CARTS: Record<CartName, CheckoutCart> = {
  /** The seeded print with a reference: the page opened. */
  valid,
  /** The reference cleared: the order schema refuses it. */
  invalid: { ...valid, details: { ...valid.details, reference: '' } },
  /** Another delivery address: the expedition is asked again. */
  otherAddress: { ...valid, details: { ...valid.details, address: 6 } },
  /** The print removed. */
  empty: { ...valid, items: [] },
  /** A new print from the configurator after the order was placed. */
  fresh: { ...valid, items: [itemOf('configured', 2)] },
};
const placed = [{ id: 41, kind: 'order', state: 'waiting_for_files' }];

/**
 * The checkout's traversal, shared with the views layer (test/support/checkout-traversal.ts), with
 * this layer's carts and the answers the real server gives.
 */
const traversal = checkoutTraversal({
  carts: CARTS,
  today: TODAY,
  placed,
  refused: { status: 405, message: 'Product 3 is niet (meer) leverbaar' },
  failed: { status: 500, message: 'Storing' },
  expedition: { deadlines: null, addresses: [] },
  expeditionError: new Error('502'),
  partnerId: 20,
  colleagues: [{ id: 3, name: 'Jan de Vries', email: 'jan.devries@example.nl', phone: '0591123457' }],
  colleaguesError: new Error('502'),
});

// A new address while the order is on its way keeps the submit region where it was (the expedition
// region no longer re-enters the machine's root): every transition of the graph is one a browser takes.
export const checkoutUnreachable: Record<string, string> = {};

// The demo customer (klant@) may not choose the purchaser (the seed gives that setting to inkoop@
// only): the page never loads colleagues. Their states have their own paths in the views layer
// (test/paths/checkout.paths.test.tsx), against the same screens with the real machine.
const NO_CHOICE = 'the demo customer may not choose the purchaser: no colleagues are loaded';
export const checkoutUnreachableStates: Record<string, string> = {
  'purchasers.loading': NO_CHOICE,
  'purchasers.ready': NO_CHOICE,
  'purchasers.failed': NO_CHOICE,
};

export const checkoutModel = buildModel(checkoutMachine, {
  events: traversal.events as never,
  serialize: traversal.serializeState as never,
  filterEvents: traversal.filterEvents as never,
  // The demo customer may not choose the purchaser (above), and opens the address dialog only to
  // choose another address (the `otherAddress` cart): those steps are not this layer's.
  excludeStep: (_source, event) => COLLEAGUE_AND_DIALOG_STEPS.includes(event.type),
  unreachable: checkoutUnreachable,
  label: traversal.label as never,
});
