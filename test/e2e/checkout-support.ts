// Putting complete prints in the cart through its stored format.
import type { Page } from 'playwright-core';
import type { Print } from '../../src/domain/print-schema.js';

/** A GET or POST of the API from inside the page, with the page's token. */
export async function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1/${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('pp.token') ?? ''}`,
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as never };
    },
    { method, path, body },
  );
}

/** The storage key of the cart of the logged-in user and partner (the token's claims). */
export async function cartKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const token = localStorage.getItem('pp.token') ?? '';
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string | number; partner?: number };
    return `pp.cart.${claims.sub}.${claims.partner ?? 'none'}`;
  });
}

interface ProductRow { id: number; name: string; kind: string; fixed_width: number; min_order_qty: number }
interface FinishRow { id: number; level: number; finishing_id: number; side: string; name: string; products: { product_id: number }[] }

export interface DemoPrints {
  banner: Print;
  frame: Print;
  bannerName: string;
  frameName: string;
}

/** A banner with a hem all around and a PlusFrame with a base, as the configurator would make them. */
export async function demoPrints(page: Page): Promise<DemoPrints> {
  const products = (await apiCall<ProductRow[]>(page, 'GET', 'products')).body;
  const finishes = (await apiCall<FinishRow[]>(page, 'GET', 'finishes')).body;
  const offers = (productId: number, level: number) =>
    finishes.filter((finish) => finish.level === level && finish.products.some((link) => link.product_id === productId));
  const banner = products.find((product) => product.kind === 'sheet' && product.fixed_width === 0 && offers(product.id, 1).length > 0)!;
  const frame = products.find((product) => product.kind === 'frame' && offers(product.id, 111).length > 0)!;
  const hem = offers(banner.id, 1)[0]!;
  const base = offers(frame.id, 111)[0]!;
  const quantity = Math.max(2, frame.min_order_qty);
  return {
    bannerName: banner.name,
    frameName: frame.name,
    banner: {
      uuid: 'e2e-banner', product_id: banner.id, complete: true, prices: {},
      copies: [{ originals: 1, quantity: 3, width: 2000, height: 1000, sides: 1, abaa: 1, remark: 'gevel' }],
      finishes: [{ id: hem.id, finishing_id: hem.finishing_id, side: 'around' }],
    },
    frame: {
      uuid: 'e2e-frame', product_id: frame.id, complete: true, prices: {},
      copies: [{ originals: 1, quantity, width: 1000, height: 2000, sides: 1, abaa: 1, remark: '' }],
      frames: [{ id: 0, base: base.id, support: true, wallmount: false, sizes: [{ pieces: quantity, width: 1000, height: 2000 }] }],
    },
  };
}

/** Writes the cart in its stored format (`{version: 1, prints, details, contact}`) and reloads. */
export async function seedCart(page: Page, prints: Print[], details: Record<string, unknown> = {}): Promise<void> {
  const key = await cartKey(page);
  await page.evaluate(({ key, prints, details }) => localStorage.setItem(key, JSON.stringify({ version: 1, prints, details })), { key, prints, details });
}

/** Euros as the cart shows them in Dutch: `€ 1.234,56`. */
export function dutchEuro(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `€ ${whole},${String(cents % 100).padStart(2, '0')}`;
}
