// The checkout as spec sections 5 (order schema, date picker), 6 (purchaser), 7 (POST /order,
// /expedition, /users, /addresses), 8 and 9 and DESIGN.md sections 4 and 8 (Idempotency-Key, the
// delivery date) describe it, written without the machine: the order it sends, when it asks the
// expedition and the colleagues, the address dialog, and the toasts it asks for.
import * as v from 'valibot';
import { defaultDeliveryDate, moveDisabledDate } from '../../../src/domain/delivery-date.js';
import { deliveryDateTime } from '../../../src/domain/delivery-instant.js';
import { OrderSchema, type OrderInput } from '../../../src/domain/order.js';
import type { CheckoutCart, CheckoutEmitted, Deadlines, OrderKind, PlacedOrder } from '../../../machines/checkout.types.js';
import type { Purchaser } from '../../../src/domain/catalog.js';
import { CARTS, COLLEAGUE, EXPEDITION, NEW_ADDRESS, PARTNER_ID, PLACED, REFUSAL, SAVED_ADDRESS_ID, TODAY, TYPED_ADDRESS, type CartName } from './checkout-data.js';
import type { ReferenceModel, Step } from './support/walk.js';

type Submit = 'editing' | 'submitting' | 'placed' | 'refused' | 'failed';
type Loading = 'idle' | 'hidden' | 'loading' | 'ready' | 'failed';
type Dialog = 'closed' | 'choosing' | 'adding' | 'saving';
interface Sent {
  order: OrderInput;
  key: string;
}

export interface CheckoutModel {
  submit: Submit;
  expedition: Exclude<Loading, 'hidden'>;
  purchasers: Exclude<Loading, 'idle'>;
  dialog: Dialog;
  cart: CartName | null;
  /** What the expedition was last asked for (prints and address); '' before any. */
  askedFor: string;
  deadlines: Deadlines | null;
  /** The order on its way, and the last one whose outcome is unknown (the server may have stored it). */
  sending: Sent | null;
  unanswered: Sent | null;
  /** Submit clicks so far: each came with its own Idempotency-Key. */
  clicks: number;
  issues: string[];
  /** The kind of the last submit: a refused one's problems are checked again for it as the cart changes. */
  kind: OrderKind;
  placed: PlacedOrder[];
  refusal: string | null;
  partnerId: number | null;
  colleagues: Purchaser[];
}

export type Call = { call: 'placeOrder'; input: Sent } | { call: 'fetchExpedition'; input: unknown } | { call: 'fetchPurchasers' | 'saveAddress'; input: unknown };
/** The toasts and results, with an invalid order's issues as their paths (the texts are the schema's). */
export type Told = Exclude<CheckoutEmitted, { type: 'order.invalid' }> | { type: 'order.invalid'; paths: string[] };
export interface CheckoutEffects {
  emitted: Told[];
  calls: Call[];
}

export type PlaceOutcome = 'placed' | 'refused' | 'serverError' | 'networkError';
export type CheckoutInput =
  | { type: 'cart.change'; cart: CartName }
  | { type: 'order.submit'; kind: OrderKind }
  | { type: 'expedition.retry' | 'purchasers.retry' }
  | { type: 'customer.change'; mayChoose: boolean }
  | { type: 'purchaser.choose'; id: number }
  | { type: 'address.open'; hasSaved: boolean }
  | { type: 'dialog.choose' | 'dialog.add' | 'dialog.save' | 'dialog.close' }
  | { type: 'answer.placeOrder'; outcome: PlaceOutcome }
  | { type: 'answer.fetchExpedition' | 'answer.fetchPurchasers' | 'answer.saveAddress'; ok: boolean };

/** Each submit click comes with a fresh Idempotency-Key (DESIGN.md section 4): the n-th is `key-n`. */
export const keyOf = (submit: number) => `key-${submit}`;

const initial: CheckoutModel = {
  submit: 'editing', expedition: 'idle', purchasers: 'hidden', dialog: 'closed', cart: null, askedFor: '', deadlines: null, sending: null,
  unanswered: null, clicks: 0, issues: [], kind: 'order', placed: [], refusal: null, partnerId: null, colleagues: [],
};

/**
 * The date the order goes out with, as the picker shows it: the chosen date exactly as chosen (a
 * day that cannot be delivered on is refused with its reason, never moved), else the expedition's
 * suggestion, else five days on (spec section 9), moved off a weekend or closing day so the picker
 * never proposes a date it refuses.
 */
export function shownDate(cart: CheckoutCart, deadlines: Deadlines | null): string {
  const rules = { today: TODAY, disabled: deadlines?.disabled ?? [] };
  const chosen = cart.details.delivery_date;
  if (chosen) return chosen;
  if (deadlines && deadlines.suggested_date >= TODAY) return deadlines.suggested_date;
  return moveDisabledDate(defaultDeliveryDate(TODAY), rules);
}

/** POST /order's body: the prints, the contact, the form at the shown date and hour in Amsterdam; a quote or template says so. */
export function orderOf(cart: CheckoutCart, kind: OrderKind, deadlines: Deadlines | null): OrderInput {
  // Pure and asked thousands of times per walk for a handful of carts: worked out once each.
  const memo = `${cartNameOf(cart)} ${kind} ${JSON.stringify(deadlines)}`;
  const known = orders.get(memo);
  if (known) return known;
  const order = buildOrder(cart, kind, deadlines);
  orders.set(memo, order);
  return order;
}
const orders = new Map<string, OrderInput>();
const cartNameOf = (cart: CheckoutCart) => Object.entries(CARTS).find(([, known]) => known === cart)?.[0] ?? JSON.stringify(cart);

function buildOrder(cart: CheckoutCart, kind: OrderKind, deadlines: Deadlines | null): OrderInput {
  const { delivery_hour: hour, remarks, ...form } = cart.details;
  const details: OrderInput['details'] = { ...form, delivery_date: deliveryDateTime(shownDate(cart, deadlines), hour) };
  // A remark of only spaces is no remark.
  if (remarks.trim()) details.remarks = remarks;
  if (kind !== 'order') details.type = kind;
  return { products: cart.items.map((item) => item.print), contact: { ...cart.contact }, details };
}

/** What the expedition depends on: what is made and where it goes (not prices or other typing). */
function expeditionNeeds(cart: CheckoutCart): string {
  return JSON.stringify([cart.items.map(({ print }) => [print.uuid, print.product_id, print.copies, print.finishes, print.frames]), cart.details.address]);
}

/**
 * The order schema's problems (one per field), the delivery-address rule of orders and quotes, and a
 * shown date that cannot be delivered on (passed, a weekend, a closing day): not sent, its reason told.
 */
function issuesOf(order: OrderInput | null, kind: OrderKind, date: string, deadlines: Deadlines | null): string[] {
  if (!order) return ['products'];
  const memo = JSON.stringify([order, kind, date, deadlines]);
  const known = issueLists.get(memo) ?? checkOrder(order, kind, isRefusedDay(date, deadlines));
  issueLists.set(memo, known);
  return known;
}
const issueLists = new Map<string, string[]>();

function isRefusedDay(date: string, deadlines: Deadlines | null): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return date < TODAY || weekday === 0 || weekday === 6 || (deadlines?.disabled ?? []).includes(date);
}

function checkOrder(order: OrderInput, kind: OrderKind, refusedDay: boolean): string[] {
  const result = v.safeParse(OrderSchema, order);
  const paths = [...new Set(result.success ? [] : result.issues.map((issue) => v.getDotPath(issue) ?? ''))];
  const needsAddress = kind !== 'template' && !order.details.pickup && order.details.address == null;
  const dateRefused = refusedDay && !paths.includes('details.delivery_date');
  return [...paths, ...(needsAddress ? ['details.address'] : []), ...(dateRefused ? ['details.delivery_date'] : [])];
}

type Result = Step<CheckoutModel, CheckoutEffects>;
const quiet = (state: CheckoutModel): Result => ({ state, effects: { emitted: [], calls: [] } });
const told = (result: Result, ...emitted: Told[]): Result => ({ ...result, effects: { ...result.effects, emitted: [...result.effects.emitted, ...emitted] } });
const calling = (result: Result, call: Call): Result => ({ ...result, effects: { ...result.effects, calls: [...result.effects.calls, call] } });

/** Asks the expedition for the cart as it is now; a running call is dropped (its answer would be stale). */
function askExpedition(state: CheckoutModel): Result {
  const cart = CARTS[state.cart!];
  const order = orderOf(cart, 'order', state.deadlines);
  const next = { ...state, expedition: 'loading' as const, askedFor: expeditionNeeds(cart) };
  return calling(quiet(next), { call: 'fetchExpedition', input: { products: order.products, contactUser: order.contact, details: order.details } });
}

function changeCart(state: CheckoutModel, name: CartName): Result {
  const cart = CARTS[name];
  const hasPrints = cart.items.length > 0;
  // A placed order waits (busy) until the cleared cart gets prints again: then a new order starts.
  const submit = state.submit === 'placed' && hasPrints ? 'editing' : state.submit;
  // The problems of a refused submit stay under the fields and follow the cart: fixed ones go, and
  // with the last one the toasts (issues.resolved).
  const issues = state.issues.length > 0 ? issuesOf(orderOf(cart, state.kind, state.deadlines), state.kind, shownDate(cart, state.deadlines), state.deadlines) : state.issues;
  const next = { ...state, cart: name, submit, issues };
  const result = hasPrints && expeditionNeeds(cart) !== state.askedFor ? askExpedition(next) : quiet(next);
  return state.issues.length > 0 && issues.length === 0 ? told(result, { type: 'issues.resolved' }) : result;
}

function placeOrder(state: CheckoutModel, kind: OrderKind): Result {
  const order = state.cart ? orderOf(CARTS[state.cart], kind, state.deadlines) : null;
  const issues = issuesOf(order, kind, state.cart ? shownDate(CARTS[state.cart], state.deadlines) : '', state.deadlines);
  const asked = { ...state, issues, kind, refusal: null };
  if (issues.length > 0) return told(quiet({ ...asked, submit: 'editing' }), { type: 'order.invalid', paths: issues });
  // The same order again after an unknown outcome keeps its key: the server answers the first one.
  const retry = state.unanswered && JSON.stringify(state.unanswered.order) === JSON.stringify(order);
  const sending = { order: order!, key: retry ? state.unanswered!.key : keyOf(state.clicks) };
  return calling(quiet({ ...asked, submit: 'submitting', sending }), { call: 'placeOrder', input: sending });
}

function orderAnswer(state: CheckoutModel, outcome: PlaceOutcome): Result {
  const answered = { ...state, sending: null };
  switch (outcome) {
    case 'placed': return told(quiet({ ...answered, submit: 'placed', placed: PLACED, unanswered: null }), { type: 'order.placed', orders: PLACED, cartId: state.sending?.order.cart_id ?? '' });
    case 'refused': return told(quiet({ ...answered, submit: 'refused', refusal: REFUSAL, unanswered: null }), { type: 'order.refused', message: REFUSAL });
    default: return told(quiet({ ...answered, submit: 'failed', unanswered: state.sending }), { type: 'order.failed' });
  }
}

function askColleagues(state: CheckoutModel, partnerId: number): Result {
  return calling(quiet({ ...state, purchasers: 'loading', partnerId }), { call: 'fetchPurchasers', input: { partnerId } });
}

/** The dialog's own machine: a saved address chosen, or a new one typed and saved (POST /addresses). */
function dialogStep(state: CheckoutModel, event: CheckoutInput): Result {
  const at = (dialog: Dialog) => quiet({ ...state, dialog });
  switch (`${state.dialog} ${event.type}`) {
    case 'choosing dialog.choose': return told(at('closed'), { type: 'address.chosen', id: SAVED_ADDRESS_ID });
    case 'choosing dialog.add': return at('adding');
    case 'adding dialog.save': return calling(at('saving'), { call: 'saveAddress', input: TYPED_ADDRESS });
    case 'choosing dialog.close':
    case 'adding dialog.close': return at('closed');
    default: return quiet(state);
  }
}

function answer(state: CheckoutModel, event: CheckoutInput): Result {
  switch (event.type) {
    case 'answer.placeOrder': return orderAnswer(state, event.outcome);
    case 'answer.fetchExpedition':
      return event.ok ? quiet({ ...state, expedition: 'ready', deadlines: EXPEDITION.deadlines }) : told(quiet({ ...state, expedition: 'failed' }), { type: 'expedition.failed' });
    case 'answer.fetchPurchasers':
      return quiet(event.ok ? { ...state, purchasers: 'ready', colleagues: [COLLEAGUE] } : { ...state, purchasers: 'failed' });
    case 'answer.saveAddress':
      // Saved: the order goes to the new address, and a toast says so. Not saved: the form stays.
      return event.ok ? told(quiet({ ...state, dialog: 'closed' }), { type: 'address.chosen', id: NEW_ADDRESS.id }, { type: 'address.saved' }) : quiet({ ...state, dialog: 'adding' });
    default: return quiet(state);
  }
}

const mayPlace = (submit: Submit) => submit === 'editing' || submit === 'refused' || submit === 'failed';

export function step(state: CheckoutModel, event: CheckoutInput): Result {
  switch (event.type) {
    case 'cart.change': return changeCart(state, event.cart);
    // While the order is on its way (a double click) or placed, a submit sends nothing.
    // Every click on a submit button mints a key; while the order is on its way (a double click) or
    // placed, the submit sends nothing.
    case 'order.submit': return mayPlace(state.submit) ? placeOrder({ ...state, clicks: state.clicks + 1 }, event.kind) : quiet({ ...state, clicks: state.clicks + 1 });
    case 'expedition.retry': return state.expedition === 'failed' && state.cart && CARTS[state.cart].items.length > 0 ? askExpedition(state) : quiet(state);
    case 'customer.change': return event.mayChoose ? askColleagues({ ...state, colleagues: [] }, PARTNER_ID) : quiet({ ...state, purchasers: 'hidden', partnerId: null, colleagues: [] });
    case 'purchasers.retry': return state.purchasers === 'failed' ? askColleagues(state, state.partnerId!) : quiet(state);
    case 'purchaser.choose': {
      const chosen = state.purchasers === 'ready' ? state.colleagues.find((colleague) => colleague.id === event.id) : undefined;
      return chosen ? told(quiet(state), { type: 'contact.fill', contact: { name: chosen.name, email: chosen.email, phone: chosen.phone } }) : quiet(state);
    }
    case 'address.open': return state.dialog === 'closed' ? quiet({ ...state, dialog: event.hasSaved ? 'choosing' : 'adding' }) : quiet(state);
    default: return event.type.startsWith('answer.') ? answer(state, event) : dialogStep(state, event);
  }
}

/** The outside's events, always (the machine must ignore those that do not fit), and the running calls' answers. */
function events(state: CheckoutModel): CheckoutInput[] {
  const always: CheckoutInput[] = [
    ...Object.keys(CARTS).map((cart): CheckoutInput => ({ type: 'cart.change', cart: cart as CartName })),
    { type: 'order.submit', kind: 'order' }, { type: 'order.submit', kind: 'quote' }, { type: 'order.submit', kind: 'template' },
    { type: 'expedition.retry' }, { type: 'customer.change', mayChoose: true }, { type: 'customer.change', mayChoose: false }, { type: 'purchasers.retry' },
    { type: 'purchaser.choose', id: COLLEAGUE.id }, { type: 'purchaser.choose', id: 99 }, { type: 'address.open', hasSaved: true }, { type: 'address.open', hasSaved: false },
  ];
  const dialog: CheckoutInput[] = state.dialog === 'choosing' ? [{ type: 'dialog.choose' }, { type: 'dialog.add' }, { type: 'dialog.close' }]
    : state.dialog === 'adding' ? [{ type: 'dialog.save' }, { type: 'dialog.close' }] : [];
  const answers: CheckoutInput[] = [
    ...(state.submit === 'submitting' ? (['placed', 'refused', 'serverError', 'networkError'] as const).map((outcome): CheckoutInput => ({ type: 'answer.placeOrder', outcome })) : []),
    ...(state.expedition === 'loading' ? [true, false].map((ok): CheckoutInput => ({ type: 'answer.fetchExpedition', ok })) : []),
    ...(state.purchasers === 'loading' ? [true, false].map((ok): CheckoutInput => ({ type: 'answer.fetchPurchasers', ok })) : []),
    ...(state.dialog === 'saving' ? [true, false].map((ok): CheckoutInput => ({ type: 'answer.saveAddress', ok })) : []),
  ];
  return [...always, ...dialog, ...answers];
}

function describe(event: CheckoutInput): string {
  switch (event.type) {
    case 'cart.change': return `cart.change(${event.cart})`;
    case 'order.submit': return `order.submit(${event.kind})`;
    case 'customer.change': return `customer.change(${event.mayChoose ? 'may choose' : 'may not'})`;
    case 'purchaser.choose': return `purchaser.choose(${event.id})`;
    case 'address.open': return `address.open(${event.hasSaved ? 'saved ones' : 'none saved'})`;
    case 'answer.placeOrder': return `answer(placeOrder: ${event.outcome})`;
    case 'answer.fetchExpedition':
    case 'answer.fetchPurchasers':
    case 'answer.saveAddress': return `answer(${event.type.slice('answer.'.length)}: ${event.ok ? 'ok' : 'fails'})`;
    default: return event.type;
  }
}

export const checkoutReference: ReferenceModel<CheckoutModel, CheckoutInput, CheckoutEffects> = {
  initial: quiet(initial),
  events,
  step,
  // The order regions are told apart by their states, the cart, whether the expedition answered and
  // whether an outcome is unknown; the colleagues and the dialog only before a cart came (else the
  // graph multiplies): the random walks mix all four regions.
  key: (state) => JSON.stringify([
    state.submit, state.expedition, state.cart, state.deadlines !== null, state.unanswered !== null, state.cart === null ? [state.purchasers, state.dialog] : null,
  ]),
  describe,
};
