import { Hono } from 'hono';
import writeExcelFile from 'write-excel-file/node';
import type { AppEnv } from '../../services.js';
import { requestLanguage } from '../auth/auth-messages.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';

/**
 * The columns the copies import reads (spec section 5: the first row is skipped, then originals,
 * quantity, width, height, remark), titled as the copies editor titles them in the user's
 * language, with one example line.
 */
export const COPIES_TEMPLATE_HEADER = {
  nl: ['Originelen', 'Aantal', 'Breedte (mm)', 'Hoogte (mm)', 'Opmerking'],
  en: ['Originals', 'Quantity', 'Width (mm)', 'Height (mm)', 'Remark'],
} as const;
const EXAMPLE_ROW = {
  nl: [1, 10, 3000, 1000, 'Voorbeeld: spandoek voorgevel'],
  en: [1, 10, 3000, 1000, 'Example: banner front facade'],
} as const;
const SHEET = { nl: 'Regels', en: 'Lines' } as const;

async function copiesTemplate(lang: 'nl' | 'en'): Promise<Buffer> {
  const header = COPIES_TEMPLATE_HEADER[lang].map((value) => ({ value, fontWeight: 'bold' as const }));
  const columns = [{ width: 12 }, { width: 12 }, { width: 14 }, { width: 14 }, { width: 40 }];
  return writeExcelFile([header, [...EXAMPLE_ROW[lang]]], { columns, sheet: SHEET[lang] }).toBuffer();
}

/** GET /copies-template: the .xlsx a user fills in to import copy lines. */
export function copiesTemplateRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/copies-template', requireAuth, requirePartner, async (c) => {
    const file = await copiesTemplate(requestLanguage(c.req.header('Accept-Language')));
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': 'attachment; filename="printportal-kopieen.xlsx"',
      'Content-Length': String(file.length),
    });
  });
  return routes;
}
