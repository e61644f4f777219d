import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatEuro } from '../../../../domain/money.js';
import type { DeliverySlot, NeedByRefusal, PlanOption } from '../../../../domain/need-by-plan.js';
import { formatMoment } from '../../../../shared/i18n/dates.js';
import { Button } from '../../../../shared/ui/button.js';
import type { plannerMachine } from '../../../../../machines/planner.machine.js';

interface PlanAnswerProps {
  planner: ActorRefFrom<typeof plannerMachine>;
  lang: string;
  onChoose?: (slot: DeliverySlot) => void;
}

const slotText = (slot: DeliverySlot, lang: string) => `${formatMoment(slot.date, lang)} ${slot.hour}:00`;

/** What an option's transport costs by the tariff, and what makes it dearer or cheaper. */
function OptionCost({ option, lang }: { option: PlanOption; lang: string }) {
  const amount = option.cost === null ? null : formatEuro(option.cost, lang === 'en' ? 'en' : 'nl');
  const parts = [
    option.speed === 'rush' ? <Trans key="rush">spoedtoeslag</Trans> : null,
    option.delivery.hour === 17 ? null : <Trans key="hour">toeslag levertijd</Trans>,
    option.isCombi ? <Trans key="combi">gecombineerd transport (voordeliger)</Trans> : null,
  ].filter((part) => part !== null);
  const why = parts.length === 0 ? [<Trans key="standard">standaard transport</Trans>] : parts.flatMap((part, index) => (index === 0 ? [part] : [', ', part]));
  return (
    <>
      {amount === null ? <Trans>Transport: prijs volgt</Trans> : <Trans>Transport {amount}</Trans>} ({why})
    </>
  );
}

function SpeedName({ option }: { option: PlanOption }) {
  return option.speed === 'rush' ? <Trans>Spoed</Trans> : <Trans>Normaal</Trans>;
}

function RefusalText({ reason }: { reason: NeedByRefusal }) {
  if (reason === 'past') return <Trans>Deze datum is al voorbij.</Trans>;
  if (reason === 'tooFar') return <Trans>Zo ver vooruit plannen we nog niet: tot een jaar vooruit.</Trans>;
  return <Trans>Dit halen we niet meer, ook niet met spoed.</Trans>;
}

/** The planner's answer: the options worth weighing with their deadlines and cost, or why not and the nearest. */
export function PlanAnswer({ planner, lang, onChoose }: PlanAnswerProps) {
  const { t } = useLingui();
  const plan = useSelector(planner, (snapshot) => snapshot.context.plan);
  const needBy = useSelector(planner, (snapshot) => snapshot.context.needBy);
  const failed = useSelector(planner, (snapshot) => snapshot.matches('failed'));
  const pending = useSelector(planner, (snapshot) => snapshot.hasTag('pending'));
  if (failed) {
    return (
      <div className="pp-notice pp-notice--red" role="alert">
        <Trans>De planning kon niet worden geladen.</Trans>{' '}
        <Button variant="secondary" onPress={() => planner.send({ type: 'facts.retry' })}><Trans>Opnieuw proberen</Trans></Button>
      </div>
    );
  }
  if (!needBy) return <p className="pp-planner__hint"><Trans>Kies de datum en het uur waarop uw drukwerk er moet zijn.</Trans></p>;
  if (pending || !plan) return <p className="pp-planner__hint" role="status"><Trans>Planning wordt berekend…</Trans></p>;

  if (plan.kind === 'unreachable') {
    return (
      <div className="pp-planner__answer" role="status" data-plan="unreachable">
        <p className="pp-notice pp-notice--red"><RefusalText reason={plan.reason} /></p>
        {plan.nearest.length > 0 ? <p><Trans>Het dichtstbijzijnde dat wel kan:</Trans></p> : null}
        <OptionList options={plan.nearest} lang={lang} cheapest={null} onChoose={onChoose} chooseLabel={t`Kies deze datum`} />
      </div>
    );
  }
  const cheapest = plan.cheapest;
  const deliveredAt = slotText(cheapest.delivery, lang);
  const orderBy = formatMoment(cheapest.orderBy, lang);
  return (
    <div className="pp-planner__answer" role="status" data-plan="planned">
      <p className="pp-notice pp-notice--ok" data-plan-cheapest>
        <Trans>Goedkoopst: levering {deliveredAt}; bestellen en bestanden aanleveren uiterlijk {orderBy}.</Trans>
      </p>
      <dl className="pp-dl pp-planner__latest">
        {plan.latestRegular ? (
          <>
            <dt><Trans>Uiterlijk bestellen (normaal)</Trans></dt><dd data-plan-latest="regular">{formatMoment(plan.latestRegular.orderBy, lang)}</dd>
            <dt><Trans>Uiterlijk bestanden (normaal)</Trans></dt><dd>{formatMoment(plan.latestRegular.filesBy, lang)}</dd>
          </>
        ) : null}
        {plan.latestRush ? (
          <>
            <dt><Trans>Uiterlijk bestellen (spoed)</Trans></dt><dd data-plan-latest="rush">{formatMoment(plan.latestRush.orderBy, lang)}</dd>
            <dt><Trans>Uiterlijk bestanden (spoed)</Trans></dt><dd>{formatMoment(plan.latestRush.filesBy, lang)}</dd>
          </>
        ) : null}
      </dl>
      <OptionList options={plan.options} lang={lang} cheapest={cheapest} onChoose={onChoose} chooseLabel={t`Kies deze datum`} />
    </div>
  );
}

interface OptionListProps {
  options: readonly PlanOption[];
  lang: string;
  cheapest: PlanOption | null;
  onChoose: ((slot: DeliverySlot) => void) | undefined;
  chooseLabel: string;
}

/** One line per option: arrival, speed, the latest moment to order and send files, and its cost. */
function OptionList({ options, lang, cheapest, onChoose, chooseLabel }: OptionListProps) {
  return (
    <ul className="pp-planner__options">
      {options.map((option) => {
        const isCheapest = option === cheapest;
        const arrives = slotText(option.delivery, lang);
        const before = formatMoment(option.orderBy, lang);
        return (
          <li key={`${option.delivery.date}-${option.delivery.hour}-${option.speed}`} className="pp-planner__option" data-cheapest={isCheapest || undefined}>
            <span className="pp-planner__option-head">
              <strong><SpeedName option={option} /></strong>
              {isCheapest ? <span className="pp-badge"><Trans>goedkoopst</Trans></span> : null}
            </span>
            <span><Trans>Levering {arrives}</Trans></span>
            <span><Trans>Bestellen en bestanden vóór {before}</Trans></span>
            <span className="pp-planner__cost"><OptionCost option={option} lang={lang} /></span>
            {onChoose ? (
              <Button variant={isCheapest ? 'primary' : 'secondary'} onPress={() => onChoose(option.delivery)}>{chooseLabel}</Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
