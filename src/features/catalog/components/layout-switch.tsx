import { Trans, useLingui } from '@lingui/react/macro';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import ListTree from 'lucide-react/icons/list-tree';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import type { SelectorLayout } from './selector-layout.js';

/** Tree or cards: one Tab stop, arrows move between the two, Enter or Space picks. */
export function LayoutSwitch({ layout, onChange }: { layout: SelectorLayout; onChange: (layout: SelectorLayout) => void }) {
  const { t } = useLingui();
  return (
    <ToggleButtonGroup
      className="pp-layout-switch"
      aria-label={t`Weergave`}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[layout]}
      onSelectionChange={(keys) => {
        const next = [...keys][0];
        if (next === 'tree' || next === 'cards') onChange(next);
      }}
    >
      <ToggleButton id="tree" className="pp-layout-switch__option">
        <ListTree aria-hidden="true" size={18} />
        <Trans>Lijst</Trans>
      </ToggleButton>
      <ToggleButton id="cards" className="pp-layout-switch__option">
        <LayoutGrid aria-hidden="true" size={18} />
        <Trans>Kaarten</Trans>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
