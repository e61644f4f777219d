import type { Text } from './text.js';

/**
 * The title of every field a rule text names ("{field} is verplicht"), keyed by the field's key or
 * English label in lower case with underscores ("Delivery date" and delivery_date are one field).
 * The same titles as the forms' labels, so a message reads "Referentie is verplicht".
 */
export const FIELD_TITLES = {
  email: /*i18n*/ { id: 'field.email', message: 'E-mailadres' },
  password: /*i18n*/ { id: 'field.password', message: 'Wachtwoord' },
  password_confirmation: /*i18n*/ { id: 'field.password_confirmation', message: 'Herhaal wachtwoord' },
  current_password: /*i18n*/ { id: 'field.current_password', message: 'Huidig wachtwoord' },
  token: /*i18n*/ { id: 'field.token', message: 'Link' },
  partner: /*i18n*/ { id: 'field.partner', message: 'Partner' },
  type: /*i18n*/ { id: 'field.type', message: 'Soort' },
  name: /*i18n*/ { id: 'field.name', message: 'Naam' },
  phone: /*i18n*/ { id: 'field.phone', message: 'Telefoon' },
  reference: /*i18n*/ { id: 'field.reference', message: 'Referentie' },
  extra_reference: /*i18n*/ { id: 'field.extra_reference', message: 'Extra referentie' },
  description: /*i18n*/ { id: 'field.description', message: 'Omschrijving' },
  remarks: /*i18n*/ { id: 'field.remarks', message: 'Opmerkingen' },
  remark: /*i18n*/ { id: 'field.remark', message: 'Opmerking' },
  contact: /*i18n*/ { id: 'field.contact', message: 'Contactgegevens' },
  details: /*i18n*/ { id: 'field.details', message: 'Ordergegevens' },
  address: /*i18n*/ { id: 'field.address', message: 'Bezorgadres' },
  delivery_date: /*i18n*/ { id: 'field.delivery_date', message: 'Leverdatum' },
  files_date: /*i18n*/ { id: 'field.files_date', message: 'Datum bestanden' },
  po_number: /*i18n*/ { id: 'field.po_number', message: 'Inkoopordernummer' },
  cost_centre: /*i18n*/ { id: 'field.cost_centre', message: 'Kostenplaats' },
  pickup: /*i18n*/ { id: 'field.pickup', message: 'Afhalen' },
  pack: /*i18n*/ { id: 'field.pack', message: 'Verpakking' },
  approve_pdf: /*i18n*/ { id: 'field.approve_pdf', message: 'PDF-proef goedkeuren' },
  archive_files: /*i18n*/ { id: 'field.archive_files', message: 'Bestanden bewaren' },
  products: /*i18n*/ { id: 'field.products', message: 'Prints' },
  copies: /*i18n*/ { id: 'field.copies', message: 'Regels' },
  finishes: /*i18n*/ { id: 'field.finishes', message: 'Afwerkingen' },
  frames: /*i18n*/ { id: 'field.frames', message: 'Frames' },
  originals: /*i18n*/ { id: 'field.originals', message: 'Originelen' },
  quantity: /*i18n*/ { id: 'field.quantity', message: 'Aantal' },
  width: /*i18n*/ { id: 'field.width', message: 'Breedte' },
  height: /*i18n*/ { id: 'field.height', message: 'Hoogte' },
  sides: /*i18n*/ { id: 'field.sides', message: 'Zijden' },
  side_choice: /*i18n*/ { id: 'field.side_choice', message: 'Zijdekeuze' },
  abaa: /*i18n*/ { id: 'field.abaa', message: 'Zijdekeuze' },
  side: /*i18n*/ { id: 'field.side', message: 'Zijde' },
  location: /*i18n*/ { id: 'field.location', message: 'Positie' },
  base: /*i18n*/ { id: 'field.base', message: 'Voet' },
  support: /*i18n*/ { id: 'field.support', message: 'Steun' },
  wallmount: /*i18n*/ { id: 'field.wallmount', message: 'Muurbevestiging' },
  sizes: /*i18n*/ { id: 'field.sizes', message: 'Maten' },
  pieces: /*i18n*/ { id: 'field.pieces', message: 'Stuks' },
  finishing_id: /*i18n*/ { id: 'field.finishing_id', message: 'Afwerking' },
  product_id: /*i18n*/ { id: 'field.product_id', message: 'Product' },
  id: /*i18n*/ { id: 'field.id', message: 'Id' },
  uuid: /*i18n*/ { id: 'field.uuid', message: 'Print' },
  dept: /*i18n*/ { id: 'field.dept', message: 'Afdeling' },
  department: /*i18n*/ { id: 'field.department', message: 'Afdeling' },
  attn: /*i18n*/ { id: 'field.attn', message: 'T.a.v.' },
  attention_of: /*i18n*/ { id: 'field.attention_of', message: 'T.a.v.' },
  street: /*i18n*/ { id: 'field.street', message: 'Straat en huisnummer' },
  zip: /*i18n*/ { id: 'field.zip', message: 'Postcode' },
  postcode: /*i18n*/ { id: 'field.postcode', message: 'Postcode' },
  city: /*i18n*/ { id: 'field.city', message: 'Plaats' },
  country: /*i18n*/ { id: 'field.country', message: 'Land' },
  country_id: /*i18n*/ { id: 'field.country_id', message: 'Land' },
  lang: /*i18n*/ { id: 'field.lang', message: 'Taal' },
  default_address_id: /*i18n*/ { id: 'field.default_address_id', message: 'Standaardadres' },
  zoom_text: /*i18n*/ { id: 'field.zoom_text', message: 'Grotere tekst' },
  pickup_default: /*i18n*/ { id: 'field.pickup_default', message: 'Standaard afhalen' },
} as const satisfies Record<string, Text>;

export type FieldKey = keyof typeof FIELD_TITLES;

/** "Delivery date", "delivery_date" and "Delivery date." are one key. */
export const fieldKey = (name: string): string => name.trim().replace(/\.$/, '').toLowerCase().replace(/[\s-]+/g, '_');

/** The title of a field by its key or label; a field without a title of its own is named by its key. */
export function fieldTitle(name: string): Text | string {
  const key = fieldKey(name);
  return key in FIELD_TITLES ? FIELD_TITLES[key as FieldKey] : name;
}
