import { Trans } from '@lingui/react/macro';
import type { DateClass } from '../../../../domain/delivery-date.js';
import { Button } from '../../../../shared/ui/button.js';

/** The notice that goes with the date class (DESIGN.md section 8); nothing for a normal date. */
export function DateClassNotice({ dateClass }: { dateClass: DateClass }) {
  if (dateClass === 'red') {
    return (
      <p className="pp-notice pp-notice--red" role="status" data-date-class="red">
        <Trans>
          Deze leverdatum is normaal gesproken niet haalbaar en gaat met een externe koerier. Zodra uw bestanden binnen zijn
          controleren wij of het lukt.
        </Trans>
      </p>
    );
  }
  if (dateClass === 'warning') {
    return (
      <p className="pp-notice pp-notice--warning" role="status" data-date-class="warning">
        <Trans>Let op: dit is een spoedlevering.</Trans>
      </p>
    );
  }
  return null;
}

/**
 * The chosen day has combined transport (DESIGN.md section 8: those days are cheaper). The portal
 * prices prints only; transport costs are charged apart (the cart's note), so the saving is said in
 * words, never as an amount the portal does not know.
 */
export function CombinedTransportNotice() {
  return (
    <p className="pp-notice pp-notice--combi" role="status" data-notice="combi">
      <Trans>
        Gecombineerd transport: op deze dag gaat uw order mee met andere zendingen, dus betaalt u lagere transportkosten. De
        transportkosten worden apart berekend.
      </Trans>
    </p>
  );
}

export function ExtraTimeCostNotice() {
  return (
    <p className="pp-notice pp-notice--warning" role="status" data-notice="time-cost">
      <Trans>Levering op een ander tijdstip dan 17:00 brengt extra kosten met zich mee.</Trans>
    </p>
  );
}

/** Spec section 8: the transport could not be computed, courier costs may follow. */
export function CourierCostNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="pp-notice pp-notice--red" role="status" data-notice="courier-cost">
      <p>
        <Trans>Oeps, er gaat iets mis met de transportberekening! Mogelijk worden er koerierskosten in rekening gebracht.</Trans>
      </p>
      <Button variant="secondary" onPress={onRetry}>
        <Trans>Opnieuw proberen</Trans>
      </Button>
    </div>
  );
}
