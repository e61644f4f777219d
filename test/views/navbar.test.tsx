import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { HELP_CLOSE_DELAY_MS } from '../../src/shared/ui/contact.js';
import { answerOf, catalog, customer, partnerChosen } from '../machines/session-fixtures.js';
import { deferred } from '../support/deferred.js';
import { act, fireEvent, within } from '@testing-library/react';
import { fakeApis, renderApp, screen, waitFor } from './support/render-app.js';

/** A visitor whose refresh cookie is still valid lands on home without the login screen. */
function restoredApp(answer = answerOf(customer), seenSpecs = true) {
  const apis = fakeApis();
  apis.auth.refresh.mockResolvedValue({ status: 200, answer });
  apis.catalog.specsCheck.mockResolvedValue({ seen_specs: seenSpecs });
  return renderApp('/', apis);
}

describe('navbar', () => {
  it('restores the session, boots and shows home with the page title and cart count', async () => {
    const app = restoredApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(app.path()).toBe('/');
    await waitFor(() => expect(document.title).toBe('Home | PrintPortal'));
    expect(screen.getByRole('link', { name: 'Winkelwagen, 0 prints' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pakket volgen/ }).getAttribute('target')).toBe('_blank');
  });

  it('links orders, quotes, templates and invoices, and goes back inside the portal (home when there is no history)', async () => {
    const app = restoredApp();
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Hoofdmenu' });
    const hrefs = ['Orders', 'Offertes', 'Sjablonen', 'Facturen'].map((name) => within(nav).getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual(['/overview/orders', '/overview/quotes', '/overview/templates', '/overview/invoices']);
    // The first screen of the tab: back stays home instead of leaving the portal.
    await user.click(screen.getByRole('link', { name: 'Terug' }));
    expect(app.path()).toBe('/');
    await user.click(within(nav).getByRole('link', { name: 'Facturen' }));
    await waitFor(() => expect(app.path()).toBe('/overview/invoices'));
    await user.click(screen.getByRole('link', { name: 'Terug' }));
    await waitFor(() => expect(app.path()).toBe('/'));
  });

  it('marks unseen specifications as new and clears the mark after the download', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:specs');
    URL.revokeObjectURL = vi.fn();
    const app = restoredApp(answerOf(customer), false);
    const user = userEvent.setup();
    const account = await screen.findByRole('button', { name: /nieuwe specificaties/ });
    await user.click(account);
    expect(screen.queryByRole('menuitem', { name: /Wissel van partner/ })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: /Specificaties downloaden/ }));
    await waitFor(() => expect(app.session.getSnapshot().context.seenSpecs).toBe(true));
    expect(app.apis.catalog.specs).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /nieuwe specificaties/ })).toBeNull();
  });

  it('offers a partner account (in English) the partner switch, which boots for the new partner', async () => {
    const app = restoredApp(answerOf(partnerChosen));
    app.apis.auth.choosePartner.mockResolvedValueOnce({ status: 200, answer: answerOf({ ...partnerChosen, partner: partnerChosen.partners![1]! }) });
    const user = userEvent.setup();
    const account = await screen.findByRole('button', { name: /Logged in as Peter Partner/ });
    await waitFor(() => expect(app.path()).toBe('/'));
    // The new partner's catalogue answers when the test says so: the boot screen is seen, not raced.
    const newPartnersCatalog = deferred<typeof catalog>();
    app.apis.catalog.catalog.mockImplementationOnce(() => newPartnersCatalog.promise);
    await user.click(account);
    await user.click(await screen.findByRole('menuitem', { name: 'Switch partner' }));
    await user.click(await screen.findByRole('button', { name: 'Festival Noorderlicht' }));
    expect(app.apis.auth.choosePartner).toHaveBeenCalledWith(21);
    await waitFor(() => expect(app.session.getSnapshot().context.user?.partner?.id).toBe(21));
    // The new partner's data loads on the boot screen, which then comes back.
    await waitFor(() => expect(app.path()).toBe('/loading?url=%2F'));
    newPartnersCatalog.resolve(catalog);
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(app.apis.catalog.catalog).toHaveBeenCalledTimes(2);
  });

  it('logs out from the account menu back to login', async () => {
    const app = restoredApp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ingelogd als Karin de Klant/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Uitloggen' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.apis.auth.logout).toHaveBeenCalledTimes(1);
  });

  it('closes the help panel 500 ms after the pointer leaves it', async () => {
    restoredApp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Hulp/ }));
    const panel = await screen.findByRole('region', { name: 'Contact' });
    expect(panel.textContent).toContain('service@printportal.nl');
    const help = panel.closest('.pp-help')!;
    // The clock is the test's from here on: no real waiting, and the exact moment is checked.
    vi.useFakeTimers();
    try {
      fireEvent.pointerLeave(help);
      act(() => vi.advanceTimersByTime(HELP_CLOSE_DELAY_MS - 1));
      expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
