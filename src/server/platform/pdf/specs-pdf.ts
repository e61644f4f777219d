import PDFDocument from 'pdfkit';

export interface SpecsProduct {
  name: string;
  code: string;
  material: string;
  gloss: string;
  widthMm: number;
  density: string;
  fireResistant: boolean;
  fixedWidth: number;
  fixedHeight: number;
  sides: number;
  minOrderQty: number;
  finishes: string[];
  extras: string[];
  bases: string[];
}

export interface SpecsChapter {
  title: string;
  products: SpecsProduct[];
}

const cm = (mm: number) => `${(mm / 10).toLocaleString('nl-NL')} cm`;

function productLines(p: SpecsProduct): string[] {
  const lines = [
    `Materiaal: ${p.material}  ·  Afwerking oppervlak: ${p.gloss || '-'}  ·  Gewicht/dikte: ${p.density || '-'}`,
    `Max. breedte: ${cm(p.widthMm)}  ·  Brandvertragend: ${p.fireResistant ? 'ja' : 'nee'}  ·  Artikelcode: ${p.code}`,
    p.fixedWidth > 0 ? `Formaat: vast, ${cm(p.fixedWidth)} x ${cm(p.fixedHeight)}` : 'Formaat: vrij op maat',
    `Bedrukking: ${p.sides === 2 ? 'enkel- of dubbelzijdig' : 'enkelzijdig'}`,
  ];
  if (p.minOrderQty > 0) lines.push(`Minimale afname: ${p.minOrderQty} stuks`);
  if (p.finishes.length > 0) lines.push(`Afwerkingen: ${p.finishes.join(', ')}`);
  if (p.extras.length > 0) lines.push(`Extra producten: ${p.extras.join(', ')}`);
  if (p.bases.length > 0) lines.push(`Voetplaten: ${p.bases.join(', ')}`);
  return lines;
}

/** The specifications sheet of the whole catalogue as a PDF (A4, one block per product). */
export function renderSpecsPdf(chapters: SpecsChapter[], generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: 'PrintPortal productspecificaties', Author: 'PrintPortal', CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('Productspecificaties');
  doc.font('Helvetica').fontSize(9).fillColor('#555555')
    .text(`PrintPortal  ·  stand van ${generatedAt.toISOString().slice(0, 10)}  ·  prijzen en levertijden in het portaal`);
  doc.fillColor('#000000').moveDown(1);

  for (const chapter of chapters) {
    if (chapter.products.length === 0) continue;
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).text(chapter.title).moveDown(0.3);
    for (const product of chapter.products) {
      // Keep a product's block on one page.
      if (doc.y > doc.page.height - 130) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(11).text(product.name);
      doc.font('Helvetica').fontSize(9);
      for (const line of productLines(product)) doc.text(line, { indent: 10 });
      doc.moveDown(0.6);
    }
    doc.moveDown(0.5);
  }
  doc.end();
  return done;
}
