import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../shared/ui/button.js';
import { Modal } from '../../../../shared/ui/modal.js';

interface LeaveDialogProps {
  productName: string;
  /** "Stay": back to the step, nothing lost (Escape too). */
  onStay: () => void;
  /** "Leave": the print that is not complete yet is removed. */
  onLeave: () => void;
}

/** Asked while the print machine is `confirmingLeave` (spec section 2: leaving warns while a print is active). */
export function LeaveDialog({ productName, onStay, onLeave }: LeaveDialogProps) {
  const { t } = useLingui();
  return (
    <Modal title={t`Print verlaten?`} isDismissable onOpenChange={(open) => !open && onStay()} role="alertdialog">
      <p>
        <Trans>
          Uw print van {productName} is nog niet in de winkelwagen gezet. Als u de print verlaat, gaat uw invoer verloren.
        </Trans>
      </p>
      <div className="pp-dialog__actions">
        <Button variant="secondary" onPress={onStay} autoFocus>
          <Trans>Blijven</Trans>
        </Button>
        <Button variant="danger" onPress={onLeave}>
          <Trans>Verlaten</Trans>
        </Button>
      </div>
    </Modal>
  );
}
