import PDFDocument from 'pdfkit';

/**
 * The one layout of the company's paperwork (order confirmation, quote, invoice): the company's
 * header, the address blocks beside the document's facts, the line table, the totals and the notes,
 * with the company's legal line and the page number at the foot of every page. It draws text that
 * is already in the customer's language and format; what a document says is decided by its maker
 * (modules/documents, modules/orders/invoices.ts).
 */

export interface AddressBlock {
  heading: string;
  lines: string[];
}

/** One line of sale: a print, a frame set, later a transport line; amounts already formatted. */
export interface DocumentLine {
  quantity: string;
  description: string;
  /** Smaller lines under the description: sizes, finishes per side, remarks. */
  details: string[];
  amount: string;
}

export interface DocumentTotal {
  label: string;
  amount: string;
  strong?: boolean;
}

export interface BusinessDocument {
  /** The PDF's title (document properties) and the heading on the page, e.g. "Factuur F2026-000001". */
  title: string;
  author: string;
  /** The company's name and the lines under it (address, VAT, KvK, IBAN, e-mail). */
  company: { name: string; lines: string[] };
  /** Customer, delivery address ...: side by side under the heading. */
  addresses: AddressBlock[];
  /** Label and value pairs: number, dates, reference, PO number ... */
  facts: [string, string][];
  columns: { quantity: string; description: string; amount: string };
  lines: DocumentLine[];
  totals: DocumentTotal[];
  notes: string[];
  /** One line at the foot of every page (the company's legal details). */
  footer: string;
  /** "Pagina {page} van {pages}" with both numbers filled in. */
  pageLabel: (page: number, pages: number) => string;
}

const LEFT = 50;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;
const BOTTOM = 770;
const QTY_WIDTH = 50;
const AMOUNT_WIDTH = 110;
const DESC_X = LEFT + QTY_WIDTH + 10;
const DESC_WIDTH = RIGHT - AMOUNT_WIDTH - 10 - DESC_X;
const GREY = '#555555';
const RULE = '#999999';

type Doc = PDFKit.PDFDocument;

function header(doc: Doc, document: BusinessDocument): void {
  doc.fillColor('black').font('Helvetica-Bold').fontSize(16).text(document.company.name, LEFT, 50, { width: 260 });
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY)
    .text(document.company.lines.join('\n'), 330, 52, { width: RIGHT - 330, align: 'right' });
  doc.fillColor('black');
  doc.y = Math.max(doc.y, 120);
}

function addressesAndFacts(doc: Doc, document: BusinessDocument): void {
  doc.font('Helvetica-Bold').fontSize(17).text(document.title, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.6);
  const top = doc.y;
  let y = top;
  for (const block of document.addresses) {
    doc.font('Helvetica-Bold').fontSize(9).text(block.heading, LEFT, y, { width: 250 });
    doc.font('Helvetica').fontSize(9.5).text(block.lines.join('\n'), LEFT, doc.y, { width: 250 });
    y = doc.y + 8;
  }
  let factsY = top;
  for (const [label, value] of document.facts) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label, 320, factsY, { width: 95 });
    doc.fillColor('black').text(value, 420, factsY, { width: RIGHT - 420 });
    factsY = Math.max(doc.y, factsY + 12);
  }
  doc.y = Math.max(y, factsY) + 10;
}

function tableHeader(doc: Doc, columns: BusinessDocument['columns']): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text(columns.quantity, LEFT, y, { width: QTY_WIDTH, align: 'right' });
  doc.text(columns.description, DESC_X, y, { width: DESC_WIDTH });
  doc.text(columns.amount, RIGHT - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.moveTo(LEFT, doc.y + 3).lineTo(RIGHT, doc.y + 3).strokeColor(RULE).lineWidth(0.7).stroke();
  doc.y += 8;
}

/** The height a line takes, so that a line is never split over two pages. */
function lineHeight(doc: Doc, line: DocumentLine): number {
  doc.font('Helvetica-Bold').fontSize(9.5);
  let height = doc.heightOfString(line.description, { width: DESC_WIDTH });
  doc.font('Helvetica').fontSize(8.5);
  for (const detail of line.details) height += doc.heightOfString(detail, { width: DESC_WIDTH - 8 });
  return height + 8;
}

function newPage(doc: Doc, document: BusinessDocument): void {
  doc.addPage();
  header(doc, document);
  // A loose page still says what it belongs to.
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(document.title, LEFT, doc.y, { width: WIDTH });
  doc.moveDown(0.6);
  tableHeader(doc, document.columns);
}

function tableLine(doc: Doc, document: BusinessDocument, line: DocumentLine): void {
  if (doc.y + lineHeight(doc, line) > BOTTOM) newPage(doc, document);
  const y = doc.y;
  doc.font('Helvetica').fontSize(9.5).fillColor('black').text(line.quantity, LEFT, y, { width: QTY_WIDTH, align: 'right' });
  doc.text(line.amount, RIGHT - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.font('Helvetica-Bold').text(line.description, DESC_X, y, { width: DESC_WIDTH });
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  for (const detail of line.details) doc.text(detail, DESC_X + 8, doc.y, { width: DESC_WIDTH - 8 });
  doc.fillColor('black');
  doc.y += 6;
}

function totals(doc: Doc, document: BusinessDocument): void {
  if (doc.y + 16 * document.totals.length + 10 > BOTTOM) newPage(doc, document);
  doc.moveTo(320, doc.y).lineTo(RIGHT, doc.y).strokeColor(RULE).lineWidth(0.7).stroke();
  doc.y += 6;
  for (const total of document.totals) {
    const y = doc.y;
    doc.font(total.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(total.strong ? 10.5 : 9.5);
    doc.text(total.label, 320, y, { width: RIGHT - AMOUNT_WIDTH - 330 });
    doc.text(total.amount, RIGHT - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    doc.y = Math.max(doc.y, y + 14) + 2;
  }
}

function notes(doc: Doc, document: BusinessDocument): void {
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  for (const note of document.notes) {
    if (doc.y + doc.heightOfString(note, { width: WIDTH }) > BOTTOM) newPage(doc, document);
    doc.text(note, LEFT, doc.y, { width: WIDTH });
    doc.moveDown(0.5);
  }
}

/** The foot of every page, drawn last so it knows the page count. */
function footers(doc: Doc, document: BusinessDocument): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Below the bottom margin: without lifting it pdfkit would open a new page for this text.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7.5).fillColor(GREY);
    doc.text(document.footer, LEFT, 800, { width: WIDTH - 80, lineBreak: false });
    doc.text(document.pageLabel(index + 1, range.count), RIGHT - 80, 800, { width: 80, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** The document as a PDF (A4, as many pages as its lines need). */
export function renderBusinessDocument(document: BusinessDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, info: { Title: document.title, Author: document.author } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, document);
  addressesAndFacts(doc, document);
  tableHeader(doc, document.columns);
  for (const line of document.lines) tableLine(doc, document, line);
  doc.y += 4;
  totals(doc, document);
  notes(doc, document);
  footers(doc, document);
  doc.end();
  return done;
}
