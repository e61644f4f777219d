import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';

const TYPING_PAUSE_MS = 500;
import { printPriceMachine, priceDisplay } from '../../../machines/print-price.machine.js';
import { buildPrint } from '../../../machines/print-build.js';
import { fetchPriceActor } from '../../actors/fetch-price.js';
import { formatEuro } from '../../i18n/money.js';
import { Spinner } from '../../ui/spinner.js';
import { useConfiguratorServices } from './use-configurator.js';

/** The print's price while configuring: spinner, the amount, or n.t.b. when it cannot be priced. */
export function LivePrice() {
  const { t, i18n } = useLingui();
  const { prices } = useConfiguratorServices();
  const machine = useMemo(() => printPriceMachine.provide({ actors: { fetchPrice: fetchPriceActor(prices) } }), [prices]);
  const priceActor = useActorRef(machine);
  const { configurator } = useConfiguratorServices();
  // Checking 1,000 lines takes a few ms: do it once typing pauses, never inside a keystroke.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last: unknown = null;
    const subscription = configurator.subscribe((snapshot) => {
      if (snapshot.context === last) return; // nothing assigned (e.g. a refused event)
      last = snapshot.context;
      const { product, uuid, lines, selections, frame } = snapshot.context;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        const print = buildPrint({ product, uuid, lines, selections, frame }, false);
        priceActor.send(print ? { type: 'print.change', print } : { type: 'print.clear' });
      }, TYPING_PAUSE_MS);
    });
    const { product, uuid, lines, selections, frame } = configurator.getSnapshot().context;
    const print = buildPrint({ product, uuid, lines, selections, frame }, false);
    priceActor.send(print ? { type: 'print.change', print } : { type: 'print.clear' });
    return () => {
      subscription.unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [configurator, priceActor]);
  const display = useSelector(priceActor, (snapshot) => priceDisplay(snapshot));
  const locale = i18n.locale === 'en' ? 'en' : 'nl';
  let content;
  if (display.kind === 'loading') content = <Spinner label={t`Prijs wordt berekend`} />;
  else if (display.kind === 'unknown') content = <span>n.t.b.</span>;
  else if (display.kind === 'price') {
    const amount = formatEuro(display.price.product + display.price.frames, locale);
    content = <span className="pp-price__amount">{amount}</span>;
  } else content = <span>–</span>;
  return (
    <p className="pp-price" aria-live="polite">
      <span className="pp-price__label"><Trans>Prijs (excl. btw)</Trans></span> {content}
    </p>
  );
}
