import { Trans, useLingui } from '@lingui/react/macro';
import { parseDate, type DateValue } from '@internationalized/date';
import {
  Button, Calendar, CalendarCell, CalendarGrid, DateInput, DatePicker, DateSegment, Dialog, FieldError, Group, Heading, I18nProvider, Label, Popover,
} from 'react-aria-components';
import { deliveryDay, isUnavailable, lastDeliveryDate, type DeliveryCalendar } from '../../../../domain/delivery-date.js';
import { localeFromLang } from '../../../../shared/i18n/locale.js';
import { DayCue, DayLegend } from './delivery-day-cues.js';
import type { TransportAnswer } from '../../../../domain/transport/answer.js';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';

export interface DeliveryDatePickerProps {
  /** yyyy-mm-dd shown in the picker. */
  value: string;
  /** From the checkout machine (its date policy): what each day is, and which are not offered. */
  rules: DeliveryCalendar;
  /** Why the shown date cannot be delivered on, in the customer's language (null: it can). */
  refusal: string | null;
  /** Called with the date exactly as typed or clicked: it is never swapped for another one. */
  onChange: (date: string) => void;
  /** The cart's transport on each class of day, for the legend (from the expedition). */
  dayPrices?: TransportAnswer['days'] | null;
}

/**
 * The delivery date (react-aria DatePicker) in the customer's language (dd-mm-jjjj in Dutch, whatever
 * the browser's locale). The calendar offers no weekends, past dates or server-disabled dates
 * (closing days, today after the cut-off); a date typed into the segments is kept as typed, and when
 * it cannot be delivered on the reason shows under the field (the order is not sent with it). Each
 * offered day shows its class (colour and icon) and combined transport, explained by the legend.
 */
export function DeliveryDatePicker({ value, rules, refusal, onChange, dayPrices }: DeliveryDatePickerProps) {
  const { t, i18n } = useLingui();
  // Every keystroke in a complete date gives a complete date (typing the year passes 0002, 0020 ...):
  // keep each as it is, so the next segment typed changes only itself.
  const choose = (date: DateValue | null) => {
    if (date) onChange(date.toString().slice(0, 10));
  };
  return (
    <I18nProvider locale={localeFromLang(i18n.locale) === 'nl' ? 'nl-NL' : 'en-GB'}>
      <DatePicker
        className="pp-field pp-date-picker"
        value={parseDate(value)}
        minValue={parseDate(rules.today)}
        maxValue={parseDate(lastDeliveryDate(rules.today))}
        isDateUnavailable={(date) => isUnavailable(date.toString(), rules)}
        onChange={choose}
        isInvalid={refusal !== null}
        // The app's own reason under the field, not the browser's: the form is checked on submit.
        validationBehavior="aria"
        shouldForceLeadingZeros
      >
        <Label className="pp-field__label"><Trans>Leverdatum</Trans></Label>
        <Group className="pp-date-picker__group">
          <DateInput className="pp-date-picker__input">{(segment) => <DateSegment segment={segment} className="pp-date-picker__segment" />}</DateInput>
          <Button className="pp-date-picker__button" aria-label={t`Kalender openen`}><CalendarDays aria-hidden="true" size={18} /></Button>
        </Group>
        <FieldError className="pp-field__error">{refusal}</FieldError>
        <Popover className="pp-popover pp-calendar-popover">
          <Dialog className="pp-calendar-dialog" aria-label={t`Kies een leverdatum`}>
            <Calendar className="pp-calendar">
              <header className="pp-calendar__header">
                <Button slot="previous" aria-label={t`Vorige maand`}><ChevronLeft aria-hidden="true" size={18} /></Button>
                <Heading className="pp-calendar__heading" />
                <Button slot="next" aria-label={t`Volgende maand`}><ChevronRight aria-hidden="true" size={18} /></Button>
              </header>
              <CalendarGrid className="pp-calendar__grid">
                {(date) => {
                  const day = deliveryDay(date.toString(), rules);
                  return (
                    <CalendarCell
                      date={date}
                      className="pp-calendar__cell"
                      data-date-class={day?.dateClass}
                      data-combi={day?.isCombi || undefined}
                    >
                      {({ formattedDate }) => (
                        <>
                          {formattedDate}
                          {day ? <DayCue day={day} /> : null}
                        </>
                      )}
                    </CalendarCell>
                  );
                }}
              </CalendarGrid>
            </Calendar>
            <DayLegend prices={dayPrices} />
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
