import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addressErrors, addressMachine, EMPTY_ADDRESS, type AddressEvent, type AddressFields } from '../../machines/address.machine.js';
import type { Address } from '../../src/domain/catalog.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';

const saved: Address = {
  id: 12, key: 'delivery-12', type: 'delivery', name: 'Zon Filiaal', dept: '', attn: '', phone: '', email: '',
  street: 'Marktplein 3', zip: '1234 AB', city: 'Zonnedorp', country_id: 'NL',
};
const TYPED: [keyof AddressFields, string][] = [['name', 'Zon Filiaal'], ['street', 'Marktplein 3'], ['zip', '1234 AB'], ['city', 'Zonnedorp']];
const rejection = { status: 422, body: { message: 'invalid', errors: { zip: ['Een postcode in Nederland ziet eruit als 1234 AB.'] } } };

type Ev = AddressEvent | { type: string; [key: string]: unknown };

/** What the customer and the server can do, by the oracle's state (fields typed in order). */
function eventsFor(model: Model): Ev[] {
  const next = TYPED[model.typed];
  const events: Ev[] = [{ type: 'address.choose', id: 9 }, { type: 'address.add' }, { type: 'address.save' }, { type: 'address.close' }];
  if (next) events.push({ type: 'field.change', name: next[0], value: next[1] });
  if (model.state === 'saving') {
    events.push(
      { type: 'xstate.done.actor.saveAddress', output: saved },
      { type: 'xstate.error.actor.saveAddress', error: rejection },
      { type: 'xstate.error.actor.saveAddress', error: new TypeError('Failed to fetch') },
    );
  }
  return events;
}

/** The oracle by hand: where each event leads from a state, given how many fields are typed. */
interface Model {
  state: string;
  typed: number;
  errors: string[];
  failed: boolean;
  saves: number;
  output: { chosen: number | null; saved: boolean } | null;
}
function expected(model: Model, event: Ev): Model {
  const { state } = model;
  if (['chosen', 'saved', 'closed'].includes(state)) return model;
  switch (event.type) {
    case 'address.choose':
      return state === 'choosing' ? { ...model, state: 'chosen', output: { chosen: Number(event.id), saved: false } } : model;
    case 'address.add':
      return state === 'choosing' ? { ...model, state: 'adding' } : model;
    case 'address.close':
      return state === 'choosing' || state === 'adding' ? { ...model, state: 'closed', output: { chosen: null, saved: false } } : model;
    case 'field.change':
      return state === 'adding' ? { ...model, typed: model.typed + 1 } : model;
    case 'address.save':
      if (state !== 'adding') return model;
      // Nothing typed misses every required field; all four typed is a valid address.
      if (model.typed < TYPED.length) return { ...model, errors: ['name', 'street', 'zip', 'city'].slice(model.typed), failed: false };
      return { ...model, state: 'saving', errors: [], failed: false, saves: model.saves + 1 };
    case 'xstate.done.actor.saveAddress':
      return { ...model, state: 'saved', output: { chosen: saved.id, saved: true } };
    case 'xstate.error.actor.saveAddress':
      return event.error === rejection ? { ...model, state: 'adding', errors: ['zip'] } : { ...model, state: 'adding', failed: true };
    default:
      return model;
  }
}

/** Every edge of the oracle's graph: the shortest way to its source, then the edge. */
function oracleEdges(start: Model): Ev[][] {
  // The number of saves grows without end: states differ by everything else.
  const key = (model: Model) => JSON.stringify({ ...model, saves: 0 });
  const way = new Map<string, Ev[]>([[key(start), []]]);
  const queue: Model[] = [start];
  const edges: Ev[][] = [];
  while (queue.length > 0) {
    const model = queue.shift()!;
    const steps = way.get(key(model))!;
    if (model.output !== null) continue; // the dialog has ended
    for (const event of eventsFor(model)) {
      edges.push([...steps, event]);
      const next = expected(model, event);
      if (!way.has(key(next))) {
        way.set(key(next), [...steps, event]);
        queue.push(next);
      }
    }
  }
  return edges;
}

function startSut(hasSaved: boolean, coverage?: PathCoverage) {
  const saves: { input: AddressFields; resolve: (address: Address) => void; reject: (error: unknown) => void }[] = [];
  const machine = addressMachine.provide({
    actors: { saveAddress: fromPromise<Address, AddressFields>(({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject }))) },
  });
  const actor = createActor(machine, { input: { hasSaved }, ...(coverage ? { inspect: coverage.inspect } : {}) }).start();
  return { actor, saves };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('address machine (model-based)', () => {
  const coverage = trackCoverage(addressMachine);
  for (const hasSaved of [false, true]) {
    // The cases come from the oracle, not from the machine: a mutant cannot change which run.
    const start: Model = { state: hasSaved ? 'choosing' : 'adding', typed: 0, errors: [], failed: false, saves: 0, output: null };
    for (const steps of oracleEdges(start)) {
      it(`${hasSaved ? 'saved' : 'none'}: ${steps.map((step) => step.type.replace('xstate.', '')).join(' > ')}`, async () => {
        const sut = startSut(hasSaved, coverage);
        // The form starts empty, in the Netherlands.
        expect(sut.actor.getSnapshot().context.fields).toEqual({ name: '', dept: '', attn: '', phone: '', email: '', street: '', zip: '', city: '', country_id: 'NL' });
        let model = start;
        for (const step of steps) {
          if (step.type === 'xstate.done.actor.saveAddress') sut.saves.at(-1)!.resolve(saved);
          else if (step.type === 'xstate.error.actor.saveAddress') sut.saves.at(-1)!.reject(step.error);
          else sut.actor.send(step as AddressEvent);
          await tick();
          model = expected(model, step);
          const snapshot = sut.actor.getSnapshot();
          expect(snapshot.value).toBe(model.state);
          // Busy (the dialog disables its fields and buttons) exactly while saving.
          expect(snapshot.hasTag('busy')).toBe(model.state === 'saving');
          expect(Object.keys(snapshot.context.errors).sort()).toEqual([...model.errors].sort());
          expect(snapshot.context.failed).toBe(model.failed);
          expect(sut.saves).toHaveLength(model.saves);
          expect(snapshot.status === 'done' ? snapshot.output : null).toEqual(model.output);
        }
        // A save sends what was typed, every field, the country NL unless changed.
        if (sut.saves.length > 0) {
          expect(sut.saves[0]!.input).toEqual({ name: 'Zon Filiaal', dept: '', attn: '', phone: '', email: '', street: 'Marktplein 3', zip: '1234 AB', city: 'Zonnedorp', country_id: 'NL' });
        }
        sut.actor.stop();
      });
    }
  }
  itTookEveryPath(coverage);
});

describe('address schema errors', () => {
  it('names each field the schema refuses, with its messages, and nothing for a valid address', () => {
    expect(addressErrors({ ...EMPTY_ADDRESS, ...Object.fromEntries(TYPED) })).toEqual({});
    expect(addressErrors({ ...EMPTY_ADDRESS, ...Object.fromEntries(TYPED), zip: '12' })).toEqual({ zip: ['A postcode in Netherlands looks like 1234 AB.'] });
    expect(Object.keys(addressErrors(EMPTY_ADDRESS)).sort()).toEqual(['city', 'name', 'street', 'zip']);
    // Two problems of one field are both kept.
    expect(addressErrors({ ...EMPTY_ADDRESS, ...Object.fromEntries(TYPED), city: `${'x'.repeat(60)}\u0007x` }).city).toHaveLength(2);
  });
});
