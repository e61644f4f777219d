// The titles of the order form's fields, for the checkout's issue toasts.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

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
