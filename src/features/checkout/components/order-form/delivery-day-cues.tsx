import { Trans, useLingui } from '@lingui/react/macro';
import { formatEuro, toCents } from '../../../../domain/money.js';
import type { TransportAnswer } from '../../../../domain/transport/answer.js';
import { PiggyBank, TriangleAlert, Zap } from 'lucide-react';
import type { DeliveryDay } from '../../../../domain/delivery-date.js';

/** A day's class and combined transport without colour: an icon (the legend names it). */
export function DayCue({ day }: { day: DeliveryDay }) {
  return (
    <span className="pp-calendar__cues" aria-hidden>
      {day.dateClass === 'red' ? <TriangleAlert size={12} /> : null}
      {day.dateClass === 'warning' ? <Zap size={12} /> : null}
      {day.isCombi ? <PiggyBank size={12} /> : null}
    </span>
  );
}

/** The transport of a class of day at 17:00, once the expedition has priced the cart. */
function DayPrice({ euros }: { euros: number | null | undefined }) {
  const { i18n } = useLingui();
  if (euros === undefined) return null;
  // A no-break space: on a phone the amount wraps as a whole, never between € and its figure.
  const amount = euros === null ? null : formatEuro(toCents(euros), i18n.locale === 'en' ? 'en' : 'nl').replace(' ', '\u00a0');
  return <span className="pp-calendar__price">{amount === null ? <Trans>transport: prijs volgt</Trans> : <Trans>transport {amount}</Trans>}</span>;
}

/**
 * Under the calendar: what the colours and icons of the days mean (DESIGN.md section 8), and what
 * the transport costs on each class of day (section 7).
 */
export function DayLegend({ prices }: { prices?: TransportAnswer['days'] | null }) {
  return (
    <ul className="pp-calendar__legend">
      <li data-date-class="red">
        <TriangleAlert size={14} aria-hidden />
        <Trans>Rood: normaal niet haalbaar, externe koerier (extra kosten)</Trans>
        <DayPrice euros={prices?.red} />
      </li>
      <li data-date-class="warning">
        <Zap size={14} aria-hidden />
        <Trans>Oranje: spoedlevering</Trans>
        <DayPrice euros={prices?.rush} />
      </li>
      <li data-date-class="normal">
        <Trans>Zonder teken: normale levertijd</Trans>
        <DayPrice euros={prices?.normal} />
      </li>
      <li data-combi>
        <PiggyBank size={14} aria-hidden />
        <Trans>Gecombineerd transport: lagere transportkosten</Trans>
        <DayPrice euros={prices?.combi} />
      </li>
    </ul>
  );
}
