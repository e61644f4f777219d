/**
 * Where an order goes: an order is either picked up or delivered, and a delivery
 * needs an address. A quote needs one as well, because accepting it makes it an order as it stands.
 * A template may be saved without: it is a reusable cart, and the address is chosen (or filled in
 * from the customer's default) each time an order is made from it.
 */
import { word, type Text } from './texts/text.js';

export const deliveryAddressMessages = {
  missing: /*i18n*/ { id: 'delivery.address_missing', message: 'Kies een bezorgadres, of kies ervoor de order af te halen.' },
} as const satisfies Record<string, Text>;

export interface DeliveryChoice {
  pickup: boolean;
  address: number | null;
  /** details.type: undefined for an order. */
  type?: 'quote' | 'template' | undefined;
}

/** The field errors of the delivery choice: `details.address` when an address is missing. */
export function deliveryAddressErrors(details: DeliveryChoice): Record<string, string[]> {
  if (details.type === 'template' || details.pickup || details.address !== null) return {};
  return { 'details.address': [word(deliveryAddressMessages.missing)] };
}
