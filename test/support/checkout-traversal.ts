// The checkout machine's traversal, one for both path layers: the screens (test/paths) and Chromium
// against the real server (test/e2e/paths). The carts the customer makes and the moves between
// them, when an order can be submitted, the server's answers, the colleagues and the address dialog:
// so both layers walk the same graph. Each layer gives its own carts and answers (the same names)
// and leaves out, with `excludeStep`, the steps it cannot take.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CheckoutCart, ExpeditionAnswer, PlacedOrder } from '../../machines/checkout.machine.js';
import type { Purchaser } from '../../src/domain/catalog.js';
import { answerLabel, type Traversal } from './generate-paths.js';

/**
 * The carts of the model by name: `valid` the first print with a reference (the page opened),
 * `invalid` one the order schema refuses (a field emptied), `otherAddress` another delivery address
 * (the expedition is asked again), `empty` the print removed, `fresh` a new print after a placed order.
 */
export type CartName = 'valid' | 'invalid' | 'otherAddress' | 'empty' | 'fresh';

/** What the customer can change from each cart (the page offers no other way between them). */
const NEXT_CARTS: Record<CartName | 'none', CartName[]> = { none: ['valid'], valid: ['invalid', 'otherAddress', 'empty'], invalid: ['valid'], otherAddress: [], empty: [], fresh: [] };

export type CheckoutModelEvent = EventObject & Record<string, unknown>;

/** What a layer gives the model: its carts and the answers its server (real or fake) gives. */
export interface CheckoutLayer {
  carts: Record<CartName, CheckoutCart>;
  today: string;
  placed: PlacedOrder[];
  /** The server refuses the order (405) or fails (500): the error the order call rejects with. */
  refused: { status: number; message: string };
  failed: { status: number; message: string };
  /** The expedition's answer as the machine keeps it (the Chromium layer's real server answers itself). */
  expedition: Omit<ExpeditionAnswer, 'deadlines'> & { deadlines: ExpeditionAnswer['deadlines'] | null };
  expeditionError: unknown;
  /** The partner whose customer may be allowed to choose the purchaser, and the colleagues they may choose. */
  partnerId: number;
  colleagues: Purchaser[];
  colleaguesError: unknown;
}

/** The steps that need a customer who may choose the purchaser, and the address dialog opened on its own. */
export const COLLEAGUE_AND_DIALOG_STEPS = ['customer.change', 'xstate.done.actor.fetchPurchasers', 'xstate.error.actor.fetchPurchasers', 'purchasers.retry', 'purchaser.choose', 'address.open', 'xstate.done.actor.address'];

type Value = Record<string, string>;

export interface CheckoutTraversal extends Traversal<CheckoutModelEvent> {
  events: (snapshot: AnyMachineSnapshot) => CheckoutModelEvent[];
  /** Every event `events` can give, in any state (for a layer that checks each of its actions is modelled). */
  alphabet: CheckoutModelEvent[];
}

export function checkoutTraversal(layer: CheckoutLayer): CheckoutTraversal {
  const cartName = (cart: CheckoutCart | null) => (Object.entries(layer.carts).find(([, known]) => known === cart)?.[0] ?? 'none') as CartName | 'none';
  const change = (name: CartName): CheckoutModelEvent => ({ type: 'cart.change', cart: layer.carts[name], today: layer.today, name });

  function events(snapshot: AnyMachineSnapshot): CheckoutModelEvent[] {
    const { cart } = snapshot.context as { cart: CheckoutCart | null };
    const { submit, expedition, purchasers, address } = snapshot.value as Value;
    // After a placed order the customer makes one new print (the model has one: a second would be
    // another print, with its own expedition).
    const placed = submit === 'placed';
    const list: CheckoutModelEvent[] = placed ? (cartName(cart) === 'fresh' ? [] : [change('fresh')]) : NEXT_CARTS[cartName(cart)].map(change);
    // The customer submits once the delivery date is known (the server refuses a date it did not offer).
    if (!['submitting', 'placed'].includes(submit!) && expedition !== 'loading' && (cart?.items.length ?? 0) > 0) list.push({ type: 'order.submit', kind: 'order', key: 'k' });
    if (submit === 'submitting') {
      list.push(
        { type: 'xstate.done.actor.placeOrder', output: { orders: layer.placed } },
        { type: 'xstate.error.actor.placeOrder', error: layer.refused },
        { type: 'xstate.error.actor.placeOrder', error: layer.failed },
      );
    }
    if (expedition === 'loading') list.push({ type: 'xstate.done.actor.fetchExpedition', output: layer.expedition }, { type: 'xstate.error.actor.fetchExpedition', error: layer.expeditionError });
    // The retry is offered on the order form: after a placed order the customer is on its confirmation.
    if (expedition === 'failed' && !placed) list.push({ type: 'expedition.retry' });
    // A silent refresh tells whether the customer may choose the purchaser (an administrator changed it).
    list.push({ type: 'customer.change', partnerId: layer.partnerId, mayChoose: true }, { type: 'customer.change', partnerId: null, mayChoose: false });
    if (purchasers === 'loading') list.push({ type: 'xstate.done.actor.fetchPurchasers', output: layer.colleagues }, { type: 'xstate.error.actor.fetchPurchasers', error: layer.colleaguesError });
    if (purchasers === 'failed') list.push({ type: 'purchasers.retry' });
    if (purchasers === 'ready') list.push({ type: 'purchaser.choose', id: layer.colleagues[0]!.id });
    // The dialog (the address machine, its own paths) closed without an address.
    list.push(address === 'closed' ? { type: 'address.open', hasSaved: false } : { type: 'xstate.done.actor.address', output: { chosen: null, saved: false } });
    return list;
  }

  const alphabet: CheckoutModelEvent[] = [
    ...(Object.keys(layer.carts) as CartName[]).map(change),
    { type: 'order.submit', kind: 'order', key: 'k' },
    { type: 'xstate.done.actor.placeOrder', output: { orders: layer.placed } },
    { type: 'xstate.error.actor.placeOrder', error: layer.refused },
    { type: 'xstate.error.actor.placeOrder', error: layer.failed },
    { type: 'xstate.done.actor.fetchExpedition', output: layer.expedition },
    { type: 'xstate.error.actor.fetchExpedition', error: layer.expeditionError },
    { type: 'expedition.retry' },
    { type: 'customer.change', partnerId: layer.partnerId, mayChoose: true },
    { type: 'customer.change', partnerId: null, mayChoose: false },
    { type: 'xstate.done.actor.fetchPurchasers', output: layer.colleagues },
    { type: 'xstate.error.actor.fetchPurchasers', error: layer.colleaguesError },
    { type: 'purchasers.retry' },
    { type: 'purchaser.choose', id: layer.colleagues[0]!.id },
    { type: 'address.open', hasSaved: false },
    { type: 'xstate.done.actor.address', output: { chosen: null, saved: false } },
  ];

  return {
    events,
    alphabet,
    // States differ by step, by the cart (by name) and by whether problems are shown under the fields.
    serializeState: (snapshot) => {
      const { cart, issues } = snapshot.context as { cart: CheckoutCart | null; issues: unknown[] };
      return JSON.stringify([snapshot.value, cartName(cart), issues.length > 0]);
    },
    filterEvents: (snapshot, event) => {
      if (!snapshot.can(event)) return false;
      // The colleagues and the address dialog are walked from one settled form (the order's regions
      // wait meanwhile): their paths stay few. A refresh that takes the choice away comes while the
      // colleagues load; a colleague is chosen with the dialog closed.
      const closed = snapshot.matches({ address: 'closed' });
      const quiet = snapshot.matches({ purchasers: 'hidden' }) && closed;
      const editing = ((snapshot.context as { cart: CheckoutCart | null }).cart?.items.length ?? 0) > 0 && snapshot.matches({ submit: 'editing' });
      // The choice is given with a silent refresh, which needs a waiting call to be refused: the expedition's.
      if (event.type === 'customer.change') return event.mayChoose ? editing && snapshot.matches({ expedition: 'loading' }) && quiet : snapshot.matches({ purchasers: 'loading' }) && closed;
      if (event.type === 'address.open') return editing && snapshot.matches({ expedition: 'ready' }) && snapshot.matches({ purchasers: 'ready' });
      if (event.type === 'purchaser.choose') return closed;
      if (['xstate.done.actor.address', 'xstate.done.actor.fetchPurchasers', 'xstate.error.actor.fetchPurchasers', 'purchasers.retry'].includes(event.type)) return true;
      // The expedition answers while the colleagues are there too (the dialog is walked from the settled form).
      if (event.type === 'xstate.done.actor.fetchExpedition') return closed && !snapshot.matches({ purchasers: 'loading' });
      return quiet;
    },
    // A failure says its status: the refusal and the failure of an order are different paths.
    label: (event) => {
      if (event.type === 'cart.change') return `cart.change (${String(event.name)})`;
      if (event.type === 'customer.change') return `customer.change (${event.mayChoose ? 'may choose' : 'may not'})`;
      const status = (event.error as { status?: number } | undefined)?.status;
      return answerLabel(event)?.concat(status ? ` ${status}` : '') ?? event.type;
    },
  };
}
