// The read-only tables of a cart item.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Finish } from '../../domain/catalog.js';
import type { Print } from '../../domain/print-schema.js';
import { useSideLabels } from '../finish-editor/side-labels.js';

export function CopiesTable({ copies }: { copies: Print['copies'] }) {
  const { t } = useLingui();
  const sidesText = (copy: Print['copies'][number]) =>
    copy.sides === 1 ? t`Enkelzijdig` : copy.abaa === 1 ? t`Dubbelzijdig A/B` : t`Dubbelzijdig A/A`;
  return (
    <table className="pp-cart-table">
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
            <td>{copy.originals}</td>
            <td>{copy.quantity}</td>
            <td>{copy.width} x {copy.height}</td>
            <td>{sidesText(copy)}</td>
            <td>{copy.remark}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The chosen finishes by side, and extra products (levels 8 and 9) with their location. */
export function FinishList({ finishes, catalog }: { finishes: NonNullable<Print['finishes']>; catalog: ReadonlyMap<number, Finish> }) {
  const sides = useSideLabels();
  if (finishes.length === 0) return null;
  return (
    <ul className="pp-cart-finishes" aria-label="finishes">
      {finishes.map((finish, index) => {
        const known = catalog.get(finish.id);
        const name = known?.name ?? `#${finish.id}`;
        const where = finish.side === 'surface' ? finish.location ?? '' : sides[finish.side];
        return <li key={`${finish.id}-${finish.side}-${index}`}>{name}{where ? `: ${where}` : ''}</li>;
      })}
    </ul>
  );
}

export function FramesTable({ frames, catalog }: { frames: NonNullable<Print['frames']>; catalog: ReadonlyMap<number, Finish> }) {
  const { t } = useLingui();
  const yesNo = (value: boolean) => (value ? t`Ja` : t`Nee`);
  const rows = frames.flatMap((frame, index) => frame.sizes.map((size, sizeIndex) => ({ frame, size, key: `${index}-${sizeIndex}` })));
  if (rows.length === 0) return null;
  return (
    <table className="pp-cart-table">
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
            <td>PlusFrame</td>
            <td>{size.pieces}</td>
            <td>{size.width} x {size.height}</td>
            <td>{frame.base === null ? t`Geen` : catalog.get(frame.base)?.name ?? `#${frame.base}`}</td>
            <td>{yesNo(frame.support)}</td>
            <td>{yesNo(frame.wallmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
