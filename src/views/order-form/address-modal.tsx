import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import type { Address } from '../../domain/catalog.js';
import { fieldErrorsOf } from '../../../machines/session-errors.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';
import { TextField } from '../../ui/text-field.js';
import { showToast } from '../../ui/toast-queue.js';

export type AddressFields = Record<'name' | 'dept' | 'attn' | 'phone' | 'email' | 'street' | 'zip' | 'city' | 'country_id', string>;

export interface AddressModalProps {
  addresses: readonly Address[];
  chosen: number | null;
  onChoose: (id: number) => void;
  onClose: () => void;
  saveAddress: (fields: AddressFields) => Promise<Address>;
}

const EMPTY: AddressFields = { name: '', dept: '', attn: '', phone: '', email: '', street: '', zip: '', city: '', country_id: 'NL' };

export function addressLine(address: Address): string {
  return [address.name, address.street, `${address.zip} ${address.city}`, address.country_id].filter(Boolean).join(', ');
}

/** Choose a saved delivery address or add one (POST /addresses; 422 errors under the fields). */
export function AddressModal({ addresses, chosen, onChoose, onClose, saveAddress }: AddressModalProps) {
  const { t } = useLingui();
  const [adding, setAdding] = useState(addresses.length === 0);
  const [fields, setFields] = useState<AddressFields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const labels: Record<keyof AddressFields, string> = {
    name: t`Naam`, dept: t`Afdeling`, attn: t`Ter attentie van`, phone: t`Telefoon`, email: t`E-mail`,
    street: t`Straat en huisnummer`, zip: t`Postcode`, city: t`Plaats`, country_id: t`Land (code)`,
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveAddress(fields);
      showToast(t`Adres opgeslagen`, 'success');
      setErrors({});
      onChoose(saved.id);
      onClose();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      else showToast(t`Er ging iets mis. Probeer het opnieuw.`, 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={t`Bezorgadres`} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      {addresses.length > 0 ? (
        <RadioGroup
          className="pp-address-list"
          value={chosen === null ? null : String(chosen)}
          onChange={(value) => {
            onChoose(Number(value));
            onClose();
          }}
        >
          <Label><Trans>Opgeslagen adressen</Trans></Label>
          {addresses.map((address) => (
            <Radio key={address.key} value={String(address.id)} className="pp-address-list__item">
              {addressLine(address)}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {adding ? (
        <form
          className="pp-address-form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {(Object.keys(EMPTY) as (keyof AddressFields)[]).map((name) => (
            <TextField
              key={name}
              label={labels[name]}
              value={fields[name]}
              onChange={(value) => setFields((old) => ({ ...old, [name]: value }))}
              errors={errors[name]}
            />
          ))}
          <div className="pp-dialog__actions">
            <Button variant="secondary" onPress={onClose}><Trans>Annuleren</Trans></Button>
            <Button type="submit" isDisabled={saving}><Trans>Adres opslaan</Trans></Button>
          </div>
        </form>
      ) : (
        <div className="pp-dialog__actions">
          <Button variant="secondary" onPress={onClose}><Trans>Sluiten</Trans></Button>
          <Button onPress={() => setAdding(true)}><Trans>Nieuw adres</Trans></Button>
        </div>
      )}
    </Modal>
  );
}
