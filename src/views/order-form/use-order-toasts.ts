// What the checkout machine's outside actions show.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { showToast } from '../../ui/toast-queue.js';
import type { OrderIssue } from '../../../machines/checkout.machine.js';

/** The title of the field an order issue is about, e.g. `details.reference` -> Referentie. */
export function useFieldTitle(): (path: string) => string {
  const { t } = useLingui();
  return useMemo(() => {
    const titles: Record<string, string> = {
      'contact.name': t`Naam`,
      'contact.email': t`E-mail`,
      'contact.phone': t`Telefoon`,
      'details.reference': t`Referentie`,
      'details.delivery_date': t`Leverdatum`,
      'details.pickup': t`Afhalen`,
      'details.pack': t`Verpakking`,
      'details.address': t`Afleveradres`,
      'details.remarks': t`Opmerkingen`,
      products: t`Producten`,
    };
    return (path: string) => titles[path] ?? (path.startsWith('products') ? t`Producten` : path);
  }, [t]);
}

export function useOrderToasts() {
  const { t } = useLingui();
  const title = useFieldTitle();
  return useMemo(
    () => ({
      /** Spec section 5: one toast per error, the field's title plus the message. */
      showIssues: (issues: readonly OrderIssue[]) => {
        for (const issue of issues) showToast(`${title(issue.path)}: ${issue.message}`, 'error');
      },
      showRefusal: (message: string) => showToast(message, 'error'),
      showFailure: () =>
        showToast(t`Er is een fout opgetreden bij het plaatsen van de order. Neem contact op met de klantenservice`, 'error'),
      showExpeditionFailure: () => showToast(t`Er is iets misgegaan bij het ophalen van de data`, 'error'),
    }),
    [t, title],
  );
}
