// The answers the session reference walks with, shared by the reference and the driver of the real machine.
import type { Catalog, Product } from '../../../src/domain/catalog.js';
import type { Settings, User } from '../../../src/domain/session.js';
import { partnerAccount, settings } from '../session-fixtures.js';

export const FAILURE = { message: 'Deze gegevens zijn onjuist' };
/** The assortment the boot loads: product 8 is a favourite (in the personal chapter), 7 is not. */
export const PRODUCTS: Product[] = [7, 8].map((id) => ({
  id, name: `Product ${id}`, material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false, fixed_width: 0,
  fixed_height: 0, sides: 1, default_code: `P${id}`, is_favorite: id === 8, min_order_qty: 0, weld_max_mm: 0, kind: 'sheet',
}));
export const CATALOG: Catalog = {
  personal: [{ id: 8, name: 'Product 8', product_id: 8, icon: null, children: [] }],
  catalog: [], frames: [], vsigns: [], fence_banners: [], flags: [], adhesive: [],
};
/** The favourites the server knows when the boot loads them. */
export const LOADED_FAVOURITES = [8];
export const ZOOMED: Settings = { ...settings, zoom_text: true };
export const withPartner = (partnerId: number): User => ({ ...partnerAccount, partner: partnerAccount.partners!.find((partner) => partner.id === partnerId)! });
