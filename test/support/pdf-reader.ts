import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Page count and title of a PDF as pdf.js's public API reads them (in this process: its fake worker). */
export async function pdfSummary(bytes: Uint8Array): Promise<{ pages: number; title: string | undefined }> {
  // pdf.js takes the bytes over (their buffer is detached): a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
  try {
    const { info } = await document.getMetadata();
    return { pages: document.numPages, title: (info as { Title?: string }).Title };
  } finally {
    await document.destroy();
  }
}
