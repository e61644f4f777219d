import { and, assign, emit, setup } from 'xstate';
import type { Product } from '../src/domain/catalog.js';
import { newCopyLine, validateCopyLines, type CopyDraft } from '../src/domain/copy-lines.js';
import { needsFinishesStep, type FinishRef } from '../src/domain/finish-lists.js';
import { validateFinishSelections, type FinishSelection } from '../src/domain/finish-rules.js';
import type { Issue } from '../src/domain/issues.js';
import type { Print } from '../src/domain/print-schema.js';
import { applyFinishEdit, type FinishEdit } from './finish-edits.js';
import { applyLineEdit, type LineEdit } from './line-edits.js';
import { buildPrint, type FrameChoice } from './print-build.js';

export type { FrameChoice } from './print-build.js';

/**
 * The print being configured (spec section 4, print lifecycle; issue #5): created by choosing a
 * product (`print.start`), active while its lines are typed (`active.copies`), copies added once
 * they are valid (`active.finishes`), and complete at once when the product needs no finishes,
 * else once the finishes pass the side rules. On completing it sets `completed` and emits
 * `print.completed` with the Print: whoever runs it puts that in the cart, and the cart's `print.add`
 * resets the order's delivery date. Leaving the selector through copies or finishes with an
 * incomplete print (`print.abandon`) removes it and emits `print.removed`.
 */
export interface PrintContext {
  product: Product | null;
  catalogFinishes: readonly FinishRef[];
  needsFinishes: boolean;
  uuid: string;
  lines: CopyDraft[];
  copyIssues: Issue[];
  selections: FinishSelection[];
  finishIssues: Issue[];
  /** The last refused side choice, for the toast ('side already exists'); counts so each shows once. */
  refusal: { keyword: 'exists' | 'conflict'; with: string; count: number } | null;
  frame: FrameChoice;
  /** The complete print, set on completion (the cart takes it). */
  completed: Print | null;
}

export type PrintEvent =
  | { type: 'print.start'; product: Product; finishes: readonly FinishRef[]; uuid: string }
  | { type: 'lines.edit'; edit: LineEdit }
  | { type: 'copies.next' }
  | { type: 'finishes.edit'; edit: FinishEdit }
  | { type: 'frame.change'; frame: FrameChoice }
  | { type: 'finishes.next' }
  | { type: 'step.back' }
  | { type: 'print.abandon' }
  | { type: 'print.done' };

export type PrintEmitted = { type: 'print.completed'; print: Print } | { type: 'print.removed'; uuid: string };

const emptyFrame: FrameChoice = { base: null, support: false, wallmount: false };

export const printMachine = setup({
  types: { context: {} as PrintContext, events: {} as PrintEvent, emitted: {} as PrintEmitted },
  guards: {
    hasValidLines: ({ context }) => context.product !== null && validateCopyLines(context.lines, context.product).issues.length === 0,
    hasFinishesStep: ({ context }) => context.needsFinishes,
    hasValidFinishes: ({ context }) =>
      context.product !== null &&
      validateFinishSelections(context.selections, context.catalogFinishes, context.product.id).length === 0,
  },
  actions: {
    checkLines: assign({
      copyIssues: ({ context }) => (context.product ? validateCopyLines(context.lines, context.product).issues : []),
    }),
    checkFinishes: assign({
      finishIssues: ({ context }) =>
        context.product ? validateFinishSelections(context.selections, context.catalogFinishes, context.product.id) : [],
    }),
    complete: assign({ completed: ({ context }) => buildPrint(context) }),
    emitCompleted: emit(({ context }) => ({ type: 'print.completed' as const, print: context.completed! })),
    emitRemoved: emit(({ context }) => ({ type: 'print.removed' as const, uuid: context.uuid })),
    clear: assign({ product: null, lines: [], selections: [], copyIssues: [], finishIssues: [], completed: null, refusal: null, frame: emptyFrame }),
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
    refusal: null,
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
        refusal: null,
        frame: emptyFrame,
        completed: null,
      })),
    },
  },
  states: {
    idle: {},
    active: {
      initial: 'copies',
      on: {
        'print.abandon': { target: 'idle', actions: ['emitRemoved', 'clear'] },
        'lines.edit': {
          actions: assign({ lines: ({ context, event }) => (context.product ? applyLineEdit(context.lines, event.edit, context.product) : context.lines) }),
        },
      },
      states: {
        copies: {
          on: {
            'copies.next': [
              { guard: and(['hasValidLines', 'hasFinishesStep']), target: 'finishes', actions: 'checkLines' },
              { guard: 'hasValidLines', target: '#print.complete', actions: ['checkLines', 'complete'] },
              { actions: 'checkLines' },
            ],
          },
        },
        finishes: {
          on: {
            'finishes.edit': {
              actions: assign(({ context, event }) => {
                const result = applyFinishEdit(context.selections, event.edit);
                if (!result.refused) return { selections: result.selections, finishIssues: [] };
                const count = (context.refusal?.count ?? 0) + 1;
                return { refusal: { keyword: result.refused.keyword, with: result.refused.with, count } };
              }),
            },
            'frame.change': { actions: assign({ frame: ({ event }) => event.frame }) },
            'finishes.next': [
              { guard: 'hasValidFinishes', target: '#print.complete', actions: ['checkFinishes', 'complete'] },
              { actions: 'checkFinishes' },
            ],
            'step.back': { target: 'copies' },
          },
        },
      },
    },
    complete: {
      entry: 'emitCompleted',
      on: { 'print.done': { target: 'idle', actions: 'clear' } },
    },
  },
});
