import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../services.js';
import { OrderSchema } from '../../../domain/order.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { partnerOf } from '../auth/partner-of.js';
import { jsonOf } from '../../platform/http/validate.js';
import { requestText } from '../../platform/http/request-text.js';
import {
  idempotencyKeyOf, IDEMPOTENCY_HEADER, requestHash, storedAnswer, type IdempotencyClaim, type StoredAnswer,
} from './idempotency.js';
import { placeOrder, type Placer } from './place-order.js';
import { afterAnswerOf } from '../../platform/http/after-answer.js';
import { mailOrderPaperwork } from '../documents/order-mails.js';
import { priceRoutes } from './price-routes.js';
import { expeditionRoutes } from './expedition-routes.js';
import { userRoutes } from './purchaser-routes.js';

/** POST /order: places an order, quote or template (DESIGN.md sections 4, 7 and 9). */
export function orderRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/order', requireAuth, requirePartner, jsonOf(OrderSchema), async (c) => {
    const { db, now } = c.var.services;
    const services = c.var.services;
    const placer: Placer = {
      db: db.kysely, now: now(), userId: c.var.auth.userId, partnerId: partnerOf(c), dialect: db.dialect,
      // The confirmation (or quote) is mailed after the answer: placing never waits for the mail server.
      onPlaced: (placed) => afterAnswerOf(services).run('order paperwork mail', () => mailOrderPaperwork(services, placed), c.var.log),
    };
    const order = c.req.valid('json');
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
    const reply = (answer: StoredAnswer) => c.json(answer.body, answer.status as ContentfulStatusCode);
    if (!key) return reply(await placeOrder(placer, order, null));

    // The same key with the same text is the same order: the hash is of the body as sent.
    const claim: IdempotencyClaim = { key, userId: placer.userId, hash: requestHash(placer.partnerId, await requestText(c)), dialect: db.dialect };
    const first = await storedAnswer(placer.db, claim);
    if (first) return reply(first);
    // A refused or failed request stores nothing, so the client may fix the order and retry.
    return reply(await placeOrder(placer, order, claim));
  });
}

/** Everything of the checkout: prices, delivery dates, purchasers and placing the order. */
export function checkoutRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route('/', priceRoutes())
    .route('/', expeditionRoutes())
    .route('/', userRoutes())
    .route('/', orderRoutes());
}
