import type { KeyboardEvent } from 'react';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first Tab stop after `container` in document order (what Tab would reach after its last). */
export function nextTabStopAfter(container: HTMLElement): HTMLElement | null {
  const stops = [...container.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)];
  return (
    stops.find(
      (stop) =>
        !container.contains(stop) &&
        stop.tabIndex >= 0 &&
        stop.getClientRects().length > 0 &&
        (container.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    ) ?? null
  );
}

const cellOf = (element: HTMLElement) => element.closest<HTMLElement>('.pp-lines__cell');
const rowOf = (element: HTMLElement) => element.closest<HTMLElement>('[data-row]');
/** The field a cell holds: its `pp-lines__cell--{field}` class. */
const fieldOf = (cell: HTMLElement) => [...cell.classList].find((name) => name.startsWith('pp-lines__cell--'));

function atCaretEdge(input: HTMLInputElement, key: 'ArrowLeft' | 'ArrowRight'): boolean {
  if (input.selectionStart !== input.selectionEnd) return false;
  return key === 'ArrowLeft' ? input.selectionStart === 0 : input.selectionEnd === input.value.length;
}

/**
 * Arrow keys between the copies editor's cells: Up/Down to the same field of the row above or
 * below, Left/Right to the neighbouring cell once the caret is at the text's edge (so arrows still
 * move the caret inside a value). Radio buttons (A/A, A/B) keep their own arrows. Returns whether
 * it moved the focus.
 */
export function moveBetweenCells(event: KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (!(target instanceof HTMLInputElement) || target.type === 'radio' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const cell = cellOf(target);
  const row = rowOf(target);
  if (!cell || !row) return false;
  let next: HTMLElement | null | undefined = null;
  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
    const index = Number(row.dataset.row) + (event.key === 'ArrowUp' ? -1 : 1);
    const field = fieldOf(cell);
    next = field ? event.currentTarget.querySelector<HTMLElement>(`[data-row="${index}"] .${field} input:not([disabled])`) : null;
  } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && atCaretEdge(target, event.key)) {
    const inputs = [...row.querySelectorAll<HTMLInputElement>('input:not([disabled]):not([type="radio"])')];
    next = inputs[inputs.indexOf(target) + (event.key === 'ArrowLeft' ? -1 : 1)];
  }
  if (!next) return false;
  event.preventDefault();
  next.focus();
  return true;
}
