import { useLingui } from '@lingui/react/macro';
import {
  DELIVERY_TIMES, PACK_OPTIONS, dateClass, deliveryDay, hasExtraTimeCost, type DeliveryCalendar, type PackValue,
} from '../../../../domain/delivery-date.js';
import { pickerDayRefusal, pickerMomentRefusal, deliveryDayMessages } from '../../../../domain/delivery-refusal.js';
import { packLabel } from '../../../../shared/i18n/pack-labels.js';
import { word } from '../../../../domain/texts/text.js';
import { Select } from '../../../../shared/ui/select.js';
import type { Deadlines } from '../../../../../machines/checkout.machine.js';
import { DeliveryDatePicker } from './delivery-date-picker.js';
import type { TransportAnswer } from '../../../../domain/transport/answer.js';
import { CombinedTransportNotice, CourierCostNotice, DateClassNotice, ExtraTimeCostNotice } from './delivery-notices.js';

export interface DeliveryFieldsProps {
  date: string;
  hour: number;
  pack: PackValue;
  rules: DeliveryCalendar;
  deadlines: Deadlines | null;
  /** The cart's shipment and tariff from the expedition (absent until it answers). */
  transport?: TransportAnswer | null;
  expeditionFailed: boolean;
  /** Asks the expedition again after it failed. */
  onExpeditionRetry: () => void;
  onDate: (date: string) => void;
  onHour: (hour: number) => void;
  onPack: (pack: PackValue) => void;
}

const STANDARD = 'standard';

/** Date (with its class notice and, on a combined-transport day, what it saves), time (extra-cost notice off 17:00) and packaging. */
export function DeliveryFields({ date, hour, pack, rules, deadlines, transport, expeditionFailed, onExpeditionRetry, onDate, onHour, onPack }: DeliveryFieldsProps) {
  const { t } = useLingui();
  const refusal = pickerDayRefusal(date, rules);
  // Today's hours that have come are not offered; one chosen before it came says why under the field.
  const passedHours = DELIVERY_TIMES.filter((time) => pickerMomentRefusal(date, time, rules) === 'hourPassed');
  const hourRefusal = refusal ? null : pickerMomentRefusal(date, hour, rules);
  const chosenClass = deadlines ? dateClass(date, { speed: deadlines.speed_deadlines, regular: deadlines.regular_deadlines }) : 'normal';
  return (
    <div className="pp-delivery" data-date-class={refusal ? undefined : chosenClass}>
      <DeliveryDatePicker value={date} rules={rules} refusal={refusal ? word(deliveryDayMessages[refusal]) : null} onChange={onDate} dayPrices={transport?.days ?? null} />
      {/* A date that cannot be delivered on has no class or saving to tell: only its reason. */}
      {refusal ? null : <DateClassNotice dateClass={chosenClass} />}
      {!refusal && deliveryDay(date, rules)?.isCombi ? <CombinedTransportNotice transport={transport ?? null} /> : null}
      {expeditionFailed ? <CourierCostNotice onRetry={onExpeditionRetry} /> : null}
      <Select
        label={t`Levertijd`}
        options={DELIVERY_TIMES.map((time) => ({ id: time, label: `${time}:00` }))}
        selectedKey={hour}
        disabledKeys={passedHours}
        errors={hourRefusal ? [word(deliveryDayMessages[hourRefusal])] : undefined}
        onSelectionChange={(key) => onHour(Number(key))}
      />
      {hasExtraTimeCost(hour) ? <ExtraTimeCostNotice transport={transport ?? null} /> : null}
      <Select
        label={t`Verpakking`}
        options={[
          { id: STANDARD, label: packLabel(false) },
          ...PACK_OPTIONS.map((option) => ({ id: option.value, label: packLabel(option.value) })),
        ]}
        selectedKey={pack === false ? STANDARD : pack}
        onSelectionChange={(key) => onPack(key === STANDARD ? false : (Number(key) as PackValue))}
      />
    </div>
  );
}
