import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Purchaser } from '../../domain/catalog.js';
import type { Contact } from '../../domain/order.js';
import { Select } from '../../ui/select.js';
import { TextField } from '../../ui/text-field.js';

export interface PurchaserFieldsProps {
  contact: Contact;
  onChange: (contact: Partial<Contact>) => void;
  /** For users who may choose the purchaser: the partner's active users (GET /users/{partner}). */
  loadPurchasers?: () => Promise<Purchaser[]>;
}

const isEmpty = (value: string) => value.trim() === '';

/** Purchaser name, phone (red when empty) and e-mail, optionally filled from a colleague. */
export function PurchaserFields({ contact, onChange, loadPurchasers }: PurchaserFieldsProps) {
  const { t } = useLingui();
  const [purchasers, setPurchasers] = useState<Purchaser[]>([]);
  useEffect(() => {
    if (!loadPurchasers) return;
    let current = true;
    loadPurchasers().then((list) => current && setPurchasers(list), () => current && setPurchasers([]));
    return () => {
      current = false;
    };
  }, [loadPurchasers]);
  const phoneEmpty = isEmpty(contact.phone);
  return (
    <fieldset className="pp-fieldset">
      <legend><Trans>Besteller</Trans></legend>
      {loadPurchasers ? (
        <Select
          label={t`Besteller kiezen`}
          placeholder={t`Kies een collega`}
          options={purchasers.map((user) => ({ id: user.id, label: user.name }))}
          onSelectionChange={(key) => {
            const chosen = purchasers.find((user) => user.id === Number(key));
            if (chosen) onChange({ name: chosen.name, email: chosen.email, phone: chosen.phone });
          }}
        />
      ) : null}
      <TextField label={t`Naam`} value={contact.name} onChange={(name) => onChange({ name })} autoComplete="name" />
      <TextField
        label={t`Telefoon`}
        value={contact.phone}
        onChange={(phone) => onChange({ phone })}
        type="tel"
        autoComplete="tel"
        className={phoneEmpty ? 'pp-field--missing' : undefined}
        description={phoneEmpty ? t`Vul een telefoonnummer in` : undefined}
        data-missing={phoneEmpty || undefined}
      />
      <TextField label={t`E-mail`} value={contact.email} onChange={(email) => onChange({ email })} type="email" autoComplete="email" />
    </fieldset>
  );
}
