import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Disclosure, DisclosureGroup, DisclosurePanel } from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';
import type { Key } from 'react-aria-components/DisclosureGroup';
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { FinishSide, Product } from '../../../../domain/catalog.js';
import { EDGE_LEVEL, groupedFinishes, offeredFinishes, type FinishGroup, type FinishRef } from '../../../../domain/finish-lists.js';
import type { FinishSelection } from '../../../../domain/finish-rules.js';
import type { PricedPrint } from '../../../../domain/pricing/index.js';
import { useLingui } from '@lingui/react/macro';
import { ExtrasPanel } from './extras-panel.js';
import type { FinishEdit } from './finish-edits.js';
import { FinishGroupPanel } from './finish-group-panel.js';
import { useGroupTexts } from './group-texts.js';

interface FinishChooserProps {
  product: Product;
  finishes: readonly FinishRef[];
  selections: readonly FinishSelection[];
  /** The print's copies and frames, for what each choice adds to the price (null: no price shown). */
  print: PricedPrint | null;
  sideLabels: Record<FinishSide, string>;
  /** Small screens: one decision visible at a time. */
  small: boolean;
  onEdit: (edit: FinishEdit) => void;
}

/**
 * The finishes chosen as a customer thinks of them, so one decision at a time: one group open at a time (edge,
 * eyelets, pockets, other, extras), each saying what is chosen in its heading; inside, the finish,
 * then its sides. The rules are the domain's (finish-choices.ts, via the finishSides machine).
 */
export function FinishChooser({ product, finishes, selections, print, sideLabels, small, onEdit }: FinishChooserProps) {
  const { t } = useLingui();
  const texts = useGroupTexts();
  const groups = useMemo(() => groupedFinishes(finishes, product.id), [finishes, product.id]);
  const edgeFinishIds = useMemo(
    () => new Set(offeredFinishes(finishes, product.id).filter((offer) => offer.level === EDGE_LEVEL).map((offer) => offer.finish.id)),
    [finishes, product.id],
  );
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(groups[0] ? [groups[0].group] : []));
  // The group headings are one Tab stop (the last one used); arrows move between them, as in the
  // accordion pattern, so Tab goes from the open group's choices on to Next (DESIGN.md's keyboard budget).
  const [current, setCurrent] = useState<FinishGroup | null>(null);
  const tabStop = current ?? groups[0]?.group ?? null;
  const container = useRef<HTMLDivElement>(null);
  const onHeadingKey = (event: KeyboardEvent) => {
    const triggers = [...(container.current?.querySelectorAll<HTMLButtonElement>('.pp-finish-groups__trigger') ?? [])];
    const at = triggers.indexOf(event.target as HTMLButtonElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: triggers.length - 1 }[event.key];
    if (at < 0 || next === undefined) return;
    event.preventDefault();
    triggers[(next + triggers.length) % triggers.length]?.focus();
  };
  // Which finish's sides a group shows: one with sides chosen; on a wide screen else its first finish.
  const [picked, setPicked] = useState<Partial<Record<FinishGroup, number | null>>>({});
  const [locations, setLocations] = useState<Record<number, string>>({});
  const pickedIn = (group: FinishGroup, ids: readonly number[]): number | null => {
    if (group in picked) return picked[group] ?? null;
    const chosen = ids.find((id) => selections.some((selection) => selection.id === id));
    return chosen ?? (small ? null : (ids[0] ?? null));
  };
  const summaryOf = (ids: readonly number[]): string => {
    const parts = ids.flatMap((id) => {
      const rows = selections.filter((selection) => selection.id === id);
      if (rows.length === 0) return [];
      const name = finishes.find((finish) => finish.id === id)?.name ?? '';
      const where = rows.filter((row) => row.side !== 'surface').map((row) => sideLabels[row.side].toLowerCase());
      return [where.length > 0 ? `${name}: ${where.join(', ')}` : name];
    });
    return parts.length > 0 ? parts.join('; ') : t`niet gekozen`;
  };

  return (
    <DisclosureGroup ref={container} className="pp-finish-groups" expandedKeys={expanded} onExpandedChange={setExpanded}>
      {groups.map(({ group, offers }) => {
        const ids = offers.map((offer) => offer.finish.id);
        const groupTexts = texts[group];
        return (
          <Disclosure key={group} id={group} className="pp-finish-groups__item" data-group={group}>
            <Heading level={2} className="pp-finish-groups__heading">
              <AriaButton
                slot="trigger"
                className="pp-finish-groups__trigger"
                excludeFromTabOrder={group !== tabStop}
                onFocus={() => setCurrent(group)}
                onKeyDown={onHeadingKey}
              >
                <span className="pp-finish-groups__title">{groupTexts.title}</span>
                <span className="pp-finish-groups__summary">{summaryOf(ids)}</span>
                <ChevronDown aria-hidden="true" size={18} className="pp-finish-groups__chevron" />
              </AriaButton>
            </Heading>
            <DisclosurePanel className="pp-finish-groups__panel">
              {/* A closed group renders nothing: no hidden controls, and only the open group's choices are priced. */}
              {!expanded.has(group) ? null : group === 'extras' ? (
                <ExtrasPanel
                  texts={groupTexts}
                  offers={offers}
                  selections={selections}
                  print={print}
                  product={product}
                  finishes={finishes}
                  onEdit={onEdit}
                  locations={locations}
                  onLocations={setLocations}
                />
              ) : (
                <FinishGroupPanel
                  texts={groupTexts}
                  offers={offers}
                  picked={pickedIn(group, ids)}
                  onPick={(id) => setPicked({ ...picked, [group]: id })}
                  oneDecision={small}
                  selections={selections}
                  edgeFinishIds={edgeFinishIds}
                  print={print}
                  product={product}
                  finishes={finishes}
                  sideLabels={sideLabels}
                  onEdit={onEdit}
                />
              )}
            </DisclosurePanel>
          </Disclosure>
        );
      })}
    </DisclosureGroup>
  );
}
