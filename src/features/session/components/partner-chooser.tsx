import { Trans } from '@lingui/react/macro';
import type { PartnerRef } from '../../../domain/session.js';
import { Button } from '../../../shared/ui/button.js';

export interface PartnerChooserProps {
  partners: readonly PartnerRef[];
  onChoose: (partnerId: number) => void;
  /** Offered when switching from a partner already chosen. */
  onCancel?: () => void;
  /** Offered right after login: the account may leave instead of choosing. */
  onLogout?: () => void;
  isPending: boolean;
  currentPartnerId?: number | null;
}

/** The partners a partner account may act for (after a 206 or from the account menu). */
export function PartnerChooser({ partners, onChoose, onCancel, onLogout, isPending, currentPartnerId }: PartnerChooserProps) {
  return (
    <>
      <p>
        <Trans>Voor welke partner wilt u bestellen?</Trans>
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
      {onCancel || onLogout ? (
        <div className="pp-dialog__actions">
          {onCancel ? (
            <Button variant="quiet" onPress={onCancel} isDisabled={isPending}>
              <Trans>Annuleren</Trans>
            </Button>
          ) : null}
          {onLogout ? (
            <Button variant="quiet" onPress={onLogout} isDisabled={isPending}>
              <Trans>Uitloggen</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
