import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import type { HttpMetrics } from '../metrics/http-metrics.js';
import { processRegistry, startDefaultMetrics } from '../metrics/registry.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time (on digests, so the lengths match too). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus' text format, for the scraper only: off (404, as any unknown path)
 * unless METRICS_TOKEN is set, then only with `Authorization: Bearer <METRICS_TOKEN>`. Not by the
 * client address: behind a proxy on the same host every visitor comes from localhost.
 */
export function metricsRoute(token: string | undefined, metrics: HttpMetrics) {
  return new Hono<AppEnv>().get('/metrics', async (c) => {
    if (!token) return c.json({ message: 'not_found' }, 404);
    if (!bearerMatches(c.req.header('Authorization'), token)) {
      return c.json({ message: 'unauthenticated' }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    startDefaultMetrics();
    const text = (await metrics.registry.metrics()) + (await processRegistry.metrics());
    return c.body(text, 200, { 'Content-Type': processRegistry.contentType, 'Cache-Control': 'no-store' });
  });
}
