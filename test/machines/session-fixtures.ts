import type { Address, Catalog, Finish, Product } from '../../src/domain/catalog.js';
import type { LoginAnswer, Settings, User } from '../../src/domain/session.js';

export const settings: Settings = {
  pickup_default: false, approve_pdf: false, zoom_text: false, can_choose_purchaser: false, default_address_id: null,
};

export const customer: User = {
  id: 1, name: 'Karin de Klant', email: 'klant@example.nl', phone: '0201234567', lang: 'nl',
  partner: { id: 10, name: 'Bakkerij De Zon B.V.' }, is_partner_account: false,
};

const partners = [{ id: 20, name: 'Sportclub Vooruit' }, { id: 21, name: 'Festival Noorderlicht' }];

export const partnerAccount: User = {
  id: 2, name: 'Peter Partner', email: 'partner@example.nl', phone: '0307654321', lang: 'en',
  partner: null, is_partner_account: true, partners,
};

export const partnerChosen: User = { ...partnerAccount, partner: partners[0]! };

export const answerOf = (user: User): LoginAnswer => ({ user, settings, token: `token-${user.id}-${user.partner?.id ?? 0}` });

export const catalog: Catalog = { personal: [], catalog: [], frames: [], vsigns: [], fence_banners: [], flags: [], adhesive: [] };
export const products: Product[] = [];
export const finishes: Finish[] = [];
export const addresses: Address[] = [];
