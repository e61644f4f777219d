// Address modal (its flow is the address machine) and purchaser dropdown of the order form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { addressMachine, type AddressFields } from '../../machines/address.machine.js';
import { defaultDetails, NO_DEFAULTS } from '../../machines/cart.machine.js';
import { pickerRules } from '../../machines/checkout.machine.js';
import { ApiError } from '../../src/shared/api-client/errors.js';
import type { Address, Purchaser } from '../../src/domain/catalog.js';
import type { Contact } from '../../src/domain/order.js';
import { AddressModal } from '../../src/features/checkout/components/order-form/address-modal.js';
import { OrderForm } from '../../src/features/checkout/components/order-form/order-form.js';
import { PurchaserFields, type PurchaserChoice } from '../../src/features/checkout/components/order-form/purchaser-fields.js';
import { renderWithI18n } from './configure-support.js';

const saved: Address = {
  id: 9, key: 'delivery-9', type: 'delivery', name: 'Bakkerij De Zon', dept: '', attn: '', phone: '', email: '',
  street: 'Dorpsstraat 1', zip: '1234 AB', city: 'Zonnedorp', country_id: 'NL',
};

function addressActor(saveAddress: (fields: AddressFields) => Promise<Address>, hasSaved: boolean) {
  const logic = addressMachine.provide({ actors: { saveAddress: fromPromise<Address, AddressFields>(({ input }) => saveAddress(input)) } });
  return createActor(logic, { input: { hasSaved } }).start();
}

function renderModal(saveAddress: (fields: AddressFields) => Promise<Address>, addresses: Address[] = []) {
  const editor = addressActor(saveAddress, addresses.length > 0);
  renderWithI18n(<AddressModal editor={editor} addresses={addresses} chosen={null} />);
  return editor;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Bakkerij De Zon');
  await user.type(screen.getByRole('textbox', { name: 'Straat en huisnummer' }), 'Dorpsstraat 1');
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '1234 AB');
  await user.type(screen.getByRole('textbox', { name: 'Plaats' }), 'Zonnedorp');
}

describe('address modal', () => {
  it('checks the address schema before sending anything', async () => {
    const user = userEvent.setup();
    const saveAddress = vi.fn();
    renderModal(saveAddress);
    await user.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    expect(await screen.findByText('Straat en huisnummer is verplicht')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Naam' }).getAttribute('aria-invalid')).toBe('true');
    expect(saveAddress).not.toHaveBeenCalled();
  });

  it('shows every problem of the form after one save, the postcode judged by the chosen country', async () => {
    const user = userEvent.setup();
    const saveAddress = vi.fn();
    renderModal(saveAddress);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'info@zon');
    await user.type(screen.getByRole('textbox', { name: 'Straat en huisnummer' }), 'Teststraat');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '12');
    // The country is chosen by its name in the customer's language; the ISO code is what is kept.
    await user.click(screen.getByRole('button', { name: /Land/ }));
    await user.click(await screen.findByRole('option', { name: 'België' }));
    await user.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    expect(await screen.findByText('Naam is verplicht')).toBeTruthy();
    expect(screen.getByText('E-mailadres moet een geldig e-mailadres zijn')).toBeTruthy();
    expect(screen.getByText('Vul ook het huisnummer in, bijvoorbeeld Teststraat 12.')).toBeTruthy();
    expect(screen.getByText('Een postcode in België ziet eruit als 1000.')).toBeTruthy();
    expect(screen.getByText('Plaats is verplicht')).toBeTruthy();
    expect(saveAddress).not.toHaveBeenCalled();
  });

  it('saves the chosen country as its ISO code', async () => {
    const user = userEvent.setup();
    const saveAddress = vi.fn().mockResolvedValue(saved);
    renderModal(saveAddress);
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Sonne');
    await user.type(screen.getByRole('textbox', { name: 'Straat en huisnummer' }), 'Hauptstraße 5');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '48529');
    await user.type(screen.getByRole('textbox', { name: 'Plaats' }), 'Nordhorn');
    await user.click(screen.getByRole('button', { name: /Land/ }));
    await user.click(await screen.findByRole('option', { name: 'Duitsland' }));
    await user.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    await waitFor(() => expect(saveAddress).toHaveBeenCalledWith(expect.objectContaining({ country_id: 'DE', zip: '48529' })));
  });

  it('shows the 422 errors under their fields', async () => {
    const user = userEvent.setup();
    const saveAddress = vi.fn().mockRejectedValue(new ApiError(422, { message: 'invalid', errors: { zip: ['Een postcode in Nederland ziet eruit als 1234 AB.'] } }));
    const editor = renderModal(saveAddress);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    expect(await screen.findByText('Een postcode in Nederland ziet eruit als 1234 AB.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Postcode' }).getAttribute('aria-invalid')).toBe('true');
    expect(saveAddress).toHaveBeenCalledWith(expect.objectContaining({ zip: '1234 AB', country_id: 'NL' }));
    expect(editor.getSnapshot().status).toBe('active');
  });

  it('ends with the saved address', async () => {
    const user = userEvent.setup();
    const editor = renderModal(vi.fn().mockResolvedValue(saved));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    await expect(toPromise(editor)).resolves.toEqual({ chosen: 9, saved: true });
  });

  it('says Something went wrong (in Dutch) for any other failure and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderModal(vi.fn().mockRejectedValue(new ApiError(500, { message: 'boom' })));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Er ging iets mis. Probeer het opnieuw.');
    expect((screen.getByRole('textbox', { name: 'Plaats' }) as HTMLInputElement).value).toBe('Zonnedorp');
  });

  it('chooses a saved address', async () => {
    const user = userEvent.setup();
    const editor = renderModal(vi.fn(), [saved]);
    await user.click(screen.getByRole('radio', { name: /Dorpsstraat 1/ }));
    await expect(toPromise(editor)).resolves.toEqual({ chosen: 9, saved: false });
  });

  it('Enter in the dialog saves the address, never the order around it (the portal bubbles in React)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const saveAddress = vi.fn().mockResolvedValue(saved);
    const editor = addressActor(saveAddress, false);
    renderWithI18n(
      <OrderForm
        details={{ ...defaultDetails(NO_DEFAULTS), reference: 'PO-1' }}
        contact={{ name: 'Els', email: 'els@example.nl', phone: '0612345678' }}
        shownDate="2026-11-30"
        rules={pickerRules('2026-11-23', null)}
        deadlines={null}
        expeditionFailed={false}
        onExpeditionRetry={() => {}}
        addresses={[]}
        busy={false}
        onDetails={() => {}}
        onContact={() => {}}
        onSubmit={onSubmit}
        purchasers={{ status: 'hidden', purchasers: [] }}
        onPurchaserChoose={() => {}}
        onPurchasersRetry={() => {}}
        addressEditor={editor}
        onAddressOpen={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Bakkerij De Zon');
    await user.type(within(dialog).getByRole('textbox', { name: 'Straat en huisnummer' }), 'Dorpsstraat 1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Postcode' }), '1234 AB');
    await user.type(within(dialog).getByRole('textbox', { name: 'Plaats' }), 'Zonnedorp{Enter}');
    await waitFor(() => expect(saveAddress).toHaveBeenCalled());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('purchaser fields', () => {
  const jan: Purchaser = { id: 3, name: 'Jan de Vries', email: 'jan.devries@example.nl', phone: '0612340000' };
  function Harness({ choice, onRetry = () => {} }: { choice: PurchaserChoice; onRetry?: () => void }) {
    const [contact, setContact] = useState<Contact>({ name: 'Ingrid Inkoop', email: 'inkoop@example.nl', phone: '0301234567' });
    const fill = (id: number) => {
      const chosen = choice.purchasers.find((user) => user.id === id);
      if (chosen) setContact({ name: chosen.name, email: chosen.email, phone: chosen.phone });
    };
    return <PurchaserFields contact={contact} onChange={(change) => setContact((old) => ({ ...old, ...change }))} choice={choice} onChoose={fill} onRetry={onRetry} />;
  }

  it('fills the purchaser from a colleague chosen in the dropdown', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness choice={{ status: 'ready', purchasers: [jan] }} />);
    await user.click(screen.getByRole('button', { name: /Besteller kiezen/ }));
    await user.click(await screen.findByRole('option', { name: 'Jan de Vries' }));
    expect((screen.getByRole('textbox', { name: 'Naam' }) as HTMLInputElement).value).toBe('Jan de Vries');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('jan.devries@example.nl');
    expect((screen.getByRole('textbox', { name: 'Telefoon' }) as HTMLInputElement).value).toBe('0612340000');
  });

  it('has a disabled dropdown while the colleagues load', () => {
    renderWithI18n(<Harness choice={{ status: 'loading', purchasers: [] }} />);
    expect(screen.getByRole('button', { name: /Besteller kiezen/ }).hasAttribute('disabled')).toBe(true);
  });

  it('says the colleagues could not be loaded and offers to try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithI18n(<Harness choice={{ status: 'failed', purchasers: [] }} onRetry={onRetry} />);
    expect(screen.getByText("De collega's konden niet worden geladen.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('has no dropdown for users who may not choose the purchaser', () => {
    const { container } = renderWithI18n(<Harness choice={{ status: 'hidden', purchasers: [] }} />);
    expect(within(container).queryByRole('button', { name: /Besteller kiezen/ })).toBeNull();
  });
});
