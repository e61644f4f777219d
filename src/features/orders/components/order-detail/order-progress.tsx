import { Trans, useLingui } from '@lingui/react/macro';
import { Label } from 'react-aria-components/Label';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import type { OrderDetail } from '../../../../domain/orders.js';
import { STAGE_LABELS } from '../overview/stage-labels.js';

/** The stages of the order with the current one marked, plus a progress bar for screen readers. */
export function OrderProgress({ progress }: { progress: OrderDetail['progress'] }) {
  const { t, i18n } = useLingui();
  const { stages, current } = progress;
  if (current === null) return null;
  const step = current + 1;
  const count = stages.length;
  const stage = i18n._(STAGE_LABELS[stages[current]!]);
  return (
    <section className="pp-card" aria-labelledby="pp-progress-title">
      <h3 id="pp-progress-title"><Trans>Voortgang</Trans></h3>
      <ProgressBar value={step} minValue={0} maxValue={count} valueLabel={t`Stap ${step} van ${count}: ${stage}`} className="pp-progress-bar">
        {({ percentage, valueText }) => (
          <>
            <Label className="pp-visually-hidden"><Trans>Voortgang van de order</Trans></Label>
            <div className="pp-bar" aria-hidden="true"><div className="pp-bar__fill" style={{ width: `${percentage ?? 0}%` }} /></div>
            <p className="pp-progress__text">{valueText}</p>
          </>
        )}
      </ProgressBar>
      <ol className="pp-progress">
        {stages.map((name, index) => (
          <li
            key={name}
            className={['pp-progress__stage', index < current ? 'pp-progress__stage--past' : ''].join(' ')}
            aria-current={index === current ? 'step' : undefined}
          >
            {i18n._(STAGE_LABELS[name])}
          </li>
        ))}
      </ol>
    </section>
  );
}
