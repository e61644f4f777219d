import writeExcelFile from 'write-excel-file/node';
import { EXAMPLE_ROW } from '../../../domain/excel-rows.js';
import { word } from '../../../domain/texts/text.js';
import { i18nOf } from '../../platform/i18n/server-i18n.js';

/**
 * The columns the copies import reads (spec section 5: the first row is skipped, then originals,
 * quantity, width, height, remark), titled as the copies editor titles them in the user's
 * language, with one example line. The example carries the mark in column F that makes the import
 * skip it (and say so), so it never becomes an order line.
 */
const COPIES_TEMPLATE_HEADER = [
  /*i18n*/ { id: 'template.originals', message: 'Originelen' },
  /*i18n*/ { id: 'template.quantity', message: 'Aantal' },
  /*i18n*/ { id: 'template.width', message: 'Breedte (mm)' },
  /*i18n*/ { id: 'template.height', message: 'Hoogte (mm)' },
  /*i18n*/ { id: 'template.remark', message: 'Opmerking' },
  /*i18n*/ { id: 'template.note', message: 'Toelichting (wordt niet geïmporteerd)' },
];
const SHEET = /*i18n*/ { id: 'template.sheet', message: 'Regels' };

/** The .xlsx a user fills in to import copy lines. */
export async function copiesTemplate(lang: 'nl' | 'en'): Promise<Buffer> {
  const i18n = i18nOf(lang);
  const header = COPIES_TEMPLATE_HEADER.map((text) => ({ value: word(text, i18n), fontWeight: 'bold' as const }));
  const columns = [{ width: 12 }, { width: 12 }, { width: 14 }, { width: 14 }, { width: 40 }, { width: 40 }];
  const example = [...EXAMPLE_ROW[lang].cells, { value: EXAMPLE_ROW[lang].mark, fontStyle: 'italic' as const }];
  return writeExcelFile([header, example], { columns, sheet: word(SHEET, i18n) }).toBuffer();
}
