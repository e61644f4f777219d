import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, loadCompany } from '../../../src/server/modules/documents/company.js';

describe('the print company\'s details (COMPANY_*)', () => {
  it('prints the demo company until the environment names another', () => {
    expect(loadCompany({})).toEqual(DEMO_COMPANY);
    expect(loadCompany({
      COMPANY_NAME: ' Drukkerij Noord B.V. ', COMPANY_STREET: 'Havenweg 3', COMPANY_ZIP: '9711 AB', COMPANY_CITY: 'Groningen',
      COMPANY_VAT_ID: 'NL123456789B02', COMPANY_KVK: '87654321', COMPANY_IBAN: 'NL44 RABO 0123 4567 89', COMPANY_PAYMENT_DAYS: '14',
    })).toMatchObject({ name: 'Drukkerij Noord B.V.', city: 'Groningen', kvk: '87654321', iban: 'NL44 RABO 0123 4567 89', paymentDays: 14 });
  });

  it('stops the start with the reason when a value would put a wrong detail on every invoice', () => {
    expect(() => loadCompany({ COMPANY_IBAN: 'NL91 ABNA 0417 1643 01' })).toThrow('COMPANY_IBAN is not a valid IBAN (its check digits do not match)');
    expect(() => loadCompany({ COMPANY_KVK: '1234' })).toThrow('COMPANY_KVK must be the eight digits of the Chamber of Commerce number');
    expect(() => loadCompany({ COMPANY_VAT_ID: '123' })).toThrow('COMPANY_VAT_ID must look like NL001234567B01');
    expect(() => loadCompany({ COMPANY_PAYMENT_DAYS: 'dertig' })).toThrow('COMPANY_PAYMENT_DAYS must be a whole number of days');
    expect(() => loadCompany({ COMPANY_PAYMENT_DAYS: '400' })).toThrow('COMPANY_PAYMENT_DAYS may be at most 365');
    expect(() => loadCompany({ COMPANY_NAME: '  ' })).toThrow('COMPANY_NAME may not be empty');
  });
});
