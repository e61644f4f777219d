import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import type { Address } from '../../../../domain/catalog.js';
import { EMPTY_ADDRESS, type addressMachine, type AddressField } from '../../../../../machines/address.machine.js';
import { Button } from '../../../../shared/ui/button.js';
import { Modal } from '../../../../shared/ui/modal.js';
import { TextField } from '../../../../shared/ui/text-field.js';
import { Select } from '../../../../shared/ui/select.js';
import { countryName } from '../../../../domain/country-name.js';
import { countryOptions } from '../../../../shared/i18n/country-names.js';
import { readableMessage } from '../../../../shared/i18n/protocol-messages.js';

export type AddressEditor = ActorRefFrom<typeof addressMachine>;

export interface AddressModalProps {
  /** The checkout's child `address`: the dialog's flow (choosing, adding, saving). */
  editor: AddressEditor;
  addresses: readonly Address[];
  chosen: number | null;
}

export function addressLine(address: Address, locale = 'nl'): string {
  return [address.name, address.street, `${address.zip} ${address.city}`, countryName(address.country_id, locale)].filter(Boolean).join(', ');
}

/** Typed fields; the country is chosen from a list (its ISO code is stored). */
const TEXT_FIELDS = (Object.keys(EMPTY_ADDRESS) as AddressField[]).filter((name) => name !== 'country_id');

/** Choose a saved delivery address or add one (POST /addresses; problems under the fields). */
export function AddressModal({ editor, addresses, chosen }: AddressModalProps) {
  const { t, i18n } = useLingui();
  const adding = useSelector(editor, (snapshot) => snapshot.matches('adding') || snapshot.matches('saving'));
  const saving = useSelector(editor, (snapshot) => snapshot.hasTag('busy'));
  const fields = useSelector(editor, (snapshot) => snapshot.context.fields);
  const errors = useSelector(editor, (snapshot) => snapshot.context.errors);
  const failed = useSelector(editor, (snapshot) => snapshot.context.failed);
  const labels: Record<AddressField, string> = {
    name: t`Naam`, dept: t`Afdeling`, attn: t`Ter attentie van`, phone: t`Telefoon`, email: t`E-mail`,
    street: t`Straat en huisnummer`, zip: t`Postcode`, city: t`Plaats`, country_id: t`Land`,
  };
  const close = () => editor.send({ type: 'address.close' });

  return (
    <Modal title={t`Bezorgadres`} isOpen isDismissable={!saving} onOpenChange={(open) => !open && close()}>
      {addresses.length > 0 ? (
        <RadioGroup
          className="pp-address-list"
          value={chosen === null ? null : String(chosen)}
          isDisabled={adding}
          onChange={(value) => editor.send({ type: 'address.choose', id: Number(value) })}
        >
          <Label><Trans>Opgeslagen adressen</Trans></Label>
          {addresses.map((address) => (
            <Radio key={address.key} value={String(address.id)} className="pp-address-list__item">
              {addressLine(address, i18n.locale)}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {adding ? (
        <form
          className="pp-address-form"
          aria-label={t`Nieuw adres`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog is a portal inside the order form's React tree: its submit must not place the order.
            event.stopPropagation();
            editor.send({ type: 'address.save' });
          }}
        >
          {TEXT_FIELDS.map((name) => (
            <TextField
              key={name}
              label={labels[name]}
              value={fields[name]}
              isDisabled={saving}
              inputMode={name === 'email' ? 'email' : name === 'phone' ? 'tel' : undefined}
              onChange={(value) => editor.send({ type: 'field.change', name, value })}
              errors={errors[name]}
            />
          ))}
          <Select
            label={labels.country_id}
            options={countryOptions(i18n.locale)}
            selectedKey={fields.country_id}
            isDisabled={saving}
            onSelectionChange={(key) => editor.send({ type: 'field.change', name: 'country_id', value: String(key) })}
            errors={errors.country_id?.map(readableMessage)}
          />
          {failed ? (
            <p className="pp-alert" role="alert"><Trans>Er ging iets mis. Probeer het opnieuw.</Trans></p>
          ) : null}
          <div className="pp-dialog__actions">
            <Button variant="secondary" onPress={close} isDisabled={saving}><Trans>Annuleren</Trans></Button>
            <Button type="submit" isDisabled={saving}><Trans>Adres opslaan</Trans></Button>
          </div>
        </form>
      ) : (
        <div className="pp-dialog__actions">
          <Button variant="secondary" onPress={close}><Trans>Sluiten</Trans></Button>
          <Button onPress={() => editor.send({ type: 'address.add' })}><Trans>Nieuw adres</Trans></Button>
        </div>
      )}
    </Modal>
  );
}
