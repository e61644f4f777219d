import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { useAppServices, useSessionContext, useSessionIs } from '../../../app/app-context.js';
import { BOOT_TEXT_INTERVAL_MS, bootTexts, holidayTexts, isHolidaySeason, welcomeText } from '../components/boot-texts.js';

export interface BootRouteProps {
  /** The moment that decides the holiday variant (tests pass their own). */
  now?: Date;
}

/**
 * The startup screen: rotating texts while the data loads (a presentational timer), then "Ready!";
 * the session machine ends that pause and src/app/flow-navigation.ts goes on to the wanted page.
 */
export function BootRoute({ now }: BootRouteProps = {}) {
  const { i18n, t } = useLingui();
  const { session } = useAppServices();

  const name = useSessionContext((context) => context.user?.name ?? '');
  const errors = useSessionContext((context) => context.errors);
  const [holiday] = useState(() => isHolidaySeason(now ?? new Date()));
  const [index, setIndex] = useState(0);
  const booted = useSessionIs((snapshot) => snapshot.matches({ authenticated: 'booted' }));
  const failed = useSessionIs((snapshot) => snapshot.matches({ authenticated: 'bootFailed' }));

  const texts = [welcomeText(name), ...(holiday ? holidayTexts : bootTexts)];
  useEffect(() => {
    if (booted || failed) return;
    const timer = setInterval(() => setIndex((current) => current + 1), BOOT_TEXT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [booted, failed]);

  return (
    <main className={`pp-boot${holiday ? ' pp-boot--holiday' : ''}`} data-holiday={holiday || undefined}>
      <h1 className="pp-visually-hidden">PrintPortal</h1>
      {failed ? (
        <div role="alert" className="pp-alert">
          <p>
            <Trans>Het laden van uw gegevens is mislukt.</Trans>
          </p>
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
          <Button onPress={() => session.send({ type: 'boot.retry' })}>
            <Trans>Opnieuw proberen</Trans>
          </Button>
        </div>
      ) : (
        <>
          {booted ? null : <Spinner label={t`Bezig met laden`} />}
          <p className="pp-boot__text" aria-live="polite">
            {booted ? t`Klaar!` : i18n._(texts[index % texts.length]!)}
          </p>
        </>
      )}
    </main>
  );
}
