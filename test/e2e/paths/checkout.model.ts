// The checkout machine's model for the browser paths: the carts the customer makes in the page, the
// submits, and the server's answers; and what a browser cannot do.
import { defaultDetails, NO_DEFAULTS, type CartContext } from '../../../machines/cart.machine.js';
import { checkoutMachine, type CheckoutCart } from '../../../machines/checkout.machine.js';
import { answerLabel } from '../../support/generate-paths.js';
import { buildModel, type ModelEvent } from './support/model.js';

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
export const CARTS: Record<string, CheckoutCart> = {
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
const cartName = (cart: CheckoutCart | null) => Object.entries(CARTS).find(([, known]) => known === cart)?.[0] ?? 'none';
const change = (name: string): ModelEvent => ({ type: 'cart.change', cart: CARTS[name], today: TODAY, name });

/** What the customer can change from each cart (the page offers no other way between them). */
const NEXT_CARTS: Record<string, string[]> = { none: ['valid'], valid: ['invalid', 'otherAddress', 'empty'], invalid: ['valid'], otherAddress: [], empty: [], fresh: [] };

const placed = [{ id: 41, kind: 'order', state: 'waiting_for_files' }];

interface CheckoutSnapshot { value: unknown; context: unknown; hasTag?: (tag: string) => boolean; matches?: (value: unknown) => boolean }

function events(snapshot: CheckoutSnapshot): ModelEvent[] {
  const { cart } = snapshot.context as { cart: CheckoutCart | null };
  const submit = (snapshot.value as { submit: string }).submit;
  const expedition = (snapshot.value as { expedition: string }).expedition;
  const list: ModelEvent[] = submit === 'placed' ? [change('fresh')] : NEXT_CARTS[cartName(cart)]!.map(change);
  // The customer submits once the delivery date is known (the server refuses a date it did not offer).
  if (!['submitting', 'placed'].includes(submit) && expedition !== 'loading' && (cart?.items.length ?? 0) > 0) list.push({ type: 'order.submit', kind: 'order', key: 'k' });
  if (submit === 'submitting') {
    list.push(
      { type: 'xstate.done.actor.placeOrder', output: { orders: placed } },
      { type: 'xstate.error.actor.placeOrder', error: { status: 405, message: 'Product 3 is niet (meer) leverbaar' } },
      { type: 'xstate.error.actor.placeOrder', error: { status: 500, message: 'Storing' } },
    );
  }
  if (expedition === 'loading') {
    list.push({ type: 'xstate.done.actor.fetchExpedition', output: { deadlines: null, addresses: [] } }, { type: 'xstate.error.actor.fetchExpedition', error: new Error('502') });
  }
  if (expedition === 'failed') list.push({ type: 'expedition.retry' });
  return list;
}

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
  events: events as never,
  serialize: (snapshot) => {
    const { cart, issues } = snapshot.context as { cart: CheckoutCart | null; issues: unknown[] };
    return JSON.stringify([snapshot.value, cartName(cart), issues.length > 0]);
  },
  unreachable: checkoutUnreachable,
  // As the views layer names steps (answerLabel); a failure says its status.
  label: (event) => {
    if (event.type === 'cart.change') return `cart.change (${String(event.name)})`;
    const status = (event.error as { status?: number } | undefined)?.status;
    return answerLabel(event)?.concat(status ? ` ${status}` : '') ?? event.type;
  },
});
