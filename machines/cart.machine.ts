import * as v from 'valibot';
import { assign, emit, fromPromise, raise, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate';
import { TemplateContactSchema, TemplateDetailsSchema, type ReorderAnswer } from '../src/domain/orders.js';
import { defaultDetails, followDefaults, isPriceEvent, putPrints, startContext, type PriceDone } from './cart-items.js';
import { printMachine, type PrintNotice } from './print.machine.js';
import type { CartContext, CartEmitted, CartEvent, CartInput, CartItem, CartPrint, Contact, EditNotice, OrderDefaults, OrderDetails, PriceAnswer } from './cart.types.js';

export type * from './cart.types.js';
export { cartPrints, cartStorageKey, cartTotalCents, defaultDetails, followDefaults, itemCents, NO_DEFAULTS, orderDefaults } from './cart-items.js';

type EditorSnapshot = SnapshotFrom<typeof printMachine>;

/**
 * The cart of complete prints (spec section 4). Each print has a price fetched by the `fetchPrice`
 * actor given from outside: loading -> known | unknown (n.t.b.). Replacing a print asks its price
 * again and ignores the answer of the old request. When the cart empties, the order details go back
 * to the user's defaults; saved settings (`defaults.change`) count at once. The cart has an id
 * given from outside with `cart.load` (a new one after each placed order) that the order carries,
 * and knows which orders it already became when another tab placed it (`ordered`, shown while the
 * cart is empty). The browser's storage, shared by the tabs, is the portal's cartStore, not this
 * machine's; another tab's change of the form arrives as `form.sync`.
 */
export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, emitted: {} as CartEmitted, input: {} as CartInput, children: {} as { printEdit: 'editPrint' } },
  actors: {
    fetchPrice: fromPromise<PriceAnswer, { print: CartPrint }>(() => Promise.reject(new Error('fetchPrice is not provided'))),
    /**
     * The edit modal's print machine (editing a print from the cart needs no price child): what it
     * tells the customer comes to the cart, which tells it as its own.
     */
    editPrint: printMachine.provide({ actions: { tell: sendParent((_, notice: PrintNotice) => notice) } }),
  },
  guards: {
    isLastPrint: ({ context }) => context.items.length === 1 && context.items[0]?.print.uuid === context.removing,
    isInCart: ({ context }, params: { uuid: string }) => context.items.some((item) => item.print.uuid === params.uuid),
    hasPrints: (_, params: { prints: readonly CartPrint[] }) => params.prints.length > 0,
    hasReorderedPrints: (_, params: { answer: ReorderAnswer }) => params.answer.products.length > 0,
    isPrintSaved: (_, params: { snapshot: EditorSnapshot }) => params.snapshot.matches('complete'),
  },
  actions: {
    /** Adds (or, for a known uuid, replaces) a print and asks its price. */
    putPrint: assign(({ context, spawn }, params: { print: CartPrint }) => ({
      ...putPrints(context, [params.print], (print, id) => spawn('fetchPrice', { id, input: { print } })),
      // A new cart has begun: the note that the previous one was already ordered has done its work.
      ordered: [],
    })),
    askRemoval: assign((_, params: { uuid: string }) => ({ removing: params.uuid })),
    forgetRemoval: assign({ removing: null }),
    askEdit: assign((_, params: { uuid: string }) => ({ editing: params.uuid })),
    forgetEdit: assign({ editing: null }),
    /** The edit modal's print machine runs on the cart's print (its `editing` state: both editors at once). */
    openEditor: sendTo('printEdit', ({ context, event }) => {
      const item = context.items.find((candidate) => candidate.print.uuid === context.editing);
      if (event.type !== 'print.edit' || !item) throw new Error('the edit modal opens only on print.edit of a print in the cart');
      return { type: 'print.edit' as const, product: event.product, finishes: event.finishes, print: item.print };
    }),
    /** The saved print replaces the one in the cart (keeping its extra reference) and asks its price again. */
    keepEdited: assign(({ context, spawn }, params: { snapshot: EditorSnapshot }) => {
      const saved = params.snapshot.context.completed;
      const original = context.items.find((item) => item.print.uuid === context.editing)?.print;
      if (!saved || !original) return { editing: null };
      const print = original.extra_reference ? { ...saved, extra_reference: original.extra_reference } : saved;
      return { ...putPrints(context, [print], (asked, id) => spawn('fetchPrice', { id, input: { print: asked } })), editing: null };
    }),
    removePrint: assign(({ context }) => ({
      items: context.items.filter((item) => item.print.uuid !== context.removing),
      removing: null,
    })),
    /** Spec section 4: completing a print (added, or saved in the edit modal) empties the chosen delivery date (it may no longer fit). */
    forgetDeliveryDate: assign(({ context }) => ({ details: { ...context.details, delivery_date: '' } })),
    setReference: assign(({ context }, params: { uuid: string; extra_reference: string }) => ({
      items: context.items.map((item) =>
        item.print.uuid === params.uuid ? { ...item, print: { ...item.print, extra_reference: params.extra_reference } } : item,
      ),
    })),
    keepPrice: assign(({ context }, params: { actorId: string; answer: PriceAnswer | null }) => ({
      items: context.items.map((item): CartItem => {
        if (item.priceActorId !== params.actorId) return item;
        if (!params.answer) return { ...item, price: { status: 'unknown' }, print: { ...item.print, prices: {} } };
        const { product, frames, breakdown } = params.answer;
        const price = breakdown ? { status: 'known' as const, product, frames, breakdown } : { status: 'known' as const, product, frames };
        return { ...item, price, print: { ...item.print, prices: { product, frames } } };
      }),
    })),
    emptyOrder: assign(({ context }) => ({
      items: [],
      removing: null,
      editing: null,
      details: defaultDetails(context.defaults),
      contact: { ...context.defaults.contact },
    })),
    load: assign(({ context, spawn }, params: Extract<CartEvent, { type: 'cart.load' }>) =>
      startContext(params, context.priceRequests, (print, id) => spawn('fetchPrice', { id, input: { print } })),
    ),
    changeDetails: assign(({ context }, params: { details: Partial<OrderDetails> }) => ({
      details: { ...context.details, ...params.details },
    })),
    syncForm: assign(({ context }, params: { details: Partial<OrderDetails>; contact: Partial<Contact> }) => ({
      details: { ...context.details, ...params.details },
      contact: { ...context.contact, ...params.contact },
    })),
    changeDefaults: assign(({ context }, params: { defaults: OrderDefaults }) => followDefaults(context, params.defaults)),
    changeContact: assign(({ context }, params: { contact: Partial<Contact> }) => ({
      contact: { ...context.contact, ...params.contact },
    })),
    /** A reorder into an empty cart also brings that order's form choices and contact. */
    addReorder: assign(({ context, spawn }, params: { answer: ReorderAnswer }) => {
      const wasEmpty = context.items.length === 0;
      const added = putPrints(context, params.answer.products, (print, id) => spawn('fetchPrice', { id, input: { print } }));
      const details = wasEmpty ? v.safeParse(TemplateDetailsSchema, params.answer.details) : null;
      const contact = wasEmpty ? v.safeParse(TemplateContactSchema, params.answer.contact) : null;
      return {
        ...added,
        ordered: [],
        // Like every new print, the reorder asks for a delivery date again (spec section 4).
        details: { ...context.details, delivery_date: '', ...(details?.success ? details.output : {}) },
        contact: contact?.success ? { ...context.contact, ...contact.output } : context.contact,
      };
    }),
    tell: emit((_, notice: EditNotice) => notice),
    passOnRefusalSeen: sendTo('printEdit', { type: 'refusal.seen' as const }),
    emitChanged: emit(({ context }) => ({ type: 'cart.changed' as const, id: context.id, items: context.items, details: context.details, contact: context.contact, poRequired: context.defaults.po_required === true })),
  },
}).createMachine({
  id: 'cart',
  // A stored cart arrives with `cart.load` (src/features/checkout/actors/cart-actors.ts), never in the input.
  context: ({ input }) => startContext(input ?? {}, 0, () => {}),
  initial: 'empty',
  on: {
    'details.change': { actions: [{ type: 'changeDetails', params: ({ event }) => event }, 'emitChanged'] },
    'contact.change': { actions: [{ type: 'changeContact', params: ({ event }) => event }, 'emitChanged'] },
    'form.sync': { actions: [{ type: 'syncForm', params: ({ event }) => event }, 'emitChanged'] },
    'defaults.change': { actions: [{ type: 'changeDefaults', params: ({ event }) => event }, 'emitChanged'] },
    // The fetchPrice children answer with done/error events named after their ids; they are turned
    // into price.known/unknown so that tests (and the graph) can name them. Taken in every state: a
    // call of a print since removed can still answer when the cart is empty, and a child's error
    // that no state takes would stop the cart actor.
    'xstate.done.actor.*': {
      actions: raise(({ event }): CartEvent =>
        isPriceEvent(event) && 'output' in event
          ? { type: 'price.known', actorId: event.actorId, answer: (event as PriceDone).output }
          : { type: 'price.ignored' },
      ),
    },
    'xstate.error.actor.*': {
      actions: raise(({ event }): CartEvent =>
        isPriceEvent(event) ? { type: 'price.unknown', actorId: event.actorId } : { type: 'price.ignored' },
      ),
    },
    'cart.load': [
      {
        guard: { type: 'hasPrints', params: ({ event }) => event },
        target: '.filled',
        actions: [{ type: 'load', params: ({ event }) => event }, 'emitChanged'],
      },
      { target: '.empty', actions: [{ type: 'load', params: ({ event }) => event }, 'emitChanged'] },
    ],
  },
  states: {
    // A placed order empties the cart through `cart.load` (the store starts a new cart with a new
    // id, in every tab). An empty cart holds the defaults (the form is not shown).
    empty: {
      on: {
        'print.add': { target: 'filled', actions: [{ type: 'putPrint', params: ({ event }) => event }, 'forgetDeliveryDate', 'emitChanged'] },
        'reorder.add': {
          guard: { type: 'hasReorderedPrints', params: ({ event }) => event },
          target: 'filled',
          actions: [{ type: 'addReorder', params: ({ event }) => event }, 'emitChanged'],
        },
      },
    },
    filled: {
      initial: 'shopping',
      states: {
        shopping: {
          on: {
            'print.remove': {
              guard: { type: 'isInCart', params: ({ event }) => event },
              target: 'confirmingRemoval',
              actions: { type: 'askRemoval', params: ({ event }) => event },
            },
            'print.edit': {
              guard: { type: 'isInCart', params: ({ event }) => event },
              target: 'editing',
              actions: { type: 'askEdit', params: ({ event }) => event },
            },
          },
        },
        /**
         * The edit modal: the print machine (child `printEdit`) runs on the print with both editors;
         * when it completes (Save with valid lines and sides) the cart takes the new print. Cancel
         * keeps the old one. The child stops when the modal closes. Its notices (Save refused, a
         * refused side, a failed check) are the cart's own emitted events while the modal is open.
         */
        editing: {
          tags: ['editing'],
          entry: 'openEditor',
          invoke: {
            id: 'printEdit',
            src: 'editPrint',
            onSnapshot: {
              guard: { type: 'isPrintSaved', params: ({ event }) => event },
              target: 'shopping',
              // A saved print is completed anew: like an added one it empties the chosen delivery date.
              actions: [{ type: 'keepEdited', params: ({ event }) => event }, 'forgetDeliveryDate', 'emitChanged'],
            },
          },
          on: {
            'edit.close': { target: 'shopping', actions: 'forgetEdit' },
            'copies.refused': { actions: { type: 'tell', params: ({ event }) => event } },
            'side.refused': { actions: { type: 'tell', params: ({ event }) => event } },
            'sides.invalid': { actions: { type: 'tell', params: ({ event }) => event } },
            'refusal.seen': { actions: 'passOnRefusalSeen' },
          },
        },
        /** Removing a print cannot be undone: the customer confirms (in their language) or cancels. */
        confirmingRemoval: {
          tags: ['confirming'],
          on: {
            'removal.confirm': [
              { guard: 'isLastPrint', target: '#cart.empty', actions: ['emptyOrder', 'emitChanged'] },
              { target: 'shopping', actions: ['removePrint', 'emitChanged'] },
            ],
            'removal.cancel': { target: 'shopping', actions: 'forgetRemoval' },
          },
        },
      },
      on: {
        'print.add': { actions: [{ type: 'putPrint', params: ({ event }) => event }, 'forgetDeliveryDate', 'emitChanged'] },
        'reorder.add': { guard: { type: 'hasReorderedPrints', params: ({ event }) => event }, actions: [{ type: 'addReorder', params: ({ event }) => event }, 'emitChanged'] },
        'print.reference': { actions: [{ type: 'setReference', params: ({ event }) => event }, 'emitChanged'] },
        'price.known': { actions: [{ type: 'keepPrice', params: ({ event }) => ({ actorId: event.actorId, answer: event.answer }) }, 'emitChanged'] },
        'price.unknown': { actions: [{ type: 'keepPrice', params: ({ event }) => ({ actorId: event.actorId, answer: null }) }, 'emitChanged'] },
      },
    },
  },
});
