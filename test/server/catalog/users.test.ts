import { expect, it } from 'vitest';
import * as v from 'valibot';
import { describeEachDatabase } from '../../support/test-app.js';
import { PurchaserSchema } from '../../../src/domain/catalog.js';
import { partnerIdOf, tokenFor } from '../../support/tokens.js';

describeEachDatabase('purchaser list', (ctx) => {
  it('GET /users/{partner} lists the active colleagues for inkoop@ (no inactive one)', async () => {
    const partnerId = await partnerIdOf(ctx(), 'Bouwbedrijf Van Dijk B.V.');
    const res = await ctx().call('GET', `/api/v1/users/${partnerId}`, { token: await tokenFor(ctx(), 'inkoop@example.nl') });
    expect(res.status).toBe(200);
    const users = v.parse(v.array(PurchaserSchema), res.body);
    const emails = users.map((u) => u.email).sort();
    expect(emails).toEqual(['inkoop@example.nl', 'jan.devries@example.nl', 'sanne.bakker@example.nl']);
    expect(Object.keys(res.body[0]).sort()).toEqual(['email', 'id', 'name', 'phone']);
  });

  it('answers 403 for klant@ (not allowed to choose) and for another partner', async () => {
    const own = await partnerIdOf(ctx(), 'Bakkerij De Zon B.V.');
    const klant = await ctx().call('GET', `/api/v1/users/${own}`, { token: await tokenFor(ctx(), 'klant@example.nl') });
    expect(klant.status).toBe(403);
    const inkoop = await tokenFor(ctx(), 'inkoop@example.nl');
    const other = await ctx().call('GET', `/api/v1/users/${own}`, { token: inkoop });
    expect(other.status).toBe(403);
    for (const id of ['abc', '0', '-3', '99999999999999']) {
      const res = await ctx().call('GET', `/api/v1/users/${id}`, { token: inkoop });
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });
});
