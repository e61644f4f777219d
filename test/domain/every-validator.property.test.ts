import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { AddressInputSchema } from '../../src/domain/address.js';
import { CopyDraftSchema, CopySchema } from '../../src/domain/copy.js';
import { rowsToCopyLines } from '../../src/domain/excel-rows.js';
import { fromValibot, toFieldErrors } from '../../src/domain/issues.js';
import { ContactSchema, DetailsSchema, OrderSchema } from '../../src/domain/order.js';
import { PlusFrameCopySchema, PlusFrameDraftSchema } from '../../src/domain/plus-frame.js';
import { PrintSchema, validatePrint } from '../../src/domain/print.js';
import { ForgotSchema, LoginSchema, ResetSchema } from '../../src/domain/session.js';
import { SettingsFormSchema } from '../../src/domain/settings.js';
import { inDutch } from '../support/in-dutch.js';
import { loose, nearly, oneChange } from '../support/near-valid.js';

/**
 * The validators of src/domain: every schema the server parses a request with, fed
 * with nearly valid and arbitrary values. None throws; a refusal gives issues with a field and a
 * message (the 422 `errors` the browser marks fields with); an accepted value is accepted again as
 * it came out (normalising twice changes nothing). test/domain/validators.property.test.ts covers
 * the copy-line and finish rules; this file covers the rest.
 */
const SEED = 8_2026_3;
const RUNS = { numRuns: 400, seed: SEED };

const copy = { originals: 1, quantity: 2, width: 2000, height: 1000, sides: 1, abaa: 1, remark: 'gevel' };
const print = {
  product_id: 7, copies: [copy], finishes: [{ id: 3, finishing_id: 4, side: 'around', location: 'top' }], complete: true,
  uuid: '6f1c2d9e-3a6b-4c55-9d0e-2f7a8b9c0d1e', prices: {}, extra_reference: 'A',
  frames: [{ id: 0, base: null, support: false, wallmount: false, sizes: [{ pieces: 2, width: 1000, height: 2000 }] }],
};
const contact = { name: 'Karin de Klant', email: 'karin@example.nl', phone: '0201234567' };
const details = { description: 'Gevel', reference: 'PO-1', files_date: null, delivery_date: '2026-12-02', pickup: false, pack: false, address: null, approve_pdf: false, archive_files: false, remarks: 'Graag voor 9 uur', type: 'quote' };

const SCHEMAS: [string, v.GenericSchema, unknown][] = [
  ['AddressInputSchema (POST /addresses)', AddressInputSchema, { name: 'Depot', dept: '', attn: 'Karin', phone: '0201234567', email: 'k@example.nl', street: 'Dam 1', zip: '1012 JS', city: 'Amsterdam', country_id: 'NL' }],
  ['SettingsFormSchema (PUT /settings)', SettingsFormSchema, { name: 'Sanne', email: 'sanne@example.nl', phone: '0591123458', lang: 'nl', approve_pdf: false, pickup_default: true, zoom_text: false, default_address_id: 3 }],
  ['LoginSchema, password (POST /auth/login)', LoginSchema, { type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!' }],
  ['LoginSchema, token', LoginSchema, { type: 'token', token: 'A'.repeat(43) }],
  ['LoginSchema, partner', LoginSchema, { type: 'partner', partner: 5 }],
  ['ForgotSchema (POST /auth/email)', ForgotSchema, { email: 'klant@example.nl' }],
  ['ResetSchema (POST /auth/reset)', ResetSchema, { email: 'klant@example.nl', password: 'Nieuw-wachtwoord-42', password_confirmation: 'Nieuw-wachtwoord-42', token: 'A'.repeat(43) }],
  ['PrintSchema (POST /prices)', PrintSchema, print],
  ['CopySchema', CopySchema, copy],
  ['CopyDraftSchema', CopyDraftSchema, copy],
  ['PlusFrameCopySchema', PlusFrameCopySchema, { ...copy, quantity: 2, width: 1000, height: 2000 }],
  ['PlusFrameDraftSchema', PlusFrameDraftSchema, { ...copy, quantity: 2, width: 1000, height: 2000 }],
  ['ContactSchema', ContactSchema, contact],
  ['DetailsSchema', DetailsSchema, details],
  ['OrderSchema (POST /order)', OrderSchema, { products: [print, { ...print, uuid: 'b' }], contact, details }],
];

const wellFormed = (issue: { field: string; message: string }) => issue.field.length > 0 && issue.message.length > 0;

describe('every request schema of src/domain under nearly valid and arbitrary input', () => {
  for (const [name, schema, valid] of SCHEMAS) {
    it(name, () => {
      // The valid value itself passes: the generated values below are near misses, not noise.
      expect(v.safeParse(schema, valid).success, JSON.stringify(v.safeParse(schema, valid).issues?.map((i) => i.message))).toBe(true);
      let accepted = 0;
      fc.assert(fc.property(fc.oneof({ arbitrary: nearly(valid), weight: 3 }, { arbitrary: oneChange(valid), weight: 3 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 }, { arbitrary: loose, weight: 1 }), (value) => {
        const result = v.safeParse(schema, value, { abortPipeEarly: true });
        if (!result.success) {
          const issues = fromValibot(result.issues);
          expect(issues.length).toBeGreaterThan(0);
          expect(issues.every(wellFormed), JSON.stringify(issues)).toBe(true);
          const errors = toFieldErrors(issues);
          expect(Object.values(errors).every((messages) => messages.length > 0 && messages.every((m) => typeof m === 'string' && m.length > 0))).toBe(true);
          return;
        }
        accepted += 1;
        const again = v.safeParse(schema, result.output);
        expect(again.success, JSON.stringify(again.issues?.map((issue) => issue.message))).toBe(true);
        expect(again.output).toEqual(result.output);
      }), RUNS);
      // Enough of the near misses are near enough to pass, so the accepting side is tested too.
      expect(accepted).toBeGreaterThan(10);
    });
  }
});

describe('the product rules of a print and the Excel import never throw', () => {
  const rules = fc.record({
    id: fc.constantFrom(7, 8),
    fixed_width: fc.constantFrom(0, 850),
    fixed_height: fc.constantFrom(0, 2000),
    sides: fc.constantFrom(1 as const, 2 as const),
    min_order_qty: fc.integer({ min: 0, max: 60 }),
    kind: fc.constantFrom('sheet' as const, 'piece' as const, 'frame' as const),
  });
  const finishRef = fc.record({
    id: fc.integer({ min: 1, max: 6 }), name: fc.string({ maxLength: 5 }), level: fc.constantFrom(1, 2, 8, 9, 111, 999), location: fc.option(fc.constantFrom('top', 'left')),
    side: fc.constantFrom('top', 'around', 'surface', 'left') as fc.Arbitrary<'top' | 'around' | 'surface' | 'left'>, finishing_id: fc.integer({ min: 0, max: 6 }), default_code: fc.constant('F'),
    products: fc.array(fc.record({ product_id: fc.constantFrom(7, 8), level: fc.constantFrom(1, 2, 8, 9, 111, 999), location: fc.option(fc.constantFrom('top', 'left')), sequence: fc.nat(9) }), { maxLength: 2 }),
  });

  it('validatePrint: any parsed print against any product and finish list', () => {
    fc.assert(fc.property(nearly(print), rules, fc.array(finishRef, { maxLength: 5 }), fc.boolean(), (value, product, finishes, dutch) => {
      const parsed = v.safeParse(PrintSchema, value);
      if (!parsed.success) return;
      const check = () => validatePrint(parsed.output, product, finishes as never);
      const issues = dutch ? inDutch(check) : check();
      for (const list of [issues.copies, issues.finishes, issues.frames]) expect(list.every(wellFormed)).toBe(true);
    }), RUNS);
  });

  it('rowsToCopyLines: any sheet of cells', () => {
    const cell = fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.double(), fc.string({ maxLength: 8 }), fc.constantFrom(null, undefined, '', ' 12 ', '1.5', '1e3', true), fc.date({ noInvalidDate: true }));
    const sheet = fc.array(fc.oneof({ arbitrary: fc.array(cell, { maxLength: 7 }), weight: 9 }, { arbitrary: loose as fc.Arbitrary<unknown[]>, weight: 1 }), { maxLength: 30 });
    fc.assert(fc.property(sheet, rules, (rows, product) => {
      const result = rowsToCopyLines(rows, product);
      expect(result.problems.every((problem) => problem.message.length > 0 && problem.sheetRow >= 2)).toBe(true);
      // The header row is skipped and no line is made from nothing.
      expect(result.lines.length).toBeLessThanOrEqual(Math.max(0, rows.length - 1));
    }), RUNS);
  });
});

describe('toFieldErrors', () => {
  it('keeps fields named like Object.prototype members as plain keys (found by the properties above)', () => {
    const errors = toFieldErrors([
      { field: 'toString', keyword: 'unknown', message: 'toString is not allowed' },
      { field: '__proto__', keyword: 'unknown', message: '__proto__ is not allowed' },
      { field: 'constructor', keyword: 'unknown', message: 'constructor is not allowed' },
      { field: 'toString', keyword: 'unknown', message: 'toString is not allowed' },
    ]);
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(errors.toString).toEqual(['toString is not allowed']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});
