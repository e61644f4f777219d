import type { TransportAnswer } from '../../../../domain/transport/answer.js';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import type { Address } from '../../../../domain/catalog.js';
import type { DeliveryCalendar } from '../../../../domain/delivery-date.js';
import type { Contact } from '../../../../domain/order.js';
import { Button } from '../../../../shared/ui/button.js';
import { Checkbox } from '../../../../shared/ui/checkbox.js';
import { TextField } from '../../../../shared/ui/text-field.js';
import { readableMessage } from '../../../../shared/i18n/protocol-messages.js';
import type { OrderDetails } from '../../../../../machines/cart.machine.js';
import type { Deadlines, OrderKind } from '../../../../../machines/checkout.machine.js';
import { AddressModal, addressLine, type AddressEditor } from './address-modal.js';
import { DeliveryFields } from './delivery-fields.js';
import { PurchaserFields, type PurchaserChoice } from './purchaser-fields.js';
import { PurchaseOrderFields } from './purchase-order-fields.js';

export interface OrderFormProps {
  details: OrderDetails;
  contact: Contact;
  /** The date the picker shows: the chosen one, else the server's suggestion, else 5 days on. */
  shownDate: string;
  rules: DeliveryCalendar;
  deadlines: Deadlines | null;
  /** The cart's shipment and tariff from the expedition: the calendar's transport per class of day. */
  transport?: TransportAnswer | null;
  expeditionFailed: boolean;
  onExpeditionRetry: () => void;
  addresses: readonly Address[];
  /** The customer's company asks for its purchase-order number on every order. */
  poRequired?: boolean;
  busy: boolean;
  /** The server's reason for refusing the last submit (405), shown until the next one. */
  refusal?: string | null;
  /**
   * The problems of the last refused submit by field path ('details.reference'), all at once, each
   * under its field; checked again as the customer types, so a fixed one goes.
   */
  errors?: Readonly<Record<string, readonly string[]>>;
  onDetails: (details: Partial<OrderDetails>) => void;
  onContact: (contact: Partial<Contact>) => void;
  onSubmit: (kind: OrderKind) => void;
  /** The checkout's colleagues to choose the purchaser from (hidden when the customer may not). */
  purchasers: PurchaserChoice;
  onPurchaserChoose: (id: number) => void;
  onPurchasersRetry: () => void;
  /** The address dialog's flow while it is open (the checkout's child `address`). */
  addressEditor?: AddressEditor;
  onAddressOpen: () => void;
}

/**
 * Enter in a one-line field of the order form places nothing: it takes the customer to the
 * "place order" button, where a second, deliberate Enter places the order (a keyboard customer
 * keeps their short way, nobody binds themselves by finishing a field).
 */
function toPlaceButton(event: KeyboardEvent<HTMLFormElement>): void {
  const field = event.target;
  if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || field.type === 'checkbox' || field.type === 'radio') return;
  // The address dialog is rendered in a portal but within this form's React tree: its Enter saves the address.
  if (!event.currentTarget.contains(field)) return;
  event.preventDefault();
  event.currentTarget.querySelector<HTMLButtonElement>('[data-place-order]')?.focus();
}

/** The order form of the checkout (spec section 2): delivery, reference, purchaser, address, options. */
export function OrderForm(props: OrderFormProps) {
  const { details, contact, onDetails, errors = {} } = props;
  const { t, i18n } = useLingui();
  const dateErrors = errors['details.delivery_date'];
  const address = props.addresses.find((candidate) => candidate.id === details.address);
  const referenceEmpty = details.reference.trim() === '';
  const addressText = address ? addressLine(address, i18n.locale) : t`Kies een bezorgadres`;
  // Shown only after a submit without an address, and gone once one is chosen or pickup is ticked.
  const addressMissing = (errors['details.address']?.length ?? 0) > 0 && !details.pickup && details.address === null;
  return (
    // An order is binding: it is placed by its button only, never by Enter in a field (a customer
    // who presses Enter after typing the reference has not decided yet). So the form has no submit
    // button, and the app checks the fields itself (noValidate): its messages, in the customer's
    // language, under each field at once.
    <form className="pp-order-form" aria-label={t`Bestelgegevens`} noValidate onSubmit={(event) => event.preventDefault()} onKeyDown={toPlaceButton}>
      <TextField
        label={t`Referentie`}
        value={details.reference}
        onChange={(reference) => onDetails({ reference })}
        className={referenceEmpty ? 'pp-field--missing' : undefined}
        description={referenceEmpty && !errors['details.reference'] ? t`Vul een referentie in` : undefined}
        data-missing={referenceEmpty || undefined}
        errors={errors['details.reference']}
      />
      <PurchaseOrderFields details={details} onDetails={onDetails} required={props.poRequired === true} errors={errors} />
      <DeliveryFields
        date={props.shownDate}
        hour={details.delivery_hour}
        pack={details.pack}
        rules={props.rules}
        deadlines={props.deadlines}
        transport={props.transport ?? null}
        expeditionFailed={props.expeditionFailed}
        onExpeditionRetry={props.onExpeditionRetry}
        onDate={(delivery_date) => onDetails({ delivery_date })}
        onHour={(delivery_hour) => onDetails({ delivery_hour })}
        onPack={(pack) => onDetails({ pack })}
      />
      {dateErrors ? <p className="pp-field__error" data-field="details.delivery_date">{dateErrors.map(readableMessage).join(' ')}</p> : null}
      <TextField label={t`Opmerkingen`} value={details.remarks} onChange={(remarks) => onDetails({ remarks })} errors={errors['details.remarks']} />
      <PurchaserFields
        contact={contact}
        onChange={props.onContact}
        choice={props.purchasers}
        onChoose={props.onPurchaserChoose}
        onRetry={props.onPurchasersRetry}
        errors={errors}
      />
      <div className="pp-field">
        <span className="pp-field__label" id="pp-address-label"><Trans>Bezorgadres</Trans></span>
        <Button
          id="pp-address-button"
          variant="secondary"
          aria-labelledby="pp-address-label pp-address-button"
          aria-describedby={addressMissing ? 'pp-address-error' : undefined}
          onPress={props.onAddressOpen}
        >
          {addressText}
        </Button>
        {addressMissing ? <p id="pp-address-error" className="pp-field__error"><Trans>Kies een bezorgadres of kies afhalen</Trans></p> : null}
      </div>
      {props.addressEditor ? <AddressModal editor={props.addressEditor} addresses={props.addresses} chosen={details.address} /> : null}
      <Checkbox isSelected={details.pickup} onChange={(pickup) => onDetails({ pickup })}><Trans>Afhalen</Trans></Checkbox>
      <Checkbox isSelected={details.approve_pdf} onChange={(approve_pdf) => onDetails({ approve_pdf })}>
        <Trans>PDF-proef goedkeuren</Trans>
      </Checkbox>
      <Checkbox isSelected={details.archive_files} onChange={(archive_files) => onDetails({ archive_files })}>
        <Trans>Bestanden archiveren</Trans>
      </Checkbox>
      {props.refusal ? <p className="pp-alert" role="alert">{props.refusal}</p> : null}
      <div className="pp-order-form__buttons">
        <Button data-place-order onPress={() => props.onSubmit('order')} isDisabled={props.busy}><Trans>Bestelling plaatsen</Trans></Button>
        <Button variant="secondary" onPress={() => props.onSubmit('quote')} isDisabled={props.busy}><Trans>Offerte aanvragen</Trans></Button>
        <Button variant="secondary" onPress={() => props.onSubmit('template')} isDisabled={props.busy}><Trans>Opslaan als sjabloon</Trans></Button>
      </div>
    </form>
  );
}
