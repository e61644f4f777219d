import { expect, it } from 'vitest';
import * as v from 'valibot';
import {
  InvoicePageSchema, OrderActionAnswerSchema, OrderDetailSchema, OrderPageSchema, ReorderAnswerSchema, UploadAnswerSchema,
} from '../../../src/domain/orders.js';
import { PrintSchema } from '../../../src/domain/print-schema.js';
import { SettingsSchema, UserSchema } from '../../../src/domain/session.js';
import { describeEachDatabase } from '../../support/test-app.js';
import { CUSTOMER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { makeOrder } from './orders-fixture.js';
import { pdfOfSize } from '../files/pdf-fixtures.js';

function parses(schema: v.GenericSchema, value: unknown): void {
  const result = v.safeParse(schema, value);
  expect(result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toEqual([]);
}

describeEachDatabase('after-order answers match the shared schemas', (ctx) => {
  it('parses every answer the browser will read', async () => {
    const token = await tokenFor(ctx(), CUSTOMER);
    for (const kind of ['order', 'quote', 'template']) {
      parses(OrderPageSchema, (await ctx().call('GET', `/api/v1/orders?kind=${kind}`, { token })).body);
    }
    const { orderId, printIds } = await makeOrder(ctx());
    const upload = await ctx().app.request(`/api/v1/orders/${orderId}/files?print=${printIds[0]}`, {
      method: 'POST', body: await pdfOfSize([1000, 500]),
      headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}`, 'Content-Type': 'application/pdf', 'X-File-Name': 'a.pdf' },
    });
    parses(UploadAnswerSchema, await upload.json());
    parses(OrderDetailSchema, (await ctx().call('GET', `/api/v1/orders/${orderId}`, { token })).body);
    const reorder = (await ctx().call('POST', `/api/v1/orders/${orderId}/reorder`, { token })).body;
    parses(ReorderAnswerSchema, reorder);
    for (const print of reorder.products) parses(PrintSchema, print);
    const quote = await makeOrder(ctx(), { kind: 'quote' });
    parses(OrderActionAnswerSchema, (await ctx().call('POST', `/api/v1/orders/${quote.orderId}/accept`, { token })).body);
    parses(InvoicePageSchema, (await ctx().call('GET', '/api/v1/invoices', { token })).body);
    const settings = (await ctx().call('GET', '/api/v1/settings', { token })).body;
    parses(UserSchema, settings.user);
    parses(SettingsSchema, settings.settings);
  });
});
