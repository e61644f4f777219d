import { Trans } from '@lingui/react/macro';
import { Button } from '../../../../shared/ui/button.js';

/** A list that could not be loaded: said so, with a way to try again (the toast says why). */
export function ListFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="pp-list-failed">
      <p className="pp-alert" role="alert"><Trans>De lijst kon niet worden geladen.</Trans></p>
      <Button variant="secondary" onPress={onRetry}><Trans>Opnieuw proberen</Trans></Button>
    </div>
  );
}
