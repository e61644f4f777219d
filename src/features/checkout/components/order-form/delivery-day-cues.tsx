import { Trans } from '@lingui/react/macro';
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

/** Under the calendar: what the colours and icons of the days mean (DESIGN.md section 8). */
export function DayLegend() {
  return (
    <ul className="pp-calendar__legend">
      <li data-date-class="red">
        <TriangleAlert size={14} aria-hidden />
        <Trans>Rood: normaal niet haalbaar, externe koerier (extra kosten)</Trans>
      </li>
      <li data-date-class="warning">
        <Zap size={14} aria-hidden />
        <Trans>Oranje: spoedlevering</Trans>
      </li>
      <li data-date-class="normal">
        <Trans>Zonder teken: normale levertijd</Trans>
      </li>
      <li data-combi>
        <PiggyBank size={14} aria-hidden />
        <Trans>Gecombineerd transport: lagere transportkosten</Trans>
      </li>
    </ul>
  );
}
