// The real checkout machine against its hand-written reference (checkout.reference.ts), step by step:
// the four regions, busy, the running children (the address dialog's machine only while it is open),
// what the customer sees (the cart it holds, the expedition's answer, a refusal, the colleagues, the
// issues), the toasts and results it emits and the calls it makes: the order payload in full.
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { addressMachine, type AddressFields } from '../../../machines/address.machine.js';
import { checkoutMachine, type CheckoutEmitted, type CheckoutEvent, type ExpeditionAnswer, type ExpeditionRequest, type PlaceOrderInput, type PlacedOrder } from '../../../machines/checkout.machine.js';
import type { Address, Purchaser } from '../../../src/domain/catalog.js';
import { CARTS, COLLEAGUE, EXPEDITION, NEW_ADDRESS, PARTNER_ID, PLACED, REFUSAL, SAVED_ADDRESS_ID, TODAY, TYPED_ADDRESS, type CartName } from './checkout-data.js';
import { checkoutReference, keyOf, type Call, type CheckoutEffects, type CheckoutInput, type CheckoutModel, type Told } from './checkout.reference.js';
import { leafPaths, runningChildren, settle, type ChildRef, type Comparison, type SystemUnderTest } from './support/compare.js';
import { describeAgreement } from './support/suite.js';
import type { Step } from './support/walk.js';


interface Observation {
  state: string[];
  busy: boolean;
  children: string[];
  context: {
    cart: CartName | null;
    today: string;
    expeditionAnswered: boolean;
    refusal: string | null;
    placed: PlacedOrder[];
    issues: string[];
    partnerId: number | null;
    colleagues: number[];
  };
  emitted: Told[];
  calls: Call[];
}

const DIALOG_CHILD = 'address';
const CALL_OF = { submit: { submitting: 'placeOrder' }, expedition: { loading: 'fetchExpedition' }, purchasers: { loading: 'fetchPurchasers' } } as const;

function expected({ state, effects }: Step<CheckoutModel, CheckoutEffects>): Observation {
  const children = [
    ...(state.submit === 'submitting' ? [CALL_OF.submit.submitting] : []),
    ...(state.expedition === 'loading' ? [CALL_OF.expedition.loading] : []),
    ...(state.purchasers === 'loading' ? [CALL_OF.purchasers.loading] : []),
    // The dialog's machine lives exactly as long as the dialog is open.
    ...(state.dialog === 'closed' ? [] : [DIALOG_CHILD]),
  ];
  return {
    state: [`address.${state.dialog === 'closed' ? 'closed' : 'open'}`, `expedition.${state.expedition}`, `purchasers.${state.purchasers}`, `submit.${state.submit}`],
    busy: state.submit === 'submitting' || state.submit === 'placed',
    children: children.sort(),
    context: {
      cart: state.cart, today: state.cart === null ? '' : TODAY, expeditionAnswered: state.deadlines !== null, refusal: state.refusal, placed: state.placed,
      issues: state.issues, partnerId: state.partnerId, colleagues: state.colleagues.map((colleague) => colleague.id),
    },
    emitted: effects.emitted,
    calls: effects.calls,
  };
}

const cartName = (cart: unknown): CartName | null => (Object.entries(CARTS).find(([, known]) => known === cart)?.[0] as CartName | undefined) ?? null;
const toldOf = (event: CheckoutEmitted): Told => (event.type === 'order.invalid' ? { type: event.type, paths: event.issues.map((issue) => issue.path) } : event);

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
function observe(snapshot: Snapshot, emitted: CheckoutEmitted[], calls: Call[]): Observation {
  const { context } = snapshot;
  return {
    state: leafPaths(snapshot.value),
    busy: snapshot.hasTag('busy'),
    children: runningChildren(snapshot.children as Record<string, ChildRef | undefined>),
    context: {
      cart: cartName(context.cart), today: context.today, expeditionAnswered: context.expedition !== null, refusal: context.refusal, placed: context.placed,
      issues: context.issues.map((issue) => issue.path), partnerId: context.partnerId, colleagues: context.purchasers.map((colleague) => colleague.id),
    },
    emitted: emitted.map(toldOf),
    calls,
  };
}

type CallName = Call['call'];
type Answer = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
/** One replay's calls as made and the answers they wait for; the machine is provided once (that is costly). */
interface Calls {
  made: Call[];
  answers: Partial<Record<CallName, Answer>>;
}
let current: Calls = { made: [], answers: {} };
function waitFor<T>(call: CallName, input: unknown): Promise<T> {
  current.made.push({ call, input } as Call);
  return new Promise<T>((resolve, reject) => {
    current.answers[call] = { resolve: resolve as (value: unknown) => void, reject };
  });
}
const machine = checkoutMachine.provide({
  actors: {
    placeOrder: fromPromise<{ orders: PlacedOrder[] }, PlaceOrderInput>(({ input }) => waitFor('placeOrder', input)),
    fetchExpedition: fromPromise<ExpeditionAnswer, ExpeditionRequest>(({ input }) => waitFor('fetchExpedition', input)),
    fetchPurchasers: fromPromise<Purchaser[], { partnerId: number }>(({ input }) => waitFor('fetchPurchasers', input)),
    address: addressMachine.provide({ actors: { saveAddress: fromPromise<Address, AddressFields>(({ input }) => waitFor('saveAddress', input)) } }),
  },
});

const PLACE_ERRORS = { refused: { status: 405, message: REFUSAL }, serverError: { status: 500, message: 'boom' }, networkError: new TypeError('Failed to fetch') };

function answerCall(calls: Calls, event: Extract<CheckoutInput, { type: `answer.${string}` }>): void {
  const call = calls.answers[event.type.slice('answer.'.length) as CallName];
  if (!call) throw new Error(`no ${event.type.slice('answer.'.length)} call is running`);
  if (event.type === 'answer.placeOrder') {
    if (event.outcome === 'placed') call.resolve({ orders: PLACED });
    else call.reject(PLACE_ERRORS[event.outcome]);
    return;
  }
  if (!event.ok) return call.reject(new Error('502'));
  const answers = { 'answer.fetchExpedition': EXPEDITION, 'answer.fetchPurchasers': [COLLEAGUE], 'answer.saveAddress': NEW_ADDRESS };
  call.resolve(answers[event.type]);
}

/** The customer's steps in the address dialog go to its own machine, the checkout's `address` child. */
function inDialog(snapshot: Snapshot, event: CheckoutInput): void {
  const dialog = snapshot.children.address;
  if (!dialog) throw new Error('the address dialog has no machine');
  if (event.type === 'dialog.choose') return dialog.send({ type: 'address.choose', id: SAVED_ADDRESS_ID });
  if (event.type === 'dialog.add') return dialog.send({ type: 'address.add' });
  if (event.type === 'dialog.close') return dialog.send({ type: 'address.close' });
  for (const [name, value] of Object.entries(TYPED_ADDRESS)) if (value) dialog.send({ type: 'field.change', name: name as keyof AddressFields, value });
  dialog.send({ type: 'address.save' });
}

function startCheckout(): SystemUnderTest<CheckoutInput> {
  const calls: Calls = { made: [], answers: {} };
  current = calls;
  let emitted: CheckoutEmitted[] = [];
  let submits = 0;
  const actor = createActor(machine);
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const send = (event: CheckoutEvent) => actor.send(event);
  return {
    async take(event) {
      switch (event.type) {
        case 'cart.change': return send({ type: 'cart.change', cart: CARTS[event.cart], today: TODAY });
        case 'order.submit':
          submits += 1;
          return send({ type: 'order.submit', kind: event.kind, key: keyOf(submits) });
        case 'customer.change': return send({ type: 'customer.change', partnerId: event.mayChoose ? PARTNER_ID : null, mayChoose: event.mayChoose });
        case 'purchaser.choose': return send({ type: 'purchaser.choose', id: event.id });
        case 'address.open': return send({ type: 'address.open', hasSaved: event.hasSaved });
        case 'expedition.retry':
        case 'purchasers.retry': return send({ type: event.type });
        case 'dialog.choose':
        case 'dialog.add':
        case 'dialog.save':
        case 'dialog.close': return inDialog(actor.getSnapshot(), event);
        default:
          answerCall(calls, event);
          // An answer reaches the machine a few microtasks later.
          return settle();
      }
    },
    observe() {
      const observation = observe(actor.getSnapshot(), emitted, calls.made);
      emitted = [];
      calls.made = [];
      return observation;
    },
    stop: () => actor.stop(),
  };
}

const comparison: Comparison<CheckoutModel, CheckoutInput, CheckoutEffects> = { model: checkoutReference, expected, start: startCheckout };

describeAgreement('checkout', comparison, { maxStates: 3000, minStates: 100 });
