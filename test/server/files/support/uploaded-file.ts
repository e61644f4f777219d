import { expect } from 'vitest';
import type { TestContext } from '../../../support/test-app.js';
import { tokenFor } from '../../../support/tokens.js';
import { CUSTOMER } from '../../after-order/helpers.js';
import { makeOrder } from '../../after-order/orders-fixture.js';
import { multipartBody, printReadyPdf } from '../pdf-fixtures.js';

/** A new order with a print-ready file uploaded for its first print, as the customer does it. */
export async function uploadedFile(ctx: TestContext): Promise<{ orderId: number; fileId: number; storedName: string }> {
  const { orderId, printIds } = await makeOrder(ctx);
  const { body, contentType } = multipartBody('banner.pdf', await printReadyPdf(1, [1000, 500]));
  const response = await ctx.app.request(`/api/v1/orders/${orderId}/files?print=${printIds[0]}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${await tokenFor(ctx, CUSTOMER)}`, 'Content-Type': contentType },
    body,
  });
  expect(response.status).toBe(201);
  const { file } = await response.json() as { file: { id: number } };
  const row = await ctx.db.kysely.selectFrom('order_files').select('stored_name').where('id', '=', file.id).executeTakeFirstOrThrow();
  return { orderId, fileId: file.id, storedName: row.stored_name };
}
