import { Trans, useLingui } from '@lingui/react/macro';
import { formatEuro, toCents } from '../../../../domain/money.js';
import type { TransportAnswer } from '../../../../domain/transport/answer.js';
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
 * The chosen day has combined transport (DESIGN.md section 7: those days are cheaper): what it saves,
 * in percent of the shipment, once the expedition has priced the cart (the totals show the euros).
 */
export function CombinedTransportNotice({ transport }: { transport: TransportAnswer | null }) {
  const pct = transport?.combi_discount_pct;
  return (
    <p className="pp-notice pp-notice--combi" role="status" data-notice="combi">
      {pct === undefined ? (
        <Trans>Gecombineerd transport: op deze dag gaat uw order mee met andere zendingen, dus betaalt u lagere transportkosten.</Trans>
      ) : (
        <Trans>Gecombineerd transport: op deze dag gaat uw order mee met andere zendingen, dus betaalt u {pct}% minder transportkosten.</Trans>
      )}
    </p>
  );
}

/** A delivery time other than 17:00 costs a surcharge per shipment (DESIGN.md section 7). */
export function ExtraTimeCostNotice({ transport }: { transport: TransportAnswer | null }) {
  const { i18n } = useLingui();
  const amount = transport ? formatEuro(toCents(transport.other_time), i18n.locale === 'en' ? 'en' : 'nl') : null;
  return (
    <p className="pp-notice pp-notice--warning" role="status" data-notice="time-cost">
      {amount === null ? (
        <Trans>Levering op een ander tijdstip dan 17:00 brengt extra kosten met zich mee.</Trans>
      ) : (
        <Trans>Levering op een ander tijdstip dan 17:00 kost {amount} extra (niet bij afhalen).</Trans>
      )}
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
