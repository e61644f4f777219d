/**
 * The life of an order after placement (DESIGN.md section 9), in one pure module: which action may
 * happen to which order, and where it leads. Routes and the admin CLI ask here; nothing else
 * decides a state. A refusal carries the message the client shows with the 405.
 */

import { ORDER_STAGES, type OrderKind, type OrderStage, type OrderState } from '../../../domain/orders.js';
import { withValues, type Text } from '../../../domain/texts/text.js';

/** The stages of an order in their order (the admin tool advances along them). */
export const ORDER_FLOW = ORDER_STAGES;

export interface LifeOrder {
  kind: OrderKind;
  state: OrderState;
  /** A deactivated quote is closed for good. */
  deactivated: boolean;
  /** A quote older than QUOTE_VALID_DAYS: its price no longer holds. */
  expired?: boolean;
}

/**
 * How long a quote's price holds (as a print company quotes): accepted within
 * it, the order keeps the quoted prices; after it the quote can no longer be accepted, only ordered
 * again at current prices (reorder), so nobody is bound to a price they were not shown.
 */
export const QUOTE_VALID_DAYS = 30;
const DAY_MS = 86_400_000;

export function quoteExpired(createdAt: string, now: Date): boolean {
  return now.getTime() >= Date.parse(createdAt) + QUOTE_VALID_DAYS * DAY_MS;
}

/** An order row as stored, as the rules of its life see it. */
export function lifeOf(
  order: { kind: LifeOrder['kind']; state: LifeOrder['state']; deactivated_at: string | null; created_at: string },
  now: Date,
): LifeOrder {
  const expired = order.kind === 'quote' && quoteExpired(order.created_at, now);
  return { kind: order.kind, state: order.state, deactivated: order.deactivated_at !== null, expired };
}

/** Why an action is refused, as the customer reads it (the first three only staff see, in the admin CLI). */
export const LIFE_TEXTS = {
  noStages: /*i18n*/ { id: 'order.no_stages', message: 'Een {kind} heeft geen stadia om door te gaan.' },
  done: /*i18n*/ { id: 'order.done', message: 'Deze order is klaar.' },
  notWaiting: /*i18n*/ { id: 'order.not_waiting', message: 'Alleen een order die op bestanden wacht gaat naar intake.' },
  approveOnlyWaiting: /*i18n*/ { id: 'order.approve_only_waiting', message: 'Alleen een order die op bestanden wacht kan worden goedgekeurd.' },
  noMoreFiles: /*i18n*/ { id: 'order.no_more_files', message: 'Aan deze order kunnen geen bestanden meer worden toegevoegd.' },
  acceptOnlyQuote: /*i18n*/ { id: 'order.accept_only_quote', message: 'Alleen een offerte kan worden geaccepteerd.' },
  quoteDeactivated: /*i18n*/ { id: 'order.quote_deactivated', message: 'Deze offerte is gedeactiveerd.' },
  quoteExpired: /*i18n*/ { id: 'order.quote_expired', message: 'Deze offerte is verlopen: de prijs gold {days} dagen. Bestel opnieuw voor een actuele prijs.' },
  deactivateOnlyQuote: /*i18n*/ { id: 'order.deactivate_only_quote', message: 'Alleen een offerte kan worden gedeactiveerd.' },
  alreadyDeactivated: /*i18n*/ { id: 'order.already_deactivated', message: 'Deze offerte is al gedeactiveerd.' },
  deleteOnlyTemplate: /*i18n*/ { id: 'order.delete_only_template', message: 'Alleen een sjabloon kan worden verwijderd.' },
  acceptInstead: /*i18n*/ { id: 'order.accept_instead', message: 'Accepteer de offerte in plaats van hem opnieuw te bestellen.' },
} as const satisfies Record<string, Text>;

export type LifeAction =
  /** Staff move an order one stage on (admin CLI). */
  | 'advance'
  /** Every copy line has a file to print (not refused, warnings accepted): waiting for files -> intake. */
  | 'files_complete'
  /**
   * The customer approves the order without waiting for (all) files, e.g. because they come
   * another way (DESIGN.md section 9, "or the customer ticks approve"): waiting for files -> intake.
   */
  | 'approve'
  | 'upload'
  | 'accept'
  | 'deactivate'
  | 'delete'
  | 'reorder';

export type Verdict =
  | { ok: true; kind: OrderKind; state: OrderState; deactivated: boolean }
  | { ok: false; message: Text };

/** States in which the customer may still add print files. */
const UPLOAD_STATES: readonly OrderState[] = ['waiting_for_files', 'intake', 'prepress'];

function refuse(message: Text): Verdict {
  return { ok: false, message };
}

function isOrderStage(state: OrderState): state is OrderStage {
  return (ORDER_FLOW as readonly string[]).includes(state);
}

function nextOrderStage(state: OrderStage): OrderStage | null {
  return ORDER_FLOW[ORDER_FLOW.indexOf(state) + 1] ?? null;
}

export function decide(order: LifeOrder, action: LifeAction): Verdict {
  const stay: Verdict = { ok: true, kind: order.kind, state: order.state, deactivated: order.deactivated };
  switch (action) {
    case 'advance': {
      if (order.kind !== 'order' || !isOrderStage(order.state)) return refuse(withValues(LIFE_TEXTS.noStages, { kind: order.kind }));
      const next = nextOrderStage(order.state);
      return next ? { ...stay, state: next } : refuse(LIFE_TEXTS.done);
    }
    case 'files_complete':
      if (order.kind === 'order' && order.state === 'waiting_for_files') return { ...stay, state: 'intake' };
      return refuse(LIFE_TEXTS.notWaiting);
    case 'approve':
      if (order.kind === 'order' && order.state === 'waiting_for_files') return { ...stay, state: 'intake' };
      return refuse(LIFE_TEXTS.approveOnlyWaiting);
    case 'upload':
      if (order.kind === 'order' && UPLOAD_STATES.includes(order.state)) return stay;
      return refuse(LIFE_TEXTS.noMoreFiles);
    case 'accept':
      if (order.kind !== 'quote') return refuse(LIFE_TEXTS.acceptOnlyQuote);
      if (order.deactivated) return refuse(LIFE_TEXTS.quoteDeactivated);
      if (order.expired) return refuse(withValues(LIFE_TEXTS.quoteExpired, { days: QUOTE_VALID_DAYS }));
      return { ok: true, kind: 'order', state: 'waiting_for_files', deactivated: false };
    case 'deactivate':
      if (order.kind !== 'quote') return refuse(LIFE_TEXTS.deactivateOnlyQuote);
      if (order.deactivated) return refuse(LIFE_TEXTS.alreadyDeactivated);
      return { ...stay, deactivated: true };
    case 'delete':
      return order.kind === 'template' ? stay : refuse(LIFE_TEXTS.deleteOnlyTemplate);
    case 'reorder':
      return order.kind === 'quote' && !order.expired ? refuse(LIFE_TEXTS.acceptInstead) : stay;
  }
}

/** Progress for the order detail: the stages in order and how far this order is. */
export function progressOf(order: LifeOrder): { stages: readonly OrderStage[]; current: number | null } {
  return { stages: ORDER_FLOW, current: isOrderStage(order.state) ? ORDER_FLOW.indexOf(order.state) : null };
}
