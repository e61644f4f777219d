import { assign, setup } from 'xstate';
import { addressFieldErrors } from '../src/domain/address.js';
import type { Address } from '../src/domain/catalog.js';
import { fieldErrorsOf } from './session-errors.js';
import { providedPromise } from './provided.js';

/** What the customer types for a new delivery address (POST /addresses), field by field. */
export type AddressFields = Record<'name' | 'dept' | 'attn' | 'phone' | 'email' | 'street' | 'zip' | 'city' | 'country_id', string>;
export type AddressField = keyof AddressFields;

export const EMPTY_ADDRESS: AddressFields = { name: '', dept: '', attn: '', phone: '', email: '', street: '', zip: '', city: '', country_id: 'NL' };

export interface AddressDialogInput {
  /** Whether the customer has saved addresses to choose from (else the form opens at once). */
  hasSaved: boolean;
}

export interface AddressContext {
  /** Saved addresses were there when the dialog opened. */
  hasSaved: boolean;
  fields: AddressFields;
  /** Per field the problems of the address schema (client side) or of the server's 422. */
  errors: Partial<Record<string, string[]>>;
  /** The last save failed for another reason (network, 5xx): the form says so. */
  failed: boolean;
  /** The address chosen or saved, when the dialog ends with one. */
  chosen: number | null;
  saved: boolean;
}

export interface AddressOutput {
  chosen: number | null;
  saved: boolean;
}

export type AddressEvent =
  | { type: 'address.choose'; id: number }
  | { type: 'address.add' }
  | { type: 'field.change'; name: AddressField; value: string }
  | { type: 'address.save' }
  | { type: 'address.close' };

/** The address rule's problems per field, all at once (the server checks the same rule). */
export const addressErrors = (fields: AddressFields): Record<string, string[]> => addressFieldErrors(fields);

/**
 * The delivery-address dialog of the checkout (spec section 2), a child of the checkout
 * while it is open: choosing a saved address ends it with that address; adding one checks the
 * address schema first (errors under the fields), then saves (POST /addresses): saved ends it with
 * the new address, a 422 puts the server's errors under the fields, another failure says so and
 * keeps what was typed. Closing ends it without an address. Nothing can be changed while saving.
 */
export const addressMachine = setup({
  types: {
    context: {} as AddressContext,
    events: {} as AddressEvent,
    input: {} as AddressDialogInput,
    output: {} as AddressOutput,
  },
  actors: {
    saveAddress: providedPromise<Address, AddressFields>('saveAddress'),
  },
  guards: {
    hasSaved: ({ context }) => context.hasSaved,
    isValid: ({ context }) => Object.keys(context.errors).length === 0,
    isRejected: (_, params: { error: unknown }) => fieldErrorsOf(params.error) !== null,
  },
  actions: {
    choose: assign((_, params: { id: number }) => ({ chosen: params.id })),
    change: assign(({ context }, params: { name: AddressField; value: string }) => ({ fields: { ...context.fields, [params.name]: params.value } })),
    check: assign(({ context }) => ({ errors: addressErrors(context.fields), failed: false })),
    keepSaved: assign((_, params: { address: Address }) => ({ chosen: params.address.id, saved: true })),
    keepRejection: assign((_, params: { error: unknown }) => ({ errors: fieldErrorsOf(params.error) ?? {} })),
    keepFailure: assign({ failed: true }),
  },
}).createMachine({
  id: 'address',
  context: ({ input }) => ({ hasSaved: input.hasSaved, fields: EMPTY_ADDRESS, errors: {}, failed: false, chosen: null, saved: false }),
  initial: 'opening',
  output: ({ context }) => ({ chosen: context.chosen, saved: context.saved }),
  states: {
    /** Transient: with saved addresses the list comes first, else the form. */
    opening: {
      always: [{ guard: 'hasSaved', target: 'choosing' }, { target: 'adding' }],
    },
    choosing: {
      on: {
        'address.choose': { target: 'chosen', actions: { type: 'choose', params: ({ event }) => event } },
        'address.add': 'adding',
        'address.close': 'closed',
      },
    },
    adding: {
      on: {
        'field.change': { actions: { type: 'change', params: ({ event }) => event } },
        'address.save': { target: 'checking', actions: 'check' },
        'address.close': 'closed',
      },
    },
    /** Transient: the schema's problems go under the fields before anything is sent. */
    checking: {
      always: [{ guard: 'isValid', target: 'saving' }, { target: 'adding' }],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => context.fields,
        onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => ({ address: event.output }) } },
        onError: [
          { guard: { type: 'isRejected', params: ({ event }) => event }, target: 'adding', actions: { type: 'keepRejection', params: ({ event }) => event } },
          { target: 'adding', actions: 'keepFailure' },
        ],
      },
    },
    chosen: { type: 'final' },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
});
