import type { KyInstance } from 'ky';
import { filesApi, type FilesApi } from '../api/files.js';
import { invoicesApi, type InvoicesApi } from '../api/invoices.js';
import { ordersApi, type OrdersApi } from '../api/orders.js';
import { settingsApi, type SettingsApi } from '../../account/api.js';
import * as v from 'valibot';
import { TemplateContactSchema, TemplateDetailsSchema, type ReorderAnswer } from '../../../domain/orders.js';
import type { CartActor } from '../../checkout/actors/cart-actors.js';

/** The calls of the after-order screens (issue #7). */
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

/**
 * A reorder into the cart: its prints, and when the cart was empty (a new order made from a
 * template or a past order) also that order's form choices and contact, so nothing is typed twice.
 * A cart that already holds prints keeps its own details.
 */
export function addReorderToCart(answer: ReorderAnswer, cart: CartActor): void {
  const wasEmpty = cart.getSnapshot().context.items.length === 0;
  for (const print of answer.products) cart.send({ type: 'print.add', print });
  if (!wasEmpty || answer.products.length === 0) return;
  const details = v.safeParse(TemplateDetailsSchema, answer.details);
  if (details.success) cart.send({ type: 'details.change', details: details.output });
  const contact = v.safeParse(TemplateContactSchema, answer.contact);
  if (contact.success) cart.send({ type: 'contact.change', contact: contact.output });
}
