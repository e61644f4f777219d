import { useLingui } from '@lingui/react/macro';
import type { FinishSide } from '../../../../domain/catalog.js';
import type { BandKind, PrintMarks } from '../../../../domain/finish-marks.js';
import { useSideLabels } from '../finish-editor/side-labels.js';

export interface DescriptionLine {
  /** Which swatch the legend shows before the line. */
  mark: 'trim' | 'page' | 'eyelets' | BandKind;
  text: string;
}

const mm = (value: number) => String(Math.round(value));

/**
 * The marks in words, in the user's language: the legend under the preview and the figure's
 * accessible description (e.g. "16 ringen, om de 500 mm (boven 7, rechts 3, onder 7, links 3; ...)").
 */
export function useMarksDescription(marks: PrintMarks, page: { scale: number; widthMm: number; heightMm: number } | null, guides = true): DescriptionLine[] {
  const { t } = useLingui();
  const sides = useSideLabels();
  const kinds: Record<BandKind, string> = { hem: t`zoom`, pocket: t`tunnel`, keder: t`keder`, tape: t`tape` };
  const width = mm(marks.widthMm);
  const height = mm(marks.heightMm);
  const bleed = mm(marks.bleedMm);
  const { safe: zone } = marks;
  const safe = mm(Math.min(zone.x, zone.y, marks.widthMm - zone.x - zone.width, marks.heightMm - zone.y - zone.height));
  const lines: DescriptionLine[] = [
    guides
      ? { mark: 'trim', text: t`Snijlijn ${width} × ${height} mm (doorgetrokken), afloop ${bleed} mm (rood gestreept), veilige zone (groen gestreept, minstens ${safe} mm binnen de snijlijn).` }
      : { mark: 'trim', text: t`Formaat ${width} × ${height} mm, op schaal getekend.` },
  ];
  if (page) {
    const pageWidth = mm(page.widthMm);
    const pageHeight = mm(page.heightMm);
    const scale = page.scale;
    lines.push({
      mark: 'page',
      text: scale === 1 ? t`Pagina 1 is ${pageWidth} × ${pageHeight} mm.` : t`Pagina 1 is ${pageWidth} × ${pageHeight} mm, getekend op schaal 1:${scale}.`,
    });
  }
  for (const row of marks.eyelets) {
    const count = row.points.length;
    const spacing = row.spacingMm;
    const name = row.name;
    const perSide = Object.entries(row.perEdge).map(([edge, n]) => `${sides[edge as FinishSide].toLowerCase()} ${n}`).join(', ');
    lines.push({
      mark: 'eyelets',
      text: spacing > 0
        ? t`${name}: ${count} ringen, om de ${spacing} mm (per zijde ${perSide}; hoeken gedeeld).`
        : t`${name}: ${count} ringen in de hoeken.`,
    });
  }
  const grouped = new Map<string, { kind: BandKind; name: string; depth: number; edges: string[] }>();
  for (const band of marks.bands) {
    const key = `${band.kind}|${band.name}`;
    const depth = band.edge === 'top' || band.edge === 'bottom' ? band.rect.height : band.rect.width;
    const entry = grouped.get(key) ?? { kind: band.kind, name: band.name, depth, edges: [] };
    entry.edges.push(sides[band.edge].toLowerCase());
    grouped.set(key, entry);
  }
  for (const entry of grouped.values()) {
    const name = entry.name;
    const kind = kinds[entry.kind];
    const depth = mm(entry.depth);
    const where = entry.edges.join(', ');
    lines.push({ mark: entry.kind, text: t`${name}: ${kind} van ${depth} mm, ${where}.` });
  }
  return lines;
}
