import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { expectToast, fakeApis, renderApp, screen, waitFor } from './support/render-app.js';
import { answerOf, partnerAccount, partnerChosen } from '../machines/session-fixtures.js';
import { ApiError } from '../../src/shared/api-client/errors.js';

describe('login screen', () => {
  it('shows the login modal with e-mail, password and a forgot-password link', async () => {
    renderApp('/login');
    expect(await screen.findByRole('dialog', { name: 'Inloggen' })).toBeTruthy();
    expect(screen.getByLabelText('E-mailadres')).toBeTruthy();
    expect(screen.getByLabelText('Wachtwoord')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe('/login/forgot');
    await waitFor(() => expect(document.title).toBe('Inloggen | PrintPortal'));
  });

  it('shows schema errors as toasts and does not call the server', async () => {
    const app = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await expectToast('E-mailadres moet een geldig e-mailadres zijn');
    await expectToast('Wachtwoord is verplicht');
    expect(app.apis.auth.login).not.toHaveBeenCalled();
  });

  it('logs in with the password and goes to the boot screen with the wanted url', async () => {
    const app = renderApp('/login?url=%2Fcheckout');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'Klant@Example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'Drukwerk2026!{Enter}');
    expect(app.apis.auth.login).toHaveBeenCalledWith({ type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!' });
    await waitFor(() => expect(app.path()).toBe('/checkout'));
  });

  it('shows the server message of a refused login as a toast', async () => {
    const apis = fakeApis();
    apis.auth.login.mockRejectedValueOnce(new Error('Deze combinatie van e-mail en wachtwoord is onbekend'));
    renderApp('/login', apis);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'klant@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'fout{Enter}');
    await expectToast('Deze combinatie van e-mail en wachtwoord is onbekend');
    expect(screen.getByRole('dialog', { name: 'Inloggen' })).toBeTruthy();
  });

  it('shows the throttle\'s answer of a new device, that a login link went to the account\'s address, on the login screen', async () => {
    const message = 'Te veel mislukte inlogpogingen. Was het wachtwoord juist, dan hebben we een inloglink naar het e-mailadres van het account gestuurd (15 minuten geldig). Anders kunt u het over 15 minuten opnieuw proberen.';
    const apis = fakeApis();
    apis.auth.login.mockRejectedValueOnce(new ApiError(429, { message }));
    renderApp('/login', apis);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'klant@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'Drukwerk2026!{Enter}');
    await expectToast(message);
    expect(screen.getByRole('dialog', { name: 'Inloggen' })).toBeTruthy();
  });

  it('a refused login\'s toast belongs to the login: after the next login works, home shows no trace of it', async () => {
    const apis = fakeApis();
    apis.auth.login.mockRejectedValueOnce(new Error('Dit e-mailadres en wachtwoord horen niet bij elkaar'));
    const app = renderApp('/login', apis);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'klant@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'fout{Enter}');
    await expectToast('Dit e-mailadres en wachtwoord horen niet bij elkaar');
    // Gone with the screen it belongs to, not after its own 8 seconds: its timer stands still, so
    // only leaving the login can take it away. (Waiting a quarter of its time instead failed once
    // on a loaded machine, where home took longer than that to show.)
    app.services.toasts.queue.pauseAll();
    await user.clear(screen.getByLabelText('Wachtwoord'));
    await user.type(screen.getByLabelText('Wachtwoord'), 'Drukwerk2026!{Enter}');
    await waitFor(() => expect(app.path()).toBe('/'));
    await waitFor(() => expect(app.services.toasts.queue.visibleToasts).toEqual([]));
  });

  it('asks a partner account to choose a partner after a 206', async () => {
    const apis = fakeApis();
    apis.auth.login.mockResolvedValueOnce({ status: 206, answer: answerOf(partnerAccount) });
    apis.auth.choosePartner.mockResolvedValueOnce({ status: 200, answer: answerOf(partnerChosen) });
    const app = renderApp('/login', apis);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'partner@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'Drukwerk2026!{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Festival Noorderlicht' }));
    expect(apis.auth.choosePartner).toHaveBeenCalledWith(21);
    await waitFor(() => expect(app.path()).toBe('/'));
  });

  it('logs in automatically with ?token=', async () => {
    const app = renderApp('/login?token=abc123');
    await waitFor(() => expect(app.apis.auth.login).toHaveBeenCalledWith({ type: 'token', token: 'abc123' }));
    await waitFor(() => expect(app.path()).toBe('/'));
  });

  it('sends a visitor without a session to login with the wanted path, without a toast: nothing was tried yet', async () => {
    const app = renderApp('/checkout?ref=mail');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.search).toMatchObject({ ref: 'mail', url: '/checkout?ref=mail' });
    await screen.findByRole('textbox', { name: 'E-mailadres' });
    expect(app.services.toasts.queue.visibleToasts).toEqual([]);
  });
});
