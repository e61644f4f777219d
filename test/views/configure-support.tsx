import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterEach, onTestFinished, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { printMachine } from '../../machines/print.machine.js';
import { sheetImportMachine, type ReadSheetInput } from '../../machines/sheet-import.machine.js';
import { showPrintToasts } from '../../src/app/flow-toasts.js';
import { createToasts, type Toasts } from '../../src/shared/ui/toast-queue.js';
import type { SheetImport } from '../../src/domain/excel-rows.js';
import { useCallback, useState, type ReactElement } from 'react';
import type { Product } from '../../src/domain/catalog.js';
import { newCopyLine, type CopyDraft } from '../../src/domain/copy-lines.js';
import type { Issue } from '../../src/domain/issues.js';
import { CopiesEditor } from '../../src/features/print/components/copies-editor/copies-editor.js';
import { applyLineEdit } from '../../src/features/print/components/copies-editor/line-edits.js';

afterEach(() => cleanup());

/** Views render with the Dutch source texts (no catalog needed: the ids are the Dutch messages). */
export function renderWithI18n(ui: ReactElement): RenderResult {
  if (i18n.locale !== 'nl') i18n.loadAndActivate({ locale: 'nl', messages: {} });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Frontlit banner 510 g',
    material: 'PVC',
    gloss: 'mat',
    width: 5000,
    density: '510 g/m²',
    fire_resistant: true,
    fixed_width: 0,
    fixed_height: 0,
    sides: 1,
    default_code: 'BAN510',
    is_favorite: false,
    min_order_qty: 0, weld_max_mm: 0,
    kind: 'sheet',
    ...overrides,
  };
}

export interface EditorHarness {
  lines: () => CopyDraft[];
}

/** The copies editor holding its lines like a print actor would: every edit goes through applyLineEdit. */
export function renderCopiesEditor(options: {
  product: Product;
  lines?: CopyDraft[];
  issues?: Issue[];
  layout?: 'table' | 'stacked';
}): RenderResult & EditorHarness {
  let current: CopyDraft[] = options.lines ?? [newCopyLine(options.product)];
  function Harness() {
    const [lines, setLines] = useState<CopyDraft[]>(current);
    current = lines;
    const onEdit = useCallback(
      (edit: Parameters<typeof applyLineEdit>[1]) => setLines((previous) => applyLineEdit(previous, edit, options.product)),
      [],
    );
    return (
      <CopiesEditor
        product={options.product}
        lines={lines}
        issues={options.issues ?? []}
        onEdit={onEdit}
        layout={options.layout}
      />
    );
  }
  const result = renderWithI18n(<Harness />);
  return { ...result, lines: () => current };
}

export function filledLine(overrides: Partial<CopyDraft> = {}): CopyDraft {
  return { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '', ...overrides };
}

/**
 * The copies editor of a real print actor (its Excel import child reads with `readSheet`), in the
 * table layout, with the print's toasts shown: what /printer shows of the copies step.
 */
export function renderPrintCopies(options: {
  readSheet: (input: ReadSheetInput) => Promise<SheetImport>;
  lines?: CopyDraft[];
  downloadTemplate?: () => Promise<void>;
  product?: Product;
}): RenderResult & EditorHarness & { toasts: Toasts } {
  const rules = options.product ?? product();
  const print = createActor(printMachine.provide({
    actors: { sheetImport: sheetImportMachine.provide({ actors: { readSheet: fromPromise<SheetImport, ReadSheetInput>(({ input }) => options.readSheet(input)) } }) },
  })).start();
  const toasts = createToasts();
  showPrintToasts(toasts, print);
  print.send({ type: 'print.start', product: rules, finishes: [], uuid: 'u-1' });
  if (options.lines) print.send({ type: 'lines.edit', edit: { type: 'import', lines: options.lines } });
  const downloadTemplate = options.downloadTemplate ?? vi.fn(() => Promise.resolve());
  function Harness() {
    const lines = useSelector(print, (snapshot) => snapshot.context.lines);
    const sheetImport = useSelector(print, (snapshot) => snapshot.children.sheetImport);
    return (
      <CopiesEditor
        product={rules}
        lines={lines}
        issues={[]}
        onEdit={(edit) => print.send({ type: 'lines.edit', edit })}
        layout="table"
        excel={sheetImport ? { sheetImport, downloadTemplate } : undefined}
      />
    );
  }
  const result = renderWithI18n(<Harness />);
  onTestFinished(() => {
    print.stop();
  });
  return { ...result, toasts, lines: () => print.getSnapshot().context.lines };
}
