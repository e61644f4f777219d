import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { type CopyDraft, type ProductRules } from '../../../../domain/copy-lines.js';
import type { Issue } from '../../../../domain/issues.js';
import { moveBetweenCells, nextTabStopAfter } from './cell-keys.js';
import { issuesByRow, useIssueText } from './issue-text.js';
import { isUntouched, type LineEdit } from './line-edits.js';
import { LineRow } from './line-row.js';
import { usePageWindow } from './use-page-window.js';
import { useRowWindow } from './use-window.js';

/** Room for the input and a validation message of up to three lines under it (the message is never cut). */
export const TABLE_ROW_HEIGHT = 88;
/** A card's height before one is measured (cards keep their natural height). */
export const CARD_HEIGHT = 330;
const CARD_HEIGHT_DOUBLE_SIDED = 390;

interface LineListProps {
  layout: 'table' | 'stacked';
  product: ProductRules;
  lines: readonly CopyDraft[];
  issues: readonly Issue[];
  onEdit: (edit: LineEdit) => void;
}

/** The copy lines as a virtualised table (wide screens) or stack of cards (small screens). */
export function LineList({ layout, product, lines, issues, onEdit }: LineListProps) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const scroller = useRef<HTMLDivElement>(null);
  const isDoubleSided = product.sides === 2;
  const rowHeight = layout === 'table' ? TABLE_ROW_HEIGHT : isDoubleSided ? CARD_HEIGHT_DOUBLE_SIDED : CARD_HEIGHT;
  const isTableLayout = layout === 'table';
  // The table scrolls in its own body; the cards (phones) scroll with the page, no inner scroll box.
  const tableView = useRowWindow(scroller, isTableLayout ? lines.length : 0, rowHeight);
  const cardView = usePageWindow(scroller, isTableLayout ? 0 : lines.length, rowHeight);
  const view = isTableLayout ? tableView : cardView;
  const byRow = useMemo(() => issuesByRow(issues), [issues]);
  const focusRow = useRef<number | null>(null);
  /** The line that Tab in the last remark added, as added: left so with Tab, it goes again. */
  const addedByTab = useRef<CopyDraft | null>(null);

  const onTabFromLast = useCallback(() => {
    focusRow.current = lines.length;
    onEdit({ type: 'add' });
  }, [lines.length, onEdit]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || moveBetweenCells(event)) return;
    const row = Number((event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row);
    const line = lines[row];
    // Any edit makes a new line object, so only the line exactly as Tab added it matches.
    const leavesEmptyAddedLine = event.key === 'Tab' && !event.shiftKey && line === addedByTab.current && row === lines.length - 1 && isUntouched(line);
    if (!leavesEmptyAddedLine) return;
    // Tab leaves the table at once (to Next) instead of crossing the empty line it added.
    event.preventDefault();
    addedByTab.current = null;
    nextTabStopAfter(event.currentTarget)?.focus();
    onEdit({ type: 'remove', row });
  };

  // After Tab added a line, the cursor goes to its first field.
  useLayoutEffect(() => {
    const row = focusRow.current;
    if (row === null || row >= lines.length) return;
    focusRow.current = null;
    addedByTab.current = lines[row] ?? null;
    scroller.current?.querySelector<HTMLInputElement>(`[data-row="${row}"] input`)?.focus();
  }, [lines]);

  const widthFixed = product.fixed_width > 0;
  const heightFixed = product.fixed_height > 0;
  const rows = [];
  for (let row = view.start; row < view.end; row++) {
    const line = lines[row];
    if (!line) continue;
    rows.push(
      <LineRow
        key={row}
        row={row}
        line={line}
        issues={byRow.get(row)}
        isPlusFrame={product.kind === 'frame'}
        layout={layout}
        top={row * rowHeight}
        height={rowHeight}
        isDoubleSided={isDoubleSided}
        isWidthFixed={widthFixed}
        isHeightFixed={heightFixed}
        canRemove={lines.length > 1}
        isLast={row === lines.length - 1}
        issueText={issueText}
        onEdit={onEdit}
        onTabFromLast={onTabFromLast}
      />,
    );
  }
  const rowCount = lines.length + 1;
  if (layout === 'stacked') {
    return (
      <div className="pp-lines pp-lines--stacked" ref={scroller} onKeyDown={onKeyDown} style={{ paddingTop: cardView.before, paddingBottom: cardView.after }}>
        {rows}
      </div>
    );
  }
  return (
    <div role="table" aria-label={t`Regels`} aria-rowcount={rowCount} className={isDoubleSided ? 'pp-lines pp-lines--table' : 'pp-lines pp-lines--table pp-lines--single'}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="pp-lines__row pp-lines__row--head">
          <span role="columnheader" className="pp-lines__cell pp-lines__cell--originals">{t`Originelen`}</span>
          <span role="columnheader" className="pp-lines__cell pp-lines__cell--quantity">{t`Aantal`}</span>
          <span role="columnheader" className="pp-lines__cell pp-lines__cell--width">{t`Breedte (mm)`}</span>
          <span role="columnheader" className="pp-lines__cell pp-lines__cell--height">{t`Hoogte (mm)`}</span>
          {isDoubleSided ? <span role="columnheader" className="pp-lines__cell pp-lines__cell--abaa">{t`Zijden`}</span> : null}
          <span role="columnheader" className="pp-lines__cell pp-lines__cell--remark">{t`Opmerking`}</span>
          <span role="columnheader" className="pp-lines__cell pp-lines__cell--actions">{t`Acties`}</span>
        </div>
      </div>
      <div role="rowgroup" className="pp-lines__body" ref={scroller} onScroll={tableView.onScroll} onKeyDown={onKeyDown}>
        <div style={{ position: 'relative', height: tableView.totalHeight }}>{rows}</div>
      </div>
    </div>
  );
}
