import { Trans } from '@lingui/react/macro';
import type { PartnerRef } from '../domain/session.js';
import { Button } from '../ui/button.js';

export interface PartnerChooserProps {
  partners: readonly PartnerRef[];
  onChoose: (partnerId: number) => void;
  /** Offered when switching from a partner already chosen. */
  onCancel?: () => void;
  isPending: boolean;
  currentPartnerId?: number | null;
}

/** The partners a partner account may act for (after a 206 or from the account menu). */
export function PartnerChooser({ partners, onChoose, onCancel, isPending, currentPartnerId }: PartnerChooserProps) {
  return (
    <>
      <p>
        <Trans>Voor welke partner wil je bestellen?</Trans>
      </p>
      <ul className="pp-partner-list">
        {partners.map((partner) => (
          <li key={partner.id}>
            <Button variant={partner.id === currentPartnerId ? 'primary' : 'secondary'} isDisabled={isPending} onPress={() => onChoose(partner.id)}>
              {partner.name}
            </Button>
          </li>
        ))}
      </ul>
      {onCancel ? (
        <div className="pp-dialog__actions">
          <Button variant="quiet" onPress={onCancel} isDisabled={isPending}>
            <Trans>Annuleren</Trans>
          </Button>
        </div>
      ) : null}
    </>
  );
}
