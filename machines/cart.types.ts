import type { ReorderAnswer } from '../src/domain/orders.js';
// Types of the cart machine.
import type { Product } from '../src/domain/catalog.js';
import type { FinishRef } from '../src/domain/finish-lists.js';
import type { Contact, PackValue } from '../src/domain/order.js';
import type { Print } from '../src/domain/print-schema.js';
import type { PrintNotice } from './print.types.js';
import type { BreakdownKind } from '../src/domain/pricing/types.js';

export type { Contact } from '../src/domain/order.js';

/** A complete print as the configurator sends it (the Print contract). */
export type CartPrint = Print;

export type PackChoice = PackValue;

/** The order form (Order.details of the contract) plus the delivery hour the form splits off. */
export interface OrderDetails {
  description: string;
  reference: string;
  files_date: string | null;
  /** yyyy-mm-dd chosen in the picker; '' until chosen (the form then shows the default date). */
  delivery_date: string;
  /** 9, 12, 15 or 17 (spec section 9). */
  delivery_hour: number;
  pickup: boolean;
  pack: PackChoice;
  address: number | null;
  approve_pdf: boolean;
  archive_files: boolean;
  remarks: string;
  /** The customer's purchase-order number and cost centre for their accounts payable ('' when none). */
  po_number: string;
  cost_centre: string;
}

/** What the session knows of the user that the empty order starts from. */
export interface OrderDefaults {
  contact: Contact;
  pickup_default: boolean;
  approve_pdf: boolean;
  default_address_id: number | null;
  /** The company asks for its PO number on every order (absent: it does not). */
  po_required?: boolean;
}

/** One line of POST /prices' breakdown (euros): what it charges for, the cart names it in the customer's language. */
export interface PriceLine {
  kind: BreakdownKind;
  amount: number;
}

export type PriceState =
  | { status: 'loading' }
  | { status: 'known'; product: number; frames: number; breakdown?: PriceLine[] }
  | { status: 'unknown' };

export interface CartItem {
  print: CartPrint;
  price: PriceState;
  /** Id of the child actor fetching this price; answers from any other actor are stale. */
  priceActorId: string;
}

export interface PriceAnswer {
  product: number;
  frames: number;
  breakdown?: PriceLine[];
}

export interface CartContext {
  /**
   * Names this cart (a UUID made outside, by the cart store): sent with the order, so the same cart
   * placed twice (a second tab) gives the first order back. A placed order starts a cart with a new id.
   */
  id: string;
  /** The orders this cart already became (placed from another tab): the empty cart says so. */
  ordered: number[];
  items: CartItem[];
  details: OrderDetails;
  contact: Contact;
  defaults: OrderDefaults;
  /** Counts price requests so every request gets its own actor id. */
  priceRequests: number;
  /** The print the customer asked to remove, while the cart asks them to confirm. */
  removing: string | null;
  /** The print open in the edit modal (its print machine is the `printEdit` child). */
  editing: string | null;
}

export interface CartInput {
  id?: string;
  ordered?: number[];
  details?: Partial<OrderDetails>;
  contact?: Partial<Contact>;
  defaults?: OrderDefaults;
}

export type CartEvent =
  | { type: 'print.add'; print: CartPrint }
  /** Asks first: the print goes only on `removal.confirm` (`removal.cancel` keeps it). */
  | { type: 'print.remove'; uuid: string }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  /** "Bewerken": the edit modal runs the print machine on this print (its product and the catalogue's finishes). */
  | { type: 'print.edit'; uuid: string; product: Product; finishes: readonly FinishRef[] }
  /** Cancel (or Escape) in the edit modal: the print stays as it was. */
  | { type: 'edit.close' }
  | { type: 'print.reference'; uuid: string; extra_reference: string }
  /**
   * The owner (user + partner) changed, another tab changed the cart, or an order was placed (a new,
   * empty cart): load the stored cart and the owner's defaults.
   */
  | {
    type: 'cart.load'; prints: CartPrint[]; defaults: OrderDefaults; details?: Partial<OrderDetails>; contact?: Partial<Contact>;
    /** The cart's id; `ordered`: the orders it already became (another tab placed it). */
    id?: string; ordered?: number[];
  }
  /** Another tab changed the order form of this same cart: take its form and contact as they are. */
  | { type: 'form.sync'; details: Partial<OrderDetails>; contact: Partial<Contact> }
  /** The user saved other settings: the form follows the new defaults where it still holds the old. */
  | { type: 'defaults.change'; defaults: OrderDefaults }
  | { type: 'price.known'; actorId: string; answer: PriceAnswer }
  | { type: 'price.unknown'; actorId: string }
  /** A child finished that is no price request: nothing to do. */
  | { type: 'price.ignored' }
  | { type: 'details.change'; details: Partial<OrderDetails> }
  | { type: 'contact.change'; contact: Partial<Contact> }
  /**
   * A template or past order ordered again: its prints, and when the cart was empty (a new order)
   * also that order's form choices and contact, so nothing is typed twice.
   */
  | { type: 'reorder.add'; answer: ReorderAnswer }
  /** The refused side's toast was shown (edit modal): the print's finishes child may take choices again. */
  | { type: 'refusal.seen' }
  | EditNotice;

/** What the edit modal's print tells the customer: Save refused on the lines, a refused side, a failed check. */
export type EditNotice = Extract<PrintNotice, { type: 'copies.refused' | 'side.refused' | 'sides.invalid' }>;

/**
 * `cart.changed`: what the checkout builds the order from, emitted after every change of prints,
 * details or contact; and the edit modal's notices, passed on for the app's toasts.
 */
export type CartEmitted = { type: 'cart.changed'; id: string; items: readonly CartItem[]; details: OrderDetails; contact: Contact; poRequired: boolean } | EditNotice;
