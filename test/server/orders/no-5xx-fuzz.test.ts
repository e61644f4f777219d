import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeEachDatabase } from '../../support/test-app.js';
import { CUSTOMER } from './order-helpers.js';
import { tokenFor } from '../../support/tokens.js';

/** Numbers a form or a bad client may send: fine, edge, absurd, or not a number at all. */
const looseNumber = fc.oneof(
  fc.integer({ min: -5, max: 12_000 }),
  fc.constantFrom(0, 1, 2, 45, 59, 1000, 10_000, 100_001, 2 ** 31, -1, 1.5, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(null, '12', '', true, [], {}),
);
const looseText = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('', '2026-12-02', '2026-11-28', '2026-12-04T23:30:00.000Z', 'x'.repeat(600)), fc.constant(null));

/**
 * A fixed seed: the runs below also count how many payloads reached the business rules, and that
 * count must not depend on luck. A failure names its seed and path, so it replays exactly.
 */
const SEED = 20261122;

describeEachDatabase('random prints and orders never get a 5xx', (ctx) => {
  let token = '';
  let products: { id: number; fixed_width: number; fixed_height: number }[] = [];
  let finishIds: { id: number; finishing_id: number }[] = [];
  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    token = await tokenFor(ctx(), CUSTOMER);
    products = await ctx().db.kysely.selectFrom('products').select(['id', 'fixed_width', 'fixed_height']).execute();
    finishIds = await ctx().db.kysely.selectFrom('finishes').select(['id', 'finishing_id']).execute();
  });

  /** Mostly the valid value, sometimes a loose one: most payloads get past the schema to the rules. */
  const mostly = <T,>(valid: fc.Arbitrary<T>, loose: fc.Arbitrary<unknown> = looseNumber) =>
    fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: loose, weight: 1 });
  /** A fixed-size article's lines mostly have its size (any other is refused). */
  const size = (fixed: number) => (fixed > 0 ? fc.constant(fixed) : fc.integer({ min: 45, max: 6000 }));
  const copyLine = (product: (typeof products)[number]) => fc.record({
    originals: mostly(fc.constantFrom(1, 2, 2, 3)),
    quantity: mostly(fc.integer({ min: 1, max: 60 })),
    width: mostly(size(product.fixed_width)),
    height: mostly(size(product.fixed_height)),
    sides: mostly(fc.constantFrom(1, 1, 2)),
    abaa: mostly(fc.constantFrom(1, 2)),
    remark: mostly(fc.string({ maxLength: 20 }), looseText),
  });
  const side = fc.constantFrom('top', 'right', 'bottom', 'left', 'around', 'opposite-top', 'opposite-left', 'surface', 'middle');
  const nearPrint = () => fc.constantFrom(...products).chain((product) => fc.record({
    product_id: mostly(fc.constant(product.id)),
    copies: mostly(fc.array(copyLine(product), { minLength: 1, maxLength: 4 })),
    finishes: fc.oneof({ arbitrary: fc.constant([]), weight: 3 }, {
      weight: 1,
      arbitrary: fc.array(fc.constantFrom(...finishIds).chain((finish) => fc.record({
        id: mostly(fc.constant(finish.id)),
        finishing_id: mostly(fc.constant(finish.finishing_id)),
        side,
        location: mostly(fc.constantFrom('top', 'left'), looseText),
      })), { maxLength: 4 }),
    }),
    complete: mostly(fc.boolean()),
    uuid: mostly(fc.uuid(), looseText),
    prices: mostly(fc.constant({}), fc.record({ product: looseNumber })),
    frames: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, {
      weight: 1,
      arbitrary: fc.array(fc.record({
        id: mostly(fc.nat({ max: 10 })),
        base: mostly(fc.oneof(fc.constant(null), fc.constantFrom(...finishIds.map((f) => f.id)))),
        support: mostly(fc.boolean()),
        wallmount: fc.boolean(),
        sizes: fc.array(fc.record({ pieces: mostly(fc.integer({ min: 1, max: 9 })), width: mostly(fc.integer({ min: 59, max: 5000 })), height: mostly(fc.integer({ min: 59, max: 5000 })) }), { maxLength: 2 }),
      }), { maxLength: 3 }),
    }),
  }));
  const nearOrder = () => fc.record({
    products: mostly(fc.array(nearPrint(), { minLength: 1, maxLength: 3 }), fc.jsonValue()),
    contact: fc.record({
      name: mostly(fc.constant('Karin'), looseText),
      email: mostly(fc.constant('karin@example.nl'), looseText),
      phone: mostly(fc.constant('0201234567'), looseText),
    }),
    details: fc.record({
      description: mostly(fc.string({ maxLength: 10 }), looseText),
      reference: mostly(fc.constant('PO-1'), looseText),
      files_date: mostly(fc.constant(null), fc.oneof(looseText, fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })))),
      delivery_date: mostly(fc.constantFrom('2026-12-02', '2026-12-03T16:00:00.000Z', '2026-11-28', '2026-12-28'), looseText),
      // Picked up: an order without an address that is not picked up is refused.
      pickup: mostly(fc.constant(true)),
      pack: mostly(fc.constantFrom(false, 59, 238, 247)),
      address: mostly(fc.constant(null)),
      approve_pdf: fc.boolean(),
      archive_files: fc.boolean(),
      type: fc.constantFrom(undefined, undefined, 'quote', 'template', 'other'),
    }, { requiredKeys: ['reference', 'delivery_date', 'pickup', 'pack', 'address'] }),
  });

  const seen = new Map<string, number>();
  const noServerError = (res: { status: number; body: unknown }, call = '') => {
    seen.set(`${call} ${res.status}`, (seen.get(`${call} ${res.status}`) ?? 0) + 1);
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) expect(res.body).toHaveProperty('message');
  };

  it('POST /prices: 1,200 arbitrary and near-valid prints', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(nearPrint(), nearPrint(), fc.jsonValue()), async (body) => {
      noServerError(await ctx().call('POST', '/api/v1/prices', { token, body }), 'prices');
    }), { numRuns: 1200, seed: SEED });
    // The near-valid prints reach the price calculation, not only the schema.
    expect(seen.get('prices 200') ?? 0).toBeGreaterThan(10);
  }, 180_000);

  it('POST /order: 800 arbitrary and near-valid orders', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(nearOrder(), nearOrder(), fc.jsonValue()), fc.uuid(), async (body, key) => {
      noServerError(await ctx().call('POST', '/api/v1/order', { token, body, headers: { 'Idempotency-Key': key } }), 'order');
    }), { numRuns: 800, seed: SEED });
    // Some orders get through to storage, more to the business rules.
    expect(seen.get('order 201') ?? 0).toBeGreaterThan(0);
    expect((seen.get('order 201') ?? 0) + (seen.get('order 405') ?? 0)).toBeGreaterThan(10);
  }, 180_000);
});
