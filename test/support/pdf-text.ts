import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The metrics of the 14 standard fonts (pdfkit's Helvetica), so pdf.js reads their text without a warning.
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

/**
 * The text of every page of a PDF as pdf.js's public API reads it (what a customer's viewer shows and
 * copies), one line per text line: tests read documents back as a customer would.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; title: string | undefined; text: string }> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, standardFontDataUrl }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      // Items of one baseline make one line (pdfkit writes each column's text as an item of its own).
      const rows = new Map<number, { x: number; text: string }[]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const y = Math.round(item.transform[5] as number);
        rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
      }
      const lines = [...rows.entries()].sort(([a], [b]) => b - a)
        .map(([, items]) => items.sort((a, b) => a.x - b.x).map((item) => item.text).join(' ').replace(/\s+/g, ' ').trim());
      pages.push(lines.join('\n'));
    }
    const { info } = await document.getMetadata();
    return { pages: document.numPages, title: (info as { Title?: string }).Title, text: pages.join('\n') };
  } finally {
    await document.destroy();
  }
}
