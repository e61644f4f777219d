import CircleCheck from 'lucide-react/icons/circle-check';
import CircleHelp from 'lucide-react/icons/circle-help';
import CircleX from 'lucide-react/icons/circle-x';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { LucideIcon } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { FileChecks as Checks, Verdict } from '../../../../domain/preflight/file-checks.js';
import { fileCheckSentence } from './file-check-sentence.js';
import './file-checks.css';

const ICONS: Record<Verdict, LucideIcon> = { pass: CircleCheck, warning: TriangleAlert, refusal: CircleX, not_checked: CircleHelp };

function VerdictIcon({ verdict }: { verdict: Verdict }) {
  const Icon = ICONS[verdict];
  return <Icon aria-hidden="true" size={16} className="pp-file-checks__icon" />;
}

/**
 * The print-file check of one stored file: a list of lines, each a pass, a warning,
 * a refusal or "checked by hand", with its sentence. The verdict is said in words as well as
 * shown by the mark, so colour is never the only signal.
 */
export function FileChecks({ checks }: { checks: Checks | null | undefined }) {
  const { t, i18n } = useLingui();
  if (!checks) return null;
  const label: Record<Verdict, string> = {
    pass: t`In orde`, warning: t`Let op`, refusal: t`Niet drukbaar`, not_checked: t`Controle met de hand`,
  };
  return (
    <ul className="pp-file-checks" aria-label={t`Controle van het bestand: ${label[checks.worst]}`}>
      {checks.checks.map((check) => (
        <li key={check.check} className={`pp-file-checks__line pp-file-checks__line--${check.verdict}`} data-verdict={check.verdict}>
          <VerdictIcon verdict={check.verdict} />
          <strong>{label[check.verdict]}:</strong> {fileCheckSentence(check, i18n)}
        </li>
      ))}
    </ul>
  );
}
