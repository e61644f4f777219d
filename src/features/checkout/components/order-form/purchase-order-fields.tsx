import { useLingui } from '@lingui/react/macro';
import { MAX_COST_CENTRE_LENGTH, MAX_PO_NUMBER_LENGTH } from '../../../../domain/purchase-order.js';
import { TextField } from '../../../../shared/ui/text-field.js';
import type { OrderDetails } from '../../../../../machines/cart.machine.js';

interface PurchaseOrderFieldsProps {
  details: Pick<OrderDetails, 'po_number' | 'cost_centre'>;
  onDetails: (details: Partial<OrderDetails>) => void;
  /** The company asks for its PO number on every order: the field says so while it is empty. */
  required: boolean;
  errors: Readonly<Record<string, readonly string[]>>;
}

/**
 * The customer's own purchase-order number and cost centre, printed on the confirmation and the
 * invoice so their accounts payable can match them. Both optional unless the company asks for the PO number.
 */
export function PurchaseOrderFields({ details, onDetails, required, errors }: PurchaseOrderFieldsProps) {
  const { t } = useLingui();
  const missing = required && details.po_number.trim() === '';
  return (
    <div className="pp-order-form__pair">
      <TextField
        label={required ? t`Inkoopordernummer (verplicht)` : t`Inkoopordernummer`}
        value={details.po_number}
        onChange={(po_number) => onDetails({ po_number })}
        maxLength={MAX_PO_NUMBER_LENGTH}
        className={missing ? 'pp-field--missing' : undefined}
        description={missing && !errors['details.po_number'] ? t`Uw bedrijf vraagt bij elke order om zijn inkoopordernummer` : undefined}
        errors={errors['details.po_number']}
      />
      <TextField
        label={t`Kostenplaats`}
        value={details.cost_centre}
        onChange={(cost_centre) => onDetails({ cost_centre })}
        maxLength={MAX_COST_CENTRE_LENGTH}
        errors={errors['details.cost_centre']}
      />
    </div>
  );
}
