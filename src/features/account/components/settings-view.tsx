import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountErrors } from '../../../../machines/account.machine.js';
import type { Address } from '../../../domain/catalog.js';
import type { Settings, User } from '../../../domain/session.js';
import { isNewEmail } from '../../../domain/settings.js';
import { Button } from '../../../shared/ui/button.js';
import { Checkbox } from '../../../shared/ui/checkbox.js';
import { Select } from '../../../shared/ui/select.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { useAppServices } from '../../../app/app-context.js';
import { CompanyDetails } from './company-details.js';
import '../../../shared/ui/lists.css';

export interface SettingsViewProps {
  user: User;
  settings: Settings;
  addresses: readonly Address[];
}

const NO_ADDRESS = 'none';

/**
 * Name, e-mail, phone, language, the order defaults, the mails about orders, larger text and the default address. The
 * typed values are the view's; the account machine checks, saves and keeps the errors.
 */
export function SettingsView({ user, settings, addresses }: SettingsViewProps) {
  const { t } = useLingui();
  const { account } = useAppServices();
  const snapshot = useSelector(account, (current) => current);
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [lang, setLang] = useState(user.lang === 'en' ? 'en' : 'nl');
  const [approvePdf, setApprovePdf] = useState(settings.approve_pdf);
  const [pickupDefault, setPickupDefault] = useState(settings.pickup_default);
  const [zoomText, setZoomText] = useState(settings.zoom_text);
  const [filesReminder, setFilesReminder] = useState(settings.mails?.files_reminder ?? true);
  const [shippedMail, setShippedMail] = useState(settings.mails?.shipped ?? true);
  const [addressId, setAddressId] = useState<string>(settings.default_address_id ? String(settings.default_address_id) : NO_ADDRESS);
  // After each save the address field shows the login address again (a new one counts only once
  // its mailed link is opened) and the password is not kept: what was typed belongs to the save it
  // was typed after (the account machine counts them), so a later save leaves it behind.
  const saves = snapshot.context.saves;
  const [login, setLogin] = useState({ saves, email: user.email, password: '' });
  const typed = login.saves === saves ? login : { saves, email: user.email, password: '' };
  const { email, password: currentPassword } = typed;
  const setEmail = (value: string) => setLogin({ ...typed, email: value });
  const setCurrentPassword = (value: string) => setLogin({ ...typed, password: value });

  const errors: AccountErrors = snapshot.matches('invalid') || snapshot.matches('failed') ? snapshot.context.errors : {};
  const shown = (field: keyof AccountErrors) => errors[field];
  // A new login address needs the current password (a stolen session alone must not change it).
  const emailChanged = isNewEmail(email, user.email);
  const saving = snapshot.matches('saving');

  const submit = () =>
    account.send({
      type: 'settings.save',
      currentEmail: user.email,
      input: {
        name, email, phone, lang, current_password: currentPassword,
        approve_pdf: approvePdf, pickup_default: pickupDefault, zoom_text: zoomText,
        default_address_id: addressId === NO_ADDRESS ? null : Number(addressId),
        mails: { files_reminder: filesReminder, shipped: shippedMail },
      },
    });

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
          submit();
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
        <fieldset aria-describedby="pp-settings-mails-note">
          <legend><Trans>E-mails over uw orders</Trans></legend>
          <Checkbox isSelected={filesReminder} onChange={setFilesReminder}><Trans>Herinnering als drukbestanden een werkdag voor de deadline nog ontbreken</Trans></Checkbox>
          <Checkbox isSelected={shippedMail} onChange={setShippedMail}><Trans>Bericht met de track-and-tracelink als een order verzonden is</Trans></Checkbox>
          <p id="pp-settings-mails-note" className="pp-field__description"><Trans>Facturen sturen wij altijd per e-mail, met de PDF als bijlage.</Trans></p>
        </fieldset>
        <fieldset>
          <legend><Trans>Weergave</Trans></legend>
          <Checkbox isSelected={zoomText} onChange={setZoomText}><Trans>Grotere tekst</Trans></Checkbox>
        </fieldset>
        <Button type="submit" isDisabled={snapshot.hasTag('busy')}>
          {saving ? <Trans>Bezig met opslaan…</Trans> : <Trans>Opslaan</Trans>}
        </Button>
      </form>
      {user.company ? <CompanyDetails company={user.company} /> : null}
    </section>
  );
}
