import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { ordersListRoutes } from './routes.js';
import { ordersDetailRoutes } from './detail-routes.js';
import { ordersActionsRoutes } from './action-routes.js';
import { ordersFilesRoutes } from '../files/routes.js';
import { invoicesRoutes } from './invoice-routes.js';

/** Everything after the order (issue #7): settings, overviews, order detail, files, invoices. */
export function afterOrderRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/', ordersListRoutes());
  routes.route('/', ordersDetailRoutes());
  routes.route('/', ordersActionsRoutes());
  routes.route('/', ordersFilesRoutes());
  routes.route('/', invoicesRoutes());
  return routes;
}
