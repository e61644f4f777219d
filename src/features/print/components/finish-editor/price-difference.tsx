import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Product } from '../../../../domain/catalog.js';
import type { FinishChoice } from '../../../../domain/finish-choices.js';
import type { FinishRef } from '../../../../domain/finish-lists.js';
import type { FinishSelection } from '../../../../domain/finish-rules.js';
import { formatEuro } from '../../../../domain/money.js';
import { choicePrices, type PricedPrint } from '../../../../domain/pricing/index.js';

/**
 * What each of `choices` adds to the price, priced in the browser with the live price's own
 * calculation (src/domain/pricing/choice-price.ts): no request per choice. Computed again only when
 * the print, the chosen finishes or the offered choices change.
 */
export function useChoicePrices(
  print: PricedPrint | null,
  selections: readonly FinishSelection[],
  choices: readonly FinishChoice[],
  product: Product,
  finishes: readonly FinishRef[],
): (number | null)[] {
  return useMemo(
    () => (print ? choicePrices(print, selections, choices, product, finishes) : choices.map(() => null)),
    [print, selections, choices, product, finishes],
  );
}

/** "+ € 4,50", "geen meerprijs", or nothing when the browser cannot price the choice (the live price still tells). */
export function PriceDifference({ cents, id, from = false }: { cents: number | null | undefined; id?: string; from?: boolean }) {
  const { i18n } = useLingui();
  if (cents === null || cents === undefined) return null;
  const lang = i18n.locale === 'en' ? 'en' : 'nl';
  const amount = formatEuro(Math.abs(cents), lang);
  let text;
  if (cents === 0) text = <Trans>geen meerprijs</Trans>;
  else if (cents < 0) text = <>− {amount}</>;
  else if (from) text = <Trans>vanaf + {amount}</Trans>;
  else text = <>+ {amount}</>;
  return (
    <span className="pp-price-diff" id={id} data-cents={cents}>
      {text}
    </span>
  );
}
