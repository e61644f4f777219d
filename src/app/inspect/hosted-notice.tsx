import { Trans } from '@lingui/react/macro';
import { Button } from '../../shared/ui/button.js';
import type { HostedTrouble } from './controls.js';

/** Why the hosted inspector shows nothing, said where the developer now looks, with a second try from a click. */
export function HostedNotice({ trouble, onRetry }: { trouble: HostedTrouble; onRetry: () => void }) {
  return (
    <div role="alert" className="pp-inspector__notice">
      <p>
        {trouble === 'blocked' ? (
          <Trans>De browser heeft het venster van de Stately-inspector geblokkeerd. Sta pop-ups toe voor deze site of gebruik dit paneel.</Trans>
        ) : (
          <Trans>De Stately-inspector (stately.ai) antwoordt niet: geen internet, of een netwerk dat de site tegenhoudt? Dit paneel werkt zonder.</Trans>
        )}
      </p>
      <Button variant="secondary" onPress={onRetry}>
        <Trans>Stately-inspector opnieuw openen</Trans>
      </Button>
    </div>
  );
}
