import { Hono } from 'hono';
import writeExcelFile from 'write-excel-file/node';
import type { AppEnv } from '../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';

/**
 * The columns the copies import reads (spec section 5: the first row is skipped, then originals,
 * quantity, width, height, remark), with one example line.
 */
export const COPIES_TEMPLATE_HEADER = ['originals', 'quantity', 'width', 'height', 'remark'] as const;
const EXAMPLE_ROW = [1, 10, 3000, 1000, 'Voorbeeld: spandoek voorgevel'] as const;

async function copiesTemplate(): Promise<Buffer> {
  const header = COPIES_TEMPLATE_HEADER.map((value) => ({ value, fontWeight: 'bold' as const }));
  const columns = [{ width: 12 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 40 }];
  return writeExcelFile([header, [...EXAMPLE_ROW]], { columns, sheet: 'Kopieën' }).toBuffer();
}

/** GET /copies-template: the .xlsx a user fills in to import copy lines. */
export function copiesTemplateRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/copies-template', requireAuth, requirePartner, async (c) => {
    const file = await copiesTemplate();
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': 'attachment; filename="printportal-kopieen.xlsx"',
      'Content-Length': String(file.length),
    });
  });
  return routes;
}
