import type { PdfObjects } from './pdf-objects.js';
import type { ColourKind } from '../../../../domain/preflight/pdf-facts.js';
import { nameFromFile } from '../../../../domain/text.js';

export interface Colour {
  kind: ColourKind;
  /** Names of spot colourants (Separation, DeviceN), when kind is 'spot'. */
  spots: string[];
}

const PROCESS = new Set(['Cyan', 'Magenta', 'Yellow', 'Black', 'All', 'None']);
const BY_NAME: Record<string, ColourKind> = {
  DeviceRGB: 'rgb', RGB: 'rgb', CalRGB: 'rgb', DeviceCMYK: 'cmyk', CMYK: 'cmyk', DeviceGray: 'gray', G: 'gray', CalGray: 'gray',
};
const plain = (kind: ColourKind): Colour => ({ kind, spots: [] });

/** A colour space given by name only (`/DeviceRGB`, or `/RGB` in an inline image). */
export const colourOfName = (name: string): Colour => plain(BY_NAME[name] ?? 'other');

function iccKind(pdf: PdfObjects, profile: unknown): ColourKind {
  const dict = pdf.dictOrStreamDict(profile);
  const n = pdf.number(dict?.getRaw('N')) ?? 0;
  return n === 3 ? 'rgb' : n === 4 ? 'cmyk' : n === 1 ? 'gray' : 'other';
}

function spotsOf(names: string[]): Colour {
  // Shown to staff and mailed to the customer: made safe as it is read.
  const spots = names.filter((name) => !PROCESS.has(name)).map(nameFromFile).filter((name) => name !== '');
  return spots.length > 0 ? { kind: 'spot', spots } : plain('cmyk');
}

/**
 * What a colour space is: RGB (DeviceRGB, ICCBased with N 3, CalRGB, or an Indexed space on one),
 * CMYK, gray, spot (Separation, DeviceN with other than process colourants) or other. `depth`
 * bounds the nesting of Indexed bases.
 */
export function classifyColourSpace(pdf: PdfObjects, entry: unknown, depth = 0): Colour {
  const name = pdf.name(entry);
  if (name) return colourOfName(name);
  const space = pdf.array(entry);
  if (!space || space.length === 0 || depth > 3) return plain('other');
  const family = pdf.name(space[0]);
  if (family === 'ICCBased') return plain(iccKind(pdf, space[1]));
  if (family === 'Indexed' || family === 'I') return classifyColourSpace(pdf, space[1], depth + 1);
  if (family === 'Separation') return spotsOf([pdf.name(space[1])]);
  if (family === 'DeviceN') return spotsOf((pdf.array(space[1]) ?? []).map((item) => pdf.name(item)));
  return plain(BY_NAME[family] ?? 'other');
}
