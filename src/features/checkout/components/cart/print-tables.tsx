// The read-only tables of a cart item.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Finish } from '../../../../domain/catalog.js';
import { summarizeFinishes } from '../../../../domain/finish-choices.js';
import type { Print } from '../../../../domain/print-schema.js';
import { seamsOf, type MaterialSize } from '../../../../domain/print-limits.js';
import { SeamCount, useSideLabels } from '../../../print/index.js';

/** A line's size, with its seams when it is welded from panels (the welding is part of the price). */
function SizeText({ copy, material }: { copy: Print['copies'][number]; material: MaterialSize }) {
  const { seams, seamLengthMm } = seamsOf(copy, material);
  if (seams === 0) return <>{copy.width} x {copy.height}</>;
  return <>{copy.width} x {copy.height} (<SeamCount seams={seams} metres={seamLengthMm / 1000} />)</>;
}

export function CopiesTable({ copies, material }: { copies: Print['copies']; material: MaterialSize }) {
  const { t } = useLingui();
  const sidesText = (copy: Print['copies'][number]) =>
    copy.sides === 1 ? t`Enkelzijdig` : copy.abaa === 1 ? t`Dubbelzijdig A/B` : t`Dubbelzijdig A/A`;
  return (
    <table className="pp-cart-table pp-table--stack">
      <caption className="pp-visually-hidden"><Trans>Regels</Trans></caption>
      <thead>
        <tr>
          <th scope="col"><Trans>Originelen</Trans></th>
          <th scope="col"><Trans>Aantal</Trans></th>
          <th scope="col"><Trans>Afmeting (mm)</Trans></th>
          <th scope="col"><Trans>Zijden</Trans></th>
          <th scope="col"><Trans>Opmerking</Trans></th>
        </tr>
      </thead>
      <tbody>
        {copies.map((copy, row) => (
          <tr key={copy.id ?? `row-${row}`}>
            <td data-label={t`Originelen`}>{copy.originals}</td>
            <td data-label={t`Aantal`}>{copy.quantity}</td>
            <td data-label={t`Afmeting (mm)`}><SizeText copy={copy} material={material} /></td>
            <td data-label={t`Zijden`}>{sidesText(copy)}</td>
            <td data-label={t`Opmerking`}>{copy.remark}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The chosen finishes by side, and extra products (levels 8 and 9) with their location. */
/**
 * The print's finishes as one summary (spec section 2: the finish preview or the list of extra
 * products): one phrase per finish with its folded sides, "Zoom (gestikt) rondom, Ringen om de
 * 500 mm boven en onder", never one line per stored side.
 */
export function FinishList({ finishes, catalog }: { finishes: NonNullable<Print['finishes']>; catalog: ReadonlyMap<number, Finish> }) {
  const { t } = useLingui();
  const sides = useSideLabels();
  if (finishes.length === 0) return null;
  const phrases = summarizeFinishes(finishes).map((summary) => {
    const name = catalog.get(summary.id)?.name ?? `#${summary.id}`;
    const where = [...summary.sides.map((side) => sides[side].toLowerCase()), ...summary.locations];
    return where.length > 0 ? `${name} ${where.join(', ')}` : name;
  });
  return (
    <p className="pp-cart-finishes">
      <span className="pp-cart-finishes__label">{t`Afwerkingen`}: </span>
      {phrases.join('; ')}
    </p>
  );
}

export function FramesTable({ frames, catalog }: { frames: NonNullable<Print['frames']>; catalog: ReadonlyMap<number, Finish> }) {
  const { t } = useLingui();
  const yesNo = (value: boolean) => (value ? t`Ja` : t`Nee`);
  const rows = frames.flatMap((frame, index) => frame.sizes.map((size, sizeIndex) => ({ frame, size, key: `${index}-${sizeIndex}` })));
  if (rows.length === 0) return null;
  return (
    <table className="pp-cart-table pp-table--stack">
      <caption className="pp-visually-hidden"><Trans>Frames</Trans></caption>
      <thead>
        <tr>
          <th scope="col"><Trans>Type</Trans></th>
          <th scope="col"><Trans>Aantal</Trans></th>
          <th scope="col"><Trans>Afmeting (mm)</Trans></th>
          <th scope="col"><Trans>Voet</Trans></th>
          <th scope="col"><Trans>Steun</Trans></th>
          <th scope="col"><Trans>Wandmontage</Trans></th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ frame, size, key }) => (
          <tr key={key}>
            <td data-label={t`Type`}>PlusFrame</td>
            <td data-label={t`Aantal`}>{size.pieces}</td>
            <td data-label={t`Afmeting (mm)`}>{size.width} x {size.height}</td>
            <td data-label={t`Voet`}>{frame.base === null ? t`Geen` : catalog.get(frame.base)?.name ?? `#${frame.base}`}</td>
            <td data-label={t`Steun`}>{yesNo(frame.support)}</td>
            <td data-label={t`Wandmontage`}>{yesNo(frame.wallmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
