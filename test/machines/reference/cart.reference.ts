// The cart as spec sections 4 (print lifecycle, print price) and 7 (POST /prices) describe it,
// written without the machine: its prints and their prices, the order form and contact, the
// removal and edit dialogs, the price calls it makes and the cart it announces (`cart.changed`).
import * as v from 'valibot';
import { DEFAULT_DELIVERY_TIME } from '../../../src/domain/delivery-date.js';
import { TemplateContactSchema, TemplateDetailsSchema, type ReorderAnswer } from '../../../src/domain/orders.js';
import type { CartPrint, Contact, OrderDefaults, OrderDetails } from '../../../machines/cart.types.js';
import { CONTACT_CHANGE, DETAILS_CHANGE, EDITED_QUANTITY, loadEvent, PRICE, PRINTS, referenceOf, reorderAnswer, STARTING_DEFAULTS, type Uuid } from './cart-data.js';
import type { ReferenceModel, Step } from './support/walk.js';

type Price = { status: 'loading' } | { status: 'known'; product: number; frames: number } | { status: 'unknown' };
export interface CartLine {
  uuid: string;
  productId: number;
  quantity: number;
  reference: string | undefined;
  price: Price;
  /** The price call asked for this print (the n-th the cart made); an older call's answer is stale. */
  request: number;
}
export type Mode = 'empty' | 'shopping' | 'editing' | 'confirmingRemoval';
/** What the checkout builds the order from. */
export interface Announced {
  items: CartLine[];
  details: OrderDetails;
  contact: Contact;
}
export interface CartModel extends Announced {
  mode: Mode;
  removing: string | null;
  editing: string | null;
  defaults: OrderDefaults;
  requests: number;
  /** Price calls that have not answered, current or stale: each is a running child. */
  unanswered: number[];
  /** The cart last announced: the checkout and the browser's store act on the latest one only. */
  announced: Announced | null;
}
/** A price call: which print (as sent to POST /prices) and its number. */
export interface PriceCall {
  request: number;
  uuid: string;
  productId: number;
  quantity: number;
  reference: string | undefined;
}
export interface CartEffects {
  calls: PriceCall[];
}

export type CartInput =
  | { type: 'print.add'; uuid: Uuid }
  | { type: 'reorder.add'; empty: boolean }
  | { type: 'print.remove' | 'print.edit' | 'print.reference'; uuid: string }
  | { type: 'removal.confirm' | 'removal.cancel' | 'edit.close' | 'edit.save' }
  | { type: 'cart.load'; uuids: Uuid[] }
  | { type: 'details.change' | 'contact.change' }
  | { type: 'answer'; request: number; known: boolean };

/** Spec section 4: an empty order has default details, approve_pdf and pickup (and the address) from the settings. */
function emptyDetails(defaults: OrderDefaults): OrderDetails {
  return {
    description: '', reference: '', files_date: null, delivery_date: '', delivery_hour: DEFAULT_DELIVERY_TIME, pickup: defaults.pickup_default,
    pack: false, address: defaults.default_address_id, approve_pdf: defaults.approve_pdf, archive_files: false, remarks: '',
    po_number: '', cost_centre: '',
  };
}

export const initialCart: CartModel = {
  mode: 'empty', items: [], removing: null, editing: null, details: emptyDetails(STARTING_DEFAULTS), contact: { ...STARTING_DEFAULTS.contact },
  defaults: STARTING_DEFAULTS, requests: 0, unanswered: [], announced: null,
};

type Result = Step<CartModel, CartEffects>;
const quiet = (state: CartModel): Result => ({ state, effects: { calls: [] } });
/** Every change of prints, form or contact is announced: the checkout and the store follow it. */
const announce = ({ state, effects }: Result): Result => ({ state: { ...state, announced: { items: state.items, details: state.details, contact: state.contact } }, effects });

/** Puts a print in (replacing one with its uuid, in place) and asks its price: a new call each time. */
function put(result: Result, print: { uuid: string; productId: number; quantity: number; reference: string | undefined }): Result {
  const { state } = result;
  const request = state.requests + 1;
  const item: CartLine = { ...print, price: { status: 'loading' }, request };
  const replaces = state.items.some((old) => old.uuid === print.uuid);
  const items = replaces ? state.items.map((old) => (old.uuid === print.uuid ? item : old)) : [...state.items, item];
  return {
    state: { ...state, items, requests: request, unanswered: [...state.unanswered, request] },
    effects: { calls: [...result.effects.calls, { request, ...print }] },
  };
}
const fromPrint = (print: CartPrint) => ({ uuid: print.uuid, productId: print.product_id, quantity: print.copies[0]!.quantity!, reference: print.extra_reference });

/** Spec section 4: completing a print empties the chosen delivery date (it may no longer be possible). */
const withoutDate = ({ state, effects }: Result): Result => ({ state: { ...state, details: { ...state.details, delivery_date: '' } }, effects });
const filledMode = (mode: Mode): Mode => (mode === 'empty' ? 'shopping' : mode);

function emptyOrder(state: CartModel): CartModel {
  return { ...state, mode: 'empty', items: [], removing: null, editing: null, details: emptyDetails(state.defaults), contact: { ...state.defaults.contact } };
}

function addPrint(state: CartModel, uuid: Uuid): Result {
  return announce(withoutDate(put(quiet({ ...state, mode: filledMode(state.mode) }), fromPrint(PRINTS[uuid]))));
}

/** A reorder into an empty cart (a new order) brings that order's form choices and contact as well. */
function reorder(state: CartModel, answer: ReorderAnswer): Result {
  if (answer.products.length === 0) return quiet(state);
  const wasEmpty = state.items.length === 0;
  let result = withoutDate(quiet({ ...state, mode: filledMode(state.mode) }));
  for (const print of answer.products) result = put(result, fromPrint(print));
  if (!wasEmpty) return announce(result);
  const details = v.safeParse(TemplateDetailsSchema, answer.details);
  const contact = v.safeParse(TemplateContactSchema, answer.contact);
  const next = result.state;
  return announce({
    ...result,
    state: { ...next, details: { ...next.details, ...(details.success ? details.output : {}) }, contact: { ...next.contact, ...(contact.success ? contact.output : {}) } },
  });
}

/** The stored cart of another owner: their prints (each priced anew), their defaults and choices. */
function load(state: CartModel, uuids: readonly Uuid[]): Result {
  const { prints, defaults, details } = loadEvent(uuids);
  const emptied: CartModel = { ...emptyOrder({ ...state, defaults }), details: { ...emptyDetails(defaults), ...details } };
  let result = quiet({ ...emptied, mode: prints.length > 0 ? 'shopping' : 'empty' });
  for (const print of prints) result = put(result, fromPrint(print));
  return announce(result);
}

function confirmRemoval(state: CartModel): Result {
  const items = state.items.filter((item) => item.uuid !== state.removing);
  // The last print gone: the order starts again from the defaults.
  if (items.length === 0) return announce(quiet(emptyOrder(state)));
  return announce(quiet({ ...state, items, removing: null, mode: 'shopping' }));
}

/** Save in the edit modal: the print completes again with its new lines, keeping its extra reference. */
function saveEdit(state: CartModel): Result {
  const { uuid, productId, reference } = state.items.find((item) => item.uuid === state.editing)!;
  const saved = put(quiet({ ...state, editing: null, mode: 'shopping' }), { uuid, productId, quantity: EDITED_QUANTITY, reference });
  return announce(withoutDate(saved));
}

function priceAnswer(state: CartModel, event: { request: number; known: boolean }): Result {
  const unanswered = state.unanswered.filter((request) => request !== event.request);
  const current = state.items.some((item) => item.request === event.request);
  // An answer for a print since replaced or removed changes nothing.
  if (!current) return quiet({ ...state, unanswered });
  const price: Price = event.known ? { status: 'known', ...PRICE } : { status: 'unknown' };
  const items = state.items.map((item) => (item.request === event.request ? { ...item, price } : item));
  return announce(quiet({ ...state, items, unanswered }));
}

const inCart = (state: CartModel, uuid: string) => state.items.some((item) => item.uuid === uuid);

/** What the customer can do in the dialogs and the list; the rest is the same in every mode. */
function byMode(state: CartModel, event: CartInput): Result {
  // Removing and editing ask first (a dialog), and only from the list, for a print in the cart.
  if (state.mode === 'shopping' && (event.type === 'print.remove' || event.type === 'print.edit')) {
    if (!inCart(state, event.uuid)) return quiet(state);
    return quiet(event.type === 'print.remove' ? { ...state, mode: 'confirmingRemoval', removing: event.uuid } : { ...state, mode: 'editing', editing: event.uuid });
  }
  switch (`${state.mode} ${event.type}`) {
    case 'confirmingRemoval removal.confirm': return confirmRemoval(state);
    case 'confirmingRemoval removal.cancel': return quiet({ ...state, mode: 'shopping', removing: null });
    case 'editing edit.close': return quiet({ ...state, mode: 'shopping', editing: null });
    case 'editing edit.save': return saveEdit(state);
    default: return quiet(state);
  }
}

export function step(state: CartModel, event: CartInput): Result {
  switch (event.type) {
    case 'details.change': return announce(quiet({ ...state, details: { ...state.details, ...DETAILS_CHANGE } }));
    case 'contact.change': return announce(quiet({ ...state, contact: { ...state.contact, ...CONTACT_CHANGE } }));
    case 'cart.load': return load(state, event.uuids);
    case 'print.add': return addPrint(state, event.uuid);
    case 'reorder.add': return reorder(state, reorderAnswer(event.empty));
    case 'answer': return priceAnswer(state, event);
    // An empty cart has nothing to reference.
    case 'print.reference': {
      if (state.mode === 'empty') return quiet(state);
      const items = state.items.map((item) => (item.uuid === event.uuid ? { ...item, reference: referenceOf(event.uuid) } : item));
      return announce(quiet({ ...state, items }));
    }
    default: return byMode(state, event);
  }
}

function events(state: CartModel): CartInput[] {
  const always: CartInput[] = [
    { type: 'print.add', uuid: 'a' }, { type: 'print.add', uuid: 'b' }, { type: 'reorder.add', empty: false }, { type: 'reorder.add', empty: true },
    { type: 'cart.load', uuids: [] }, { type: 'cart.load', uuids: ['b'] }, { type: 'details.change' }, { type: 'contact.change' },
  ];
  const perPrint = state.items.flatMap(({ uuid }): CartInput[] => [
    { type: 'print.reference', uuid }, ...(state.mode === 'shopping' ? [{ type: 'print.remove', uuid } as const, { type: 'print.edit', uuid } as const] : []),
  ]);
  const dialog: CartInput[] = state.mode === 'confirmingRemoval' ? [{ type: 'removal.confirm' }, { type: 'removal.cancel' }]
    : state.mode === 'editing' ? [{ type: 'edit.close' }, { type: 'edit.save' }] : [];
  const answers = state.unanswered.flatMap((request): CartInput[] => [{ type: 'answer', request, known: true }, { type: 'answer', request, known: false }]);
  return [...always, ...perPrint, ...dialog, ...answers];
}

function describe(event: CartInput): string {
  if (event.type === 'answer') return `answer(price ${event.request}: ${event.known ? 'known' : 'unknown'})`;
  if (event.type === 'cart.load') return `cart.load([${event.uuids.join()}])`;
  if (event.type === 'reorder.add') return `reorder.add(${event.empty ? 'nothing' : 'b'})`;
  return 'uuid' in event ? `${event.type}(${event.uuid})` : event.type;
}

export const cartReference: ReferenceModel<CartModel, CartInput, CartEffects> = {
  initial: quiet(initialCart),
  events,
  step,
  // Told apart by the dialogs, the prints in their order, whether their price is still asked,
  // whether the print being edited has an extra reference (Save must keep it) and whether a stale
  // call runs; the form and quantities follow from the path (every step compares them) and the
  // random walks mix them.
  key: (state) => JSON.stringify([
    state.mode, state.removing, state.editing, state.items.map((item) => [item.uuid, item.price.status === 'loading']),
    state.editing !== null && state.items.some((item) => item.uuid === state.editing && item.reference !== undefined),
    state.unanswered.some((request) => !state.items.some((item) => item.request === request)),
  ]),
  describe,
};
