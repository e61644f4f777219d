import { assign, sendParent, setup } from 'xstate';
import type { CopyDraft, ProductRules } from '../src/domain/copy-lines.js';
import { isXlsxFile, type SheetImport } from '../src/domain/excel-rows.js';
import type { LineEdit } from './line-edits.js';
import { providedPromise } from './provided.js';

/**
 * The Excel import of copy lines (spec section 5), a child of the print machine on the
 * copies step (id `sheetImport`). `sheet.choose` with a file that is no .xlsx is refused at once;
 * an .xlsx is read (`reading`, tag `busy`) by the provided `readSheet` with the product's rules. A
 * sheet without problems hands its lines to the parent as the copies editor's own `lines.edit`
 * import; one with problems imports nothing yet: `reviewing` lists them until the customer takes
 * only the valid lines (`sheet.accept`) or goes to fix the file (`sheet.cancel`). An unreadable
 * file and a sheet without lines are refused. Refusals and imports are told to the parent, which
 * passes them on to the app's toasts as its own emitted events.
 */
export type SheetFile = Blob & { readonly name: string };

export interface SheetImportInput {
  product: ProductRules;
}

export interface SheetImportContext {
  product: ProductRules;
  file: SheetFile | null;
  /** What the last read found, while its problems are shown. */
  found: SheetImport | null;
}

export type SheetImportEvent = { type: 'sheet.choose'; file: SheetFile } | { type: 'sheet.accept' } | { type: 'sheet.cancel' };

export type SheetRefusal = 'notXlsx' | 'unreadable' | 'empty';

/** Told to the parent. `examplesSkipped`: the template's example rows left out, when there were any (the customer is told). */
export type SheetImportNotice =
  | { type: 'sheet.refused'; reason: SheetRefusal; examplesSkipped?: number }
  | { type: 'sheet.imported'; count: number; examplesSkipped?: number };

const skippedOf = (found: SheetImport | null | undefined) => (found?.examplesSkipped ? { examplesSkipped: found.examplesSkipped } : {});

export interface ReadSheetInput {
  file: SheetFile;
  product: ProductRules;
}

const importEdit = (lines: CopyDraft[]): { type: 'lines.edit'; edit: LineEdit } => ({ type: 'lines.edit', edit: { type: 'import', lines } });

export const sheetImportMachine = setup({
  types: {
    context: {} as SheetImportContext,
    events: {} as SheetImportEvent,
    input: {} as SheetImportInput,
  },
  actors: {
    /** Reads an .xlsx into lines and problems; rejects when the file cannot be read as one. */
    readSheet: providedPromise<SheetImport, ReadSheetInput>('readSheet'),
  },
  guards: {
    isXlsx: ({ event }) => event.type === 'sheet.choose' && isXlsxFile({ name: event.file.name, type: event.file.type }),
    hasProblems: (_, params: { found: SheetImport }) => params.found.problems.length > 0,
    hasLines: (_, params: { found: SheetImport }) => params.found.lines.length > 0,
    hasValidLines: ({ context }) => (context.found?.validLines.length ?? 0) > 0,
  },
  actions: {
    keepFile: assign({ file: ({ event }) => (event.type === 'sheet.choose' ? event.file : null) }),
    keepFound: assign((_, params: { found: SheetImport }) => ({ found: params.found })),
    forget: assign({ file: null, found: null }),
    importLines: sendParent((_, params: { lines: CopyDraft[] }) => importEdit(params.lines)),
    tellImported: sendParent((_, params: { lines: CopyDraft[]; found?: SheetImport | null }): SheetImportNotice => ({ type: 'sheet.imported', count: params.lines.length, ...skippedOf(params.found) })),
    tellRefused: sendParent((_, params: { reason: SheetRefusal; found?: SheetImport }): SheetImportNotice => ({ type: 'sheet.refused', reason: params.reason, ...skippedOf(params.found) })),
  },
}).createMachine({
  id: 'sheetImport',
  context: ({ input }) => ({ product: input.product, file: null, found: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'sheet.choose': [
          { guard: 'isXlsx', target: 'reading', actions: 'keepFile' },
          { actions: { type: 'tellRefused', params: { reason: 'notXlsx' } } },
        ],
      },
    },
    reading: {
      tags: ['busy'],
      invoke: {
        id: 'readSheet',
        src: 'readSheet',
        input: ({ context }) => ({ file: context.file!, product: context.product }),
        onDone: [
          {
            guard: { type: 'hasProblems', params: ({ event }) => ({ found: event.output }) },
            target: 'reviewing',
            actions: { type: 'keepFound', params: ({ event }) => ({ found: event.output }) },
          },
          {
            guard: { type: 'hasLines', params: ({ event }) => ({ found: event.output }) },
            target: 'idle',
            actions: [
              { type: 'importLines', params: ({ event }) => ({ lines: event.output.lines }) },
              { type: 'tellImported', params: ({ event }) => ({ lines: event.output.lines, found: event.output }) },
              'forget',
            ],
          },
          { target: 'idle', actions: [{ type: 'tellRefused', params: ({ event }) => ({ reason: 'empty' as const, found: event.output }) }, 'forget'] },
        ],
        onError: { target: 'idle', actions: [{ type: 'tellRefused', params: { reason: 'unreadable' } }, 'forget'] },
      },
    },
    /** The problems dialog: nothing is imported yet. */
    reviewing: {
      on: {
        'sheet.accept': {
          guard: 'hasValidLines',
          target: 'idle',
          actions: [
            { type: 'importLines', params: ({ context }) => ({ lines: context.found!.validLines }) },
            { type: 'tellImported', params: ({ context }) => ({ lines: context.found!.validLines, found: context.found }) },
            'forget',
          ],
        },
        'sheet.cancel': { target: 'idle', actions: 'forget' },
      },
    },
  },
});
