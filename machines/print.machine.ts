import { and, assign, emit, sendTo, setup } from 'xstate';
import { newCopyLine, validateCopyLines } from '../src/domain/copy-lines.js';
import { needsFinishesStep } from '../src/domain/finish-lists.js';
import { foldSelections } from '../src/domain/finish-choices.js';
import { finishSidesMachine } from './finish-sides.machine.js';
import { printPriceMachine } from './print-price.machine.js';
import { applyLineEdit } from './line-edits.js';
import { buildPrint, type FrameChoice } from './print-build.js';
import type { FinishSidesSnapshot, PrintContext, PrintEmitted, PrintEvent } from './print.types.js';

export type { FrameChoice } from './print-build.js';

export type * from './print.types.js';

const emptyFrame: FrameChoice = { base: null, support: false, wallmount: false };

/**
 * The print being configured (spec section 4, print lifecycle; issue #5): created by choosing a
 * product (`print.start`), active while its lines are typed (`active.copies`), copies added once
 * they are valid (`active.finishes`), and complete at once when the product needs no finishes,
 * else once the finishes pass the side rules. The finishes step is a child actor, the
 * finish-sides machine (id `finishSides`): the finish editor sends its edits there, and this
 * machine mirrors the child's selections and issues from its snapshots (the live price and a
 * return to the step use them); `finishes.next` asks the child for its check, and the child
 * reaching `valid` hands its selections over and completes the print. On completing it sets
 * `completed` and emits `print.completed` with the Print: whoever runs it puts that in the cart,
 * and the cart's `print.add` resets the order's delivery date. Leaving the selector through copies or finishes with an
 * incomplete print (`print.abandon`) removes it and emits `print.removed`.
 */
export const printMachine = setup({
  types: {
    context: {} as PrintContext,
    events: {} as PrintEvent,
    emitted: {} as PrintEmitted,
    children: {} as { finishSides: 'finishSides'; printPrice: 'printPrice' },
  },
  actors: { finishSides: finishSidesMachine, printPrice: printPriceMachine },
  guards: {
    hasValidLines: ({ context }) => context.product !== null && validateCopyLines(context.lines, context.product).issues.length === 0,
    hasFinishesStep: ({ context }) => context.needsFinishes,
    isSidesValid: (_, params: { snapshot: FinishSidesSnapshot }) => params.snapshot.matches('valid'),
  },
  actions: {
    checkLines: assign({
      copyIssues: ({ context }) => (context.product ? validateCopyLines(context.lines, context.product).issues : []),
    }),
    keepSides: assign((_, params: { snapshot: FinishSidesSnapshot }) => ({
      selections: params.snapshot.context.selections,
      finishIssues: params.snapshot.context.issues,
    })),
    complete: assign({ completed: ({ context }) => buildPrint(context) }),
    // The live price child debounces and drops stale answers; this only tells it what changed.
    askPrice: sendTo('printPrice', ({ context }) => {
      const print = buildPrint(context, false);
      return print ? { type: 'print.change' as const, print } : { type: 'print.clear' as const };
    }),
    editLines: assign({ lines: ({ context, event }) => (context.product && event.type === 'lines.edit' ? applyLineEdit(context.lines, event.edit, context.product) : context.lines) }),
    changeFrame: assign({ frame: ({ context, event }) => (event.type === 'frame.change' ? event.frame : context.frame) }),
    forgetFinishIssues: assign({ finishIssues: [] }),
    emitFinishesOpened: emit({ type: 'finishes.opened' as const }),
    emitCopiesRefused: emit(({ context }) => ({ type: 'copies.refused' as const, issues: context.copyIssues })),
    emitCompleted: emit(({ context }) => ({ type: 'print.completed' as const, print: context.completed! })),
    emitRemoved: emit(({ context }) => ({ type: 'print.removed' as const, uuid: context.uuid })),
    clear: assign({ product: null, lines: [], selections: [], copyIssues: [], finishIssues: [], completed: null, frame: emptyFrame }),
  },
}).createMachine({
  id: 'print',
  context: {
    product: null,
    catalogFinishes: [],
    needsFinishes: false,
    uuid: '',
    lines: [],
    copyIssues: [],
    selections: [],
    finishIssues: [],
    frame: emptyFrame,
    completed: null,
  },
  initial: 'idle',
  on: {
    'print.start': {
      target: '.active',
      actions: assign(({ event }) => ({
        product: event.product,
        catalogFinishes: event.finishes,
        needsFinishes: needsFinishesStep(event.finishes, event.product.id),
        uuid: event.uuid,
        lines: [newCopyLine(event.product)],
        selections: [],
        copyIssues: [],
        finishIssues: [],
        frame: emptyFrame,
        completed: null,
      })),
    },
    'print.edit': {
      target: '.editing',
      actions: assign(({ event }) => {
        const frame = event.print.frames?.[0];
        return {
          product: event.product,
          catalogFinishes: event.finishes,
          needsFinishes: needsFinishesStep(event.finishes, event.product.id),
          uuid: event.print.uuid,
          lines: event.print.copies.map((copy) => ({ ...copy, remark: copy.remark ?? '' })),
          selections: foldSelections(event.print.finishes ?? []),
          copyIssues: [],
          finishIssues: [],
          frame: frame ? { base: frame.base, support: frame.support, wallmount: frame.wallmount } : emptyFrame,
          completed: null,
        };
      }),
    },
  },
  states: {
    idle: {},
    active: {
      initial: 'copies',
      entry: 'askPrice',
      invoke: { id: 'printPrice', src: 'printPrice' },
      on: {
        'print.abandon': { target: 'idle', actions: ['emitRemoved', 'clear'] },
        'lines.edit': { actions: ['editLines', 'askPrice'] },
      },
      states: {
        copies: {
          on: {
            'copies.next': [
              { guard: and(['hasValidLines', 'hasFinishesStep']), target: 'finishes', actions: 'checkLines' },
              { guard: 'hasValidLines', target: '#print.complete', actions: ['checkLines', 'complete'] },
              { actions: ['checkLines', 'emitCopiesRefused'] },
            ],
          },
        },
        finishes: {
          // A new child starts unchecked: issues of an earlier visit to the step no longer apply.
          entry: ['forgetFinishIssues', 'emitFinishesOpened'],
          invoke: {
            id: 'finishSides',
            src: 'finishSides',
            input: ({ context }) => ({
              productId: context.product?.id ?? 0,
              finishes: context.catalogFinishes,
              selections: context.selections,
            }),
            onSnapshot: [
              {
                guard: { type: 'isSidesValid', params: ({ event }) => event },
                target: '#print.complete',
                actions: [{ type: 'keepSides', params: ({ event }) => event }, 'complete'],
              },
              { actions: [{ type: 'keepSides', params: ({ event }) => event }, 'askPrice'] },
            ],
          },
          on: {
            'frame.change': { actions: ['changeFrame', 'askPrice'] },
            // The child checks; reaching `valid` (its snapshot, above) completes the print.
            'finishes.next': { actions: sendTo('finishSides', { type: 'sides.check' }) },
            'step.back': { target: 'copies' },
          },
        },
      },
    },
    /** A print from the cart: both editors at once; reaching the child's `valid` completes it. */
    editing: {
      invoke: {
        id: 'finishSides',
        src: 'finishSides',
        input: ({ context }) => ({ productId: context.product?.id ?? 0, finishes: context.catalogFinishes, selections: context.selections }),
        onSnapshot: [
          {
            guard: { type: 'isSidesValid', params: ({ event }) => event },
            target: 'complete',
            actions: [{ type: 'keepSides', params: ({ event }) => event }, 'complete'],
          },
          { actions: { type: 'keepSides', params: ({ event }) => event } },
        ],
      },
      on: {
        'lines.edit': { actions: 'editLines' },
        'frame.change': { actions: 'changeFrame' },
        'print.save': [
          { guard: 'hasValidLines', actions: ['checkLines', sendTo('finishSides', { type: 'sides.check' })] },
          { actions: ['checkLines', 'emitCopiesRefused'] },
        ],
      },
    },
    complete: {
      entry: 'emitCompleted',
      on: { 'print.done': { target: 'idle', actions: 'clear' } },
    },
  },
});
