import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Address } from '../../domain/catalog.js';
import type { Settings, User } from '../../domain/session.js';
import type { SettingsForm } from '../../domain/settings.js';
import { failureMessages, fieldErrorsOf } from '../../../machines/session-errors.js';
import { Button } from '../../ui/button.js';
import { Checkbox } from '../../ui/checkbox.js';
import { Select } from '../../ui/select.js';
import { TextField } from '../../ui/text-field.js';
import { showToast } from '../../ui/toast-queue.js';
import { checkSettings, fieldMessage, type SettingsErrors } from './field-messages.js';
import '../overview/overview.css';

export interface SettingsViewProps {
  user: User;
  settings: Settings;
  addresses: readonly Address[];
  /** PUT /settings; resolves once saved (the caller swaps the new user and settings in). */
  onSave: (form: SettingsForm) => Promise<void>;
}

const NO_ADDRESS = 'none';

/** Name, e-mail, phone, language, the order defaults, larger text and the default address. */
export function SettingsView({ user, settings, addresses, onSave }: SettingsViewProps) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [lang, setLang] = useState(user.lang === 'en' ? 'en' : 'nl');
  const [approvePdf, setApprovePdf] = useState(settings.approve_pdf);
  const [pickupDefault, setPickupDefault] = useState(settings.pickup_default);
  const [zoomText, setZoomText] = useState(settings.zoom_text);
  const [addressId, setAddressId] = useState<string>(settings.default_address_id ? String(settings.default_address_id) : NO_ADDRESS);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saving, setSaving] = useState(false);

  const shown = (field: keyof SettingsErrors) => errors[field]?.map((message) => fieldMessage(message, i18n));
  // A new login address needs the current password (a stolen session alone must not change it).
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();

  const submit = async () => {
    const checked = checkSettings({
      name, email, phone, lang,
      approve_pdf: approvePdf, pickup_default: pickupDefault, zoom_text: zoomText,
      default_address_id: addressId === NO_ADDRESS ? null : Number(addressId),
      ...(emailChanged ? { current_password: currentPassword } : {}),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (emailChanged && currentPassword === '') {
      setErrors({ current_password: ['current_password is required'] });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(checked.form);
      if (emailChanged) {
        // The address changes only once the link mailed to it is opened (the server says no more).
        const requested = checked.form.email;
        showToast(t`Instellingen opgeslagen. We hebben een link gestuurd naar ${requested}: uw e-mailadres verandert zodra u die opent.`, 'success');
        setEmail(user.email);
        setCurrentPassword('');
      } else {
        showToast(t`Instellingen opgeslagen`, 'success');
      }
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors as SettingsErrors);
      else for (const message of failureMessages(error)) showToast(message, 'error');
    } finally {
      setSaving(false);
    }
  };

  const addressOptions = [
    { id: NO_ADDRESS, label: t`Geen standaardadres` },
    ...addresses.map((address) => ({ id: String(address.id), label: `${address.name}, ${address.street}, ${address.city}` })),
  ];

  return (
    <section className="pp-page pp-settings" data-screen="settings">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset>
          <legend><Trans>Uw gegevens</Trans></legend>
          <TextField label={t`Naam`} name="name" autoComplete="name" value={name} onChange={setName} errors={shown('name')} />
          <TextField label={t`E-mailadres`} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} errors={shown('email')} />
          {emailChanged && (
            <TextField
              label={t`Huidig wachtwoord`}
              name="current_password"
              type="password"
              autoComplete="current-password"
              description={t`Nodig om uw e-mailadres te wijzigen.`}
              value={currentPassword}
              onChange={setCurrentPassword}
              errors={shown('current_password')}
            />
          )}
          <TextField label={t`Telefoon`} name="phone" type="tel" autoComplete="tel" value={phone} onChange={setPhone} errors={shown('phone')} />
          <Select
            label={t`Taal`}
            options={[{ id: 'nl', label: 'Nederlands' }, { id: 'en', label: 'English' }]}
            selectedKey={lang}
            onSelectionChange={(key) => setLang(key === 'en' ? 'en' : 'nl')}
            errors={shown('lang')}
          />
        </fieldset>
        <fieldset>
          <legend><Trans>Bestellen</Trans></legend>
          <Checkbox isSelected={approvePdf} onChange={setApprovePdf}><Trans>PDF-proef goedkeuren voor productie</Trans></Checkbox>
          <Checkbox isSelected={pickupDefault} onChange={setPickupDefault}><Trans>Standaard zelf afhalen</Trans></Checkbox>
          <Select
            label={t`Standaard bezorgadres`}
            options={addressOptions}
            selectedKey={addressId}
            onSelectionChange={(key) => setAddressId(String(key))}
            errors={shown('default_address_id')}
          />
        </fieldset>
        <fieldset>
          <legend><Trans>Weergave</Trans></legend>
          <Checkbox isSelected={zoomText} onChange={setZoomText}><Trans>Grotere tekst</Trans></Checkbox>
        </fieldset>
        <Button type="submit" isDisabled={saving}>
          {saving ? <Trans>Bezig met opslaan…</Trans> : <Trans>Opslaan</Trans>}
        </Button>
      </form>
    </section>
  );
}
