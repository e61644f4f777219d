import * as v from 'valibot';

/** The print company's own details, printed on every confirmation, quote and invoice. */
export interface CompanyDetails {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  /** BTW-nummer, e.g. NL001234567B01. */
  vatId: string;
  /** Kamer van Koophandel (Chamber of Commerce) number: eight digits. */
  kvk: string;
  iban: string;
  /** Days between the invoice date and its due date. */
  paymentDays: number;
  email: string;
}

/** The demo company: what a fresh install prints until COMPANY_* says otherwise. */
export const DEMO_COMPANY: CompanyDetails = {
  name: 'PrintPortal Grootformaat B.V.',
  street: 'Drukkerijweg 12',
  zip: '3542 AB',
  city: 'Utrecht',
  country: 'Nederland',
  vatId: 'NL001234567B01',
  kvk: '12345678',
  iban: 'NL91 ABNA 0417 1643 00',
  paymentDays: 30,
  email: 'administratie@printportal.example',
};

const text = (name: string, max = 100) => v.pipe(v.string(), v.trim(), v.minLength(1, `${name} may not be empty`), v.maxLength(max, `${name} may be at most ${max} characters`));

/** Mod-97 of an IBAN (ISO 13616): a typo in the account customers pay to must stop the start, not an invoice. */
function ibanValid(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

const CompanySchema = v.object({
  name: text('COMPANY_NAME'),
  street: text('COMPANY_STREET'),
  zip: text('COMPANY_ZIP', 20),
  city: text('COMPANY_CITY'),
  country: text('COMPANY_COUNTRY', 60),
  vatId: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'COMPANY_VAT_ID must look like NL001234567B01')),
  kvk: v.pipe(v.string(), v.trim(), v.regex(/^\d{8}$/, 'COMPANY_KVK must be the eight digits of the Chamber of Commerce number')),
  iban: v.pipe(v.string(), v.trim(), v.check(ibanValid, 'COMPANY_IBAN is not a valid IBAN (its check digits do not match)')),
  paymentDays: v.pipe(
    v.string(), v.regex(/^\d{1,3}$/, 'COMPANY_PAYMENT_DAYS must be a whole number of days'), v.transform(Number),
    v.minValue(0, 'COMPANY_PAYMENT_DAYS must be 0 or more'), v.maxValue(365, 'COMPANY_PAYMENT_DAYS may be at most 365'),
  ),
  email: v.pipe(v.string(), v.trim(), v.email('COMPANY_EMAIL must be an e-mail address')),
});

/** COMPANY_* from the environment over the demo company, checked now: a bad value stops the start with its reason. */
export function loadCompany(env: NodeJS.ProcessEnv): CompanyDetails {
  const pick = (name: string, fallback: string | number) => env[name] ?? String(fallback);
  const result = v.safeParse(CompanySchema, {
    name: pick('COMPANY_NAME', DEMO_COMPANY.name),
    street: pick('COMPANY_STREET', DEMO_COMPANY.street),
    zip: pick('COMPANY_ZIP', DEMO_COMPANY.zip),
    city: pick('COMPANY_CITY', DEMO_COMPANY.city),
    country: pick('COMPANY_COUNTRY', DEMO_COMPANY.country),
    vatId: pick('COMPANY_VAT_ID', DEMO_COMPANY.vatId),
    kvk: pick('COMPANY_KVK', DEMO_COMPANY.kvk),
    iban: pick('COMPANY_IBAN', DEMO_COMPANY.iban),
    paymentDays: pick('COMPANY_PAYMENT_DAYS', DEMO_COMPANY.paymentDays),
    email: pick('COMPANY_EMAIL', DEMO_COMPANY.email),
  });
  if (!result.success) throw new Error(result.issues.map((issue) => issue.message).join('; '));
  return result.output;
}
