import writeExcelFile from 'write-excel-file/node';

/**
 * The columns the copies import reads (spec section 5: the first row is skipped, then originals,
 * quantity, width, height, remark), titled as the copies editor titles them in the user's
 * language, with one example line.
 */
const COPIES_TEMPLATE_HEADER = {
  nl: ['Originelen', 'Aantal', 'Breedte (mm)', 'Hoogte (mm)', 'Opmerking'],
  en: ['Originals', 'Quantity', 'Width (mm)', 'Height (mm)', 'Remark'],
} as const;
const EXAMPLE_ROW = {
  nl: [1, 10, 3000, 1000, 'Voorbeeld: spandoek voorgevel'],
  en: [1, 10, 3000, 1000, 'Example: banner front facade'],
} as const;
const SHEET = { nl: 'Regels', en: 'Lines' } as const;

/** The .xlsx a user fills in to import copy lines. */
export async function copiesTemplate(lang: 'nl' | 'en'): Promise<Buffer> {
  const header = COPIES_TEMPLATE_HEADER[lang].map((value) => ({ value, fontWeight: 'bold' as const }));
  const columns = [{ width: 12 }, { width: 12 }, { width: 14 }, { width: 14 }, { width: 40 }];
  return writeExcelFile([header, [...EXAMPLE_ROW[lang]]], { columns, sheet: SHEET[lang] }).toBuffer();
}
