import { and, assign, emit, sendParent, sendTo, setup } from 'xstate';
import { validateCopyLines } from '../src/domain/copy-lines.js';
import { finishSidesMachine, type FinishSidesEmitted } from './finish-sides.machine.js';
import { printPriceMachine } from './print-price.machine.js';
import { sheetImportMachine } from './sheet-import.machine.js';
import { applyLineEdit } from './line-edits.js';
import { buildPrint, editedPrint, emptyFrame, priceRequest, startedPrint } from './print-build.js';
import type { FinishSidesSnapshot, FrameChoice, PrintContext, PrintEmitted, PrintEvent, PrintNotice, WizardExit } from './print.types.js';
import type { LineEdit } from './line-edits.js';

export type { FrameChoice } from './print-build.js';

export type * from './print.types.js';

/**
 * The print being configured (spec section 4, print lifecycle): created by choosing a
 * product (`print.start`), active while its lines are typed (`active.copies`), copies added once
 * they are valid (`active.finishes`), and complete at once when the product needs no finishes,
 * else once the finishes pass the side rules. The finishes step is a child actor, the
 * finish-sides machine (id `finishSides`): the finish editor sends its edits there, and this
 * machine mirrors the child's selections and issues from its snapshots (the live price and a
 * return to the step use them); the copies step runs the Excel import as child `sheetImport`
 * (machines/sheet-import.machine.ts), whose lines come back as a `lines.edit` import; `finishes.next` asks the child for its check, and the child
 * reaching `valid` hands its selections over and completes the print. On completing it sets
 * `completed` and emits `print.completed` with the Print: whoever runs it puts that in the cart,
 * and the cart's `print.add` resets the order's delivery date. `print.done` closes it and emits
 * `print.closed` with where the customer goes on (more products, or the cart); `selector.open` (Back
 * on the copies step, the Selection crumb) emits `selector.requested`: the wizard's pages follow
 * these emitted events, never a screen of their own accord. What its children tell the customer (a
 * refused side, a failed check, an Excel import's outcome) they send to the print, which tells it
 * as its own (`tell`), so the app's toasts listen to the one long-lived print actor; the refused
 * side's toast answers with `refusal.seen`, passed on to the finishes child.
 *
 * Leaving (spec sections 2 and 4): while a print is active each step is `editing`, tagged
 * `asksBeforeLeaving` (the in-app navigation guard and the browser's unload warning both read that
 * tag); `leave.request` there moves to the step's `confirmingLeave` (tag `confirmingLeave`: the
 * wizard asks), `leave.cancel` goes back to editing, `leave.confirm` removes the incomplete print
 * (`print.removed`) and the print is idle. Going on to finishes or completing never asks.
 */
/** The wizard asks whether to leave; the step (and its finishes child) stays as it was. */
const confirmingLeave = {
  tags: ['confirmingLeave'],
  on: {
    'leave.cancel': { target: 'editing' },
    'leave.confirm': { target: '#print.idle', actions: ['emitRemoved', 'clear', 'forgetPrice'] },
  },
} as const;

export const printMachine = setup({
  types: {
    context: {} as PrintContext,
    events: {} as PrintEvent,
    emitted: {} as PrintEmitted,
    children: {} as { finishSides: 'finishSides'; printPrice: 'printPrice'; sheetImport: 'sheetImport' },
  },
  actors: {
    // The side rules tell the print what the customer should hear; the print tells it as its own.
    finishSides: finishSidesMachine.provide({ actions: { tell: sendParent((_, notice: FinishSidesEmitted) => notice) } }),
    printPrice: printPriceMachine,
    sheetImport: sheetImportMachine,
  },
  guards: {
    hasValidLines: ({ context }) => context.product !== null && validateCopyLines(context.lines, context.product).issues.length === 0,
    hasFinishesStep: ({ context }) => context.needsFinishes,
    isSidesValid: (_, params: { snapshot: FinishSidesSnapshot }) => params.snapshot.matches('valid'),
  },
  actions: {
    checkLines: assign({
      copyIssues: ({ context }) => (context.product ? validateCopyLines(context.lines, context.product).issues : []),
    }),
    // Once Next has shown the lines' errors, every edit checks them again: a fixed field loses its
    // error and a new one shows at once, never one error per attempt.
    recheckLines: assign(({ context }) =>
      context.copyIssues.length === 0 || !context.product ? {} : { copyIssues: validateCopyLines(context.lines, context.product).issues },
    ),
    keepSides: assign((_, params: { snapshot: FinishSidesSnapshot }) => ({
      selections: params.snapshot.context.selections,
      finishIssues: params.snapshot.context.issues,
    })),
    complete: assign({ completed: ({ context }) => buildPrint(context) }),
    // The live price child debounces and drops stale answers; this only tells it what changed.
    askPrice: sendTo('printPrice', ({ context }) => priceRequest(context)),
    forgetPrice: sendTo('printPrice', { type: 'print.clear' as const, refusal: null }),
    // Lines are edited only while a print (and so its product) is open.
    editLines: assign(({ context }, params: { edit: LineEdit }) => ({ lines: applyLineEdit(context.lines, params.edit, context.product!) })),
    changeFrame: assign((_, params: { frame: FrameChoice }) => ({ frame: params.frame })),
    forgetFinishIssues: assign({ finishIssues: [] }),
    startPrint: assign((_, params: Extract<PrintEvent, { type: 'print.start' }>) => startedPrint(params.product, params.finishes, params.uuid)),
    openPrint: assign((_, params: Extract<PrintEvent, { type: 'print.edit' }>) => editedPrint(params.product, params.finishes, params.print)),
    askSidesCheck: sendTo('finishSides', { type: 'sides.check' as const }),
    emitFinishesOpened: emit({ type: 'finishes.opened' as const }),
    emitCopiesOpened: emit({ type: 'copies.opened' as const }),
    /** What the customer is told (the app's toasts); a parent running the print as its child provides a `sendParent`. */
    tell: emit((_, notice: PrintNotice) => notice),
    passOnRefusalSeen: sendTo('finishSides', { type: 'refusal.seen' as const }),
    emitCompleted: emit(({ context }) => ({ type: 'print.completed' as const, print: context.completed! })),
    emitRemoved: emit(({ context }) => ({ type: 'print.removed' as const, uuid: context.uuid })),
    emitSelectorRequested: emit({ type: 'selector.requested' as const }),
    emitClosed: emit((_, params: { next: WizardExit }) => ({ type: 'print.closed' as const, next: params.next })),
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
  // The live price lives as long as the print actor: a completed print keeps showing its price
  // behind the added-to-cart dialog; closing or removing the print clears it.
  invoke: { id: 'printPrice', src: 'printPrice' },
  on: {
    'side.refused': { actions: { type: 'tell', params: ({ event }) => event } },
    'sides.invalid': { actions: { type: 'tell', params: ({ event }) => event } },
    'sheet.refused': { actions: { type: 'tell', params: ({ event }) => event } },
    'sheet.imported': { actions: { type: 'tell', params: ({ event }) => event } },
    'print.start': {
      target: '.active',
      actions: [{ type: 'startPrint', params: ({ event }) => event }, 'emitCopiesOpened'],
    },
    'print.edit': {
      target: '.editing',
      actions: { type: 'openPrint', params: ({ event }) => event },
    },
  },
  states: {
    idle: {},
    active: {
      initial: 'copies',
      entry: 'askPrice',
      on: {
        // Leaving is asked by the navigation that follows (tag `asksBeforeLeaving`), not here.
        'selector.open': { actions: 'emitSelectorRequested' },
      },
      states: {
        copies: {
          // The Excel import (child `sheetImport`) hands its lines back as a `lines.edit` import.
          invoke: { id: 'sheetImport', src: 'sheetImport', input: ({ context }) => ({ product: context.product! }) },
          // Lines change only here (also while the leave dialog is open, where an import may still
          // answer): leaving the copies validated them, so the finishes step and completing can rely
          // on valid lines.
          on: {
            'lines.edit': { actions: [{ type: 'editLines', params: ({ event }) => ({ edit: event.edit }) }, 'recheckLines', 'askPrice'] },
          },
          initial: 'editing',
          states: {
            editing: {
              tags: ['asksBeforeLeaving'],
              on: {
                'copies.next': [
                  { guard: and(['hasValidLines', 'hasFinishesStep']), target: '#print.active.finishes', actions: 'checkLines' },
                  { guard: 'hasValidLines', target: '#print.complete.fromCopies', actions: ['checkLines', 'complete'] },
                  { actions: ['checkLines', { type: 'tell', params: ({ context }) => ({ type: 'copies.refused', issues: context.copyIssues }) }] },
                ],
                'leave.request': 'confirmingLeave',
              },
            },
            confirmingLeave,
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
                target: '#print.complete.fromFinishes',
                actions: [{ type: 'keepSides', params: ({ event }) => event }, 'complete'],
              },
              { actions: [{ type: 'keepSides', params: ({ event }) => event }, 'askPrice'] },
            ],
          },
          on: { 'refusal.seen': { actions: 'passOnRefusalSeen' } },
          initial: 'editing',
          states: {
            editing: {
              tags: ['asksBeforeLeaving'],
              on: {
                'frame.change': { actions: [{ type: 'changeFrame', params: ({ event }) => ({ frame: event.frame }) }, 'askPrice'] },
                // The child checks; reaching `valid` (its snapshot, above) completes the print.
                'finishes.next': { actions: 'askSidesCheck' },
                'step.back': { target: '#print.active.copies', actions: 'emitCopiesOpened' },
                'leave.request': 'confirmingLeave',
              },
            },
            confirmingLeave,
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
            target: 'complete.fromCart',
            actions: [{ type: 'keepSides', params: ({ event }) => event }, 'complete'],
          },
          { actions: { type: 'keepSides', params: ({ event }) => event } },
        ],
      },
      on: {
        'refusal.seen': { actions: 'passOnRefusalSeen' },
        'lines.edit': { actions: [{ type: 'editLines', params: ({ event }) => ({ edit: event.edit }) }, 'recheckLines'] },
        'frame.change': { actions: { type: 'changeFrame', params: ({ event }) => ({ frame: event.frame }) } },
        'print.save': [
          { guard: 'hasValidLines', actions: ['checkLines', 'askSidesCheck'] },
          { actions: ['checkLines', { type: 'tell', params: ({ context }) => ({ type: 'copies.refused', issues: context.copyIssues }) }] },
        ],
      },
    },
    /**
     * In the cart. The step it was completed on stays on screen (and its URL) behind the
     * added-to-cart dialog, with the price it had, until the dialog closes the print.
     */
    complete: {
      entry: 'emitCompleted',
      initial: 'fromCopies',
      states: {
        /** Completed by Next on the copies step (a product without finishes). */
        fromCopies: {},
        /** Completed by Next on the finishes step. */
        fromFinishes: {},
        /** Saved in the cart's edit modal. */
        fromCart: {},
      },
      on: { 'print.done': { target: 'idle', actions: ['clear', 'forgetPrice', { type: 'emitClosed', params: ({ event }) => ({ next: event.next }) }] } },
    },
  },
});
