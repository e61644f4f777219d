import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { settingsRoutes } from '../account/routes.js';
import { ordersRoutes } from './routes.js';
import { filesRoutes } from '../files/routes.js';

/** Everything after the order: settings, overviews, order detail, files, invoices. */
export function afterOrderRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/', settingsRoutes());
  routes.route('/', ordersRoutes());
  routes.route('/', filesRoutes());
  return routes;
}
