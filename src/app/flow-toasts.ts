// The one way a flow asks for a toast: its machine emits an event, and this listener, attached when
// the actor is created (so no toast is lost while a screen is still loading), words it in the
// customer's language.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ADDRESS_REQUIRED, type OrderIssue } from '../../machines/checkout.machine.js';
import { finishIssueTextIn, sideLabelsIn, sideRefusalTextIn } from '../shared/i18n/finish-texts.js';
import type { Toasts } from '../shared/ui/toast-queue.js';
import { messagesOf } from '../shared/api-client/errors.js';
import { STAGE_LABELS } from '../features/orders/components/overview/stage-labels.js';
import type { ActorRefFrom } from 'xstate';
import type { printMachine } from '../../machines/print.machine.js';
import type { SheetRefusal } from '../../machines/sheet-import.machine.js';
import type { CartActor } from '../features/checkout/actors/cart-actors.js';
import type { SideRefusal } from '../../machines/finish-sides.machine.js';
import type { Issue } from '../domain/issues.js';
import { failureMessages } from '../../machines/session-errors.js';
import type { AfterOrderActor, CheckoutActor, OrderDetailActor, SessionActor } from './services.js';
import type { OrderListActor } from '../features/orders/actors/order-list-actors.js';

type PrintRef = ActorRefFrom<typeof printMachine>;

/** The order form's field titles: an issue toast is the field's title plus the message (spec section 5). */
const FIELD_TITLES: Record<string, MessageDescriptor> = {
  'contact.name': msg`Naam`,
  'contact.email': msg`E-mail`,
  'contact.phone': msg`Telefoon`,
  'details.reference': msg`Referentie`,
  'details.delivery_date': msg`Leverdatum`,
  'details.pickup': msg`Afhalen`,
  'details.pack': msg`Verpakking`,
  'details.address': msg`Bezorgadres`,
  'details.remarks': msg`Opmerkingen`,
  products: msg`Prints`,
};

export function orderIssueText(issue: OrderIssue): string {
  const title = FIELD_TITLES[issue.path] ?? (issue.path.startsWith('products') ? FIELD_TITLES.products : undefined);
  if (issue.message === ADDRESS_REQUIRED) return `${i18n._(FIELD_TITLES['details.address']!)}: ${i18n._(msg`kies een bezorgadres of kies afhalen`)}`;
  // The rules word their messages in the customer's language starting with the field's title
  // ("Referentie is verplicht", src/domain/texts), or as a sentence of their own (a delivery date
  // we cannot plan); anything else gets the title before it (spec section 5).
  const shownTitle = title ? i18n._(title) : issue.path;
  if (issue.message.toLowerCase().startsWith(`${shownTitle.toLowerCase()} `) || /[.!?]$/.test(issue.message)) return issue.message;
  return `${shownTitle}: ${issue.message}`;
}

/**
 * The configurator's toasts: Next refused on the lines, a refused side, each issue a finishes check
 * found (spec section 5), and the Excel import's outcome. The print tells what its children found as
 * its own events.
 */
export function showPrintToasts(toasts: Toasts, print: PrintRef): void {
  const edits = editToasts(toasts, () => print.send({ type: 'refusal.seen' }));
  print.on('copies.refused', edits.copiesRefused);
  print.on('side.refused', edits.sideRefused);
  print.on('sides.invalid', edits.sidesInvalid);
  print.on('sheet.refused', ({ reason, examplesSkipped }) => showSheetRefusal(toasts, reason, examplesSkipped));
  print.on('sheet.imported', ({ count, examplesSkipped }) => showSheetImported(toasts, count, examplesSkipped));
}

/** The cart's edit modal runs a print machine of its own, whose notices the cart tells as its own: the same toasts. */
export function showCartToasts(toasts: Toasts, cart: CartActor): void {
  const edits = editToasts(toasts, () => cart.send({ type: 'refusal.seen' }));
  cart.on('copies.refused', edits.copiesRefused);
  cart.on('side.refused', edits.sideRefused);
  cart.on('sides.invalid', edits.sidesInvalid);
}

/** The toasts of editing a print; a refused side's toast is answered with `seen` (the finishes child waits for it). */
function editToasts(toasts: Toasts, seen: () => void) {
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
  return {
    copiesRefused: () => toasts.show(i18n._(msg`Controleer de regels: niet alles is goed ingevuld`), 'error'),
    sideRefused: (refusal: SideRefusal) => {
      toasts.show(sideRefusalTextIn(translate, sideLabelsIn(translate), refusal), 'error');
      seen();
    },
    sidesInvalid: ({ issues }: { issues: readonly Issue[] }) => {
      for (const issue of issues) toasts.show(finishIssueTextIn(translate, sideLabelsIn(translate), issue), 'error');
    },
  };
}

/** The Excel import's refusals (spec section 5); the template's example row is never an order line: the toast says it was left out. */
function showSheetRefusal(toasts: Toasts, reason: SheetRefusal, examplesSkipped: number | undefined): void {
  const refusals = {
    notXlsx: msg`Dit bestand is geen Excel-bestand (.xlsx). Kies een .xlsx-bestand, bijvoorbeeld het sjabloon.`,
    unreadable: msg`Dit Excel-bestand kan niet gelezen worden. Sla het op als .xlsx en probeer opnieuw.`,
    empty: msg`Het bestand bevat geen regels.`,
  };
  toasts.show(i18n._(reason === 'empty' && examplesSkipped ? msg`Het bestand bevat alleen de voorbeeldregel; die wordt niet geïmporteerd. Vul uw eigen regels in.` : refusals[reason]), 'error');
}

/** The count of imported lines, and that the example row was skipped. */
function showSheetImported(toasts: Toasts, count: number, examplesSkipped: number | undefined): void {
  const imported = plural(count, { one: '# regel geïmporteerd', other: '# regels geïmporteerd' });
  toasts.show(examplesSkipped ? i18n._(msg`${imported}, voorbeeldregel overgeslagen`) : imported, 'success');
}

const ORDER_INVALID = 'order.invalid';

export function showCheckoutToasts(toasts: Toasts, checkout: CheckoutActor): void {
  // One toast per problem (spec section 5), all at once beside the messages under the fields; a
  // new attempt replaces them, and they go as soon as the form is complete.
  checkout.on('order.invalid', ({ issues }) => {
    toasts.closeGroup(ORDER_INVALID);
    issues.forEach((issue) => toasts.show(orderIssueText(issue), 'error', { group: ORDER_INVALID }));
  });
  checkout.on('issues.resolved', () => toasts.closeGroup(ORDER_INVALID));
  checkout.on('order.placed', () => toasts.closeGroup(ORDER_INVALID));
  checkout.on('order.refused', ({ message }) => toasts.show(message, 'error'));
  checkout.on('order.failed', () =>
    toasts.show(i18n._(msg`Er is een fout opgetreden bij het plaatsen van de order. Neem contact op met de klantenservice`), 'error'),
  );
  // The expedition is asked as soon as the cart is known, often while the app still boots on its way
  // to the checkout: the toast is about the checkout, and stays there.
  checkout.on('expedition.failed', () => toasts.show(i18n._(msg`Er is iets misgegaan bij het ophalen van de data`), 'error', { screen: '/checkout' }));
  checkout.on('address.saved', () => toasts.show(i18n._(msg`Adres opgeslagen`), 'success'));
}

/**
 * The after-order actor's outcomes (overview and order detail): a success toast worded for the screen
 * the customer acted on, the server's notice, each failure message, and a reorder's unavailable prints.
 */
export function showAfterOrderToasts(toasts: Toasts, afterOrder: AfterOrderActor): void {
  afterOrder.on('order.changed', ({ action, orderId: number, notice, screen }) => {
    if (action === 'accept') {
      const accepted = screen === 'detail'
        ? msg`Offerte ${number} is geaccepteerd. Upload nu uw bestanden.`
        : msg`Offerte ${number} is geaccepteerd en staat nu bij uw orders.`;
      toasts.show(i18n._(accepted), 'success');
    }
    if (notice) toasts.show(notice, 'info');
    if (action === 'deactivate') toasts.show(i18n._(msg`Offerte ${number} is gedeactiveerd.`), 'success');
    if (action === 'delete') toasts.show(i18n._(msg`Sjabloon ${number} is verwijderd.`), 'success');
    if (action === 'approve') toasts.show(i18n._(msg`Order ${number} is goedgekeurd en wordt in behandeling genomen.`), 'success');
  });
  afterOrder.on('order.failed', ({ messages }) => messages.forEach((message) => toasts.show(message, 'error')));
  afterOrder.on('order.reordered', ({ answer, hasPrints }) => {
    // With prints in the cart the customer is taken to the checkout: the toasts are for that screen.
    const screen = hasPrints ? '/checkout' : undefined;
    for (const gone of answer.unavailable) {
      const name = gone.name ?? String(gone.product_id);
      toasts.show(i18n._(msg`${name} wordt niet meer geleverd en is niet in de winkelwagen gezet.`), 'error', { screen });
    }
  });
}

/**
 * The order detail could not be fetched (other than not being there) or a file or invoice not
 * downloaded: the error's messages; an upload moved the order on (its last file came in): the new stage.
 */
export function showOrderDetailToasts(toasts: Toasts, orderDetail: OrderDetailActor): void {
  orderDetail.on('detail.failed', ({ error }) => messagesOf(error).forEach((message) => toasts.show(message, 'error')));
  orderDetail.on('download.failed', ({ error }) => messagesOf(error).forEach((message) => toasts.show(message, 'error')));
  orderDetail.on('files.completed', ({ orderState }) => {
    if (!(orderState in STAGE_LABELS)) return;
    const stage = i18n._(STAGE_LABELS[orderState as keyof typeof STAGE_LABELS]);
    toasts.show(i18n._(msg`Alle bestanden zijn binnen. De order staat nu op: ${stage}.`), 'success');
  });
}

/** The heart in the selector could not be saved: it stays as it was. */
export function showFavoriteToasts(toasts: Toasts, session: SessionActor): void {
  session.on('favorite.failed', () => toasts.show(i18n._(msg`De favoriet kon niet worden opgeslagen`), 'error'));
}

/** A list that could not be loaded (the screen also says so, with a retry) and an invoice PDF that could not be downloaded: each message. */
export function showOrderListToasts(toasts: Toasts, orderList: OrderListActor): void {
  orderList.on('list.failed', ({ error }) => failureMessages(error).forEach((message) => toasts.show(message, 'error')));
  orderList.on('download.failed', ({ error }) => failureMessages(error).forEach((message) => toasts.show(message, 'error')));
}
