import { expect, it, vi } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { readPdf } from './pdf-text.js';
import * as specsPdf from '../../../src/server/platform/pdf/specs-pdf.js';

vi.mock('../../../src/server/platform/pdf/specs-pdf.js', async (original) => {
  const real = await original<typeof specsPdf>();
  return { ...real, renderSpecsPdf: vi.fn(real.renderSpecsPdf) };
});

const renders = () => vi.mocked(specsPdf.renderSpecsPdf).mock.calls.length;

async function download(ctx: TestContext, token: string): Promise<Uint8Array> {
  const response = await ctx.app.request('/api/v1/specs', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** The specification sheet costs a PDF render per version of the catalogue, not per download. */
describeEachDatabase('GET /specs: one render per catalogue version', (ctx) => {
  it('answers repeated and simultaneous downloads with one render, and renders again when the catalogue changes', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const first = await download(ctx(), token);
    const before = renders();
    const again = await Promise.all([download(ctx(), token), download(ctx(), token), download(ctx(), token)]);
    ctx().clock.advance(60_000);
    again.push(await download(ctx(), await tokenFor(ctx(), 'inkoop@example.nl')));
    expect(renders()).toBe(before);
    for (const bytes of again) expect(Buffer.from(bytes).equals(Buffer.from(first))).toBe(true);

    // A change of the catalogue made elsewhere (the admin command line): the next sheet shows it.
    const product = await ctx().db.kysely.selectFrom('products').select(['id', 'name']).where('default_code', '=', 'SPD-FL510').executeTakeFirstOrThrow();
    await ctx().db.kysely.updateTable('products').set({ name: 'Spandoek Frontlit Nieuw 510' }).where('id', '=', product.id).execute();
    try {
      const changed = await readPdf(await download(ctx(), token));
      expect(changed.text).toContain('Spandoek Frontlit Nieuw 510');
      expect(renders()).toBe(before + 1);
    } finally {
      await ctx().db.kysely.updateTable('products').set({ name: product.name }).where('id', '=', product.id).execute();
    }
    expect((await readPdf(await download(ctx(), token))).text).toContain(product.name);
  });

  it('dates a sheet of another day with that day', async () => {
    ctx().clock.advance(24 * 60 * 60 * 1000);
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const day = ctx().services.now().toISOString().slice(0, 10);
    expect((await readPdf(await download(ctx(), token))).text).toContain(`stand van ${day}`);
  });
});
