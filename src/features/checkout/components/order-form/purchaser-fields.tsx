import { Trans, useLingui } from '@lingui/react/macro';
import type { Purchaser } from '../../../../domain/catalog.js';
import type { Contact } from '../../../../domain/order.js';
import { Button } from '../../../../shared/ui/button.js';
import { Select } from '../../../../shared/ui/select.js';
import { TextField } from '../../../../shared/ui/text-field.js';

/** The checkout's purchasers region: hidden for customers who may not choose the purchaser. */
export interface PurchaserChoice {
  status: 'hidden' | 'loading' | 'ready' | 'failed';
  purchasers: readonly Purchaser[];
}

export interface PurchaserFieldsProps {
  contact: Contact;
  onChange: (contact: Partial<Contact>) => void;
  choice: PurchaserChoice;
  /** A colleague was chosen: the checkout fills the contact from them. */
  onChoose: (id: number) => void;
  onRetry: () => void;
  /** The order's problems by field path: the contact's are shown under their fields. */
  errors?: Readonly<Record<string, readonly string[]>>;
}

const isEmpty = (value: string) => value.trim() === '';

/** Purchaser name, phone (red when empty) and e-mail, optionally filled from a colleague. */
export function PurchaserFields({ contact, onChange, choice, onChoose, onRetry, errors = {} }: PurchaserFieldsProps) {
  const { t } = useLingui();
  const phoneEmpty = isEmpty(contact.phone);
  return (
    <fieldset className="pp-fieldset" aria-busy={choice.status === 'loading' || undefined}>
      <legend><Trans>Besteller</Trans></legend>
      {choice.status === 'ready' || choice.status === 'loading' ? (
        <Select
          label={t`Besteller kiezen`}
          placeholder={choice.status === 'loading' ? t`Collega's laden…` : t`Kies een collega`}
          isDisabled={choice.status === 'loading'}
          options={choice.purchasers.map((user) => ({ id: user.id, label: user.name }))}
          onSelectionChange={(key) => onChoose(Number(key))}
        />
      ) : null}
      {choice.status === 'failed' ? (
        <div className="pp-notice pp-notice--warning" role="status" data-notice="purchasers">
          <p><Trans>De collega's konden niet worden geladen.</Trans></p>
          <Button variant="secondary" onPress={onRetry}><Trans>Opnieuw proberen</Trans></Button>
        </div>
      ) : null}
      <TextField label={t`Naam`} value={contact.name} onChange={(name) => onChange({ name })} autoComplete="name" errors={errors['contact.name']} />
      <TextField
        label={t`Telefoon`}
        value={contact.phone}
        onChange={(phone) => onChange({ phone })}
        type="tel"
        autoComplete="tel"
        className={phoneEmpty ? 'pp-field--missing' : undefined}
        description={phoneEmpty && !errors['contact.phone'] ? t`Vul een telefoonnummer in` : undefined}
        data-missing={phoneEmpty || undefined}
        errors={errors['contact.phone']}
      />
      {/* type="email" for the phone's keyboard; the form has noValidate, so the app's own rule speaks, not the browser. */}
      <TextField label={t`E-mail`} value={contact.email} onChange={(email) => onChange({ email })} type="email" autoComplete="email" errors={errors['contact.email']} />
    </fieldset>
  );
}
