import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { cartMachine, cartTotalCents, defaultDetails, itemCents, type CartEvent, type CartPrint, type EditNotice, type OrderDefaults } from '../../machines/cart.machine.js';
import { printMachine } from '../../machines/print.machine.js';
import type { Product } from '../../src/domain/catalog.js';
import { sampleSimplePaths, shortestPathsToEveryState, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage } from '../support/path-coverage.js';
import { deferred } from '../support/deferred.js';

const defaults: OrderDefaults = {
  contact: { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' },
  pickup_default: true,
  approve_pdf: true,
  default_address_id: 7,
};

const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
function print(uuid: string, productId = 1): CartPrint {
  return { uuid, product_id: productId, complete: true, copies: [line], finishes: [], prices: {} };
}
const prints = { a: print('a'), b: print('b', 2) };

type Snap = SnapshotFrom<typeof cartMachine>;

const sheet: Product = {
  id: 1, name: 'P1', material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false,
  fixed_width: 0, fixed_height: 0, sides: 1, default_code: 'X', is_favorite: false, min_order_qty: 0, weld_max_mm: 0, kind: 'sheet',
};

/** The print machine saved with 3 copies of the first line: what the edit modal's child hands over. */
function savedEditor(original: CartPrint): EditorSnapshot {
  const editor = createActor(printMachine).start();
  editor.send({ type: 'print.edit', product: sheet, finishes: [], print: original });
  editor.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'quantity', text: '3', language: 'nl' } });
  editor.send({ type: 'print.save' });
  const snapshot = editor.getSnapshot();
  editor.stop();
  return snapshot;
}
type EditorSnapshot = SnapshotFrom<typeof printMachine>;
const saved = { a: savedEditor(prints.a), b: savedEditor(prints.b) };
type ModelEvent = CartEvent | { type: 'xstate.snapshot.printEdit'; snapshot: EditorSnapshot };

/**
 * What the edit modal's print machine tells the cart for the customer (Save refused on the lines, a
 * refused side, a failed check), and the toast's answer that a refusal was shown.
 */
const editNotices: ModelEvent[] = [
  { type: 'copies.refused', issues: [{ field: 'quantity', keyword: 'min', message: 'at least 1' }] },
  { type: 'side.refused', keyword: 'exists', side: 'top', with: 'top', message: 'Side already exists' },
  { type: 'sides.invalid', issues: [{ field: 'right', keyword: 'present', message: 'Right must be present' }] },
  { type: 'refusal.seen' },
];
const isNotice = (event: ModelEvent): event is EditNotice => ['copies.refused', 'side.refused', 'sides.invalid'].includes(event.type);

/** The events a user (or the price actors, or the edit modal's print machine) can cause in each state. */
function eventsFor(snapshot: Snap): ModelEvent[] {
  const inCart = new Set(snapshot.context.items.map((item) => item.print.uuid));
  const events: ModelEvent[] = [
    // A placed order (a new, empty cart) or another owner: the stored cart is loaded.
    { type: 'cart.load', prints: [], defaults },
    { type: 'cart.load', prints: [prints.b], defaults },
    { type: 'details.change', details: { delivery_date: '2026-12-01', reference: 'PO-1' } },
    { type: 'contact.change', contact: { phone: '0201234567' } },
    // Another tab changed the form of this cart.
    { type: 'form.sync', details: { reference: 'Uit tab 2' }, contact: { phone: '0309999999' } },
    // Settings saved again without a change (how the form follows new ones: cart.behaviour.test.ts).
    { type: 'defaults.change', defaults },
  ];
  const confirming = snapshot.matches({ filled: 'confirmingRemoval' });
  const editing = snapshot.matches({ filled: 'editing' });
  if (confirming) events.push({ type: 'removal.confirm' }, { type: 'removal.cancel' });
  if (editing) events.push({ type: 'edit.close' }, { type: 'xstate.snapshot.printEdit', snapshot: saved[snapshot.context.editing as 'a' | 'b'] }, ...editNotices);
  for (const uuid of ['a', 'b'] as const) {
    if (inCart.has(uuid)) {
      if (!confirming && !editing) events.push({ type: 'print.remove', uuid }, { type: 'print.edit', uuid, product: sheet, finishes: [] });
      events.push({ type: 'print.reference', uuid, extra_reference: `ref-${uuid}` });
    } else events.push({ type: 'print.add', print: prints[uuid] });
  }
  // A past order ordered again: its print, and (into an empty cart) its reference and contact.
  if (!inCart.has('b')) events.push({ type: 'reorder.add', answer: { products: [prints.b], unavailable: [], details: { reference: 'Herhaling' }, contact: { phone: '0301234567' } } });
  for (const item of snapshot.context.items) {
    if (item.price.status !== 'loading') continue;
    events.push({ type: 'price.known', actorId: item.priceActorId, answer: { product: 12.5, frames: 0.75 } });
    events.push({ type: 'price.unknown', actorId: item.priceActorId });
  }
  return events;
}

/** What a customer could tell apart: which prints, their price state, the modal open (form edits are checked per step). */
function serialize(snapshot: Snap): string {
  const { items } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    items.map((item) => [item.print.uuid, item.price.status, item.print.copies[0]?.quantity]),
    snapshot.context.removing,
    snapshot.context.editing,
  ]);
}

const traversal: Traversal<ModelEvent> = {
  input: { defaults },
  events: eventsFor as never,
  serializeState: serialize as never,
  // Only the events above: the graph would otherwise add data-less ones for every descriptor, and
  // the wildcard child answers are driven through their translated price.* events.
  filterEvents: (snapshot, event) => eventsFor(snapshot as Snap).some((known) => JSON.stringify(known) === JSON.stringify(event)),
};
const paths = shortestPathsToEveryState(cartMachine, traversal);

const coverage = trackCoverage(cartMachine);

/** A real cart whose price calls the test answers by hand, by the price actor's id. */
function startSut() {
  const answers = new Map<string, ReturnType<typeof deferred<{ product: number; frames: number }>>>();
  const asked: string[] = [];
  const fetchPrice = fromPromise<{ product: number; frames: number }, { print: CartPrint }>(({ self, input }) => {
    const answer = deferred<{ product: number; frames: number }>();
    answers.set(self.id, answer);
    asked.push(input.print.uuid);
    return answer.promise;
  });
  const actor = createActor(cartMachine.provide({ actors: { fetchPrice } }), { input: { defaults }, inspect: coverage.inspect }).start();
  return Object.assign(actor, { answers, asked });
}
type Sut = ReturnType<typeof startSut>;
// A macrotask turn (no 1 ms timer clamp): price answers settle through promise callbacks.
const tick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The oracle, written by hand from spec section 4 (not the machine): what the cart must hold after
 * each event. Price ids are the `price-<n>` of the n-th price request (they name the events).
 */
interface Expected {
  items: { uuid: string; status: 'loading' | 'known' | 'unknown'; actor: string; quantity: number; reference?: string }[];
  removing: string | null;
  editing: string | null;
  reference: string;
  deliveryDate: string;
  phone: string;
  asked: string[];
}
const start = (): Expected => ({ items: [], removing: null, editing: null, reference: '', deliveryDate: '', phone: defaults.contact.phone, asked: [] });

function expectAfter(before: Expected, event: ModelEvent): Expected {
  const next: Expected = { ...before, items: before.items.map((item) => ({ ...item })), asked: [...before.asked] };
  const ask = (print: CartPrint, reference?: string) => {
    next.asked.push(print.uuid);
    const item = { uuid: print.uuid, status: 'loading' as const, actor: `price-${next.asked.length}`, quantity: print.copies[0]!.quantity!, reference };
    const at = next.items.findIndex((old) => old.uuid === print.uuid);
    if (at >= 0) next.items[at] = item;
    else next.items.push(item);
  };
  const emptied = () => Object.assign(next, { items: [], removing: null, editing: null, reference: '', deliveryDate: '', phone: defaults.contact.phone });
  const modal = before.removing !== null || before.editing !== null;
  switch (event.type) {
    case 'print.add':
      ask(event.print);
      next.deliveryDate = '';
      break;
    case 'print.remove':
      if (!modal) next.removing = event.uuid;
      break;
    case 'removal.cancel':
      next.removing = null;
      break;
    case 'removal.confirm':
      next.items = next.items.filter((item) => item.uuid !== before.removing);
      next.removing = null;
      if (next.items.length === 0) emptied();
      break;
    case 'print.edit':
      if (!modal) next.editing = event.uuid;
      break;
    case 'edit.close':
      next.editing = null;
      break;
    case 'xstate.snapshot.printEdit': {
      const kept = before.items.find((item) => item.uuid === before.editing)!;
      ask({ ...prints[before.editing as 'a' | 'b'], copies: [{ ...line, quantity: 3 }] }, kept.reference);
      // Saved is completed anew: the chosen delivery date is emptied, as for an added print.
      next.deliveryDate = '';
      next.editing = null;
      break;
    }
    case 'form.sync':
      next.reference = event.details.reference ?? next.reference;
      next.phone = event.contact.phone ?? next.phone;
      break;
    case 'cart.load':
      emptied();
      for (const print of event.prints) ask(print);
      break;
    case 'reorder.add':
      for (const print of event.answer.products) ask(print);
      next.deliveryDate = '';
      if (before.items.length === 0) {
        next.reference = 'Herhaling';
        next.phone = '0301234567';
      }
      break;
    case 'details.change':
      next.reference = event.details.reference ?? next.reference;
      next.deliveryDate = event.details.delivery_date ?? next.deliveryDate;
      break;
    case 'contact.change':
      next.phone = event.contact.phone ?? next.phone;
      break;
    case 'print.reference':
      for (const item of next.items) if (item.uuid === event.uuid) item.reference = event.extra_reference;
      break;
    case 'price.known':
    case 'price.unknown':
      for (const item of next.items) if (item.actor === event.actorId) item.status = event.type === 'price.known' ? 'known' : 'unknown';
      break;
    default:
      break;
  }
  return next;
}

/** The real cart holds what the oracle says: prints, prices in cents, total, the modal, the form, the calls made. */
function expectHolds(actor: Sut, expected: Expected) {
  const snapshot = actor.getSnapshot();
  const { items, details, contact, removing, editing } = snapshot.context;
  expect(items.map((item) => [item.print.uuid, item.price.status, item.print.copies[0]?.quantity, item.print.extra_reference])).toEqual(
    expected.items.map((item) => [item.uuid, item.status, item.quantity, item.reference]),
  );
  expect(items.map((item) => itemCents(item))).toEqual(expected.items.map((item) => (item.status === 'known' ? 1325 : null)));
  for (const item of items) expect(item.print.prices).toEqual(item.price.status === 'known' ? { product: 12.5, frames: 0.75 } : {});
  expect(cartTotalCents(items)).toBe(expected.items.filter((item) => item.status === 'known').length * 1325);
  expect([removing, editing]).toEqual([expected.removing, expected.editing]);
  expect(snapshot.hasTag('confirming')).toBe(expected.removing !== null);
  expect(snapshot.children.printEdit === undefined).toBe(expected.editing === null);
  expect([details.reference, details.delivery_date, contact.phone]).toEqual([expected.reference, expected.deliveryDate, expected.phone]);
  // Nothing in the model changes the user's defaults of pickup, PDF approval and address.
  const { pickup, approve_pdf, address } = defaultDetails(defaults);
  expect([details.pickup, details.approve_pdf, details.address]).toEqual([pickup, approve_pdf, address]);
  expect(actor.asked).toEqual(expected.asked);
}

/** Does the event to the real cart the way its source would: the customer, a price call, the modal's print machine. */
async function perform(actor: Sut, event: ModelEvent) {
  if (event.type === 'price.known') actor.answers.get(event.actorId)!.resolve({ product: 12.5, frames: 0.75 });
  else if (event.type === 'price.unknown') actor.answers.get(event.actorId)!.reject(new Error('500'));
  else if (event.type === 'xstate.snapshot.printEdit') {
    const editor = actor.getSnapshot().children.printEdit!;
    editor.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'quantity', text: '3', language: 'nl' } });
    editor.send({ type: 'print.save' });
  } else if (isNotice(event)) {
    // As the modal's print tells the cart (cart-edit.behaviour.test.ts drives it through the real
    // print): the cart tells the same for the app's toasts.
    const told: unknown[] = [];
    const listening = actor.on(event.type, (notice) => told.push(notice));
    actor.send(event);
    listening.unsubscribe();
    expect(told, `the cart tells ${event.type}`).toEqual([event]);
  } else actor.send(event);
  await tick();
}

function describeEvent(event: { type: string } & Record<string, unknown>): string {
  const detail = 'print' in event ? (event.print as CartPrint).uuid : 'uuid' in event ? event.uuid : 'prints' in event ? `[${(event.prints as CartPrint[]).map((p) => p.uuid).join()}]` : '';
  return detail ? `${event.type}(${String(detail)})` : event.type;
}
function describePath(events: readonly ({ type: string } & Record<string, unknown>)[]): string {
  return events.filter((event) => event.type !== 'xstate.init').map(describeEvent).join(' > ') || 'start';
}

describe('cart machine (model-based, checked against a hand-written oracle)', () => {
  it('offers every kind of event somewhere', () => {
    const types = new Set(paths.flatMap((path) => eventsFor(path.state as Snap).map((event) => event.type)));
    expect(types).toEqual(new Set([
      'cart.load', 'contact.change', 'defaults.change', 'details.change', 'form.sync', 'price.known', 'price.unknown', 'print.add', 'print.reference',
      'print.remove', 'removal.cancel', 'removal.confirm', 'print.edit', 'edit.close', 'xstate.snapshot.printEdit', 'reorder.add',
      'copies.refused', 'side.refused', 'sides.invalid', 'refusal.seen',
    ]));
  });

  // Every state the graph knows, then every event it offers there: the real cart against the oracle after each step.
  for (const path of paths) {
    const events = path.steps.map((step) => step.event as ModelEvent);
    it(`${describePath(events as never)} | then each event`, async () => {
      let reached = startSut();
      let expected = start();
      for (const event of events) {
        await perform(reached, event);
        expected = expectAfter(expected, event);
        expectHolds(reached, expected);
      }
      const atEnd = expected;
      for (const [index, offered] of eventsFor(reached.getSnapshot()).entries()) {
        // Replay anew for each event: the state (with its actor ids) is the real actor's own.
        if (index > 0) {
          reached.stop();
          reached = startSut();
          for (const event of events) await perform(reached, event);
        }
        const event = eventsFor(reached.getSnapshot())[index]!;
        expect(event.type).toBe(offered.type);
        await perform(reached, event);
        expectHolds(reached, expectAfter(atEnd, event));
      }
      reached.stop();
    });
  }

  // Besides every state's shortest path with every event: a seeded sample of other simple paths,
  // each step against the oracle.
  for (const { path, event: last } of sampleSimplePaths(cartMachine, traversal)) {
    const events = [...path.steps.map((step) => step.event as ModelEvent), last];
    it(`sampled: ${describePath(events as never)}`, async () => {
      const reached = startSut();
      let expected = start();
      for (const event of events) {
        await perform(reached, event);
        expected = expectAfter(expected, event);
        expectHolds(reached, expected);
      }
      reached.stop();
    });
  }

  itTookEveryPath(coverage);
});

describe('cart machine with real price actors', () => {
  it('shows a price when the call answers and n.t.b. (unknown) when it fails', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<{ product: number; frames: number }>>>();
    const fetchPrice = fromPromise<{ product: number; frames: number }, { print: CartPrint }>(({ input }) => {
      const answer = deferred<{ product: number; frames: number }>();
      answers.set(input.print.uuid, answer);
      return answer.promise;
    });
    const actor = createActor(cartMachine.provide({ actors: { fetchPrice } }), { input: { defaults } }).start();
    actor.send({ type: 'cart.load', prints: [prints.a], defaults });
    actor.send({ type: 'print.add', print: prints.b });
    answers.get('a')!.resolve({ product: 1234.5, frames: 10.06 });
    answers.get('b')!.reject(new Error('500'));
    await new Promise((resolve) => setImmediate(resolve));
    const [a, b] = actor.getSnapshot().context.items;
    expect(a?.price).toEqual({ status: 'known', product: 1234.5, frames: 10.06 });
    expect(a?.print.prices).toEqual({ product: 1234.5, frames: 10.06 });
    expect(b?.price).toEqual({ status: 'unknown' });
    expect(cartTotalCents(actor.getSnapshot().context.items)).toBe(124456);
  });

  it('ignores the answer of a price request made before the print was edited', async () => {
    const calls: ReturnType<typeof deferred<{ product: number; frames: number }>>[] = [];
    const fetchPrice = fromPromise<{ product: number; frames: number }, { print: CartPrint }>(() => {
      const answer = deferred<{ product: number; frames: number }>();
      calls.push(answer);
      return answer.promise;
    });
    const actor = createActor(cartMachine.provide({ actors: { fetchPrice } }), { input: { defaults } }).start();
    actor.send({ type: 'print.add', print: prints.a });
    // Saved in the edit modal with 20 copies: a new request; the first one answers late.
    actor.send({ type: 'print.edit', uuid: 'a', product: sheet, finishes: [] });
    const editor = actor.getSnapshot().children.printEdit!;
    editor.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'quantity', text: '20', language: 'nl' } });
    editor.send({ type: 'print.save' });
    calls[1]!.resolve({ product: 200, frames: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    calls[0]!.resolve({ product: 20, frames: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    const [item] = actor.getSnapshot().context.items;
    expect(item?.price).toEqual({ status: 'known', product: 200, frames: 0 });
    expect(item?.print.copies[0]?.quantity).toBe(20);
  });

  it('starts from stored prints (a reload) and asks their prices again', () => {
    let asked = 0;
    const fetchPrice = fromPromise<{ product: number; frames: number }, { print: CartPrint }>(() => {
      asked += 1;
      return new Promise(() => {});
    });
    const actor = createActor(cartMachine.provide({ actors: { fetchPrice } }), { input: { defaults } }).start();
    actor.send({ type: 'cart.load', prints: [prints.a, prints.b], defaults, details: { reference: 'kept' } });
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(asked).toBe(2);
    expect(actor.getSnapshot().context.details.reference).toBe('kept');
  });
});
