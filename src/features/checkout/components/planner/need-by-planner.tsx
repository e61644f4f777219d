import { Trans, useLingui } from '@lingui/react/macro';
import { parseDate, type DateValue } from '@internationalized/date';
import { useSelector } from '@xstate/react';
import {
  Button as AriaButton, Calendar, CalendarCell, CalendarGrid, DateInput, DatePicker, DateSegment, Dialog, Group, Heading, I18nProvider, Label, Popover,
} from 'react-aria-components';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { DEFAULT_DELIVERY_TIME, DELIVERY_TIMES } from '../../../../domain/delivery-moment.js';
import type { DeliverySlot } from '../../../../domain/need-by-plan.js';
import { localeFromLang } from '../../../../shared/i18n/locale.js';
import { Select } from '../../../../shared/ui/select.js';
import type { plannerMachine } from '../../../../../machines/planner.machine.js';
import type { ActorRefFrom } from 'xstate';
import { PlanAnswer } from './plan-answer.js';
import './need-by-planner.css';

export interface NeedByPlannerProps {
  planner: ActorRefFrom<typeof plannerMachine>;
  lang: string;
  /** What is planned for, said under the heading. */
  scope: 'cart' | 'product' | 'standard';
  /** In the checkout: takes an option's delivery moment as the order's date and time. */
  onChoose?: (slot: DeliverySlot) => void;
}

/**
 * "Wanneer moet het er zijn?": the customer's date and hour go to the planner machine as they are
 * chosen; the answer is the machine's plan, read back from the snapshot.
 */
export function NeedByPlanner({ planner, lang, scope, onChoose }: NeedByPlannerProps) {
  const { t } = useLingui();
  const needBy = useSelector(planner, (snapshot) => snapshot.context.needBy);
  const hour = needBy?.hour ?? DEFAULT_DELIVERY_TIME;
  const choose = (date: DateValue | null) => {
    if (date) planner.send({ type: 'needBy.change', needBy: { date: date.toString().slice(0, 10), hour } });
  };
  return (
    <section className="pp-card pp-planner" aria-labelledby="pp-planner-heading" data-planner={scope}>
      <h3 id="pp-planner-heading"><Trans>Wanneer moet het er zijn?</Trans></h3>
      <p className="pp-planner__scope">
        {scope === 'cart' ? <Trans>Voor alle producten in uw winkelwagen.</Trans> : null}
        {scope === 'product' ? <Trans>Voor dit product.</Trans> : null}
        {scope === 'standard' ? <Trans>Voor een product met de standaard levertijd; in de winkelwagen rekenen we met uw producten.</Trans> : null}
      </p>
      <div className="pp-planner__fields">
        <I18nProvider locale={localeFromLang(lang) === 'nl' ? 'nl-NL' : 'en-GB'}>
          <DatePicker
            className="pp-field pp-date-picker"
            value={needBy ? parseDate(needBy.date) : null}
            onChange={choose}
            shouldForceLeadingZeros
          >
            <Label className="pp-field__label"><Trans>Datum</Trans></Label>
            <Group className="pp-date-picker__group">
              <DateInput className="pp-date-picker__input">{(segment) => <DateSegment segment={segment} className="pp-date-picker__segment" />}</DateInput>
              <AriaButton className="pp-date-picker__button" aria-label={t`Kalender openen voor de gewenste datum`}><CalendarDays aria-hidden="true" size={18} /></AriaButton>
            </Group>
            <Popover className="pp-popover">
              <Dialog className="pp-calendar-dialog" aria-label={t`Kies de datum waarop het er moet zijn`}>
                <Calendar className="pp-calendar">
                  <header className="pp-calendar__header">
                    <AriaButton slot="previous" aria-label={t`Vorige maand`}><ChevronLeft aria-hidden="true" size={18} /></AriaButton>
                    <Heading className="pp-calendar__heading" />
                    <AriaButton slot="next" aria-label={t`Volgende maand`}><ChevronRight aria-hidden="true" size={18} /></AriaButton>
                  </header>
                  <CalendarGrid className="pp-calendar__grid">{(date) => <CalendarCell date={date} className="pp-calendar__cell" />}</CalendarGrid>
                </Calendar>
              </Dialog>
            </Popover>
          </DatePicker>
        </I18nProvider>
        <Select
          label={t`Uiterlijk om`}
          options={DELIVERY_TIMES.map((time) => ({ id: time, label: `${time}:00` }))}
          selectedKey={hour}
          onSelectionChange={(key) => {
            if (needBy) planner.send({ type: 'needBy.change', needBy: { date: needBy.date, hour: Number(key) } });
          }}
          isDisabled={!needBy}
        />
      </div>
      <PlanAnswer planner={planner} lang={lang} {...(onChoose ? { onChoose } : {})} />
    </section>
  );
}
