import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SeamCount } from './seam-count.js';
import type { CopyDraft } from '../../../../domain/copy-lines.js';
import { seamsOf, type MaterialSize } from '../../../../domain/print-limits.js';

/** More welded lines than this are counted, not listed: the note stays short under a long import. */
const LISTED = 5;

interface WeldedLine {
  row: number;
  seams: number;
  metres: number;
}

function weldedLines(lines: readonly CopyDraft[], product: MaterialSize): WeldedLine[] {
  return lines.flatMap((line, row) => {
    if (line.width === null || line.height === null) return [];
    const { seams, seamLengthMm } = seamsOf({ width: line.width, height: line.height }, product);
    return seams > 0 ? [{ row, seams, metres: seamLengthMm / 1000 }] : [];
  });
}

/**
 * Which lines are welded from panels because they are wider than the roll, with their seams per
 * piece: the welding is charged per metre of seam, so the customer sees where that part of the
 * price comes from before going on.
 */
export function SeamNotes({ product, lines }: { product: MaterialSize; lines: readonly CopyDraft[] }) {
  const { i18n } = useLingui();
  const welded = weldedLines(lines, product);
  if (welded.length === 0) return null;
  const rollCm = i18n.number(product.width / 10);
  const rest = welded.length - LISTED;
  return (
    <div className="pp-seams" aria-live="polite">
      <p className="pp-seams__intro"><Trans>Breder dan de rol van {rollCm} cm: uit banen gelast. Lasnaden worden per meter berekend.</Trans></p>
      <ul className="pp-seams__list">
        {welded.slice(0, LISTED).map(({ row, seams, metres }) => {
          const lineNumber = row + 1;
          return (
            <li key={row}>
              <Trans>Regel {lineNumber}: <SeamCount seams={seams} metres={metres} /></Trans>
            </li>
          );
        })}
      </ul>
      {rest > 0 ? (
        <p><Plural value={rest} one="En nog # regel met lasnaden" other="En nog # regels met lasnaden" /></p>
      ) : null}
    </div>
  );
}
