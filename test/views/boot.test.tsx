import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { isHolidaySeason } from '../../src/features/session/components/boot-texts.js';
import { fakeApis, renderApp, screen, waitFor } from './support/render-app.js';
import { catalog } from '../machines/session-fixtures.js';
import { deferred } from '../support/deferred.js';

describe('boot screen', () => {
  afterEach(() => vi.useRealTimers());

  it('welcomes the user, rotates its texts every 2 s, says Ready! and opens the wanted page', async () => {
    const apis = fakeApis();
    const products = deferred<[]>();
    apis.catalog.products.mockReturnValueOnce(products.promise);
    const app = renderApp('/login?url=%2Fsettings', apis);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'klant@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'Drukwerk2026!{Enter}');
    expect(await screen.findByText('Welkom, Karin de Klant!')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Opstarten | PrintPortal'));
    // The next text after two seconds (either variant, the date decides).
    await waitFor(() => expect(screen.queryByText('Welkom, Karin de Klant!')).toBeNull());
    expect(app.path()).toBe('/loading?url=%2Fsettings');
    products.resolve([]);
    expect(await screen.findByText('Klaar!')).toBeTruthy();
    await waitFor(() => expect(app.path()).toBe('/settings'));
  });

  it('shows a failed load with a retry that boots when it works', async () => {
    const apis = fakeApis();
    apis.catalog.addresses.mockRejectedValueOnce(new Error('Adressen niet bereikbaar'));
    const app = renderApp('/login', apis);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'klant@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'Drukwerk2026!{Enter}');
    const alert = (await screen.findByText('Het laden van uw gegevens is mislukt.')).closest('[role="alert"]');
    expect(alert?.textContent).toContain('Adressen niet bereikbaar');
    expect(app.session.getSnapshot().matches({ authenticated: 'bootFailed' })).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(apis.catalog.addresses).toHaveBeenCalledTimes(2);
    expect(app.session.getSnapshot().context.catalog).toEqual(catalog);
  });

  it('uses the holiday variant from 7 December to 5 January', async () => {
    expect(isHolidaySeason(new Date(2026, 11, 6))).toBe(false);
    expect(isHolidaySeason(new Date(2026, 11, 7))).toBe(true);
    expect(isHolidaySeason(new Date(2026, 11, 31))).toBe(true);
    expect(isHolidaySeason(new Date(2027, 0, 5))).toBe(true);
    expect(isHolidaySeason(new Date(2027, 0, 6))).toBe(false);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 20, 10, 0));
    const apis = fakeApis();
    apis.catalog.finishes.mockReturnValueOnce(new Promise(() => {}));
    renderApp('/login', apis);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'klant@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'Drukwerk2026!{Enter}');
    await screen.findByText('Welkom, Karin de Klant!');
    expect(document.querySelector('.pp-boot--holiday')).not.toBeNull();
    expect(await screen.findByText('Fijne feestdagen!', {})).toBeTruthy();
  });
});
