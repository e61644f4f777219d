import { Trans, useLingui } from '@lingui/react/macro';
import type { Print } from '../../../../domain/print-schema.js';
import { Button } from '../../../../shared/ui/button.js';
import { Modal } from '../../../../shared/ui/modal.js';

interface AddedToCartModalProps {
  productName: string;
  print: Print;
  onContinue: () => void;
  onCheckout: () => void;
}

/** After a print completes: what went into the cart, then shop on or go to the checkout. */
export function AddedToCartModal({ productName, print, onContinue, onCheckout }: AddedToCartModalProps) {
  const { t } = useLingui();
  return (
    <Modal title={t`Toegevoegd aan winkelwagen`} isOpen>
      <p className="pp-added__product">{productName}</p>
      <table className="pp-added__lines">
        <thead>
          <tr>
            <th scope="col"><Trans>Originelen</Trans></th>
            <th scope="col"><Trans>Aantal</Trans></th>
            <th scope="col"><Trans>Afmeting (mm)</Trans></th>
          </tr>
        </thead>
        <tbody>
          {print.copies.slice(0, 100).map((copy, row) => (
            <tr key={row}>
              <td>{copy.originals}</td>
              <td>{copy.quantity}</td>
              <td>{copy.width} x {copy.height}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="pp-dialog__actions">
        <Button variant="secondary" onPress={onContinue}>
          <Trans>Verder winkelen</Trans>
        </Button>
        {/* The likely next step has the focus: Enter goes to the checkout. */}
        <Button onPress={onCheckout} autoFocus>
          <Trans>Afrekenen</Trans>
        </Button>
      </div>
    </Modal>
  );
}
