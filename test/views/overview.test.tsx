import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { afterOrderMachine } from '../../machines/after-order.machine.js';
import { afterOrderActors } from '../../src/app/shop-actors.js';
import { showAfterOrderToasts } from '../../src/app/flow-toasts.js';
import { createApiClient } from '../../src/shared/api-client/client.js';
import { ApiError } from '../../src/shared/api-client/errors.js';
import { ordersApi } from '../../src/features/orders/api/orders.js';
import { activateLocale } from '../../src/shared/i18n/i18n.js';
import { orderListMachine } from '../../machines/order-list.machine.js';
import { orderListActors } from '../../src/features/orders/actors/order-list-actors.js';
import { showOrderListToasts } from '../../src/app/flow-toasts.js';
import { listPlaceOf } from '../../src/features/orders/overview-places.js';
import { OverviewScreen, type OverviewPlace } from '../../src/features/orders/components/overview/overview-screen.js';
import { renderWithI18n } from './configure-support.js';
import {
  cartPrint, fakeInvoicesApi, fakeOrdersApi, invoicePage, invoiceRow, orderPage, orderRow, toastMessages,
} from './support/after-order-fixtures.js';
import { createToasts, type Toasts } from '../../src/shared/ui/toast-queue.js';

/** Each test's own toasts, as each app has its own. */
let toasts: Toasts = createToasts();
beforeEach(() => {
  toasts = createToasts();
});

function renderOverview(place: Partial<OverviewPlace> = {}, orders = fakeOrdersApi(), invoices = fakeInvoicesApi()) {
  const onPlace = vi.fn();
  const onOpenOrder = vi.fn();
  // The real after-order machine on the fake calls; its reorder answer is what goes to the cart.
  const afterOrder = createActor(afterOrderMachine.provide({ actors: afterOrderActors({ orders: orders as never }) })).start();
  showAfterOrderToasts(toasts, afterOrder); // as where the app creates its actors
  const onToCart = vi.fn();
  afterOrder.on('order.reordered', ({ answer }) => onToCart(answer));
  // The real lists machine on the fake calls, told the place as the router does; a changed order reloads it.
  const orderList = createActor(orderListMachine.provide({ actors: orderListActors({ orders, invoices }) })).start();
  showOrderListToasts(toasts, orderList);
  afterOrder.on('order.changed', () => orderList.send({ type: 'lists.refresh' }));
  const onRefused = vi.fn();
  orderList.on('cursor.refused', ({ place: newest }) => onRefused(newest));
  const shown: OverviewPlace = { tab: 'orders', q: '', page: 1, ...place };
  orderList.send({ type: 'place', place: listPlaceOf(shown) });
  renderWithI18n(
    <OverviewScreen
      {...shown}
      lang="nl"
      orderList={orderList}
      onPlace={onPlace}
      placeHref={(next) => `/overview/${next.tab}`}
      orderHref={(id) => `/order/${id}`}
      onOpenOrder={onOpenOrder}
      afterOrder={afterOrder}
    />,
  );
  return { orders, invoices, onPlace, onToCart, onOpenOrder, onRefused };
}

const rowOf = (text: string) => screen.getByRole('rowheader', { name: text }).closest('tr') as HTMLElement;

describe('overview: orders', () => {
  it('lists orders with the labels of spec section 3 and the stage label, newest first as the server sends them', async () => {
    const orders = fakeOrdersApi({ order: orderPage([orderRow(), orderRow({ id: 1041, state: 'production', files: { count: 1, needed: 1 }, reference: 'Beurs' })]) });
    renderOverview({}, orders);
    await screen.findByRole('rowheader', { name: '1042' });
    expect(orders.list).toHaveBeenCalledWith({ kind: 'order', q: '' }, expect.anything());
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 9)).toEqual(['Nummer', 'Orderdatum', 'Referentie', 'Besteller', 'Leverdatum', 'Status', 'Bestanden', 'Omschrijving', 'Partner']);
    const first = within(rowOf('1042'));
    expect(first.getByText('Wacht op bestanden')).toBeTruthy();
    expect(first.getByText('0 van 2')).toBeTruthy();
    expect(first.getByText('20-11-2026')).toBeTruthy();
    expect(first.getByText('Karin de Klant')).toBeTruthy();
    expect(within(rowOf('1041')).getByText('Productie')).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['1042', '1041']);
  });

  it('marks the current tab and moves between tabs', async () => {
    const { onPlace } = renderOverview();
    const nav = screen.getByRole('navigation', { name: 'Overzichten' });
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Facturen' }));
    expect(onPlace).toHaveBeenCalledWith({ tab: 'invoices', q: '', page: 1 });
  });

  it('searches by reference or number with Enter', async () => {
    const { onPlace } = renderOverview();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Zoek op referentie of nummer' }), 'Voorjaar{Enter}');
    expect(onPlace).toHaveBeenCalledWith({ tab: 'orders', q: 'Voorjaar', page: 1 });
  });

  it('says "more than" the counted pages while within them', async () => {
    renderOverview({ page: 1 }, fakeOrdersApi({ order: { ...orderPage([orderRow()]), total: 1_000, total_capped: true, next_cursor: 'volgende' } }));
    await screen.findByText('Pagina 1 van meer dan 50');
  });

  it('pages through a long list by the cursors the server gives', async () => {
    const orders = fakeOrdersApi({ order: { ...orderPage([orderRow()]), total: 45, next_cursor: 'volgende' } });
    const { onPlace } = renderOverview({ page: 1 }, orders);
    await screen.findByText('Pagina 1 van 3');
    const pager = screen.getByRole('navigation', { name: "Pagina's" });
    expect(within(pager).getByRole('button', { name: 'Vorige' }).hasAttribute('disabled')).toBe(true);
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Volgende' }));
    expect(onPlace).toHaveBeenCalledWith({ tab: 'orders', q: '', page: 1, cursor: 'volgende' });
  });

  it('opens the page of a cursor and goes back by the previous cursor, with a bounded total', async () => {
    // The server counts up to 1,000 orders (50 pages); page 51 on says only which page it is.
    const deep = { ...orderPage([orderRow()]), page: 5000, total: 1_000, total_capped: true, next_cursor: 'verder', prev_cursor: 'terug' };
    const orders = fakeOrdersApi({ order: deep });
    const { onPlace } = renderOverview({ cursor: 'diep', q: 'actie' }, orders);
    await screen.findByText('Pagina 5000');
    expect(orders.list).toHaveBeenCalledWith({ kind: 'order', q: 'actie', cursor: 'diep' }, expect.anything());
    await userEvent.setup().click(within(screen.getByRole('navigation', { name: "Pagina's" })).getByRole('button', { name: 'Vorige' }));
    expect(onPlace).toHaveBeenCalledWith({ tab: 'orders', q: 'actie', page: 1, cursor: 'terug' });
  });

  it('opens the newest page when the server refuses a kept cursor (another company, edited link)', async () => {
    const orders = fakeOrdersApi({ order: orderPage([orderRow()]) });
    orders.list.mockRejectedValueOnce(new ApiError(422, { message: 'The given data was invalid.', errors: { cursor: ['no'] } }));
    const { onRefused } = renderOverview({ cursor: 'oud', q: 'actie' }, orders);
    await screen.findByRole('rowheader', { name: '1042' });
    expect(orders.list).toHaveBeenLastCalledWith({ kind: 'order', q: 'actie' }, expect.anything());
    expect(onRefused).toHaveBeenCalledWith({ view: 'orders', q: 'actie', page: 1 });
    expect(toastMessages(toasts)).toEqual([]);
  });

  it('says a list could not be loaded and loads it again on "Opnieuw proberen"', async () => {
    const orders = fakeOrdersApi({ order: orderPage([orderRow()]) });
    orders.list.mockRejectedValueOnce(new ApiError(503, { message: 'De orderdienst is even niet bereikbaar' }));
    renderOverview({}, orders);
    expect((await screen.findByRole('alert')).textContent).toBe('De lijst kon niet worden geladen.');
    await waitFor(() => expect(toastMessages(toasts)).toEqual(['De orderdienst is even niet bereikbaar']));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await screen.findByRole('rowheader', { name: '1042' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['nl', 'Het antwoord van de server kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.'],
    ['en', 'The answer from the server could not be read. Please reload the page and try again.'],
  ] as const)('a malformed list answer shows a clear toast in %s, never valibot\'s words', async (lang, sentence) => {
    // The real client and parse: the server's list has a row whose id is no number. The answer
    // comes once the customer's language is active (rendering starts in Dutch).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => { answer = resolve; });
    const fetch = vi.fn(async () => {
      await answered;
      return new Response(JSON.stringify({ ...orderPage([orderRow()]), data: [{ ...orderRow(), id: 'x' }] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const orders = { ...fakeOrdersApi(), list: ordersApi(createApiClient({ prefixUrl: 'http://app.test/api/v1', fetch: fetch as typeof globalThis.fetch })).list };
    renderOverview({}, orders as never);
    await activateLocale(lang);
    answer();
    await waitFor(() => expect(toastMessages(toasts)).toEqual([sentence]));
  });

  it('shows an empty state that says what to do', async () => {
    renderOverview();
    await screen.findByText('U heeft nog geen orders geplaatst.');
  });

  it('says nothing was found for a search without result', async () => {
    const { orders } = renderOverview({ q: 'xyz' });
    await screen.findByText(/Niets gevonden voor “xyz”/);
    expect(orders.list).toHaveBeenCalledWith({ kind: 'order', q: 'xyz' }, expect.anything());
  });

  it('reorders a past order: its prints go to the cart', async () => {
    const orders = fakeOrdersApi({ order: orderPage([orderRow({ state: 'done' })]) });
    const { onToCart } = renderOverview({}, orders);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Order 1042 opnieuw bestellen' }));
    await waitFor(() => expect(onToCart).toHaveBeenCalledWith(expect.objectContaining({ products: [cartPrint('a'), cartPrint('b')] })));
    expect(orders.reorder).toHaveBeenCalledWith(1042);
  });

  it('opens an order by its number', async () => {
    const orders = fakeOrdersApi({ order: orderPage([orderRow()]) });
    const { onOpenOrder } = renderOverview({}, orders);
    const link = await screen.findByRole('link', { name: '1042' });
    expect(link.getAttribute('href')).toBe('/order/1042');
    await userEvent.setup().click(link);
    expect(onOpenOrder).toHaveBeenCalledWith(1042);
  });
});

describe('overview: quotes', () => {
  it('accepts a quote, says so and reloads the list', async () => {
    const orders = fakeOrdersApi({ quote: orderPage([orderRow({ id: 2001, kind: 'quote', state: 'quote' })]) });
    renderOverview({ tab: 'quotes' }, orders);
    expect(within(await screen.findByRole('row', { name: /2001/ })).getByText('Offerte')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Offerte 2001 accepteren' }));
    // Accepting makes a binding order: the customer is asked first, and nothing is sent meanwhile.
    const dialog = await screen.findByRole('alertdialog', { name: 'Offerte 2001 accepteren?' });
    expect(within(dialog).getByText(/bindende order/)).toBeTruthy();
    expect(orders.accept).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Offerte accepteren' }));
    await waitFor(() => expect(orders.accept).toHaveBeenCalledWith(2001));
    await waitFor(() => expect(orders.list).toHaveBeenCalledTimes(2));
    expect(toastMessages(toasts)).toContain('Offerte 2001 is geaccepteerd en staat nu bij uw orders.');
  });

  it('tells the customer when the accepted quote got another delivery date', async () => {
    const orders = fakeOrdersApi({ quote: orderPage([orderRow({ id: 2001, kind: 'quote', state: 'quote' })]) });
    const notice = 'Deze offerte had geen leverdatum; de order is gepland op 2026-11-27 om 17:00, de vroegste gewone leverdatum.';
    orders.accept.mockResolvedValueOnce(notice);
    renderOverview({ tab: 'quotes' }, orders);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Offerte 2001 accepteren' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Offerte accepteren' }));
    await waitFor(() => expect(toastMessages(toasts)).toContain(notice));
  });

  it('shows the server message of a refused (405) action', async () => {
    const orders = fakeOrdersApi({ quote: orderPage([orderRow({ id: 2001, kind: 'quote', state: 'quote' })]) });
    orders.deactivate.mockRejectedValueOnce(new ApiError(405, { message: 'This quote has already been deactivated.' }));
    renderOverview({ tab: 'quotes' }, orders);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Offerte 2001 deactiveren' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Offerte 2001 deactiveren?' })).getByRole('button', { name: 'Deactiveren' }));
    await waitFor(() => expect(toastMessages(toasts)).toContain('This quote has already been deactivated.'));
  });

  it('cancelling the question (Escape) keeps the quote as it was', async () => {
    const orders = fakeOrdersApi({ quote: orderPage([orderRow({ id: 2001, kind: 'quote', state: 'quote' })]) });
    renderOverview({ tab: 'quotes' }, orders);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Offerte 2001 accepteren' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(orders.accept).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Offerte 2001 accepteren' }).hasAttribute('disabled')).toBe(false);
  });

  it('a deactivated quote offers no accept at all: only what would succeed is shown', async () => {
    const orders = fakeOrdersApi({ quote: orderPage([orderRow({ id: 2001, kind: 'quote', state: 'quote', deactivated: true })]) });
    renderOverview({ tab: 'quotes' }, orders);
    expect(await screen.findByText('Offerte (gedeactiveerd)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offerte 2001 accepteren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Offerte 2001 deactiveren' })).toBeNull();
  });

  it('an expired quote offers ordering it again at today\'s price, not accepting it', async () => {
    const expired = orderRow({ id: 2002, kind: 'quote', state: 'quote', actions: { accept: false, deactivate: true, delete: false, reorder: true } });
    renderOverview({ tab: 'quotes' }, fakeOrdersApi({ quote: orderPage([expired]) }));
    expect(await screen.findByRole('button', { name: 'Offerte 2002 opnieuw bestellen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offerte 2002 accepteren' })).toBeNull();
  });
});

describe('overview: templates', () => {
  const templates = () => fakeOrdersApi({ template: orderPage([orderRow({ id: 3001, kind: 'template', state: 'template' })]) });

  it('asks before deleting a template; cancel keeps it', async () => {
    const orders = templates();
    renderOverview({ tab: 'templates' }, orders);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sjabloon 3001 verwijderen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Sjabloon 3001 wordt definitief verwijderd/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(orders.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sjabloon 3001 verwijderen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(orders.remove).toHaveBeenCalledWith(3001));
    await waitFor(() => expect(toastMessages(toasts)).toContain('Sjabloon 3001 is verwijderd.'));
  });

  it('creates an order from a template and names prints that are no longer sold', async () => {
    const orders = templates();
    orders.reorder.mockResolvedValueOnce({ products: [cartPrint('c')], unavailable: [{ product_id: 9, name: 'Oud doek' }], details: {}, contact: {} });
    const { onToCart } = renderOverview({ tab: 'templates' }, orders);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Order maken van sjabloon 3001' }));
    await waitFor(() => expect(onToCart).toHaveBeenCalledWith(expect.objectContaining({ products: [cartPrint('c')] })));
    expect(toastMessages(toasts)).toContain('Oud doek wordt niet meer geleverd en is niet in de winkelwagen gezet.');
  });
});

describe('overview: invoices', () => {
  it('lists invoices with amounts, open or paid, and downloads the PDF', async () => {
    const invoices = fakeInvoicesApi(invoicePage([invoiceRow(), invoiceRow({ id: 4, number: 'F2026-0000', state: 'paid', amount_untaxed: 1000, amount_total: 1210 })]));
    const orders = fakeOrdersApi();
    renderOverview({ tab: 'invoices' }, orders, invoices);
    await screen.findByRole('rowheader', { name: 'F2026-0001' });
    expect(orders.list).not.toHaveBeenCalled();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 7)).toEqual(['Factuurnummer', 'Naam', 'Datum', 'Orders', 'Bedrag excl. btw', 'Bedrag incl. btw', 'Status']);
    const open = within(rowOf('F2026-0001'));
    expect(open.getByText('Open')).toBeTruthy();
    expect(open.getByText(/121,00/)).toBeTruthy();
    expect(within(rowOf('F2026-0000')).getByText('Betaald')).toBeTruthy();
    expect(within(rowOf('F2026-0000')).getByText(/1\.210,00/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'PDF downloaden van factuur F2026-0001' }));
    await waitFor(() => expect(invoices.downloadPdf).toHaveBeenCalledWith(expect.objectContaining({ id: 5, number: 'F2026-0001' })));
  });

  it('says why an invoice PDF could not be downloaded', async () => {
    const invoices = fakeInvoicesApi(invoicePage([invoiceRow()]));
    invoices.downloadPdf.mockRejectedValueOnce(new ApiError(404, { message: 'Deze factuur is er niet meer.' }));
    renderOverview({ tab: 'invoices' }, fakeOrdersApi(), invoices);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'PDF downloaden van factuur F2026-0001' }));
    await waitFor(() => expect(toastMessages(toasts)).toEqual(['Deze factuur is er niet meer.']));
    expect(screen.getByRole('button', { name: 'PDF downloaden van factuur F2026-0001' }).hasAttribute('disabled')).toBe(false);
  });
});
