// The print machine's model for the browser paths (with its finishSides child's answers as events):
// a PlusFrame configured in the wizard (leaving it asks first), and a print edited from the cart.
import { finishSidesMachine } from '../../../machines/finish-sides.machine.js';
import { printMachine } from '../../../machines/print.machine.js';
import type { Finish, Product } from '../../../src/domain/catalog.js';
import { buildModel, type ModelEvent } from './support/model.js';

const product = (id: number, kind: Product['kind']): Product => ({
  id, name: `P${id}`, material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false,
  fixed_width: 0, fixed_height: 0, sides: 1, default_code: 'X', is_favorite: false, min_order_qty: 0, weld_max_mm: 0, kind,
});
const frame = product(1, 'frame');
const base: Finish = {
  id: 9, name: 'Voet', level: 111, finishing_id: 109, default_code: 'VT', location: null, side: 'surface',
  products: [{ product_id: 1, level: 111, location: null, sequence: 1 }],
} as Finish;
const line = { originals: 1, quantity: 2, width: 1000, height: 2000, sides: 1 as const, abaa: 1 as const, remark: '' };
const childValid = finishSidesMachine.resolveState({ value: 'valid', context: { productId: 1, finishes: [base], selections: [], issues: [], refusal: null } });

const events: ModelEvent[] = [
  { type: 'print.start', product: frame, finishes: [base], uuid: 'u-1' },
  { type: 'lines.edit', edit: { type: 'import', lines: [line] } },
  { type: 'copies.next' },
  { type: 'frame.change', frame: { base: null, support: true, wallmount: false } },
  { type: 'finishes.next' },
  { type: 'step.back' },
  { type: 'leave.request' },
  { type: 'leave.cancel' },
  { type: 'leave.confirm' },
  { type: 'print.done', next: 'selector' },
  { type: 'print.edit', product: frame, finishes: [base], print: { product_id: 1, copies: [line], finishes: [], complete: true, uuid: 'u-3', prices: {} } },
  { type: 'print.save' },
];

/** The event that led to each snapshot of the graph (its serializer is told; the events are not). */
const ledBy = new WeakMap<object, string>();
const CHECKS = ['finishes.next', 'print.save'];

/**
 * The child's `valid` (its check passed) follows Next or Save only: the finishSides machine's other
 * snapshots come from side choices, which the frame's finishes step does not offer.
 */
function eventsFor(snapshot: { value: unknown; context: unknown }): ModelEvent[] {
  // The edit dialog closes once its print is complete: that actor gets nothing more.
  const complete = typeof snapshot.value === 'object' && snapshot.value !== null && 'complete' in snapshot.value;
  if (complete && (snapshot.context as { uuid: string }).uuid === 'u-3') return [];
  const checked = CHECKS.includes(ledBy.get(snapshot) ?? '');
  return checked ? [...events, { type: 'xstate.snapshot.finishSides', snapshot: childValid }] : events;
}

const WIZARD = 'a product is chosen in the selector, from no print: leaving the wizard asks first and removes its print (leave.confirm), and the added-to-cart dialog ends it with print.done';
const ASKING = 'the leave dialog is modal: while it asks, the wizard behind it takes no input';
const OWN_ACTOR = 'a cart print is edited by an actor of its own (printEdit), created idle for that edit';

export const printUnreachable: Record<string, string> = {
  'active.copies.confirmingLeave -lines.edit-> (self)': ASKING,
  'active.copies.editing -print.start-> (self)': WIZARD,
  'active.copies.confirmingLeave -print.start-> active.copies.editing': WIZARD,
  'active.finishes.editing -print.start-> active.copies.editing': WIZARD,
  'active.finishes.confirmingLeave -print.start-> active.copies.editing': WIZARD,
  'complete.fromFinishes -print.start-> active.copies.editing': WIZARD,
  'editing -print.start-> active.copies.editing': WIZARD,
  'active.copies.editing -print.edit-> editing': OWN_ACTOR,
  'active.copies.confirmingLeave -print.edit-> editing': OWN_ACTOR,
  'active.finishes.editing -print.edit-> editing': OWN_ACTOR,
  'active.finishes.confirmingLeave -print.edit-> editing': OWN_ACTOR,
  'complete.fromFinishes -print.edit-> editing': OWN_ACTOR,
  'editing -print.edit-> (self)': OWN_ACTOR,
};

export const printUnreachableStates: Record<string, string> = {
  'complete.fromCopies': 'the browser paths print a banner and a PlusFrame, which both have a finishes step; a product without finishes completes from the copies step in the screen paths (test/paths/print.paths.test.tsx)',
};

export const printModel = buildModel(printMachine, {
  events: eventsFor,
  serialize: ((snapshot: { value: unknown; context: unknown }, event?: { type: string }) => {
    if (event) ledBy.set(snapshot, event.type);
    const { lines, frame: chosen, uuid } = snapshot.context as { lines: { width: number }[]; frame: { support: boolean }; uuid: string };
    const checked = CHECKS.includes(ledBy.get(snapshot) ?? '');
    return JSON.stringify([snapshot.value, uuid, lines.length > 0 && lines.every((draft) => draft.width === 1000), chosen.support, checked]);
  }) as never,
  unreachable: printUnreachable,
  label: (event) => (event.type === 'xstate.snapshot.finishSides' ? 'sides valid' : event.type),
});
