import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useCallback, useState, type ReactElement } from 'react';
import type { Product } from '../../src/domain/catalog.js';
import { newCopyLine, type CopyDraft } from '../../src/domain/copy-lines.js';
import type { Issue } from '../../src/domain/issues.js';
import { CopiesEditor } from '../../src/views/copies-editor/copies-editor.js';
import type { ExcelActions } from '../../src/views/copies-editor/excel-import.js';
import { applyLineEdit } from '../../src/views/copies-editor/line-edits.js';

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
    min_order_qty: 0,
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
  excel?: ExcelActions;
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
        excel={options.excel}
      />
    );
  }
  const result = renderWithI18n(<Harness />);
  return { ...result, lines: () => current };
}

export function filledLine(overrides: Partial<CopyDraft> = {}): CopyDraft {
  return { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '', ...overrides };
}
