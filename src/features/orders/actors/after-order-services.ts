import type { KyInstance } from 'ky';
import { filesApi, type FilesApi } from '../api/files.js';
import { invoicesApi, type InvoicesApi } from '../api/invoices.js';
import { ordersApi, type OrdersApi } from '../api/orders.js';
import { settingsApi, type SettingsApi } from '../../account/index.js';

/** The calls of the screens after an order: overviews, order page, files, invoices, settings. */
export interface AfterOrderServices {
  orders: OrdersApi;
  invoices: InvoicesApi;
  settings: SettingsApi;
  files: FilesApi;
}

/** On the app's one ky instance (same token store, same refresh-and-retry reaching the session). */
export function afterOrderServices(api: KyInstance): AfterOrderServices {
  return { orders: ordersApi(api), invoices: invoicesApi(api), settings: settingsApi(api), files: filesApi(api) };
}
