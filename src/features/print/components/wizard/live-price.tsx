import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { priceDisplay, type PriceRefusal } from '../../../../../machines/print-price.machine.js';
import { UNKNOWN_PRICE, formatEuro, toCents } from '../../../../domain/money.js';
import { Spinner } from '../../../../shared/ui/spinner.js';
import { useIssueText } from '../copies-editor/issue-text.js';
import { usePrintActor } from './use-configurator.js';

/**
 * The print's price while configuring: the amount the browser computes with the server's own rules
 * at once, replaced by the server's answer when it comes (`data-price-confirmed`); a reason when the
 * print cannot be priced; n.t.b. (TBD) when the server could not be asked.
 */
export function LivePrice() {
  const { t, i18n } = useLingui();
  const issueText = useIssueText();
  const price = useSelector(usePrintActor(), (snapshot) => snapshot.children.printPrice);
  const display = useSelector(price, (snapshot) => (snapshot ? priceDisplay(snapshot) : { kind: 'none' as const }));
  const lang = i18n.locale === 'en' ? 'en' : 'nl';
  const reason = (refusal: PriceRefusal) => {
    if (refusal.kind === 'tooLarge') return t`Meer dan € 10.000.000: zo'n grote bestelling nemen we niet online aan, neem contact met ons op.`;
    // Every refused number at once, each with its line: fixing one never reveals the next.
    const why = refusal.issues
      .map((issue) => {
        const text = issueText(issue);
        const line = (issue.row ?? 0) + 1;
        return refusal.issues.some((other) => (other.row ?? 0) !== (issue.row ?? 0)) ? t`${text} (regel ${line})` : text;
      })
      .join('; ');
    return t`Geen prijs: ${why}`;
  };
  let content;
  if (display.kind === 'loading') content = <Spinner label={t`Prijs wordt berekend`} />;
  else if (display.kind === 'unknown') content = <span>{UNKNOWN_PRICE[lang]}</span>;
  else if (display.kind === 'refused') content = <span className="pp-price__reason" data-price-refused>{reason(display.refusal)}</span>;
  else if (display.kind === 'price') {
    // Euros with two decimals (as POST /prices answers): summed as cents, shown as euros.
    const amount = formatEuro(toCents(display.price.product) + toCents(display.price.frames), lang);
    content = (
      <span className="pp-price__amount" data-price-shown data-price-confirmed={display.confirmed || undefined}>
        {amount}
      </span>
    );
  } else content = <span>–</span>;
  return (
    <p className="pp-price" aria-live="polite">
      <span className="pp-price__label"><Trans>Prijs (excl. btw)</Trans></span> {content}
    </p>
  );
}
