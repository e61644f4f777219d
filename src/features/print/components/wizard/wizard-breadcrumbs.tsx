import { useLingui } from '@lingui/react/macro';
import { Breadcrumb, Breadcrumbs } from 'react-aria-components/Breadcrumbs';
import { Button } from '../../../../shared/ui/button.js';

export type WizardCrumb = 'selection' | 'details' | 'finishes';

interface WizardBreadcrumbsProps {
  current: WizardCrumb;
  showFinishes: boolean;
  onGo: (crumb: WizardCrumb) => void;
}

/** Selection, details (copies) and finishes (only when the product has finishes). */
export function WizardBreadcrumbs({ current, showFinishes, onGo }: WizardBreadcrumbsProps) {
  const { t } = useLingui();
  const crumbs: { id: WizardCrumb; label: string }[] = [
    { id: 'selection', label: t`Selectie` },
    { id: 'details', label: t`Details` },
    ...(showFinishes ? [{ id: 'finishes' as const, label: t`Afwerkingen` }] : []),
  ];
  const currentIndex = crumbs.findIndex((crumb) => crumb.id === current);
  return (
    <nav aria-label={t`Stappen`} className="pp-wizard__crumbs">
      <Breadcrumbs className="pp-breadcrumbs">
        {crumbs.map((crumb, index) => (
          <Breadcrumb key={crumb.id} id={crumb.id} className="pp-breadcrumbs__item">
            {crumb.id === current ? (
              <span aria-current="step">{crumb.label}</span>
            ) : (
              // Only steps before the current one can be jumped to; later ones need Next (validation).
              <Button variant="quiet" isDisabled={index > currentIndex} onPress={() => onGo(crumb.id)}>
                {crumb.label}
              </Button>
            )}
          </Breadcrumb>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
