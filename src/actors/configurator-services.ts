import { createActor, type Actor } from 'xstate';
import { printMachine } from '../../machines/print.machine.js';
import type { KyInstance } from 'ky';
import { catalogActions, type CatalogActions } from '../api/catalog-actions.js';
import { createApiClient } from '../api/client.js';
import { pricesApi, type PricesApi } from '../api/prices.js';
import type { Print } from '../domain/print-schema.js';

export type ConfiguratorActor = Actor<typeof printMachine>;

/** The configurator's long-lived actor and calls (issue #5). */
export interface ConfiguratorServices {
  configurator: ConfiguratorActor;
  prices: PricesApi;
  actions: CatalogActions;
}

let services: ConfiguratorServices | null = null;

/**
 * Created once, on first use, and kept for the whole visit, so the print being configured survives
 * moving between the selector, copies and finishes. It uses its own ky instance of the shell's
 * client (same token store, same refresh-and-retry).
 */
export function configuratorServices(api: KyInstance = createApiClient()): ConfiguratorServices {
  if (!services) {
    const configurator = createActor(printMachine);
    configurator.start();
    services = { configurator, prices: pricesApi(api), actions: catalogActions(api) };
  }
  return services;
}

/** Something that takes complete prints: the cart actor of the checkout (contract `print.add`). */
export interface CartLike {
  send: (event: { type: 'print.add'; print: Print }) => void;
}

/** Where a print waits when it is complete before the cart actor exists (see handOffToCart). */
export const PENDING_PRINTS_KEY = 'pp.configurator.pending-prints';

export function handOffToCart(print: Print, cart: CartLike | undefined): void {
  if (cart) {
    cart.send({ type: 'print.add', print });
    return;
  }
  // The cart comes with the shop code the app route loads; should that not have arrived (a chunk
  // that failed to load), the print is kept so it is not lost, and the cart takes it when it starts.
  try {
    const pending: unknown = JSON.parse(localStorage.getItem(PENDING_PRINTS_KEY) ?? '[]');
    const list = Array.isArray(pending) ? pending : [];
    localStorage.setItem(PENDING_PRINTS_KEY, JSON.stringify([...list, print]));
  } catch {
    // storage unavailable: nothing more we can do here
  }
}
