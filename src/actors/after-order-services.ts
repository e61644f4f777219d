import type { KyInstance } from 'ky';
import { createApiClient } from '../api/client.js';
import { filesApi, type FilesApi } from '../api/files.js';
import { invoicesApi, type InvoicesApi } from '../api/invoices.js';
import { ordersApi, type OrdersApi } from '../api/orders.js';
import { settingsApi, type SettingsApi } from '../api/settings.js';
import { handOffToCart, type CartLike } from './configurator-services.js';
import * as v from 'valibot';
import type { Print } from '../domain/print-schema.js';
import { TemplateContactSchema, TemplateDetailsSchema, type ReorderAnswer } from '../domain/orders.js';
import type { CartActor } from './cart-actors.js';

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
function addPrintsToCart(prints: readonly Print[], cart: CartLike | undefined): void {
  for (const print of prints) handOffToCart(print, cart);
}

/**
 * A reorder into the cart: its prints, and when the cart was empty (a new order made from a
 * template or a past order) also that order's form choices and contact, so nothing is typed twice.
 * A cart that already holds prints keeps its own details.
 */
export function addReorderToCart(answer: ReorderAnswer, cart: CartActor | undefined): void {
  const wasEmpty = cart ? cart.getSnapshot().context.items.length === 0 : false;
  addPrintsToCart(answer.products, cart);
  if (!cart || !wasEmpty || answer.products.length === 0) return;
  const details = v.safeParse(TemplateDetailsSchema, answer.details);
  if (details.success) cart.send({ type: 'details.change', details: details.output });
  const contact = v.safeParse(TemplateContactSchema, answer.contact);
  if (contact.success) cart.send({ type: 'contact.change', contact: contact.output });
}
