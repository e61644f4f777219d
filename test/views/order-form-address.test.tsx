// Address modal and purchaser dropdown of the order form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import type { Address } from '../../src/domain/catalog.js';
import type { Contact } from '../../src/domain/order.js';
import { toastQueue } from '../../src/ui/toast-queue.js';
import { AddressModal, type AddressFields } from '../../src/views/order-form/address-modal.js';
import { PurchaserFields } from '../../src/views/order-form/purchaser-fields.js';
import { renderWithI18n } from './configure-support.js';

const saved: Address = {
  id: 9, key: 'delivery-9', type: 'delivery', name: 'Bakkerij De Zon', dept: '', attn: '', phone: '', email: '',
  street: 'Dorpsstraat 1', zip: '1234 AB', city: 'Zonnedorp', country_id: 'NL',
};
const toasts = () => toastQueue.visibleToasts.map((toast) => toast.content.message);

function renderModal(saveAddress: (fields: AddressFields) => Promise<Address>, addresses: Address[] = []) {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  renderWithI18n(<AddressModal addresses={addresses} chosen={null} onChoose={onChoose} onClose={onClose} saveAddress={saveAddress} />);
  return { onChoose, onClose };
}

describe('address modal', () => {
  it('shows the 422 errors under their fields', async () => {
    const user = userEvent.setup();
    const saveAddress = vi.fn().mockRejectedValue(new ApiError(422, { message: 'invalid', errors: { zip: ['A Dutch postcode looks like 1234 AB.'], street: ['Street is required.'] } }));
    const { onChoose } = renderModal(saveAddress);
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '12');
    await user.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    expect(await screen.findByText('Een Nederlandse postcode ziet eruit als 1234 AB.')).toBeTruthy();
    expect(screen.getByText('Straat en huisnummer is verplicht')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Postcode' }).getAttribute('aria-invalid')).toBe('true');
    expect(saveAddress).toHaveBeenCalledWith(expect.objectContaining({ zip: '12', country_id: 'NL' }));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('saves an address, says so and chooses it', async () => {
    const user = userEvent.setup();
    const { onChoose, onClose } = renderModal(vi.fn().mockResolvedValue(saved));
    await user.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(9));
    expect(onClose).toHaveBeenCalled();
    expect(toasts()).toContain('Adres opgeslagen');
  });

  it('shows Something went wrong (in Dutch) for any other failure', async () => {
    const user = userEvent.setup();
    renderModal(vi.fn().mockRejectedValue(new ApiError(500, { message: 'boom' })));
    await user.click(screen.getByRole('button', { name: 'Adres opslaan' }));
    await waitFor(() => expect(toasts()).toContain('Er ging iets mis. Probeer het opnieuw.'));
  });

  it('chooses a saved address', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderModal(vi.fn(), [saved]);
    await user.click(screen.getByRole('radio', { name: /Dorpsstraat 1/ }));
    expect(onChoose).toHaveBeenCalledWith(9);
  });
});

describe('purchaser fields', () => {
  function Harness({ loadPurchasers }: { loadPurchasers?: () => Promise<{ id: number; name: string; email: string; phone: string }[]> }) {
    const [contact, setContact] = useState<Contact>({ name: 'Ingrid Inkoop', email: 'inkoop@example.nl', phone: '0301234567' });
    return <PurchaserFields contact={contact} onChange={(change) => setContact((old) => ({ ...old, ...change }))} loadPurchasers={loadPurchasers} />;
  }

  it('fills the purchaser from a colleague chosen in the dropdown', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness loadPurchasers={() => Promise.resolve([{ id: 3, name: 'Jan de Vries', email: 'jan.devries@example.nl', phone: '0612340000' }])} />);
    await user.click(screen.getByRole('button', { name: /Besteller kiezen/ }));
    await user.click(await screen.findByRole('option', { name: 'Jan de Vries' }));
    expect((screen.getByRole('textbox', { name: 'Naam' }) as HTMLInputElement).value).toBe('Jan de Vries');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('jan.devries@example.nl');
    expect((screen.getByRole('textbox', { name: 'Telefoon' }) as HTMLInputElement).value).toBe('0612340000');
  });

  it('has no dropdown for users who may not choose the purchaser', () => {
    const { container } = renderWithI18n(<Harness />);
    expect(within(container).queryByRole('button', { name: /Besteller kiezen/ })).toBeNull();
  });
});
