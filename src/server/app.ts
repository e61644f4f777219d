import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Services } from './services.js';
import { ApiError } from './platform/http/errors.js';
import { wordInRequestLanguage } from './platform/i18n/server-i18n.js';
import { isDatabaseUnavailable } from './platform/db/unavailable.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { answerWrongMethods } from './platform/http/method-guard.js';
import { serveBuiltApp } from './platform/http/static-app.js';
import { requireXhrForWrites } from './platform/http/require-xhr.js';
import { refuseUnstorableQuery } from './platform/http/unstorable-text.js';
import { closeWhenBodyUnread } from './platform/http/close-unread-body.js';
import { readJsonBodies } from './platform/http/json-body.js';
import { primeJsonBody } from './platform/http/validate.js';
import { healthRoutes } from './platform/http/health.js';
import { authRoutes } from './modules/auth/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { checkoutRoutes } from './modules/checkout/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { filesRoutes } from './modules/files/routes.js';
import { createUploadAdmission } from './modules/files/upload-admission.js';
import { errorFields } from './platform/log/logger.js';
import { redactUrl } from './platform/log/redact.js';
import { createHttpMetrics } from './platform/metrics/http-metrics.js';
import { requestContext } from './platform/http/request-context.js';
import { metricsRoute } from './platform/http/metrics-route.js';

const JSON_BODY_LIMIT = 1024 * 1024;

interface AppOptions {
  /** Serve the built browser app from this folder (production); tests leave it out. */
  distDir?: string;
}

/** The API under /api/v1 (and the built app when asked); one instance per process or per test. */
export function createApp(services: Services, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const metrics = createHttpMetrics(services.db);
  app.use('*', requestContext(services, metrics));
  app.use('*', wordInRequestLanguage);
  app.use('*', securityHeaders(services.config.publicUrl));
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.use('/api/*', closeWhenBodyUnread);
  const readBodies = readJsonBodies(JSON_BODY_LIMIT, services.config.http.bodyMs);
  app.use('/api/*', async (c, next) => {
    // Uploads stream to storage with their own limit (DESIGN.md section 9).
    if (/^\/api\/v1\/orders\/\d+\/files$/.test(c.req.path)) return next();
    return readBodies(c, async () => {
      await primeJsonBody(c, next);
    });
  });
  app.use('/api/*', requireXhrForWrites);
  app.use('/api/*', refuseUnstorableQuery);

  const api = new Hono<AppEnv>();
  api.route('/', healthRoutes());
  api.route('/', authRoutes());
  api.route('/', accountRoutes());
  api.route('/', catalogRoutes());
  api.route('/', checkoutRoutes());
  api.route('/', ordersRoutes());
  api.route('/', documentRoutes());
  api.route('/', filesRoutes(createUploadAdmission(services.config.uploads)));
  app.route('/api/v1', api);

  app.route('/', metricsRoute(services.config.metricsToken, metrics));

  answerWrongMethods(app);
  app.all('/api/*', (c) => c.json({ message: 'not_found' }, 404));
  if (options.distDir) serveBuiltApp(app, options.distDir);

  app.notFound((c) => c.json({ message: 'not_found' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(error.body(), error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'bad_request' }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // A dropped connection or busy database: the pool reconnects on the next query, so the
      // client may simply try again (POST /order safely, with the same Idempotency-Key).
      c.var.log.error({ method: c.req.method, url: redactUrl(c.req.path), ...errorFields(error) }, 'database unavailable');
      return c.json({ message: 'database_unavailable' }, 503, { 'Retry-After': '1' });
    }
    c.var.log.error({ method: c.req.method, url: redactUrl(c.req.path), ...errorFields(error) }, 'unexpected error');
    return c.json({ message: 'server_error' }, 500);
  });
  return app;
}
