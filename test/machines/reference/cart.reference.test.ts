// The real cart machine against its hand-written reference (cart.reference.ts), step by step: state,
// tags, children (a price call's child until it answers, the print machine only while the edit
// modal is open), the prints, form and contact, the cart last announced and the price calls made.
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { cartMachine, type CartEmitted, type CartItem, type CartPrint, type PriceAnswer } from '../../../machines/cart.machine.js';
import type { Product } from '../../../src/domain/catalog.js';
import { CONTACT_CHANGE, DETAILS_CHANGE, EDITED_QUANTITY, loadEvent, PRICE, PRINTS, referenceOf, reorderAnswer, STARTING_DEFAULTS } from './cart-data.js';
import { cartReference, type Announced, type CartEffects, type CartInput, type CartLine, type CartModel, type PriceCall } from './cart.reference.js';
import { leafPaths, runningChildren, settle, type ChildRef, type Comparison, type SystemUnderTest } from './support/compare.js';
import { describeAgreement } from './support/suite.js';
import type { Step } from './support/walk.js';


/** The product the edit modal's print machine is opened with (both prints are plain sheets). */
const sheet = (id: number): Product => ({
  id, name: `P${id}`, material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false,
  fixed_width: 0, fixed_height: 0, sides: 1, default_code: 'X', is_favorite: false, min_order_qty: 0, weld_max_mm: 0, kind: 'sheet',
});

/** A line as the customer sees it: the print, its price, and the prices it is ordered with. */
type ShownLine = Omit<CartLine, 'request'> & { prices: unknown };
interface ShownCart {
  items: ShownLine[];
  details: Announced['details'];
  contact: Announced['contact'];
}
interface Observation {
  state: string[];
  tags: string[];
  children: string[];
  cart: ShownCart;
  removing: string | null;
  editing: string | null;
  announced: ShownCart | null;
  calls: Omit<PriceCall, 'request'>[];
}

const STATE: Record<CartModel['mode'], string> = { empty: 'empty', shopping: 'filled.shopping', editing: 'filled.editing', confirmingRemoval: 'filled.confirmingRemoval' };
const TAGS: Partial<Record<CartModel['mode'], string>> = { editing: 'editing', confirmingRemoval: 'confirming' };

const shownLine = ({ request: _request, ...line }: CartLine): ShownLine => ({ ...line, prices: line.price.status === 'known' ? PRICE : {} });
const shownCart = (cart: Announced): ShownCart => ({ items: cart.items.map(shownLine), details: cart.details, contact: cart.contact });

function expected({ state, effects }: Step<CartModel, CartEffects>): Observation {
  const tag = TAGS[state.mode];
  return {
    state: [STATE[state.mode]],
    tags: tag ? [tag] : [],
    // A price call's child runs until it answers (a stale one too); the print machine only while the modal is open.
    children: [...state.unanswered.map(() => 'fetchPrice'), ...(state.mode === 'editing' ? ['editPrint'] : [])].sort(),
    cart: shownCart(state),
    removing: state.removing,
    editing: state.editing,
    announced: state.announced && shownCart(state.announced),
    calls: effects.calls.map(({ request: _request, ...call }) => call),
  };
}

/** The machine's cart in the reference's terms (the price answers are all PRICE). */
function machineLine(item: CartItem): ShownLine {
  const { print, price } = item;
  return { uuid: print.uuid, productId: print.product_id, quantity: print.copies[0]!.quantity!, reference: print.extra_reference, price, prices: print.prices };
}
const machineCart = (cart: { items: readonly CartItem[] } & Omit<ShownCart, 'items'>): ShownCart => ({ items: cart.items.map(machineLine), details: cart.details, contact: cart.contact });
const callOf = (print: CartPrint): Omit<PriceCall, 'request'> => ({ uuid: print.uuid, productId: print.product_id, quantity: print.copies[0]!.quantity!, reference: print.extra_reference });

type Snapshot = SnapshotFrom<typeof cartMachine>;
function observe(snapshot: Snapshot, announced: Extract<CartEmitted, { type: 'cart.changed' }> | null, calls: CartPrint[]): Observation {
  const { context } = snapshot;
  return {
    state: leafPaths(snapshot.value),
    tags: [...snapshot.tags].sort(),
    children: runningChildren(snapshot.children as Record<string, ChildRef | undefined>),
    cart: machineCart(context),
    removing: context.removing,
    editing: context.editing,
    announced: announced && machineCart(announced),
    calls: calls.map(callOf),
  };
}

/** One replay's price calls, numbered as made; the machine is provided once (that is costly). */
interface PriceCalls {
  made: CartPrint[];
  answers: { resolve: (answer: PriceAnswer) => void; reject: (error: unknown) => void }[];
}
let current: PriceCalls = { made: [], answers: [] };
const machine = cartMachine.provide({
  actors: {
    fetchPrice: fromPromise<PriceAnswer, { print: CartPrint }>(({ input }) => {
      current.made.push(input.print);
      return new Promise((resolve, reject) => current.answers.push({ resolve, reject }));
    }),
  },
});

function startCart(): SystemUnderTest<CartInput> {
  const calls: PriceCalls = { made: [], answers: [] };
  current = calls;
  let announced: Extract<CartEmitted, { type: 'cart.changed' }> | null = null;
  const actor = createActor(machine, { input: { defaults: STARTING_DEFAULTS } });
  actor.on('cart.changed', (event) => (announced = event));
  actor.start();
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
  return {
    async take(event) {
      switch (event.type) {
        case 'answer': {
          const answer = calls.answers[event.request - 1];
          if (!answer) throw new Error(`price call ${event.request} was never made`);
          if (event.known) answer.resolve(PRICE);
          else answer.reject(new Error('502'));
          // The answer reaches the machine a few microtasks later.
          return settle();
        }
        case 'edit.save': return saveInModal(actor.getSnapshot());
        case 'print.add': return send({ type: 'print.add', print: PRINTS[event.uuid] });
        case 'reorder.add': return send({ type: 'reorder.add', answer: reorderAnswer(event.empty) });
        case 'cart.load': return send({ type: 'cart.load', ...loadEvent(event.uuids) });
        case 'details.change': return send({ type: 'details.change', details: DETAILS_CHANGE });
        case 'contact.change': return send({ type: 'contact.change', contact: CONTACT_CHANGE });
        case 'print.edit': return send({ type: 'print.edit', uuid: event.uuid, product: sheet(productIdOf(actor.getSnapshot(), event.uuid)), finishes: [] });
        case 'print.reference': return send({ type: 'print.reference', uuid: event.uuid, extra_reference: referenceOf(event.uuid) });
        case 'print.remove': return send({ type: 'print.remove', uuid: event.uuid });
        default: return send({ type: event.type });
      }
    },
    observe() {
      const observation = observe(actor.getSnapshot(), announced, calls.made);
      calls.made = [];
      return observation;
    },
    stop: () => actor.stop(),
  };
}

const productIdOf = (snapshot: Snapshot, uuid: string) => snapshot.context.items.find((item) => item.print.uuid === uuid)?.print.product_id ?? 1;

/** The customer types the new quantity in the modal's print machine and presses Save. */
function saveInModal(snapshot: Snapshot): void {
  const editor = snapshot.children.printEdit;
  if (!editor) throw new Error('the edit modal has no print machine');
  editor.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'quantity', text: String(EDITED_QUANTITY), language: 'nl' } });
  editor.send({ type: 'print.save' });
}

const comparison: Comparison<CartModel, CartInput, CartEffects> = { model: cartReference, expected, start: startCart };

describeAgreement('cart', comparison, { maxStates: 3000, minStates: 50 });
