import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/shared/api-client/errors.js';
import { expectToast, fakeApis, renderApp, screen, waitFor } from './support/render-app.js';

describe('forgot password screen', () => {
  it('says the e-mail is required when it is empty, without calling the server', async () => {
    const app = renderApp('/login/forgot');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verstuur link' }));
    await expectToast('E-mailadres is verplicht');
    expect(app.apis.auth.forgot).not.toHaveBeenCalled();
  });

  it("shows the server's success message", async () => {
    const app = renderApp('/login/forgot');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'klant@example.nl{Enter}');
    expect(app.apis.auth.forgot).toHaveBeenCalledWith('klant@example.nl');
    await expectToast('Als dit adres bij ons bekend is, ontvang je een e-mail.');
    await waitFor(() => expect(document.title).toBe('Wachtwoord vergeten | PrintPortal'));
  });
});

describe('reset password screen', () => {
  it('takes the token from the path and the e-mail from the query, then returns to login', async () => {
    const app = renderApp('/login/reset/tok123?email=klant%40example.nl');
    const user = userEvent.setup();
    const email = (await screen.findByLabelText('E-mailadres')) as HTMLInputElement;
    expect(email.value).toBe('klant@example.nl');
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'NieuwWachtwoord1');
    await user.type(screen.getByLabelText('Herhaal wachtwoord'), 'NieuwWachtwoord1');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(app.apis.auth.reset).toHaveBeenCalledWith({
      email: 'klant@example.nl', password: 'NieuwWachtwoord1', password_confirmation: 'NieuwWachtwoord1', token: 'tok123',
    });
    await expectToast('Je wachtwoord is gewijzigd.');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });

  it('shows 422 errors under their fields and a token error as a toast', async () => {
    const apis = fakeApis();
    apis.auth.reset.mockRejectedValueOnce(
      new ApiError(422, {
        message: 'invalid',
        errors: { password: ['Wachtwoord moet minstens 8 tekens hebben'], token: ['Deze link is ongeldig of verlopen; vraag een nieuwe link aan.'] },
      }),
    );
    renderApp('/login/reset/tok123?email=klant%40example.nl', apis);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nieuw wachtwoord'), 'kort');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    const password = screen.getByLabelText('Nieuw wachtwoord');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Wachtwoord moet minstens 8 tekens hebben')).toBeTruthy();
    await expectToast('Deze link is ongeldig of verlopen; vraag een nieuwe link aan.');
  });

  it('shows any other failure as a toast', async () => {
    const apis = fakeApis();
    apis.auth.reset.mockRejectedValueOnce(new ApiError(429, { message: 'Te veel pogingen, probeer het later opnieuw' }));
    renderApp('/login/reset/tok123', apis);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Wachtwoord opslaan' }));
    await expectToast('Te veel pogingen, probeer het later opnieuw');
  });
});
