import { Trans } from '@lingui/react/macro';
import { Fragment } from 'react';
import { FINISH_SIDES, type FinishSide } from '../../../../domain/catalog.js';
import type { OrderDetailPrint } from '../../../../domain/orders.js';
import { useSideLabels } from '../../../print/index.js';

type OrderedFinish = OrderDetailPrint['finishes'][number];

/** The finishes of a print per side, sides in the editor's order (top, right, bottom, left, ...). */
function perSide(finishes: readonly OrderedFinish[]): [string, OrderedFinish[]][] {
  const groups = new Map<string, OrderedFinish[]>();
  for (const finish of finishes) groups.set(finish.side, [...(groups.get(finish.side) ?? []), finish]);
  const rank = (side: string) => {
    const index = FINISH_SIDES.indexOf(side as FinishSide);
    return index === -1 ? FINISH_SIDES.length : index;
  };
  return [...groups].sort(([one], [other]) => rank(one) - rank(other));
}

/** What the print is finished with, side by side, so the customer can check each edge they ordered. */
export function PrintFinishes({ finishes }: { finishes: readonly OrderedFinish[] }) {
  const sides = useSideLabels();
  if (finishes.length === 0) return null;
  return (
    <>
      <h4><Trans>Afwerkingen</Trans></h4>
      <dl className="pp-dl pp-print__finishes">
        {perSide(finishes).map(([side, onSide]) => (
          <Fragment key={side}>
            <dt>{sides[side as FinishSide] ?? side}</dt>
            <dd>{onSide.map((finish) => (finish.location ? `${finish.name} (${finish.location})` : finish.name)).join(', ')}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
