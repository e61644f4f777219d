import { Trans, useLingui } from '@lingui/react/macro';
import type { OfferedFinish } from '../../../../domain/finish-lists.js';
import { Checkbox } from '../../../../shared/ui/checkbox.js';
import { Select } from '../../../../shared/ui/select.js';

export type { FrameChoice } from '../../../../../machines/print-build.js';
import type { FrameChoice } from '../../../../../machines/print-build.js';

interface FrameOptionsProps {
  bases: readonly OfferedFinish[];
  value: FrameChoice;
  onChange: (value: FrameChoice) => void;
}

/** PlusFrames: the AANTALLEN notice and the frame options (base, support, wall mount). */
export function FrameOptions({ bases, value, onChange }: FrameOptionsProps) {
  const { t } = useLingui();
  const none = t`Geen voet`;
  const options = [{ id: 'none', label: none }, ...bases.map((offer) => ({ id: String(offer.finish.id), label: offer.finish.name }))];
  return (
    <div className="pp-frames">
      <section className="pp-notice" aria-labelledby="pp-aantallen">
        <h2 id="pp-aantallen" className="pp-section-title">AANTALLEN</h2>
        <p>
          <Trans>
            Extra producten worden automatisch berekend op basis van de framemaat: minimaal twee voetplaten per frame en
            één extra per 2000 mm. Neem contact met ons op voor andere aantallen.
          </Trans>
        </p>
      </section>
      {bases.length > 0 ? (
        <Select
          label={t`Voet`}
          options={options}
          selectedKey={value.base === null ? 'none' : String(value.base)}
          onSelectionChange={(key) => onChange({ ...value, base: key === 'none' || key === null ? null : Number(key) })}
        />
      ) : null}
      <Checkbox isSelected={value.support} onChange={(support) => onChange({ ...value, support })}>
        <Trans>Steun</Trans>
      </Checkbox>
      <Checkbox isSelected={value.wallmount} onChange={(wallmount) => onChange({ ...value, wallmount })}>
        <Trans>Wandmontage</Trans>
      </Checkbox>
    </div>
  );
}
