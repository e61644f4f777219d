import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, type PDFContext, type PDFObject } from 'pdf-lib';
import type { ColourKind } from '../../../../domain/preflight/pdf-facts.js';

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
const nameOf = (object: PDFObject | undefined) => (object instanceof PDFName ? object.decodeText() : '');

function iccKind(context: PDFContext, profile: PDFObject | undefined): ColourKind {
  const stream = context.lookup(profile);
  const dict = stream instanceof PDFRawStream ? stream.dict : stream instanceof PDFDict ? stream : null;
  const channels = context.lookup(dict?.get(PDFName.of('N')));
  const n = channels instanceof PDFNumber ? channels.asNumber() : 0;
  return n === 3 ? 'rgb' : n === 4 ? 'cmyk' : n === 1 ? 'gray' : 'other';
}

function spotsOf(names: string[]): Colour {
  const spots = names.filter((name) => !PROCESS.has(name));
  return spots.length > 0 ? { kind: 'spot', spots } : plain('cmyk');
}

/**
 * What a colour space is: RGB (DeviceRGB, ICCBased with N 3, CalRGB, or an Indexed space on one),
 * CMYK, gray, spot (Separation, DeviceN with other than process colourants) or other. `depth`
 * bounds the nesting of Indexed bases.
 */
export function classifyColourSpace(context: PDFContext, entry: PDFObject | undefined, depth = 0): Colour {
  const space = context.lookup(entry);
  if (space instanceof PDFName) return plain(BY_NAME[space.decodeText()] ?? 'other');
  if (!(space instanceof PDFArray) || space.size() === 0 || depth > 3) return plain('other');
  const family = nameOf(context.lookup(space.get(0)));
  if (family === 'ICCBased') return plain(iccKind(context, space.get(1)));
  if (family === 'Indexed' || family === 'I') return classifyColourSpace(context, space.get(1), depth + 1);
  if (family === 'Separation') return spotsOf([nameOf(context.lookup(space.get(1)))]);
  if (family === 'DeviceN') {
    const names = context.lookup(space.get(1));
    return spotsOf(names instanceof PDFArray ? names.asArray().map((name) => nameOf(context.lookup(name))) : []);
  }
  return plain(BY_NAME[family] ?? 'other');
}
