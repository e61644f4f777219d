import type { ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '../shared/ui/button.js';

/** A screen that could not load (for instance a lazy chunk that timed out after 120 s). */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <main className="pp-page">
      <div role="alert" className="pp-alert">
        <p>
          <Trans>Er ging iets mis bij het laden van dit scherm.</Trans>
        </p>
        <p>{error instanceof Error ? error.message : String(error)}</p>
      </div>
      <Button onPress={() => window.location.reload()}>
        <Trans>Opnieuw laden</Trans>
      </Button>
    </main>
  );
}
