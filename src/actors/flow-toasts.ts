// The one way a flow asks for a toast: its machine emits an event, and this listener, attached when
// the actor is created (so no toast is lost while a screen is still loading), words it in the
// customer's language.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ADDRESS_REQUIRED, type OrderIssue } from '../../machines/checkout.machine.js';
import { showToast } from '../ui/toast-queue.js';
import type { CheckoutActor, PrintActor } from './shop-actors.js';

/** The order form's field titles: an issue toast is the field's title plus the message (spec section 5). */
const FIELD_TITLES: Record<string, MessageDescriptor> = {
  'contact.name': msg`Naam`,
  'contact.email': msg`E-mail`,
  'contact.phone': msg`Telefoon`,
  'details.reference': msg`Referentie`,
  'details.delivery_date': msg`Leverdatum`,
  'details.pickup': msg`Afhalen`,
  'details.pack': msg`Verpakking`,
  'details.address': msg`Afleveradres`,
  'details.remarks': msg`Opmerkingen`,
  products: msg`Producten`,
};

export function orderIssueText(issue: OrderIssue): string {
  const title = FIELD_TITLES[issue.path] ?? (issue.path.startsWith('products') ? FIELD_TITLES.products : undefined);
  const message = issue.message === ADDRESS_REQUIRED ? i18n._(msg`kies een afleveradres of kies afhalen`) : issue.message;
  return `${title ? i18n._(title) : issue.path}: ${message}`;
}

export function showPrintToasts(print: PrintActor): void {
  print.on('copies.refused', () => showToast(i18n._(msg`Controleer de regels: niet alles is goed ingevuld`), 'error'));
}

export function showCheckoutToasts(checkout: CheckoutActor): void {
  checkout.on('order.invalid', ({ issues }) => issues.forEach((issue) => showToast(orderIssueText(issue), 'error')));
  checkout.on('order.refused', ({ message }) => showToast(message, 'error'));
  checkout.on('order.failed', () =>
    showToast(i18n._(msg`Er is een fout opgetreden bij het plaatsen van de order. Neem contact op met de klantenservice`), 'error'),
  );
  checkout.on('expedition.failed', () => showToast(i18n._(msg`Er is iets misgegaan bij het ophalen van de data`), 'error'));
}
