import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, type EventObject } from 'xstate';
import { uploadMachine, type UploaderEvent, type UploaderInput } from '../../machines/upload.machine.js';
import type { OrderDetail } from '../../src/domain/orders.js';
import { OrderDetailView } from '../../src/features/orders/components/order-detail/order-detail-view.js';
import { renderWithI18n } from './configure-support.js';
import { uploadFileActor } from '../../src/features/orders/actors/upload-file.js';
import type { UploadResult } from '../../src/features/orders/api/files.js';
import { orderDetail } from './support/after-order-fixtures.js';

/** A fake uploader the test drives: each call keeps its sendBack and whether it was aborted. */
function fakeUploader() {
  const calls: { input: UploaderInput; reply: (event: UploaderEvent) => void; aborted: boolean }[] = [];
  const logic = fromCallback<EventObject, UploaderInput>(({ input, sendBack }) => {
    const call = { input, reply: (event: UploaderEvent) => sendBack(event), aborted: false };
    calls.push(call);
    return () => {
      call.aborted = true;
    };
  });
  return { logic, calls };
}

function renderDetail(order: OrderDetail = orderDetail()) {
  const uploader = fakeUploader();
  const stored = vi.fn();
  const handlers = { onDownloadFile: vi.fn(), onDownloadInvoice: vi.fn(), onAccept: vi.fn(), onApprove: vi.fn(), onReorder: vi.fn() };
  renderWithI18n(
    <OrderDetailView
      order={order}
      lang="nl"
      uploadLogic={uploadMachine.provide({
        actors: { uploadFile: uploader.logic },
        // In the app the portal hears of the stored file; here the test does.
        actions: { emitUploaded: ({ context }) => stored(context.orderState ?? '') },
      })}
      busy={false}
      {...handlers}
    />,
  );
  return { uploader, stored, ...handlers };
}

const pdfFile = (name = 'gevel.pdf') => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });
const printCard = (name: RegExp) => screen.getByRole('article', { name }) as HTMLElement;

function chooseFiles(card: HTMLElement, files: File[]) {
  const input = card.querySelector('input[type="file"]') as HTMLInputElement;
  return userEvent.setup({ applyAccept: false }).upload(input, files);
}

describe('order detail', () => {
  it('shows the tracking link once the order has shipped', () => {
    renderDetail(orderDetail({ state: 'transport', tracking: { code: 'JVGL0612', url: null, link: 'https://track.printportal.nl/?code=JVGL0612' } }));
    const link = screen.getByRole('link', { name: 'JVGL0612' });
    expect(link.getAttribute('href')).toBe('https://track.printportal.nl/?code=JVGL0612');
    expect(screen.getByText('Track en trace')).toBeTruthy();
  });

  it('has no tracking row while the order has not shipped', () => {
    renderDetail();
    expect(screen.queryByText('Track en trace')).toBeNull();
  });

  it('shows the stage, the progress through the stages and what is still missing', () => {
    renderDetail();
    expect(screen.getByRole('heading', { name: 'Order 1042' })).toBeTruthy();
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current.textContent).toBe('Wacht op bestanden');
    expect(screen.getByRole('progressbar', { name: 'Voortgang van de order' }).getAttribute('aria-valuetext')).toBe('Stap 1 van 10: Wacht op bestanden');
    expect(screen.getByRole('status').textContent).toContain('Deze order wacht op uw bestanden: 1 regel heeft nog geen bestand dat gedrukt kan worden.');
  });

  it('lets the customer tick approve on an order waiting for files, with the keyboard too', async () => {
    const { onApprove } = renderDetail();
    const approve = screen.getByRole('checkbox', { name: /Order goedkeuren/ });
    expect((approve as HTMLInputElement).checked).toBe(false);
    await userEvent.setup().click(approve);
    expect(onApprove).toHaveBeenCalledTimes(1);
    approve.focus();
    await userEvent.setup().keyboard(' ');
    expect(onApprove).toHaveBeenCalledTimes(2);
  });

  it('offers no approve once the order is past waiting for files', () => {
    const order = orderDetail();
    renderDetail({ ...order, state: 'intake', actions: { ...order.actions, approve: false } });
    expect(screen.queryByRole('checkbox', { name: /Order goedkeuren/ })).toBeNull();
  });

  it('shows prints with copies, finishes, prices, files, delivery details and totals', () => {
    renderDetail();
    const first = within(printCard(/Frontlit 510/));
    expect(first.getByText('1000 × 500')).toBeTruthy();
    expect(first.getByText('Zoom rondom')).toBeTruthy();
    // Finishes per side, sides in the editor's order.
    const finishes = printCard(/Frontlit 510/).querySelector('.pp-print__finishes')!;
    expect([...finishes.children].map((cell) => cell.textContent)).toEqual(['Boven', 'Zoom', 'Links', 'Ringen, Zoom']);
    expect(first.getByText(/80,00/)).toBeTruthy();
    expect(first.getByText('Nog geen bestand: upload één PDF van 1 pagina. Tot dan wacht de order.')).toBeTruthy();
    const second = within(printCard(/Mesh 270/));
    expect(second.getByText('mesh.pdf')).toBeTruthy();
    // Delivery as ordered: the address kept with the order, the day with its time, the packaging by name.
    const delivery = within(screen.getByRole('region', { name: 'Levering' }));
    expect(delivery.getByText('27-11-2026 om 15:00 uur')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Levering' }).querySelector('address')?.textContent).toBe('Bakkerij De ZonWinkelZonnestraat 11234 AB Utrecht');
    expect(delivery.getByText('Per set verpakt')).toBeTruthy();
    expect(screen.getByText('Achterom')).toBeTruthy();
    expect(screen.getByText(/121,00/)).toBeTruthy();
  });

  it('names how each line is printed the way the cart does: single-sided, A/B or A/A', () => {
    const base = orderDetail();
    const [first, ...rest] = base.products;
    const line = first!.copies[0]!;
    const copies = [
      { ...line, id: 1, sides: 1, abaa: 1 },
      { ...line, id: 2, sides: 2, abaa: 1, originals: 2 },
      { ...line, id: 3, sides: 2, abaa: 2 },
    ];
    renderDetail({ ...base, products: [{ ...first!, copies }, ...rest] });
    const cells = within(printCard(/Frontlit 510/)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.filter((text) => text?.startsWith('Enkelzijdig') || text?.startsWith('Dubbelzijdig'))).toEqual([
      'Enkelzijdig', 'Dubbelzijdig A/B', 'Dubbelzijdig A/A',
    ]);
  });

  it('downloads a file of a print', async () => {
    const { onDownloadFile } = renderDetail();
    await userEvent.setup().click(screen.getByRole('button', { name: 'mesh.pdf downloaden' }));
    expect(onDownloadFile).toHaveBeenCalledWith(expect.objectContaining({ id: 3, name: 'mesh.pdf' }));
  });

  it('shows the progress of an upload and reports the new order state with the page-size warning', async () => {
    const { uploader, stored } = renderDetail();
    const card = printCard(/Frontlit 510/);
    await chooseFiles(card, [pdfFile()]);
    expect(uploader.calls.map((call) => [call.input.orderId, call.input.printId, call.input.file.name])).toEqual([[1042, 70, 'gevel.pdf']]);
    act(() => uploader.calls[0]!.reply({ type: 'upload.progress', loaded: 50, total: 100 }));
    const bar = await within(card).findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(within(card).getByText('gevel.pdf uploaden: 50%')).toBeTruthy();
    act(() => uploader.calls[0]!.reply({ type: 'upload.succeeded', result: { warning: 'The page size 210 x 297 mm does not match the ordered size 1000 x 500 mm.', verdict: null, orderState: 'intake' } }));
    await within(card).findByText('gevel.pdf is geüpload.');
    // The server's warning, in the interface language.
    expect(within(card).getByText(/de paginamaat 210 x 297 mm past niet bij de bestelde maat 1000 x 500 mm/)).toBeTruthy();
    expect(stored).toHaveBeenCalledWith('intake');
  });

  it('cancels a running upload', async () => {
    const { uploader } = renderDetail();
    const card = printCard(/Frontlit 510/);
    await chooseFiles(card, [pdfFile()]);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Upload van gevel.pdf annuleren' }));
    expect(uploader.calls[0]!.aborted).toBe(true);
    await within(card).findByText('gevel.pdf: Upload geannuleerd');
  });

  it('refuses a non-PDF with the security message without uploading', async () => {
    const { uploader } = renderDetail();
    const card = printCard(/Frontlit 510/);
    await chooseFiles(card, [new File(['png'], 'foto.png', { type: 'image/png' })]);
    await within(card).findByText(/foto\.png: Het bestand wordt om veiligheidsredenen niet ondersteund\. Zet het om naar PDF of neem contact met ons op\./);
    expect(uploader.calls).toHaveLength(0);
  });

  it('shows the spec messages for server refusals', async () => {
    const { uploader } = renderDetail();
    const card = printCard(/Frontlit 510/);
    await chooseFiles(card, [pdfFile('a.pdf'), pdfFile('b.pdf'), pdfFile('c.pdf')]);
    act(() => uploader.calls[0]!.reply({ type: 'upload.failed', problem: 'too_big' }));
    await waitFor(() => expect(uploader.calls).toHaveLength(2));
    act(() => uploader.calls[1]!.reply({ type: 'upload.failed', problem: 'server' }));
    await waitFor(() => expect(uploader.calls).toHaveLength(3));
    act(() => uploader.calls[2]!.reply({ type: 'upload.failed', problem: 'invalid_type' }));
    await within(card).findByText('a.pdf: Bestand te groot');
    expect(within(card).getByText('b.pdf: Fout in het antwoord van de server')).toBeTruthy();
    expect(within(card).getByText('c.pdf: Ongeldig bestandstype')).toBeTruthy();
  });

  it('shows the server\'s own words when the company\'s storage is full, an upload was too slow or too many run at once', async () => {
    const answers: UploadResult[] = [
      { ok: false, status: 413, message: 'De opslag van uw bedrijf voor drukbestanden (20 GB) is vol: dit bestand past er niet meer in; neem contact met ons op.' },
      { ok: false, status: 408, message: 'De upload ging te langzaam (minder dan 8 KB/s) en is gestopt; probeer het opnieuw over een snellere verbinding.' },
      { ok: false, status: 429, message: 'U uploadt al zoveel bestanden tegelijk als wij aannemen; wacht tot er een klaar is en probeer het dan opnieuw.' },
      { ok: false, status: 503, message: 'server_busy' },
    ];
    const send = vi.fn(() => ({ done: Promise.resolve(answers[send.mock.calls.length - 1]!), abort: () => undefined }));
    renderWithI18n(
      <OrderDetailView
        order={orderDetail()}
        lang="nl"
        uploadLogic={uploadMachine.provide({ actors: { uploadFile: uploadFileActor({ renewToken: vi.fn() }, send) } })}
        busy={false}
        onDownloadFile={vi.fn()} onDownloadInvoice={vi.fn()} onAccept={vi.fn()} onApprove={vi.fn()} onReorder={vi.fn()}
      />,
    );
    const card = printCard(/Frontlit 510/);
    await chooseFiles(card, [pdfFile('a.pdf'), pdfFile('b.pdf'), pdfFile('c.pdf'), pdfFile('d.pdf')]);
    await within(card).findByText(`a.pdf: ${answers[0]!.ok ? '' : answers[0]!.message}`);
    await within(card).findByText(/^b\.pdf: De upload ging te langzaam/);
    await within(card).findByText(/^c\.pdf: U uploadt al zoveel bestanden tegelijk/);
    await within(card).findByText('d.pdf: De server is op dit moment te druk; probeer het over een minuut opnieuw.');
  });

  it('refuses files past the maximum per print', async () => {
    const order = orderDetail();
    const full = { ...order.products[1]!, files: Array.from({ length: 10 }, (_, index) => ({ ...order.products[1]!.files[0]!, id: 100 + index, name: `f${index}.pdf` })) };
    const { uploader } = renderDetail({ ...order, products: [order.products[0]!, full] });
    const card = printCard(/Mesh 270/);
    await chooseFiles(card, [pdfFile('extra.pdf')]);
    await within(card).findByText('extra.pdf: Maximaal aantal bestanden overschreden');
    expect(uploader.calls).toHaveLength(0);
  });

  it('offers no upload once the order is past prepress, and offers the invoice', async () => {
    const { onDownloadInvoice } = renderDetail(orderDetail({
      state: 'invoicing',
      progress: { ...orderDetail().progress, current: 8 },
      actions: { upload: false, approve: false, accept: false, deactivate: false, delete: false, reorder: true },
      invoice: { id: 5, number: 'F2026-0001', state: 'open' },
    }));
    expect(screen.queryByRole('button', { name: /PDF uploaden/ })).toBeNull();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Facturatie');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Factuur downloaden' }));
    expect(onDownloadInvoice).toHaveBeenCalledWith({ id: 5, number: 'F2026-0001', state: 'open' });
  });

  it('offers accept on a quote', async () => {
    const { onAccept } = renderDetail(orderDetail({
      kind: 'quote', state: 'quote', progress: { ...orderDetail().progress, current: null },
      actions: { upload: false, approve: false, accept: true, deactivate: true, delete: false, reorder: false },
    }));
    expect(screen.getByRole('heading', { name: 'Offerte 1042' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Offerte accepteren' }));
    expect(onAccept).toHaveBeenCalled();
  });

  it('opens an order of 500 prints with the first 25 and shows more on request, lines of a long print too', async () => {
    const base = orderDetail().products[0]!;
    const copies = Array.from({ length: 150 }, (_, line) => ({ ...base.copies[0]!, id: line + 1, remark: `regel ${line + 1}` }));
    const products = Array.from({ length: 500 }, (_, index) => ({ ...base, id: 1000 + index, position: index, copies: index === 0 ? copies : base.copies }));
    renderDetail(orderDetail({ products }));
    const user = userEvent.setup();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Meer prints tonen (25 van 500)' }));
    expect(screen.getAllByRole('article')).toHaveLength(50);
    const first = printCard(/^1\. Frontlit 510/);
    expect(within(first).getAllByRole('row')).toHaveLength(101); // the header and the first 100 lines
    await user.click(within(first).getByRole('button', { name: 'Meer regels tonen (100 van 150)' }));
    expect(within(first).getAllByRole('row')).toHaveLength(151);
    expect(within(first).queryByRole('button', { name: /Meer regels tonen/ })).toBeNull();
    // Each line has its own upload: their files and uploads come 20 lines at a time.
    expect(within(first).getAllByRole('region', { name: /^Regel \d+:/ })).toHaveLength(20);
    await user.click(within(first).getByRole('button', { name: 'Bestanden van meer regels tonen (20 van 150)' }));
    expect(within(first).getAllByRole('region', { name: /^Regel \d+:/ })).toHaveLength(40);
  });
});
