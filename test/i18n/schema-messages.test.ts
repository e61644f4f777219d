import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddressInputSchema } from '../../src/domain/address.js';
import { CopyDraftSchema, CopySchema } from '../../src/domain/copy.js';
import { ContactSchema, DetailsSchema, OrderSchema } from '../../src/domain/order.js';
import { PlusFrameCopySchema } from '../../src/domain/plus-frame.js';
import { PrintSchema } from '../../src/domain/print.js';
import { ForgotSchema, LoginSchema, ResetSchema } from '../../src/domain/session.js';
import { SettingsFormSchema } from '../../src/domain/settings.js';
import { activateLocale, loadAppMessages } from '../../src/shared/i18n/i18n.js';
import { readableMessage } from '../../src/shared/i18n/protocol-messages.js';
import { loose, nearly, oneChange } from '../support/near-valid.js';

/**
 * Every failure message of every request schema reaches the customer in their
 * language with the field's title. The schemas are walked with the near misses of
 * test/domain/every-validator.property.test.ts; every message they give is read in Dutch and English.
 */
const copy = { originals: 1, quantity: 2, width: 2000, height: 1000, sides: 1, abaa: 1, remark: 'gevel' };
const print = {
  product_id: 7, copies: [copy], finishes: [{ id: 3, finishing_id: 4, side: 'around', location: 'top' }], complete: true,
  uuid: '6f1c2d9e-3a6b-4c55-9d0e-2f7a8b9c0d1e', prices: {}, extra_reference: 'A',
  frames: [{ id: 0, base: null, support: false, wallmount: false, sizes: [{ pieces: 2, width: 1000, height: 2000 }] }],
};
const contact = { name: 'Karin de Klant', email: 'karin@example.nl', phone: '0201234567' };
const details = { description: 'Gevel', reference: 'PO-1', files_date: null, delivery_date: '2026-12-02', pickup: false, pack: false, address: null, approve_pdf: false, archive_files: false, remarks: 'x', type: 'quote' };
const SCHEMAS: [v.GenericSchema, unknown][] = [
  [AddressInputSchema, { name: 'Depot', dept: '', attn: 'Karin', phone: '0201234567', email: 'k@example.nl', street: 'Dam 1', zip: '1012 JS', city: 'Amsterdam', country_id: 'NL' }],
  [SettingsFormSchema, { name: 'Sanne', email: 'sanne@example.nl', phone: '0591123458', lang: 'nl', approve_pdf: false, pickup_default: true, zoom_text: false, default_address_id: 3 }],
  [LoginSchema, { type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!' }],
  [LoginSchema, { type: 'token', token: 'A'.repeat(43) }],
  [LoginSchema, { type: 'partner', partner: 5 }],
  [ForgotSchema, { email: 'klant@example.nl' }],
  [ResetSchema, { email: 'klant@example.nl', password: 'Nieuw-wachtwoord-42', password_confirmation: 'Nieuw-wachtwoord-42', token: 'A'.repeat(43) }],
  [PrintSchema, print], [CopySchema, copy], [CopyDraftSchema, copy], [PlusFrameCopySchema, { ...copy, width: 1000, height: 2000 }],
  [ContactSchema, contact], [DetailsSchema, details], [OrderSchema, { products: [print], contact, details }],
];

/** Every distinct failure message of the schemas under nearly valid input (fixed seed). */
function schemaFailureMessages(): string[] {
  const messages = new Set<string>();
  for (const [schema, valid] of SCHEMAS) {
    fc.assert(fc.property(fc.oneof(nearly(valid), oneChange(valid), fc.jsonValue({ maxDepth: 3 }), loose), (value) => {
      const result = v.safeParse(schema, value);
      for (const issue of result.issues ?? []) messages.add(issue.message);
    }), { numRuns: 600, seed: 15_4 });
  }
  return [...messages];
}

/** The English rule words of the schemas: none may reach a Dutch screen. */
const ENGLISH = /\b(is required|must be|may be|may not|is not allowed|should be|Invalid|characters)\b/;

describe('schema and server messages in the customer language, with the field title', () => {
  const messages = schemaFailureMessages();
  beforeAll(async () => {
    await loadAppMessages();
  });

  it('walks enough of the schemas to mean something', () => {
    expect(messages.length).toBeGreaterThan(100);
  });

  it('no schema message reaches a Dutch screen in English', async () => {
    await activateLocale('nl');
    const english = messages.filter((message) => ENGLISH.test(readableMessage(message)));
    expect(english).toEqual([]);
  });

  it('every field-named message reads differently in English, in English words', async () => {
    await activateLocale('nl');
    const dutch = messages.map(readableMessage);
    await activateLocale('en');
    const inEnglish = messages.map(readableMessage);
    const same = messages.filter((message, index) => /\b(is required|must be at least)\b/.test(message) && dutch[index] === inEnglish[index]);
    expect(same).toEqual([]);
    expect(inEnglish.filter((text) => /\b(is verplicht|moet|mag)\b/.test(text))).toEqual([]);
    await activateLocale('nl');
  });

  it.each([
    ['Reference is required', 'Referentie is verplicht', 'Reference is required'],
    ['email is required', 'E-mailadres is verplicht', 'Email address is required'],
    ['Name is required.', 'Naam is verplicht', 'Name is required'],
    ['password must be at least 8 characters', 'Wachtwoord moet minstens 8 tekens hebben', 'Password must be at least 8 characters'],
    ['token is invalid or has expired', 'Deze link is ongeldig of verlopen; vraag een nieuwe link aan.', 'This link is invalid or has expired; please ask for a new link.'],
    ['Something went wrong', 'Er ging iets mis. Probeer het opnieuw.', 'Something went wrong. Please try again.'],
    ['Phone must be at least 10 characters', 'Telefoon moet minstens 10 tekens hebben', 'Phone must be at least 10 characters'],
    ['Delivery date is required', 'Leverdatum is verplicht', 'Delivery date is required'],
  ])('%j reads %j in Dutch and %j in English', async (message, dutch, english) => {
    await activateLocale('nl');
    expect(readableMessage(message)).toBe(dutch);
    await activateLocale('en');
    expect(readableMessage(message)).toBe(english);
    await activateLocale('nl');
  });
});
