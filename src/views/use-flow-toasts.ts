// The one way a flow asks for a toast: its machine emits an event, and this hook (mounted once in
// the app layout) words it in the customer's language.
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { ADDRESS_REQUIRED, type OrderIssue } from '../../machines/checkout.machine.js';
import { showToast } from '../ui/toast-queue.js';
import { useAppServices } from './app-context.js';
import { useFieldTitle } from './order-form/field-titles.js';
import { useFailureToasts } from './use-failure-toasts.js';

/** One toast per order issue (spec section 5): the field's title plus the message. */
export function useIssueText(): (issue: OrderIssue) => string {
  const { t } = useLingui();
  const title = useFieldTitle();
  return useCallback(
    (issue) => `${title(issue.path)}: ${issue.message === ADDRESS_REQUIRED ? t`kies een afleveradres of kies afhalen` : issue.message}`,
    [t, title],
  );
}

export function useFlowToasts(): void {
  const { t } = useLingui();
  const { print, checkout } = useAppServices();
  const issueText = useIssueText();
  useFailureToasts();
  useEffect(() => {
    const subscriptions = [
      print.on('copies.refused', () => showToast(t`Controleer de regels: niet alles is goed ingevuld`, 'error')),
      checkout.on('order.invalid', ({ issues }) => issues.forEach((issue) => showToast(issueText(issue), 'error'))),
      checkout.on('order.refused', ({ message }) => showToast(message, 'error')),
      checkout.on('order.failed', () =>
        showToast(t`Er is een fout opgetreden bij het plaatsen van de order. Neem contact op met de klantenservice`, 'error'),
      ),
      checkout.on('expedition.failed', () => showToast(t`Er is iets misgegaan bij het ophalen van de data`, 'error')),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [print, checkout, t, issueText]);
}
