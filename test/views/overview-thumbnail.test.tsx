import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderListView } from '../../src/features/orders/components/overview/order-list-view.js';
import { StoredFileSourceContext, type StoredFileSource } from '../../src/features/print/components/print-preview/stored-file-source.js';
import { renderWithI18n } from './configure-support.js';
import { orderPage, orderRow } from './support/after-order-fixtures.js';

const noop = () => {};

/** The overview row's thumbnail: page 1 of the order's latest file, fetched by its id. */
describe('overview thumbnails', () => {
  // happy-dom has no layout, so its IntersectionObserver never reports: previews start at once without one.
  beforeAll(() => vi.stubGlobal('IntersectionObserver', undefined));
  afterAll(() => vi.unstubAllGlobals());

  it('shows a thumbnail for a row with a file, fetched by the row\'s thumbnail_file_id, and none without a file', async () => {
    const source = vi.fn<StoredFileSource>(() => Promise.reject(new Error('offline')));
    const page = orderPage([orderRow({ id: 1042, thumbnail_file_id: 77, files: { count: 1, needed: 2 } }), orderRow({ id: 1043 })]);
    const { container } = renderWithI18n(
      <StoredFileSourceContext value={source}>
        <OrderListView kind="order" page={page} lang="nl" q="" busyId={null} orderHref={(id) => `/order/${id}`} onOpenOrder={noop}
          onAccept={noop} onDeactivate={noop} onCreateOrder={noop} onDelete={noop} onReorder={noop} />
      </StoredFileSourceContext>,
    );
    const withFile = container.querySelector<HTMLElement>('tr[data-order="1042"]')!;
    const figure = within(withFile).getByRole('img', { name: 'Voorbeeld van het laatste bestand van order 1042 met de afwerkingen' });
    expect(figure.closest('.pp-preview--mini')).not.toBeNull();
    await waitFor(() => expect(source).toHaveBeenCalledWith({ id: 77, name: 'het laatste bestand van order 1042' }));
    expect(within(withFile).getByText('1 van 2')).toBeTruthy();
    const withoutFile = container.querySelector<HTMLElement>('tr[data-order="1043"]')!;
    expect(within(withoutFile).queryByRole('img')).toBeNull();
    expect(source).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('draws the thumbnail at the size of its file\'s copy line, and claims no size while it knows none', async () => {
    const source = vi.fn<StoredFileSource>(() => Promise.reject(new Error('offline')));
    const page = orderPage([
      orderRow({ id: 1042, thumbnail_file_id: 77, thumbnail_size: { width: 2000, height: 1000 } }),
      orderRow({ id: 1043, thumbnail_file_id: 78 }),
    ]);
    const { container } = renderWithI18n(
      <StoredFileSourceContext value={source}>
        <OrderListView kind="order" page={page} lang="nl" q="" busyId={null} orderHref={(id) => `/order/${id}`} onOpenOrder={noop}
          onAccept={noop} onDeactivate={noop} onCreateOrder={noop} onDelete={noop} onReorder={noop} />
      </StoredFileSourceContext>,
    );
    await waitFor(() => expect(source).toHaveBeenCalledTimes(2));
    const sized = container.querySelector<HTMLElement>('tr[data-order="1042"] .pp-preview--mini')!;
    await waitFor(() => expect(sized.getAttribute('data-preview')).toBe('failed'));
    expect(sized.textContent).toContain('Snijlijn 2000 × 1000 mm');
    expect(sized.querySelector('[role="img"]')!.getAttribute('style')).toContain('aspect-ratio: 2010 / 1010');
    const unsized = container.querySelector<HTMLElement>('tr[data-order="1043"] .pp-preview--mini')!;
    await waitFor(() => expect(unsized.getAttribute('data-preview')).toBe('failed'));
    expect(unsized.textContent).not.toContain('Snijlijn');
  });
});
