// The kinds and stages of an order: small on purpose, so the first page (the router's search
// rules) can import them without the schemas of whole orders.
import * as v from 'valibot';

export const ORDER_KINDS = ['order', 'quote', 'template'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/** The overview's list of each kind (its tab and its address: /overview/orders, ...). */
export const KIND_OF_LIST = { orders: 'order', quotes: 'quote', templates: 'template' } as const satisfies Record<string, OrderKind>;

/** The stages of an order in their order (DESIGN.md section 9). */
export const ORDER_STAGES = [
  'waiting_for_files', 'intake', 'prepress', 'production', 'finishes', 'warehouse', 'transport',
  'delivered', 'invoicing', 'done',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
/** Every state an order row can show: a stage, or the kind for quotes and templates. */
export const ORDER_STATES = [...ORDER_STAGES, 'quote', 'template'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const OrderKindSchema = v.picklist(ORDER_KINDS);
export const OrderStateSchema = v.picklist(ORDER_STATES);

