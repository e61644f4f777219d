import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { Finish, Product } from '../../src/domain/catalog.js';
import { answerOf, customer } from '../machines/session-fixtures.js';
import { fakeApis, renderApp, screen, waitFor } from './support/render-app.js';

const product = (id: number): Product => ({
  id, name: `Spandoek ${id}`, material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false,
  fixed_width: 0, fixed_height: 0, sides: 1, default_code: 'X', is_favorite: false, min_order_qty: 0, weld_max_mm: 0, kind: 'sheet',
});
const hem: Finish = {
  id: 7, name: 'Zoom', level: 1, finishing_id: 101, default_code: 'AF', location: null, side: 'around',
  products: [{ product_id: 1, level: 1, location: null, sequence: 1 }],
};
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };

/** A logged-in customer on home, then a print of `chosen` started and its wizard open. */
async function inWizard(chosen: Product) {
  const apis = fakeApis();
  apis.auth.refresh.mockResolvedValue({ status: 200, answer: answerOf(customer) });
  const app = renderApp('/', apis);
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  // The print machine opens its copies step; src/app/flow-navigation.ts shows /printer.
  app.services.print.send({ type: 'print.start', product: chosen, finishes: [hem], uuid: 'u-1' });
  await waitFor(() => expect(app.path()).toBe('/printer'));
  await screen.findByRole('heading', { level: 1, name: chosen.name });
  return app;
}
/** What the browser's unload warning asks the router's blockers (TanStack history's beforeunload handler). */
const unloadWarns = (app: Awaited<ReturnType<typeof inWizard>>) =>
  app.router.history._getBlockers().some(({ enableBeforeUnload: warns = true }) => (typeof warns === 'function' ? warns() : warns));

describe('starting a print (owned by the print machine)', () => {
  it('opens the copies step at /printer from wherever the print was started (the selector no longer navigates)', async () => {
    const apis = fakeApis();
    apis.auth.refresh.mockResolvedValue({ status: 200, answer: answerOf(customer) });
    const app = renderApp('/', apis);
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    app.services.print.send({ type: 'print.start', product: product(3), finishes: [hem], uuid: 'u-3' });
    await waitFor(() => expect(app.path()).toBe('/printer'));
    await screen.findByRole('heading', { level: 1, name: 'Spandoek 3' });
  });
});

describe('leaving an active print (spec sections 2 and 4, owned by the print machine)', () => {
  it('asks before the logo leaves; Stay keeps the print, Leave (from Back) removes it and goes on', async () => {
    const app = await inWizard(product(2));
    const user = userEvent.setup();
    expect(unloadWarns(app)).toBe(true);
    await user.click(screen.getByRole('link', { name: 'PrintPortal, naar home' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Print verlaten?' });
    expect(dialog.textContent).toContain('Spandoek 2');
    expect(app.path()).toBe('/printer');
    await user.click(screen.getByRole('button', { name: 'Blijven' }));
    // Home's lists (nav) fail on the offline test client and toast, itself an alertdialog: ask for the leave dialog by name.
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Print verlaten?' })).toBeNull());
    expect(app.path()).toBe('/printer');
    expect(app.services.print.getSnapshot().context.product?.id).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await user.click(await screen.findByRole('button', { name: 'Verlaten' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/selector/catalog'));
    expect(app.services.print.getSnapshot().value).toBe('idle');
    expect(unloadWarns(app)).toBe(false);
  });

  it('goes on to the finishes without asking, and the browser back button returns to the copies', async () => {
    const app = await inWizard(product(1));
    const user = userEvent.setup();
    app.services.print.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(app.path()).toBe('/printer/finishes'));
    expect(screen.queryByRole('alertdialog', { name: 'Print verlaten?' })).toBeNull();
    app.router.history.back();
    await waitFor(() => expect(app.path()).toBe('/printer'));
    expect(app.services.print.getSnapshot().matches({ active: 'copies' })).toBe(true);
    // The finishes URL typed while the copies are open shows the copies.
    await app.router.navigate({ to: '/printer/finishes' });
    await waitFor(() => expect(app.path()).toBe('/printer'));
  });

  it('sends /printer without a print to the selector, and a completed print leaves without asking', async () => {
    const app = await inWizard(product(2));
    const user = userEvent.setup();
    app.services.print.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Verder winkelen' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/selector/catalog'));
    // Nothing asked (the offline cart's failure toasts may show: they are not the question).
    expect(screen.queryByRole('alertdialog', { name: 'Print verlaten?' })).toBeNull();
    await app.router.navigate({ to: '/printer' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/selector/catalog'));
  });
});

describe('plain /overview', () => {
  it('opens the tab the customer used last, as they left it', async () => {
    const apis = fakeApis();
    apis.auth.refresh.mockResolvedValue({ status: 200, answer: answerOf(customer) });
    const app = renderApp('/', apis);
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await app.router.navigate({ to: '/overview' });
    await waitFor(() => expect(app.path()).toBe('/overview/orders'));
    await app.router.navigate({ to: '/overview/quotes', search: { q: 'gevel' } });
    await waitFor(() => expect(app.path()).toBe('/overview/quotes?q=gevel'));
    await app.router.navigate({ to: '/' });
    await app.router.navigate({ to: '/overview' });
    await waitFor(() => expect(app.path()).toBe('/overview/quotes?q=gevel'));
  });
});
