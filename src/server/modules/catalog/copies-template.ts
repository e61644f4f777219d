import writeExcelFile from 'write-excel-file/node';
import { EXAMPLE_ROW } from '../../../domain/excel-rows.js';

/**
 * The columns the copies import reads (spec section 5: the first row is skipped, then originals,
 * quantity, width, height, remark), titled as the copies editor titles them in the user's
 * language, with one example line. The example carries the mark in column F that makes the import
 * skip it (and say so), so it never becomes an order line.
 */
const COPIES_TEMPLATE_HEADER = {
  nl: ['Originelen', 'Aantal', 'Breedte (mm)', 'Hoogte (mm)', 'Opmerking', 'Toelichting (wordt niet geïmporteerd)'],
  en: ['Originals', 'Quantity', 'Width (mm)', 'Height (mm)', 'Remark', 'Note (not imported)'],
} as const;
const SHEET = { nl: 'Regels', en: 'Lines' } as const;

/** The .xlsx a user fills in to import copy lines. */
export async function copiesTemplate(lang: 'nl' | 'en'): Promise<Buffer> {
  const header = COPIES_TEMPLATE_HEADER[lang].map((value) => ({ value, fontWeight: 'bold' as const }));
  const columns = [{ width: 12 }, { width: 12 }, { width: 14 }, { width: 14 }, { width: 40 }, { width: 40 }];
  const example = [...EXAMPLE_ROW[lang].cells, { value: EXAMPLE_ROW[lang].mark, fontStyle: 'italic' as const }];
  return writeExcelFile([header, example], { columns, sheet: SHEET[lang] }).toBuffer();
}
