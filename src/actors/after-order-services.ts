import type { KyInstance } from 'ky';
import { createApiClient } from '../api/client.js';
import { filesApi, type FilesApi } from '../api/files.js';
import { invoicesApi, type InvoicesApi } from '../api/invoices.js';
import { ordersApi, type OrdersApi } from '../api/orders.js';
import { settingsApi, type SettingsApi } from '../api/settings.js';
import { handOffToCart, type CartLike } from './configurator-services.js';
import type { Print } from '../domain/print-schema.js';

/** The calls of the after-order screens (issue #7). */
export interface AfterOrderServices {
  orders: OrdersApi;
  invoices: InvoicesApi;
  settings: SettingsApi;
  files: FilesApi;
}

let services: AfterOrderServices | null = null;

/**
 * Created on first use and kept for the visit; its ky instance is the shell's client (same token
 * store, same refresh-and-retry), like the configurator's.
 */
export function afterOrderServices(api: KyInstance = createApiClient()): AfterOrderServices {
  services ??= { orders: ordersApi(api), invoices: invoicesApi(api), settings: settingsApi(api), files: filesApi(api) };
  return services;
}

/** Reordered prints go to the cart with `print.add` (the cart contract), one by one. */
export function addPrintsToCart(prints: readonly Print[], cart: CartLike | undefined): void {
  for (const print of prints) handOffToCart(print, cart);
}
