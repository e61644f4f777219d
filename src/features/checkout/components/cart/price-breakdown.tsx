import { useLingui } from '@lingui/react/macro';
import { BREAKDOWN_KINDS } from '../../../../domain/pricing/labels.js';
import { formatEuro, toCents, type MoneyLang } from '../../../../domain/money.js';
import { breakdownLabel } from '../../../../shared/i18n/cost-labels.js';
import type { PriceLine } from '../../../../../machines/cart.machine.js';

/**
 * What a print's price is made of (POST /prices' breakdown): material, quantity discount, welding,
 * finishes, frames, each added up and named in the customer's language.
 */
export function PriceBreakdown({ lines, lang, productName }: { lines: readonly PriceLine[]; lang: MoneyLang; productName: string }) {
  const { t } = useLingui();
  const rows = BREAKDOWN_KINDS.flatMap((kind) => {
    const own = lines.filter((line) => line.kind === kind);
    return own.length === 0 ? [] : [{ kind, cents: own.reduce((sum, line) => sum + toCents(line.amount), 0) }];
  });
  if (rows.length === 0) return null;
  return (
    <dl className="pp-cost-lines pp-cost-lines--print" aria-label={t`Prijsopbouw ${productName}`} data-testid="price-breakdown">
      {rows.map((row) => (
        <div key={row.kind} className="pp-cost-lines__row" data-kind={row.kind}>
          <dt>{breakdownLabel(row.kind)}</dt>
          <dd>{formatEuro(row.cents, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
