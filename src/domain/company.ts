import * as v from 'valibot';
import { DELIVERY_COUNTRIES, isPostcodeOf, normalizePostcode, postcodeMessage } from './postcodes.js';
import { plainLine } from './text.js';
import { word } from './texts/text.js';

/**
 * A customer company (partner) as its paperwork names it: invoice address and VAT id, and whether
 * its accounts payable want their purchase-order number on every order. Staff set it
 * (`npm run admin -- partner:update`); the customer sees it, read-only, in Settings.
 */

/** A European VAT id: country letters and 2 to 13 digits or letters (NL001234567B01). */
export const VAT_ID_PATTERN = /^[A-Z]{2}[0-9A-Z]{2,13}$/;
export const vatIdMessage = 'VAT id must look like NL001234567B01 (country letters, then digits and letters)';

const line = (label: string, max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} may be at most ${max} characters`), plainLine(label));

export const PartnerDetailsSchema = v.pipe(
  v.object({
    street: line('Street', 100),
    zip: line('Postcode', 20),
    city: line('City', 100),
    country_id: v.picklist(DELIVERY_COUNTRIES, `Country must be one of ${DELIVERY_COUNTRIES.join(', ')}`),
    vat_id: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.transform((id) => id.replace(/[\s.]/g, '')),
      v.check((id) => id === '' || VAT_ID_PATTERN.test(id), vatIdMessage)),
    po_required: v.boolean(),
  }),
  v.forward(v.check((details) => details.zip === '' || isPostcodeOf(details.country_id, details.zip), (issue) =>
    word(postcodeMessage(String((issue.input as { country_id?: unknown }).country_id ?? 'NL')))), ['zip']),
  v.transform((details) => ({ ...details, zip: details.zip === '' ? '' : normalizePostcode(details.country_id, details.zip) })),
);
export type PartnerDetails = v.InferOutput<typeof PartnerDetailsSchema>;

/** The company as Settings shows it (GET /settings `company`). */
export const CompanyAnswerSchema = v.object({
  name: v.string(),
  street: v.string(),
  zip: v.string(),
  city: v.string(),
  country_id: v.string(),
  vat_id: v.string(),
  po_required: v.boolean(),
});
export type CompanyAnswer = v.InferOutput<typeof CompanyAnswerSchema>;
