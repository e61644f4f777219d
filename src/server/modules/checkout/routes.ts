import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../services.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import {
  idempotencyKeyOf, IDEMPOTENCY_HEADER, requestHash, storedAnswer, type IdempotencyClaim, type StoredAnswer,
} from './idempotency.js';
import { placeOrder, type Placer } from './place-order.js';
import { parseJsonText } from '../../platform/http/validate.js';
import { partnerOf } from '../auth/partner-of.js';
import { requestText } from '../../platform/http/request-text.js';

/** POST /order: places an order, quote or template (DESIGN.md sections 4, 7 and 9). */
export function orderRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/order', requireAuth, requirePartner, async (c) => {
    const { db, now } = c.var.services;
    const placer: Placer = { db: db.kysely, now: now(), userId: c.var.auth.userId, partnerId: partnerOf(c) };
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
    const text = await requestText(c);
    const reply = (answer: StoredAnswer) => c.json(answer.body, answer.status as ContentfulStatusCode);
    if (!key) return reply(await placeOrder(placer, parseJsonText(text), null));

    const claim: IdempotencyClaim = { key, userId: placer.userId, hash: requestHash(placer.partnerId, text), dialect: db.dialect };
    const first = await storedAnswer(placer.db, claim);
    if (first) return reply(first);
    // A refused or failed request stores nothing, so the client may fix the order and retry.
    return reply(await placeOrder(placer, parseJsonText(text), claim));
  });
}
