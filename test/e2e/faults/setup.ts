import { expect } from 'vitest';
import type { Db } from '../../../src/server/platform/db/connect.js';
import { customerToken, prints, readCatalogue, type Catalogue, type Customer } from './order-load.js';
import type { PrintPrices } from './stored-orders.js';

const headers = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'X-Requested-With': 'XMLHttpRequest',
  'Content-Type': 'application/json',
});

async function post<T>(url: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}/api/v1${path}`, { method: 'POST', headers: headers(token), body: JSON.stringify(body) });
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}

export interface LoadSetup {
  catalogue: Catalogue;
  customer: Customer;
  token: string;
  prices: PrintPrices;
  /** A delivery date the server accepts today (its own suggestion). */
  deliveryDate: string;
}

/** What the clients need: the catalogue ids, a token, the price of each print and a delivery date. */
export async function prepareLoad(db: Db, url: string, jwtSecret: string): Promise<LoadSetup> {
  const { catalogue, customer } = await readCatalogue(db);
  const token = await customerToken(jwtSecret, customer);
  const shapes = prints(catalogue, 'price');
  const prices: PrintPrices = [];
  for (const print of shapes) {
    const price = await post<{ product: number; frames: number }>(url, token, '/prices', print);
    prices.push({ productCents: Math.round(price.product * 100), framesCents: Math.round(price.frames * 100) });
  }
  const expedition = await post<{ deadlines: { suggested_date: string } }>(url, token, '/expedition', { products: shapes });
  return { catalogue, customer, token, prices, deliveryDate: expedition.deadlines.suggested_date };
}
