import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderState } from '../../../../domain/orders.js';

/** The stage labels of spec section 4, one per state an order row can show. */
export const STAGE_LABELS: Record<OrderState, MessageDescriptor> = {
  waiting_for_files: msg`Wacht op bestanden`,
  intake: msg`Intake`,
  prepress: msg`Prepress`,
  production: msg`Productie`,
  finishes: msg`Afwerking`,
  warehouse: msg`Magazijn`,
  transport: msg`Transport`,
  delivered: msg`Afgeleverd`,
  invoicing: msg`Facturatie`,
  done: msg`Gereed`,
  quote: msg`Offerte`,
  template: msg`Sjabloon`,
};

/** Badge colour groups: what the customer must do, what is under way, what is finished. */
export function stageTone(state: OrderState, deactivated = false): 'action' | 'busy' | 'done' | 'neutral' {
  if (deactivated) return 'neutral';
  if (state === 'waiting_for_files' || state === 'quote') return 'action';
  if (state === 'delivered' || state === 'invoicing' || state === 'done') return 'done';
  if (state === 'template') return 'neutral';
  return 'busy';
}
