import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { priceDisplay } from '../../../../../machines/print-price.machine.js';
import { UNKNOWN_PRICE, formatEuro, toCents } from '../../../../domain/money.js';
import { Spinner } from '../../../../shared/ui/spinner.js';
import { usePrintActor } from './use-configurator.js';

/**
 * The print's price while configuring: spinner, the amount, or n.t.b. (TBD) when it cannot be priced.
 * The print actor's `printPrice` child waits for typing to pause and drops stale answers.
 */
export function LivePrice() {
  const { t, i18n } = useLingui();
  const price = useSelector(usePrintActor(), (snapshot) => snapshot.children.printPrice);
  const display = useSelector(price, (snapshot) => (snapshot ? priceDisplay(snapshot) : { kind: 'none' as const }));
  const lang = i18n.locale === 'en' ? 'en' : 'nl';
  let content;
  if (display.kind === 'loading') content = <Spinner label={t`Prijs wordt berekend`} />;
  else if (display.kind === 'unknown') content = <span>{UNKNOWN_PRICE[lang]}</span>;
  else if (display.kind === 'price') {
    // POST /prices answers euros with two decimals: summed as cents, shown as euros.
    const amount = formatEuro(toCents(display.price.product) + toCents(display.price.frames), lang);
    content = <span className="pp-price__amount" data-price-shown>{amount}</span>;
  } else content = <span>–</span>;
  return (
    <p className="pp-price" aria-live="polite">
      <span className="pp-price__label"><Trans>Prijs (excl. btw)</Trans></span> {content}
    </p>
  );
}
