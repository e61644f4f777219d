import { useEffect, useState } from 'react';
import { useRouter, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../ui/button.js';
import { Spinner } from '../ui/spinner.js';
import { useAppServices, useSessionContext, useSessionIs } from '../views/app-context.js';
import { BOOT_TEXT_INTERVAL_MS, READY_PAUSE_MS, bootTexts, holidayTexts, isHolidaySeason, welcomeText } from '../views/boot-texts.js';
import { safeRedirectPath } from './paths.js';

export interface BootRouteProps {
  /** The moment that decides the holiday variant (tests pass their own). */
  now?: Date;
}

/** The startup screen: rotating texts while the data loads, "Ready!", then the wanted page. */
export function BootRoute({ now }: BootRouteProps = {}) {
  const { i18n, t } = useLingui();
  const { session } = useAppServices();
  const router = useRouter();
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;

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

  useEffect(() => {
    if (!booted) return;
    // The history takes path and query as one string, exactly as kept in ?url=.
    const timer = setTimeout(() => router.history.replace(safeRedirectPath(search.url)), READY_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [booted, router, search.url]);

  return (
    <main className={`pp-boot${holiday ? ' pp-boot--holiday' : ''}`} data-holiday={holiday || undefined}>
      <h1 className="pp-visually-hidden">PrintPortal</h1>
      {failed ? (
        <div role="alert" className="pp-alert">
          <p>
            <Trans>Het laden van je gegevens is mislukt.</Trans>
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
