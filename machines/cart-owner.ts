// Whose cart it is: the key of a user's stored cart and their order defaults. Small and free of the
// cart's rules, so the portal (loaded with the first page) can name a cart's owner.
import type { Settings, User } from '../src/domain/session.js';
import type { OrderDefaults } from './cart.types.js';

/** Before the session is known: no contact, nothing ticked. */
export const NO_DEFAULTS: OrderDefaults = {
  contact: { name: '', email: '', phone: '' },
  pickup_default: false,
  approve_pdf: false,
  default_address_id: null,
};

/** Whether saved settings changed what a new order starts from. */
export function isSameDefaults(one: OrderDefaults, other: OrderDefaults): boolean {
  return one.pickup_default === other.pickup_default && one.approve_pdf === other.approve_pdf
    && one.default_address_id === other.default_address_id && one.contact.name === other.contact.name
    && one.contact.email === other.contact.email && one.contact.phone === other.contact.phone
    && (one.po_required === true) === (other.po_required === true);
}

/** The order form's defaults of a user: their contact and the choices of their settings. */
export function orderDefaults(user: User, settings: Settings | null): OrderDefaults {
  return {
    contact: { name: user.name, email: user.email, phone: user.phone ?? '' },
    pickup_default: settings?.pickup_default ?? false,
    approve_pdf: settings?.approve_pdf ?? false,
    default_address_id: settings?.default_address_id ?? null,
    // Only where the company asks: the defaults of everyone else stay as they were.
    ...(user.company?.po_required ? { po_required: true } : {}),
  };
}

/** Names the cart a user keeps in the browser while acting for a partner (or their own company). */
export function cartStorageKey(user: Pick<User, 'id' | 'partner'>): string {
  return `pp.cart.${user.id}.${user.partner?.id ?? 'none'}`;
}
