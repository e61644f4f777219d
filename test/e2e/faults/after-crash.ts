import { expect } from 'vitest';
import type { Db } from '../../../src/server/platform/db/connect.js';
import { submit, type Customer, type Submission } from './order-load.js';
import { expectedSnapshot, storedOrders, type PrintPrices } from './stored-orders.js';

interface Placed { orders: { id: number; total: number }[] }

export interface CrashCheck {
  db: Db;
  url: string;
  token: string;
  customer: Customer;
  prices: PrintPrices;
  /** The last order id before the load: everything above it was placed by the load. */
  baseline: number;
  submissions: Submission[];
}

const acknowledgedId = (submission: Submission): number | null =>
  submission.outcome.answered && submission.outcome.status === 201 ? (submission.outcome.body as Placed).orders[0]!.id : null;

/**
 * Every order in the database after the load is one the clients sent, with all its rows exactly
 * as sent (nothing partial, nothing twice), and every acknowledged order is there.
 */
async function expectOnlyCompleteOrders(check: CrashCheck): Promise<Map<string, number>> {
  const sent = new Map(check.submissions.map((submission) => [submission.order.reference, submission.order]));
  const stored = await storedOrders(check.db, check.baseline);
  const actual = [...stored.values()];
  expect(actual).toEqual(actual.map((order) => {
    const original = sent.get(order.reference);
    return original ? expectedSnapshot(original, check.customer, check.prices) : { unknownReference: order.reference };
  }));
  const idOfReference = new Map<string, number>();
  for (const [id, order] of stored) {
    expect(idOfReference.has(order.reference), `order ${order.reference} stored twice`).toBe(false);
    idOfReference.set(order.reference, id);
  }
  for (const submission of check.submissions) {
    const id = acknowledgedId(submission);
    if (id === null) continue;
    expect(idOfReference.get(submission.order.reference), `acknowledged ${submission.order.reference}`).toBe(id);
  }
  // Each key the clients sent is stored exactly when its order is, and answers with that order.
  const keys = await check.db.kysely.selectFrom('idempotency_keys').select(['key', 'status', 'response'])
    .where('user_id', '=', check.customer.userId).execute();
  const keyAnswers = new Map(keys.map((row) => [row.key, row.status === 'done' && row.response ? (JSON.parse(row.response) as { body: Placed }).body.orders[0]!.id : row.status]));
  const expectedAnswers = new Map(check.submissions.flatMap(({ order }) => {
    const id = idOfReference.get(order.reference);
    return id === undefined ? [] : [[order.key, id] as const];
  }));
  expect(keyAnswers).toEqual(expectedAnswers);
  return idOfReference;
}

/**
 * The checks after a crash: the database holds complete orders only, and each submit the client
 * got no 201 for, sent again with its key, gives the stored order or a fresh one, never a second.
 */
export async function expectNothingLostOrHalf(check: CrashCheck): Promise<{ acknowledged: number; unanswered: number; storedWithoutAnswer: number }> {
  const before = await expectOnlyCompleteOrders(check);
  const total = check.prices.reduce((sum, price) => sum + price.productCents + price.framesCents, 0);
  for (const submission of check.submissions) {
    if (acknowledgedId(submission) !== null) expect((submission.outcome as { body: Placed }).body.orders[0]!.total).toBe(total / 100);
  }

  const unacknowledged = check.submissions.filter((submission) => acknowledgedId(submission) === null);
  let storedWithoutAnswer = 0;
  for (const { order } of unacknowledged) {
    const retried = await submit(check.url, check.token, order);
    expect(retried.answered && retried.status, `retry of ${order.reference}: ${retried.answered ? retried.text : retried.error}`).toBe(201);
    const id = (retried as { body: Placed }).body.orders[0]!.id;
    const earlier = before.get(order.reference);
    if (earlier !== undefined) {
      storedWithoutAnswer += 1;
      expect(id, `retry of ${order.reference} replays the stored order`).toBe(earlier);
    }
  }
  const after = await expectOnlyCompleteOrders(check);
  expect(after.size).toBe(new Set(check.submissions.map((submission) => submission.order.reference)).size);
  return {
    acknowledged: check.submissions.length - unacknowledged.length,
    unanswered: unacknowledged.length,
    storedWithoutAnswer,
  };
}
