import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderState } from '../../../../domain/orders.js';
import { STAGE_LABELS, stageTone } from './stage-labels.js';

/** The state of an order with the stage label of spec section 4. */
export function StageBadge({ state, deactivated = false }: { state: OrderState; deactivated?: boolean }) {
  const { i18n } = useLingui();
  const label = i18n._(STAGE_LABELS[state]);
  return (
    <span className={`pp-stage pp-stage--${stageTone(state, deactivated)}`} data-state={state}>
      {deactivated ? <Trans>{label} (gedeactiveerd)</Trans> : label}
    </span>
  );
}
