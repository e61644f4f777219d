import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { copy, CUSTOMER, finishOf, print, productId, RESELLER } from './order-helpers.js';
import { tokenFor } from '../../support/tokens.js';

describeEachDatabase('POST /prices', (ctx) => {
  let token = '';
  let banner = 0;
  let frame = 0;
  beforeAll(async () => {
    token = await tokenFor(ctx(), CUSTOMER);
    banner = await productId(ctx(), 'SPD-FL510');
    frame = await productId(ctx(), 'PF-TEX');
  });

  const prices = (body: unknown, bearer = token, headers: Record<string, string> = {}) =>
    ctx().call('POST', '/api/v1/prices', { token: bearer, body, headers });

  it('answers the product price in euros with a breakdown', async () => {
    // 2 x 2 m² of 12.50/m² = 50.00; hem around 2 x 6 m x 1.50 = 18.00
    const hem = await finishOf(ctx(), 'AF-ZOOM');
    const res = await prices(print(banner, { finishes: [{ id: hem.id, finishing_id: hem.finishing_id, side: 'around' }] }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      product: 68,
      frames: 0,
      breakdown: [
        { kind: 'material', label: 'Spandoek Frontlit 510 g/m² (2 st., 4,00 m²)', amount: 50 },
        { kind: 'finish', label: 'Zoom (gestikt) (rondom)', amount: 18 },
      ],
    });
  });

  it('prices PlusFrames as frames, with base plates, support and wall mount', async () => {
    const base = await finishOf(ctx(), 'PF-VOET-STAAL');
    const res = await prices(print(frame, {
      copies: [copy({ quantity: 2, width: 2500, height: 1000 })],
      frames: [{ id: 1, base: base.id, support: true, wallmount: false, sizes: [{ pieces: 2, width: 2500, height: 1000 }] }],
    }));
    expect(res.status).toBe(200);
    // 2 frames x 7 m x 14.50 = 203.00; 2 x 3 plates x 14.95 = 89.70; support 2 x 19.50 = 39.00
    expect(res.body.product).toBe(0);
    expect(res.body.frames).toBe(331.7);
  });

  it('answers 422 with the spec message for A/B with other than 2 originals', async () => {
    const doubleSided = await productId(ctx(), 'SPD-BO610-DS');
    const res = await prices(print(doubleSided, { copies: [copy({ sides: 2, abaa: 1, originals: 3 })] }));
    expect(res.status).toBe(422);
    expect(res.body.errors['copies.0.originals']).toEqual(['Originals should be equal to 2']);
  });

  it('answers 422 with the minimum total of a PlusFrame, on quantity and originals of the first line', async () => {
    const res = await prices(print(frame, { copies: [copy({ quantity: 1 })] }));
    expect(res.status).toBe(422);
    expect(res.body.errors['copies.0.quantity']).toEqual(['Minimaal besteld product moet totaal: 2 zijn']);
    expect(res.body.errors['copies.0.originals']).toEqual(['Minimaal besteld product moet totaal: 2 zijn']);
  });

  it('applies the PlusFrame limits (quantity at most 50)', async () => {
    const res = await prices(print(frame, { copies: [copy({ quantity: 51 })] }));
    expect(res.status).toBe(422);
    expect(res.body.errors['copies.0.quantity']).toBeDefined();
  });

  it('answers 422 for an unknown product or a finish the product does not offer', async () => {
    expect((await prices(print(999_999))).status).toBe(422);
    const base = await finishOf(ctx(), 'PF-VOET-STAAL');
    const res = await prices(print(banner, { finishes: [{ id: base.id, finishing_id: base.finishing_id, side: 'surface' }] }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)[0]).toMatch(/^finishes\.0\./);
  });

  it('answers 422 for a missing level-1 side', async () => {
    const hem = await finishOf(ctx(), 'AF-ZOOM');
    const res = await prices(print(banner, { finishes: [{ id: hem.id, finishing_id: hem.finishing_id, side: 'top' }] }));
    expect(res.status).toBe(422);
    expect(Object.values(res.body.errors).flat()).toContain('Bottom must be present');
    const dutch = await prices(print(banner, { finishes: [{ id: hem.id, finishing_id: hem.finishing_id, side: 'top' }] }), token, { 'Accept-Language': 'nl' });
    expect(dutch.body.errors['finishes.right']).toEqual(['Rechts moet aanwezig zijn']);
  });

  it('answers a finish the product does not offer in the language of the request', async () => {
    const base = await finishOf(ctx(), 'PF-VOET-STAAL');
    const body = print(banner, { finishes: [{ id: base.id, finishing_id: base.finishing_id, side: 'surface' }] });
    expect((await prices(body)).body.errors['finishes.0.id']).toEqual(['Finish is not available for this product']);
    expect((await prices(body, token, { 'Accept-Language': 'nl' })).body.errors['finishes.0.id']).toEqual(['Deze afwerking is niet beschikbaar voor dit product']);
  });

  it('needs a token and a chosen partner', async () => {
    expect((await prices(print(banner), '')).status).toBe(401);
    const unbound = await tokenFor(ctx(), RESELLER);
    expect((await prices(print(banner), unbound)).status).toBe(403);
  });
});
