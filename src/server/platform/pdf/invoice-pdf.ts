import PDFDocument from 'pdfkit';

/** Everything printed on an invoice; amounts in cents. */
export interface InvoiceSheet {
  company: { name: string; address: string[]; vatNumber: string; iban: string };
  customer: string;
  number: string;
  date: string;
  state: 'open' | 'paid';
  orders: { id: number; reference: string; lines: { label: string; cents: number }[] }[];
  untaxedCents: number;
  vatPct: number;
  vatCents: number;
  totalCents: number;
}

export const COMPANY = {
  name: 'PrintPortal Grootformaat B.V.',
  address: ['Drukkerijweg 12', '3542 AB Utrecht', 'Nederland'],
  vatNumber: 'NL001234567B01',
  iban: 'NL91 ABNA 0417 1643 00',
};

const euro = (cents: number) =>
  `€ ${(cents / 100).toLocaleString('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A real PDF invoice (A4, one or more pages) as bytes. */
export function renderInvoicePdf(sheet: InvoiceSheet): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Factuur ${sheet.number}`, Author: sheet.company.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(sheet.company.name);
  doc.font('Helvetica').fontSize(9).text([...sheet.company.address, `BTW ${sheet.company.vatNumber}`, `IBAN ${sheet.company.iban}`].join('\n'));
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(14).text(`Factuur / Invoice ${sheet.number}`);
  doc.font('Helvetica').fontSize(10)
    .text(`Klant / Customer: ${sheet.customer}`)
    .text(`Datum / Date: ${sheet.date}`)
    .text(`Status: ${sheet.state === 'paid' ? 'betaald / paid' : 'open'}`);
  doc.moveDown();

  const right = (text: string) => doc.text(text, 50, doc.y, { width: 495, align: 'right' });
  for (const order of sheet.orders) {
    doc.font('Helvetica-Bold').text(`Order ${order.id}${order.reference ? ` — ${order.reference}` : ''}`, 50);
    doc.font('Helvetica');
    for (const line of order.lines) {
      const y = doc.y;
      doc.text(line.label, 60, y, { width: 380 });
      const after = doc.y;
      doc.text(euro(line.cents), 50, y, { width: 495, align: 'right' });
      doc.y = Math.max(after, doc.y);
    }
    doc.moveDown(0.5);
  }
  doc.moveDown();
  doc.font('Helvetica');
  right(`Bedrag excl. btw / Amount excl. VAT: ${euro(sheet.untaxedCents)}`);
  right(`Btw / VAT ${sheet.vatPct}%: ${euro(sheet.vatCents)}`);
  doc.font('Helvetica-Bold');
  right(`Totaal / Total: ${euro(sheet.totalCents)}`);
  doc.font('Helvetica').fontSize(8).moveDown(2)
    .text(`Graag binnen 30 dagen overmaken op ${sheet.company.iban} o.v.v. ${sheet.number}.`, 50);
  doc.end();
  return done;
}
