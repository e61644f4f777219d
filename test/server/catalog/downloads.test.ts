import { expect, it } from 'vitest';
import * as v from 'valibot';
import { readSheet } from 'read-excel-file/node';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { SpecsCheckSchema } from '../../../src/domain/catalog.js';
import { tokenFor } from '../../support/tokens.js';
import { readPdf } from './pdf-text.js';

/** A binary GET (ctx.call would decode the body as text). */
async function download(ctx: TestContext, path: string, token: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.request(path, { headers: { Authorization: `Bearer ${token}`, ...headers } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describeEachDatabase('downloads', (ctx) => {
  it('GET /specs is a real PDF of the catalogue and marks the specs as seen', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const before = await ctx().call('GET', '/api/v1/specs/check', { token });
    expect(before.status).toBe(200);
    expect(v.parse(SpecsCheckSchema, before.body)).toEqual({ seen_specs: false });

    const { response, bytes } = await download(ctx(), '/api/v1/specs', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBeGreaterThan(0);
    for (const name of ['Spandoek Frontlit 510 g/m²', 'Bouwhekdoek Heras Mesh 340 x 173 cm', 'PlusFrame textielframe enkelzijdig']) {
      expect(pdf.text).toContain(name);
    }
    expect(pdf.text).toContain('Ringen om de 500 mm');
    expect(pdf.text).not.toContain('(intern)');

    const after = await ctx().call('GET', '/api/v1/specs/check', { token });
    expect(after.body).toEqual({ seen_specs: true });
    const colleague = await ctx().call('GET', '/api/v1/specs/check', { token: await tokenFor(ctx(), 'inkoop@example.nl') });
    expect(colleague.body).toEqual({ seen_specs: false });
  });

  it('GET /specs also marks the specs seen for a user without a settings row', async () => {
    const token = await tokenFor(ctx(), 'jan.devries@example.nl');
    const jan = await ctx().db.kysely.selectFrom('users').select('id').where('email', '=', 'jan.devries@example.nl').executeTakeFirstOrThrow();
    await ctx().db.kysely.deleteFrom('user_settings').where('user_id', '=', jan.id).execute();
    expect((await ctx().call('GET', '/api/v1/specs/check', { token })).body).toEqual({ seen_specs: false });
    const { response } = await download(ctx(), '/api/v1/specs', token);
    expect(response.status).toBe(200);
    expect((await ctx().call('GET', '/api/v1/specs/check', { token })).body).toEqual({ seen_specs: true });
  });

  it('GET /copies-template is a real xlsx with the import columns', async () => {
    const { response, bytes } = await download(ctx(), '/api/v1/copies-template', await tokenFor(ctx(), 'klant@example.nl'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.xlsx"$/);
    expect(Buffer.from(bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
    const rows = await readSheet(Buffer.from(bytes));
    expect(rows[0]).toEqual(['Originelen', 'Aantal', 'Breedte (mm)', 'Hoogte (mm)', 'Opmerking', 'Toelichting (wordt niet geïmporteerd)']);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(0, 4)).toEqual([1, 10, 3000, 1000]);
    expect(rows[1]?.[5]).toBe('Voorbeeldregel: wordt niet geïmporteerd');
  });

  it('GET /copies-template titles its columns in English for an English user, and the import still skips that row', async () => {
    const { response, bytes } = await download(ctx(), '/api/v1/copies-template', await tokenFor(ctx(), 'klant@example.nl'), { 'Accept-Language': 'en' });
    expect(response.status).toBe(200);
    const rows = await readSheet(Buffer.from(bytes));
    expect(rows[0]).toEqual(['Originals', 'Quantity', 'Width (mm)', 'Height (mm)', 'Remark', 'Note (not imported)']);
    const { rowsToCopyLines } = await import('../../../src/domain/excel-rows.js');
    const product = { fixed_width: 0, fixed_height: 0, sides: 1, min_order_qty: 0, kind: 'sheet' } as const;
    const result = rowsToCopyLines(rows, product);
    // The example shows how to fill the sheet; it is no order line.
    expect(result.problems).toEqual([]);
    expect(result.lines).toEqual([]);
    expect(result.examplesSkipped).toBe(1);
  });
});
