import { Trans, useLingui } from '@lingui/react/macro';
import { parseDate, type DateValue } from '@internationalized/date';
import {
  Button, Calendar, CalendarCell, CalendarGrid, DateInput, DatePicker, DateSegment, Dialog, Group, Heading, Label, Popover,
} from 'react-aria-components';
import { isUnavailable, lastDeliveryDate, moveDisabledDate, type PickerRules } from '../../domain/delivery-date.js';

export interface DeliveryDatePickerProps {
  /** yyyy-mm-dd shown in the picker. */
  value: string;
  rules: PickerRules;
  /** Called with the date to keep: a disabled day already moved on (spec section 5). */
  onChange: (date: string) => void;
}

/**
 * The delivery date (react-aria DatePicker): weekends, past dates and the server's disabled dates are
 * unavailable; a disabled date that is typed in anyway moves one week on to the start of that week.
 */
export function DeliveryDatePicker({ value, rules, onChange }: DeliveryDatePickerProps) {
  const { t } = useLingui();
  const choose = (date: DateValue | null) => {
    if (!date) return;
    const iso = date.toString().slice(0, 10);
    // Refused: the picker shows it as invalid and keeps the old date (the server refuses it too).
    if (iso < rules.today || iso > lastDeliveryDate(rules.today)) return;
    onChange(moveDisabledDate(iso, rules));
  };
  return (
    <DatePicker
      className="pp-field pp-date-picker"
      value={parseDate(value)}
      minValue={parseDate(rules.today)}
      maxValue={parseDate(lastDeliveryDate(rules.today))}
      isDateUnavailable={(date) => isUnavailable(date.toString(), rules)}
      onChange={choose}
      shouldForceLeadingZeros
    >
      <Label className="pp-field__label"><Trans>Leverdatum</Trans></Label>
      <Group className="pp-date-picker__group">
        <DateInput className="pp-date-picker__input">{(segment) => <DateSegment segment={segment} className="pp-date-picker__segment" />}</DateInput>
        <Button className="pp-date-picker__button" aria-label={t`Kalender openen`}>▾</Button>
      </Group>
      <Popover className="pp-popover">
        <Dialog className="pp-calendar-dialog" aria-label={t`Kies een leverdatum`}>
          <Calendar className="pp-calendar">
            <header className="pp-calendar__header">
              <Button slot="previous" aria-label={t`Vorige maand`}>‹</Button>
              <Heading className="pp-calendar__heading" />
              <Button slot="next" aria-label={t`Volgende maand`}>›</Button>
            </header>
            <CalendarGrid className="pp-calendar__grid">{(date) => <CalendarCell date={date} className="pp-calendar__cell" />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
