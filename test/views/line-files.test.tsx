import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uploadMachine } from '../../machines/upload.machine.js';
import type { OrderDetail, OrderFile } from '../../src/domain/orders.js';
import type { FileChecks } from '../../src/domain/preflight/file-checks.js';
import { OrderDetailView } from '../../src/features/orders/components/order-detail/order-detail-view.js';
import { renderWithI18n } from './configure-support.js';
import { orderDetail } from './support/after-order-fixtures.js';

/** The files part of a print card: one section per copy line, each with its status, files and upload. */
const checks = (worst: FileChecks['worst'], ...lines: FileChecks['checks']): FileChecks => ({ version: 1, worst, checks: lines });
const stored = (id: number, copy: number, over: Partial<OrderFile>): OrderFile => ({
  id, print_id: 70, copy_id: copy, name: `f${id}.pdf`, size: 2048, pages: 1, width_mm: 1000, height_mm: 500, warning: null,
  checks: checks('pass'), warnings_accepted_at: null, uploaded_at: '2026-11-22T09:00:00.000Z', url: `/api/v1/files/${id}`, ...over,
});
const short = checks('refusal', { check: 'pages', verdict: 'refusal', code: 'pages_fewer', params: { pages: 1, originals: 3 } });
const noBleed = checks('warning', { check: 'bleed', verdict: 'warning', code: 'bleed_missing', params: { required: 5 } });

function orderOfTwoLines(files: OrderFile[]): OrderDetail {
  const base = orderDetail();
  const print = {
    ...base.products[0]!,
    copies: [
      { id: 1, originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' },
      { id: 2, originals: 3, quantity: 1, width: 800, height: 2800, sides: 1, abaa: 1, remark: '' },
    ],
    finishes: [],
    files,
  };
  return { ...base, products: [print] };
}

function render(order: OrderDetail) {
  const onAcceptWarnings = vi.fn();
  renderWithI18n(
    <OrderDetailView order={order} lang="nl" uploadLogic={uploadMachine} busy={false}
      onDownloadFile={vi.fn()} onDownloadInvoice={vi.fn()} onAccept={vi.fn()} onApprove={vi.fn()} onReorder={vi.fn()} onAcceptWarnings={onAcceptWarnings} />,
  );
  const line = (number: number) => screen.getByRole('region', { name: new RegExp(`^Regel ${number}:`) });
  return { onAcceptWarnings, line };
}

describe('print files per copy line', () => {
  it('asks each line for its own PDF with a page per original, and says the refused line keeps the order waiting', () => {
    const { line } = render(orderOfTwoLines([stored(5, 1, {}), stored(6, 2, { pages: 1, checks: short, width_mm: 800, height_mm: 2800 })]));
    expect(within(line(1)).getByRole('heading').textContent).toBe('Regel 1: 1 origineel, 1000 × 500 mm');
    expect(within(line(1)).getByText('Bestand in orde: dit bestand wordt gedrukt.')).toBeTruthy();
    expect(within(line(2)).getByRole('heading').textContent).toBe('Regel 2: 3 originelen, 800 × 2800 mm');
    expect(within(line(2)).getByText('Het bestand kan zo niet worden gedrukt: upload één PDF met 3 pagina\'s, één per origineel. Tot dan wacht de order.')).toBeTruthy();
    expect(within(line(2)).getByText(/deze regel heeft 3 originelen: één pagina per origineel/)).toBeTruthy();
    // A refusal cannot be accepted: no tick for it.
    expect(screen.queryByRole('checkbox', { name: /Ik accepteer/ })).toBeNull();
    // Each line its own upload, named after the line.
    expect(screen.getByRole('button', { name: 'PDF uploaden voor Frontlit 510, print 1, regel 2' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('1 regel heeft nog geen bestand dat gedrukt kan worden');
  });

  it('lets the customer accept a file\'s warnings explicitly, and shows when they did', async () => {
    const { onAcceptWarnings, line } = render(orderOfTwoLines([stored(5, 1, { checks: noBleed }), stored(6, 2, { pages: 3, warnings_accepted_at: '2026-11-22T10:00:00.000Z', checks: noBleed })]));
    expect(within(line(1)).getByText(/^Wacht op uw akkoord/)).toBeTruthy();
    await userEvent.setup().click(within(line(1)).getByRole('checkbox', { name: 'Ik accepteer deze waarschuwingen: druk f5.pdf zoals het is' }));
    expect(onAcceptWarnings).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
    expect(within(line(2)).getByText('Bestand in orde: dit bestand wordt gedrukt.')).toBeTruthy();
    expect(within(line(2)).getByText(/^Waarschuwingen geaccepteerd op/)).toBeTruthy();
    expect(within(line(2)).queryByRole('checkbox')).toBeNull();
  });

  it('shows the real page count, or why there is none: never 0 pages', () => {
    const { line } = render(orderOfTwoLines([
      stored(5, 1, { pages: null, checks: checks('not_checked', { check: 'file', verdict: 'not_checked', code: 'file_not_checked', params: {} }) }),
      stored(6, 2, { pages: 3, width_mm: 800, height_mm: 2800 }),
    ]));
    expect(within(line(1)).getByText(/aantal pagina's onbekend \(te groot om te tellen\)/)).toBeTruthy();
    expect(within(line(2)).getByText(/3 pagina's/)).toBeTruthy();
    expect(screen.queryByText(/\b0 pagina/)).toBeNull();
  });
});
