import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/shared/api-client/errors.js';
import type { Settings, User } from '../../src/domain/session.js';
import type { SettingsForm } from '../../src/domain/settings.js';
import { createActor } from 'xstate';
import { accountMachine } from '../../machines/account.machine.js';
import { accountActors } from '../../src/features/account/actors.js';
import { showAccountToasts } from '../../src/features/account/toasts.js';
import type { AppServices } from '../../src/app/create-actors.js';
import { AppServicesProvider } from '../../src/app/app-context.js';
import { SettingsView } from '../../src/features/account/components/settings-view.js';
import { renderWithI18n } from './configure-support.js';
import { toastMessages } from './support/after-order-fixtures.js';
import { createToasts, type Toasts } from '../../src/shared/ui/toast-queue.js';

/** Each test's own toasts, as each app has its own. */
let toasts: Toasts = createToasts();
beforeEach(() => {
  toasts = createToasts();
});

const user: User = {
  id: 1, name: 'Karin de Klant', email: 'klant@example.nl', phone: '0612345678', lang: 'nl',
  partner: { id: 1, name: 'Bakkerij De Zon B.V.' }, is_partner_account: false,
};
const settings: Settings = { pickup_default: false, approve_pdf: true, zoom_text: false, can_choose_purchaser: false, default_address_id: 9 };
const address = { id: 9, key: 'a9', type: 'delivery' as const, name: 'Bakkerij De Zon', dept: '', attn: '', phone: '', email: '', street: 'Zonnestraat 1', zip: '1234 AB', city: 'Utrecht', country_id: 'NL' };

/** The view on a real account machine; PUT /settings is `onSave` (it answers the user and settings as they were). */
function renderSettings(onSave: (form: SettingsForm) => Promise<unknown> = vi.fn(async (_form: SettingsForm) => undefined)) {
  const save = vi.fn(async (form: SettingsForm) => {
    await onSave(form);
    return { user, settings };
  });
  const account = createActor(accountMachine.provide({ actors: accountActors({ save, confirmEmail: vi.fn() }) })).start();
  showAccountToasts(toasts, account);
  renderWithI18n(
    <AppServicesProvider value={{ account } as unknown as AppServices}>
      <SettingsView user={user} settings={settings} addresses={[address]} />
    </AppServicesProvider>,
  );
  return { onSave };
}

describe('settings', () => {
  it('saves every field of spec section 3 and says so', async () => {
    const { onSave } = renderSettings();
    const input = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Naam' });
    await input.clear(name);
    await input.type(name, 'Karin Jansen');
    await input.click(screen.getByRole('checkbox', { name: 'Grotere tekst' }));
    await input.click(screen.getByRole('checkbox', { name: 'Standaard zelf afhalen' }));
    await input.click(screen.getByRole('checkbox', { name: 'Bericht met de track-and-tracelink als een order verzonden is' }));
    await input.click(screen.getByRole('button', { name: /Taal/ }));
    await input.click(await screen.findByRole('option', { name: 'English' }));
    await input.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({
      name: 'Karin Jansen', email: 'klant@example.nl', phone: '0612345678', lang: 'en',
      approve_pdf: true, pickup_default: true, zoom_text: true, default_address_id: 9,
      mails: { files_reminder: true, shipped: false },
    }));
    await waitFor(() => expect(toastMessages(toasts)).toContain('Instellingen opgeslagen'));
  });

  it('checks the form with the shared schema and shows the errors under the fields', async () => {
    const { onSave } = renderSettings();
    const input = userEvent.setup();
    await input.clear(screen.getByRole('textbox', { name: 'Naam' }));
    const email = screen.getByRole('textbox', { name: 'E-mailadres' });
    await input.clear(email);
    await input.type(email, 'geen-adres');
    const phone = screen.getByRole('textbox', { name: 'Telefoon' });
    await input.clear(phone);
    await input.type(phone, '0612');
    await input.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Naam is verplicht')).toBeTruthy();
    expect(screen.getByText('E-mailadres moet een geldig e-mailadres zijn')).toBeTruthy();
    expect(screen.getByText('Telefoon moet minstens 10 tekens hebben')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Naam' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server field errors (422) under the fields', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(422, { message: 'The given data was invalid.', errors: { email: ['Dit e-mailadres is al in gebruik.'] } });
    });
    renderSettings(onSave);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Dit e-mailadres is al in gebruik.');
    expect(screen.getByRole('textbox', { name: 'E-mailadres' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the current password only when the e-mail address changes, and says a link was sent', async () => {
    const { onSave } = renderSettings();
    const input = userEvent.setup();
    expect(screen.queryByLabelText(/Huidig wachtwoord/)).toBeNull();
    const email = screen.getByRole('textbox', { name: 'E-mailadres' });
    await input.clear(email);
    await input.type(email, 'karin@nieuw.example.nl');
    const password = await screen.findByLabelText(/Huidig wachtwoord/);
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await input.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Huidig wachtwoord is verplicht')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await input.type(password, 'Drukwerk2026!');
    await input.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({
      email: 'karin@nieuw.example.nl', current_password: 'Drukwerk2026!',
    })));
    await waitFor(() => expect(toastMessages(toasts)).toContain(
      'Instellingen opgeslagen. We hebben een link gestuurd naar karin@nieuw.example.nl: uw e-mailadres verandert zodra u die opent.',
    ));
    // The address stays until the link is opened; the password is not kept.
    expect((screen.getByRole('textbox', { name: 'E-mailadres' }) as HTMLInputElement).value).toBe('klant@example.nl');
    expect(screen.queryByLabelText(/Huidig wachtwoord/)).toBeNull();
  });

  it('shows a wrong current password (422) under the password field', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(422, { message: 'The given data was invalid.', errors: { current_password: ['Dit is niet uw huidige wachtwoord.'] } });
    });
    renderSettings(onSave);
    const input = userEvent.setup();
    const email = screen.getByRole('textbox', { name: 'E-mailadres' });
    await input.clear(email);
    await input.type(email, 'karin@nieuw.example.nl');
    await input.type(await screen.findByLabelText(/Huidig wachtwoord/), 'verkeerd-wachtwoord');
    await input.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Dit is niet uw huidige wachtwoord.');
  });

  it('can clear the default address', async () => {
    const { onSave } = renderSettings();
    const input = userEvent.setup();
    await input.click(screen.getByRole('button', { name: /Standaard bezorgadres/ }));
    await input.click(await screen.findByRole('option', { name: 'Geen standaardadres' }));
    await input.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ default_address_id: null })));
  });
});
