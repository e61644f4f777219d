import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog.js';

export interface RemovePrintConfirmProps {
  /** The product of the print the cart asks about (its `confirmingRemoval` state), or null. */
  productName: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Removing a print loses its copies and finishes: the cart asks first. */
export function RemovePrintConfirm({ productName, onConfirm, onCancel }: RemovePrintConfirmProps) {
  const name = productName ?? '';
  return (
    <ConfirmDialog
      isOpen={productName !== null}
      title={<Trans>Print verwijderen?</Trans>}
      confirmLabel={<Trans>Verwijderen</Trans>}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Trans>{name} gaat met alle regels en afwerkingen uit de winkelwagen. Dit kan niet ongedaan worden gemaakt.</Trans>
    </ConfirmDialog>
  );
}
