import { PDFDocument, PDFName, StandardFonts, type PDFPage } from 'pdf-lib';

const POINTS_PER_MM = 72 / 25.4;

/** A print file as a designer would export it, made with pdf-lib for the print-file check tests. */
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
  spot?: string;
}

function addImage(document: PDFDocument, page: PDFPage, spec: PrintFileSpec): string {
  const wide = Math.max(1, Math.round((spec.width / 25.4) * (spec.imagePpi ?? 72)));
  const high = Math.max(1, Math.round((spec.height / 25.4) * (spec.imagePpi ?? 72)));
  const context = document.context;
  const channels = spec.imageColour === 'rgb-icc' ? 3 : 4;
  const colourSpace = spec.imageColour === 'rgb-icc'
    ? context.obj([PDFName.of('ICCBased'), context.register(context.flateStream(new Uint8Array(128), { N: 3 }))])
    : PDFName.of('DeviceCMYK');
  const image = context.flateStream(new Uint8Array(wide * high * channels), {
    Type: 'XObject', Subtype: 'Image', Width: wide, Height: high, ColorSpace: colourSpace, BitsPerComponent: 8,
  });
  page.node.setXObject(PDFName.of('Im1'), context.register(image));
  const bleed = spec.bleed ?? 0;
  const [x, y, w, h] = [bleed, bleed, spec.width, spec.height].map((mm) => (mm * POINTS_PER_MM).toFixed(3));
  return `q ${w} 0 0 ${h} ${x} ${y} cm /Im1 Do Q\n`;
}

async function addFont(document: PDFDocument, page: PDFPage, kind: PrintFileSpec['font']): Promise<string> {
  const context = document.context;
  let ref;
  if (kind === 'helvetica') ref = (await document.embedFont(StandardFonts.Helvetica)).ref;
  else {
    const descriptor = context.obj({ Type: 'FontDescriptor', FontName: 'ArialMT', Flags: 32 });
    if (kind === 'embedded') descriptor.set(PDFName.of('FontFile2'), context.register(context.flateStream(new Uint8Array(64))));
    ref = context.register(context.obj({ Type: 'Font', Subtype: 'TrueType', BaseFont: 'ArialMT', FontDescriptor: context.register(descriptor) }));
  }
  page.node.setFontDictionary(PDFName.of('F1'), ref);
  return 'BT /F1 48 Tf 0 0 0 1 k 100 100 Td (Zomerfeest) Tj ET\n';
}

function addSpot(document: PDFDocument, page: PDFPage, name: string): string {
  const context = document.context;
  const space = context.obj([PDFName.of('Separation'), PDFName.of(name), PDFName.of('DeviceCMYK'), context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [0, 1, 1, 0], N: 1 })]);
  const resources = page.node.normalizedEntries().Resources;
  resources.set(PDFName.of('ColorSpace'), context.obj({ CS0: space }));
  return '/CS0 cs 1 scn 10 10 100 100 re f\n';
}

export async function printFile(spec: PrintFileSpec): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  const bleed = spec.bleed ?? 0;
  const pt = (mm: number) => mm * POINTS_PER_MM;
  for (let index = 0; index < (spec.pages ?? 1); index++) {
    const page = document.addPage([pt(spec.width + 2 * bleed), pt(spec.height + 2 * bleed)]);
    if (spec.trimBox !== false) {
      page.setTrimBox(pt(bleed), pt(bleed), pt(spec.width), pt(spec.height));
      page.setBleedBox(0, 0, pt(spec.width + 2 * bleed), pt(spec.height + 2 * bleed));
    }
    let content = '';
    if (spec.imagePpi) content += addImage(document, page, spec);
    if (spec.font) content += await addFont(document, page, spec.font);
    if (spec.spot) content += addSpot(document, page, spec.spot);
    const stream = document.context.flateStream(content);
    page.node.set(PDFName.of('Contents'), document.context.register(stream));
  }
  return new Uint8Array(await document.save());
}
