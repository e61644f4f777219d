import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { accountMachine, type AccountAnswer, type AccountEvent } from '../../machines/account.machine.js';
import type { SettingsForm } from '../../src/domain/settings.js';
import { sampleSimplePaths, shortestPathsToEveryState, type ReachedPath, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';
import { confirmedAnswer, fieldRefusal, savedAnswer, typed } from './account-fixtures.js';

type Snap = SnapshotFrom<typeof accountMachine>;
const CURRENT = 'klant@example.nl';

const requests: AccountEvent[] = [
  { type: 'settings.save', input: typed(), currentEmail: CURRENT },
  { type: 'settings.save', input: typed({ email: 'karin@nieuw.example.nl', current_password: 'Drukwerk2026!' }), currentEmail: CURRENT },
  { type: 'settings.save', input: typed({ name: '' }), currentEmail: CURRENT },
  { type: 'settings.save', input: typed({ email: 'karin@nieuw.example.nl' }), currentEmail: CURRENT },
  { type: 'email.confirm', token: 'link-a' },
  { type: 'email.confirm', token: 'link-b' },
  { type: 'settings.open' },
];
const saveAnswers = [
  { type: 'xstate.done.actor.saveSettings', output: savedAnswer },
  { type: 'xstate.error.actor.saveSettings', error: fieldRefusal({ email: ['Dit e-mailadres is al in gebruik.'] }) },
  { type: 'xstate.error.actor.saveSettings', error: new Error('server_error') },
] as const;
const confirmAnswers = [
  { type: 'xstate.done.actor.confirmEmail', output: confirmedAnswer },
  { type: 'xstate.error.actor.confirmEmail', error: new Error('Deze link is ongeldig of verlopen; vraag een nieuwe link aan.') },
] as const;
type ModelEvent = AccountEvent | (typeof saveAnswers)[number] | (typeof confirmAnswers)[number];

interface Call<I> { input: I; resolve: (answer: AccountAnswer) => void; reject: (error: unknown) => void }

function start(coverage?: PathCoverage) {
  const calls = { save: [] as Call<SettingsForm>[], confirm: [] as Call<{ token: string }>[] };
  const machine = accountMachine.provide({
    actors: {
      saveSettings: fromPromise<AccountAnswer, SettingsForm>(({ input }) => new Promise((resolve, reject) => calls.save.push({ input, resolve, reject }))),
      confirmEmail: fromPromise<AccountAnswer, { token: string }>(({ input }) => new Promise((resolve, reject) => calls.confirm.push({ input, resolve, reject }))),
    },
  });
  const actor = createActor(machine, coverage ? { inspect: coverage.inspect } : {});
  actor.start();
  return { actor, calls };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The flow written from spec section 3 (not asked of the machine): a form the schema refuses, or a
 * new address without the current password, is invalid; a good one is saved (saved, or failed on
 * any refusal); a mailed link is opened once per token; opening the page starts clean; nothing new
 * starts while a call runs.
 */
interface Model { state: string; token: string | null }
function next(model: Model, event: ModelEvent): Model {
  const busy = model.state === 'saving' || model.state === 'confirming';
  if (event.type === 'settings.save') {
    if (busy) return model;
    const { name, email, current_password: password } = event.input as { name: string; email: string; current_password: string };
    const good = name !== '' && (email === event.currentEmail || password !== '');
    return { ...model, state: good ? 'saving' : 'invalid' };
  }
  if (event.type === 'email.confirm') return busy || event.token === model.token ? model : { state: 'confirming', token: event.token };
  if (event.type === 'settings.open') return busy ? model : { ...model, state: 'idle' };
  if (event.type === 'xstate.done.actor.saveSettings') return { ...model, state: 'saved' };
  if (event.type === 'xstate.error.actor.saveSettings') return { ...model, state: 'failed' };
  return { ...model, state: 'idle' };
}

describe('account machine (model-based)', () => {
  const coverage = trackCoverage(accountMachine);
  const eventsFor = (snapshot: Snap): ModelEvent[] =>
    snapshot.matches('saving') ? [...requests, ...saveAnswers] : snapshot.matches('confirming') ? [...requests, ...confirmAnswers] : requests;
  const traversal: Traversal<ModelEvent> = {
    events: eventsFor as never,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snap).context.token]),
  };
  const paths = shortestPathsToEveryState(accountMachine, traversal);

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['idle', 'invalid', 'saving', 'saved', 'failed', 'confirming']));
  });

  const name = (event: ModelEvent) =>
    event.type === 'settings.save' ? `save(${JSON.stringify({ name: event.input.name, email: event.input.email, pw: event.input.current_password })})`
      : event.type === 'email.confirm' ? `confirm(${event.token})`
        : event.type === 'settings.open' ? 'open'
        : 'error' in event ? `${event.type}(${String((event.error as Error).message)})` : event.type;
  const caseOf = (path: ReachedPath, event: ModelEvent, kind = '') => {
    const steps = [...path.steps.map((step) => step.event as ModelEvent), event];
    return [kind + steps.map(name).join(' > '), steps] as const;
  };
  // Every state's shortest path with every event, then a seeded sample of other simple paths.
  const transitions = [
    ...paths.flatMap((path) => eventsFor(path.state as Snap).map((event) => caseOf(path, event))),
    ...sampleSimplePaths(accountMachine, traversal).map(({ path, event }) => caseOf(path, event, 'sampled: ')),
  ];

  it.each(transitions)('replays %s', async (_name, steps) => {
    const { actor, calls } = start(coverage);
    let model: Model = { state: 'idle', token: null };
    for (const event of steps) {
      if (event.type === 'xstate.done.actor.saveSettings') calls.save.at(-1)!.resolve(event.output);
      else if (event.type === 'xstate.error.actor.saveSettings') calls.save.at(-1)!.reject(event.error);
      else if (event.type === 'xstate.done.actor.confirmEmail') calls.confirm.at(-1)!.resolve(event.output);
      else if (event.type === 'xstate.error.actor.confirmEmail') calls.confirm.at(-1)!.reject(event.error);
      else actor.send(event);
      await flush();
      model = next(model, event);
      expect(actor.getSnapshot().value).toBe(model.state);
    }
  });

  itTookEveryPath(coverage);
});
