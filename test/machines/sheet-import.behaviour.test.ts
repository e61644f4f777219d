import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import type { LineEdit } from '../../machines/line-edits.js';
import { sheetImportMachine, type ReadSheetInput, type SheetImportNotice } from '../../machines/sheet-import.machine.js';
import type { CopyDraft, ProductRules } from '../../src/domain/copy-lines.js';
import type { SheetImport } from '../../src/domain/excel-rows.js';

/** The Excel import as the print's child: what it reads, hands to its parent and tells, written out by hand. */
type Call = { input: ReadSheetInput; resolve: (found: SheetImport) => void; reject: (error: unknown) => void };

const PRODUCT: ProductRules = { id: 1, fixed_width: 0, fixed_height: 0, sides: 1, min_order_qty: 0, kind: 'sheet' } as ProductRules;
const line = (remark: string): CopyDraft => ({ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark });
const problem = { sheetRow: 3, column: 'B', field: 'quantity', keyword: 'max', message: 'Row 3, column B: at most 10000' } as const;
const xlsx = (name = 'regels.xlsx', type = '') => new File(['PK'], name, { type });

function start() {
  const calls: Call[] = [];
  const edits: LineEdit[] = [];
  const told: SheetImportNotice[] = [];
  const readSheet = fromPromise<SheetImport, ReadSheetInput>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })));
  // A parent like the print machine: it takes the child's `lines.edit` and hears its refusals and imports.
  const parent = setup({
    types: { events: {} as { type: 'lines.edit'; edit: LineEdit } | SheetImportNotice },
    actors: { sheetImport: sheetImportMachine.provide({ actors: { readSheet } }) },
  }).createMachine({
    invoke: { id: 'sheetImport', src: 'sheetImport', input: { product: PRODUCT } },
    on: {
      'lines.edit': { actions: ({ event }) => edits.push(event.edit) },
      'sheet.refused': { actions: ({ event }) => told.push(event) },
      'sheet.imported': { actions: ({ event }) => told.push(event) },
    },
  });
  const actor = createActor(parent).start();
  const child = actor.getSnapshot().children.sheetImport!;
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { child, calls, edits, told, settle, snapshot: () => child.getSnapshot() };
}

describe('sheetImport', () => {
  it('refuses a file that is no .xlsx without reading it', () => {
    const s = start();
    s.child.send({ type: 'sheet.choose', file: xlsx('regels.csv', 'text/csv') });
    expect(s.snapshot().value).toBe('idle');
    expect(s.calls).toEqual([]);
    expect(s.told).toEqual([{ type: 'sheet.refused', reason: 'notXlsx' }]);
  });

  it('reads an .xlsx (by name or by type) with the product, busy meanwhile, and hands a clean sheet to the parent', async () => {
    const s = start();
    const file = xlsx('export', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    s.child.send({ type: 'sheet.choose', file });
    expect(s.snapshot().value).toBe('reading');
    expect(s.snapshot().hasTag('busy')).toBe(true);
    expect(s.calls.map((call) => call.input)).toEqual([{ file, product: PRODUCT }]);
    expect(Object.keys(s.snapshot().children)).toEqual(['readSheet']);
    s.child.send({ type: 'sheet.choose', file: xlsx() });
    expect(s.calls).toHaveLength(1);
    const lines = [line('a'), line('b')];
    s.calls[0]!.resolve({ lines, validLines: lines, problems: [] });
    await s.settle();
    expect(s.snapshot().value).toBe('idle');
    expect(s.snapshot().hasTag('busy')).toBe(false);
    expect(s.edits).toEqual([{ type: 'import', lines }]);
    expect(s.told).toEqual([{ type: 'sheet.imported', count: 2 }]);
    expect(s.snapshot().context.file).toBeNull();
  });

  it('says when the template\'s example row was left out, on an import and on a sheet that held nothing else', async () => {
    const s = start();
    s.child.send({ type: 'sheet.choose', file: xlsx() });
    const lines = [line('gevel')];
    s.calls[0]!.resolve({ lines, validLines: lines, problems: [], examplesSkipped: 1 });
    await s.settle();
    expect(s.edits).toEqual([{ type: 'import', lines }]);
    s.child.send({ type: 'sheet.choose', file: xlsx() });
    s.calls[1]!.resolve({ lines: [], validLines: [], problems: [], examplesSkipped: 1 });
    await s.settle();
    expect(s.told).toEqual([
      { type: 'sheet.imported', count: 1, examplesSkipped: 1 },
      { type: 'sheet.refused', reason: 'empty', examplesSkipped: 1 },
    ]);
  });

  it('refuses an unreadable file and a sheet without lines', async () => {
    const s = start();
    s.child.send({ type: 'sheet.choose', file: xlsx() });
    s.calls[0]!.reject(new Error('not a zip'));
    await s.settle();
    expect(s.snapshot().value).toBe('idle');
    expect(s.snapshot().context.file).toBeNull();
    s.child.send({ type: 'sheet.choose', file: xlsx() });
    s.calls[1]!.resolve({ lines: [], validLines: [], problems: [] });
    await s.settle();
    expect(s.snapshot().value).toBe('idle');
    expect(s.snapshot().context).toEqual({ product: PRODUCT, file: null, found: null });
    expect(s.told).toEqual([{ type: 'sheet.refused', reason: 'unreadable' }, { type: 'sheet.refused', reason: 'empty' }]);
    expect(s.edits).toEqual([]);
  });

  it('imports nothing of a sheet with problems until only its valid lines are accepted', async () => {
    const s = start();
    s.child.send({ type: 'sheet.choose', file: xlsx() });
    const found = { lines: [line('goed'), line('fout')], validLines: [line('goed')], problems: [problem] };
    s.calls[0]!.resolve(found);
    await s.settle();
    expect(s.snapshot().value).toBe('reviewing');
    expect(s.snapshot().context.found).toEqual(found);
    expect(s.edits).toEqual([]);
    s.child.send({ type: 'sheet.choose', file: xlsx() });
    expect(s.calls).toHaveLength(1);
    s.child.send({ type: 'sheet.accept' });
    expect(s.snapshot().value).toBe('idle');
    expect(s.snapshot().context.found).toBeNull();
    expect(s.edits).toEqual([{ type: 'import', lines: [line('goed')] }]);
    expect(s.told).toEqual([{ type: 'sheet.imported', count: 1 }]);
  });

  it('cancels the review without importing; with no valid line there is nothing to accept', async () => {
    const s = start();
    s.child.send({ type: 'sheet.choose', file: xlsx() });
    s.calls[0]!.resolve({ lines: [line('fout')], validLines: [], problems: [problem] });
    await s.settle();
    s.child.send({ type: 'sheet.accept' });
    expect(s.snapshot().value).toBe('reviewing');
    s.child.send({ type: 'sheet.cancel' });
    expect(s.snapshot().value).toBe('idle');
    expect(s.snapshot().context.found).toBeNull();
    expect(s.edits).toEqual([]);
    expect(s.told).toEqual([]);
  });
});
