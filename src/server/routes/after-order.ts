import { Hono } from 'hono';
import type { AppEnv } from '../services.js';
import { settingsRoutes } from './settings.js';
import { ordersListRoutes } from './orders-list.js';
import { ordersDetailRoutes } from './orders-detail.js';
import { ordersActionsRoutes } from './orders-actions.js';
import { ordersFilesRoutes } from './orders-files.js';
import { invoicesRoutes } from './invoices.js';

/** Everything after the order (issue #7): settings, overviews, order detail, files, invoices. */
export function afterOrderRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/', settingsRoutes());
  routes.route('/', ordersListRoutes());
  routes.route('/', ordersDetailRoutes());
  routes.route('/', ordersActionsRoutes());
  routes.route('/', ordersFilesRoutes());
  routes.route('/', invoicesRoutes());
  return routes;
}
