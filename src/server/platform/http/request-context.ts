import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../../services.js';
import { loggerOf, type Logger } from '../log/logger.js';
import { redactUrl } from '../log/redact.js';
import type { HttpMetrics } from '../metrics/http-metrics.js';

/** An incoming X-Request-Id is kept when it is a plain id (a proxy's or a client's); anything else is replaced. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(incoming: string | undefined): string {
  return incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives every request an id (answered as X-Request-Id, logged on each of its lines, and put in
 * every JSON error answer as `request_id` so a customer's report leads to its log lines), writes
 * one access line when it is answered and counts it for /metrics. `services.logger` is read per
 * request, so a test may hand in its own after the app is made.
 */
export function requestContext(services: { logger?: Logger }, metrics: HttpMetrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('X-Request-Id'));
    const log = loggerOf(services).child({ request_id: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    await next();
    await withRequestId(c, requestId);
    const seconds = (performance.now() - started) / 1000;
    // The pattern that answered (/api/v1/orders/:id); a path nothing answered is not a route of ours.
    const pattern = routePath(c);
    const route = c.res.status === 404 && pattern.endsWith('*') ? 'unmatched' : pattern;
    const url = new URL(c.req.url);
    log.info(
      { method: c.req.method, route, url: redactUrl(url.pathname + url.search), status: c.res.status, duration_ms: Math.round(seconds * 10_000) / 10 },
      'request',
    );
    metrics.observe(c.req.method, route, c.res.status, seconds);
  };
}

type Ctx = Parameters<MiddlewareHandler<AppEnv>>[0];

async function withRequestId(c: Ctx, requestId: string): Promise<void> {
  const answer = c.res;
  const jsonError = answer.status >= 400 && answer.headers.get('Content-Type')?.includes('application/json');
  if (!jsonError) {
    try {
      answer.headers.set('X-Request-Id', requestId);
      return;
    } catch {
      // Immutable headers (a fetched answer): answered afresh below.
    }
  }
  const headers = new Headers(answer.headers);
  headers.set('X-Request-Id', requestId);
  let body: BodyInit | null = answer.body;
  if (jsonError) {
    const text = await answer.text();
    const parsed = parseObject(text);
    body = parsed ? JSON.stringify({ ...parsed, request_id: requestId }) : text;
    headers.delete('Content-Length');
  }
  c.res = undefined;
  c.res = new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
