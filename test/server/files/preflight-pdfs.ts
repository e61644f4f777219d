import { num, PdfWriter, POINTS_PER_MM, ref } from '../../support/pdf-writer.js';

/** A print file as a designer would export it, written for the print-file check tests. */
export interface PrintFileSpec {
  /** Trim size in mm (at the file's scale). */
  width: number;
  height: number;
  /** Bleed in mm around the trim (0: none); with trimBox false it is only in the MediaBox. */
  bleed?: number;
  trimBox?: boolean;
  pages?: number;
  /** An image over the whole trim at this resolution (pixels per inch of the page). */
  imagePpi?: number;
  imageColour?: 'cmyk' | 'rgb-icc';
  font?: 'helvetica' | 'unembedded' | 'embedded';
  /** The font's name (not for helvetica): any bytes, written as a PDF name. */
  fontName?: string;
  /** One spot colour, or several (each a Separation colour space of its own), by name. */
  spot?: string | string[];
}

/** A name as a PDF writes it: anything but plain printable ASCII as #xx (so control bytes too). */
const pdfNameOf = (name: string) => name.replace(/[^!-~]|[#/()<>[\]{}%]/g, (char) => `#${char.charCodeAt(0).toString(16).padStart(2, '0')}`);

const pt = (mm: number) => mm * POINTS_PER_MM;

/** The image XObject over the trim and the content that draws it. */
function addImage(writer: PdfWriter, spec: PrintFileSpec): { resource: string; content: string } {
  const wide = Math.max(1, Math.round((spec.width / 25.4) * (spec.imagePpi ?? 72)));
  const high = Math.max(1, Math.round((spec.height / 25.4) * (spec.imagePpi ?? 72)));
  const channels = spec.imageColour === 'rgb-icc' ? 3 : 4;
  const colourSpace = spec.imageColour === 'rgb-icc' ? `[/ICCBased ${ref(writer.stream('/N 3', new Uint8Array(128)))}]` : '/DeviceCMYK';
  const image = writer.stream(
    `/Type /XObject /Subtype /Image /Width ${wide} /Height ${high} /ColorSpace ${colourSpace} /BitsPerComponent 8`,
    new Uint8Array(wide * high * channels),
  );
  const bleed = spec.bleed ?? 0;
  const [x, y, w, h] = [bleed, bleed, spec.width, spec.height].map((mm) => pt(mm).toFixed(3));
  return { resource: `/XObject << /Im1 ${ref(image)} >>`, content: `q ${w} 0 0 ${h} ${x} ${y} cm /Im1 Do Q\n` };
}

function addFont(writer: PdfWriter, kind: PrintFileSpec['font'], name = 'ArialMT'): { resource: string; content: string } {
  let font: number;
  if (kind === 'helvetica') font = writer.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  else {
    const file = kind === 'embedded' ? ` /FontFile2 ${ref(writer.stream('', new Uint8Array(64)))}` : '';
    const descriptor = writer.add(`<< /Type /FontDescriptor /FontName /${pdfNameOf(name)} /Flags 32${file} >>`);
    font = writer.add(`<< /Type /Font /Subtype /TrueType /BaseFont /${pdfNameOf(name)} /FontDescriptor ${ref(descriptor)} >>`);
  }
  return { resource: `/Font << /F1 ${ref(font)} >>`, content: 'BT /F1 48 Tf 0 0 0 1 k 100 100 Td (Zomerfeest) Tj ET\n' };
}

function addSpot(writer: PdfWriter, names: string[]): { resource: string; content: string } {
  const tint = '<< /FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [0 1 1 0] /N 1 >>';
  const spaces = names.map((name) => writer.add(`[/Separation /${pdfNameOf(name)} /DeviceCMYK ${tint}]`));
  return {
    resource: `/ColorSpace << ${spaces.map((space, index) => `/CS${index} ${ref(space)}`).join(' ')} >>`,
    content: spaces.map((_, index) => `/CS${index} cs 1 scn 10 10 100 100 re f\n`).join(''),
  };
}

export async function printFile(spec: PrintFileSpec): Promise<Uint8Array<ArrayBuffer>> {
  const writer = new PdfWriter();
  const bleed = spec.bleed ?? 0;
  const [fullWidth, fullHeight] = [pt(spec.width + 2 * bleed), pt(spec.height + 2 * bleed)];
  for (let index = 0; index < (spec.pages ?? 1); index++) {
    const parts = [
      spec.imagePpi ? addImage(writer, spec) : null,
      spec.font ? addFont(writer, spec.font, spec.fontName) : null,
      spec.spot ? addSpot(writer, typeof spec.spot === 'string' ? [spec.spot] : spec.spot) : null,
    ].flatMap((part) => (part ? [part] : []));
    const contents = writer.stream('', parts.map((part) => part.content).join(''));
    const boxes = spec.trimBox === false ? '' : [
      `/TrimBox [${[pt(bleed), pt(bleed), pt(bleed) + pt(spec.width), pt(bleed) + pt(spec.height)].map(num).join(' ')}]`,
      `/BleedBox [0 0 ${num(fullWidth)} ${num(fullHeight)}]`,
    ].join(' ');
    writer.addPage(fullWidth, fullHeight, `${boxes} /Resources << ${parts.map((part) => part.resource).join(' ')} >> /Contents ${ref(contents)}`);
  }
  return Promise.resolve(writer.save());
}
