import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { OrderSchema } from '../../src/domain/order.js';
import { defaultDetails, NO_DEFAULTS } from '../../machines/cart.machine.js';
import { PrintSchema, printFieldErrors, validatePrint } from '../../src/domain/print.js';
import type { FinishRef } from '../../src/domain/finish-lists.js';

const copy = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' };
const print = { product_id: 3, copies: [copy], finishes: [], complete: true, uuid: 'a1b2', prices: {} };
const order = {
  products: [print],
  contact: { name: 'Jan', email: 'jan@example.nl', phone: '0612345678' },
  details: { description: '', reference: 'PO-1', files_date: null, delivery_date: '2026-12-01', pickup: false, pack: false, address: null, approve_pdf: false, archive_files: false },
};

/** Issues of parsing `value` with the order schema as `path: message`. */
function orderIssues(value: unknown): string[] {
  const result = v.safeParse(OrderSchema, value, { abortPipeEarly: true });
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
}
const withContact = (patch: object) => ({ ...order, contact: { ...order.contact, ...patch } });
const withDetails = (patch: object) => ({ ...order, details: { ...order.details, ...patch } });

describe('order schema (spec section 5)', () => {
  it('accepts a complete order and fills the optional details', () => {
    expect(orderIssues(order)).toEqual([]);
    const { details: _details, ...rest } = order;
    const parsed = v.parse(OrderSchema, { ...rest, details: { reference: 'x', delivery_date: '', pickup: true, pack: 247, address: 5 } });
    expect(parsed.details).toMatchObject({ description: '', approve_pdf: false, archive_files: false, files_date: null });
  });

  it.each([
    [withContact({ name: '' }), 'contact.name: Name is required'],
    [withContact({ email: '' }), 'contact.email: Email address is required'],
    [withContact({ email: 'jan.example.nl' }), 'contact.email: Email address must be a valid email address'],
    [withContact({ phone: '061234567' }), 'contact.phone: Phone must be at least 10 characters'],
    [withContact({ phone: undefined }), 'contact.phone: Phone is required'],
    [withDetails({ reference: '' }), 'details.reference: Reference is required'],
    [withDetails({ pickup: 'yes' }), 'details.pickup: Pickup must be yes or no'],
    [withDetails({ delivery_date: 20261201 }), 'details.delivery_date: Delivery date must be text'],
    [withDetails({ pack: 60 }), 'details.pack: Packaging: choose one of the options'],
    [withDetails({ pack: true }), 'details.pack: Packaging: choose one of the options'],
    [withDetails({ type: 'order' }), 'details.type: Type: choose one of the options'],
    [withDetails({ remarks: 'x'.repeat(501) }), 'details.remarks: Remarks may have at most 500 characters'],
    [{ ...order, products: [] }, 'products: Prints is required'],
    [{ ...order, products: [{ ...print, product_id: undefined }] }, 'products.0.product_id: Product is required'],
    [{ ...order, products: [{ ...print, copies: undefined }] }, 'products.0.copies: Lines is required'],
    [{ ...order, products: [{ ...print, copies: [{ ...copy, abaa: undefined }] }] }, 'products.0.copies.0.abaa: Side choice is required'],
    [{ ...order, products: [{ ...print, copies: [{ ...copy, height: undefined }] }] }, 'products.0.copies.0.height: Height is required'],
    [{ ...order, products: [{ ...print, finishes: [{ id: 1, side: 'top' }] }] }, 'products.0.finishes.0.finishing_id: Finish is required'],
    [{ ...order, products: [{ ...print, finishes: [{ id: 1, finishing_id: 2 }] }] }, 'products.0.finishes.0.side: Side is required'],
  ])('%# refuses with %s', (value, message) => {
    expect(orderIssues(value)).toEqual([message]);
  });

  it.each([false, 59, 238, 247])('pack %s is allowed', (pack) => {
    expect(orderIssues(withDetails({ pack }))).toEqual([]);
  });

  it('bounds lists: at most 100 prints, at most 10,000 copy lines over the order', () => {
    expect(orderIssues({ ...order, products: Array.from({ length: 101 }, () => print) })).toEqual(['products: No more than 100 prints per order']);
    const bigPrint = { ...print, copies: Array.from({ length: 5001 }, () => copy) };
    expect(orderIssues({ ...order, products: [bigPrint, bigPrint] })).toEqual(['products: No more than 10000 copy lines per order']);
  });

  it('default details take approve_pdf and pickup from the user settings', () => {
    expect(defaultDetails({ ...NO_DEFAULTS, approve_pdf: true, pickup_default: true })).toMatchObject({ approve_pdf: true, pickup: true, pack: false, delivery_date: '', reference: '' });
  });
});

describe('print schema and validatePrint', () => {
  const sheet = { id: 3, fixed_width: 0, fixed_height: 0, sides: 1 as const, min_order_qty: 0, kind: 'sheet' as const };
  const plusFrame = { ...sheet, id: 4, kind: 'frame' as const, min_order_qty: 5 };
  const link = (product: number, level: number) => [{ product_id: product, level, location: null, sequence: 1 }];
  const finishes: FinishRef[] = [
    { id: 11, name: 'Zoom', level: 1, location: null, side: 'around', finishing_id: 110, products: link(3, 1) },
    { id: 12, name: 'Voet', level: 111, location: null, side: 'surface', finishing_id: 120, products: link(4, 111) },
  ];

  it('bounds the uuid, extra reference and finishes list', () => {
    expect(v.safeParse(PrintSchema, { ...print, uuid: 'x'.repeat(65) }).success).toBe(false);
    expect(v.safeParse(PrintSchema, { ...print, extra_reference: 'x'.repeat(101) }).success).toBe(false);
    expect(v.safeParse(PrintSchema, { ...print, finishes: Array.from({ length: 201 }, () => ({ id: 1, finishing_id: 1, side: 'top' })) }).success).toBe(false);
  });

  it('a valid print has no issues', () => {
    const parsed = v.parse(PrintSchema, { ...print, finishes: [{ id: 11, finishing_id: 110, side: 'around' }] });
    expect(validatePrint(parsed, sheet, finishes)).toEqual({ copies: [], finishes: [], frames: [] });
  });

  it('combines copy, finish and frame issues as API field errors', () => {
    const parsed = v.parse(PrintSchema, {
      ...print,
      product_id: 4,
      copies: [{ ...copy, quantity: 51 }],
      finishes: [{ id: 11, finishing_id: 110, side: 'top' }],
      frames: [{ id: 0, base: 11, support: true, wallmount: false, sizes: [{ pieces: 1, width: 1000, height: 500 }] }],
    });
    const issues = validatePrint(parsed, plusFrame, finishes);
    expect(printFieldErrors(issues)).toEqual({
      'copies.0.quantity': ['Quantity may not be greater than 50'],
      'finishes.0.id': ['Finish is not available for this product'],
      'frames.0.base': ['This base is not available for this frame'],
    });
  });

  it('frames only on PlusFrames, a known base is fine, and the total rule applies', () => {
    const frame = { id: 0, base: 12, support: false, wallmount: true, sizes: [{ pieces: 1, width: 1000, height: 500 }] };
    const parsed = v.parse(PrintSchema, { ...print, product_id: 4, frames: [frame] });
    expect(validatePrint(parsed, plusFrame, finishes).frames).toEqual([]);
    expect(validatePrint(parsed, plusFrame, finishes).copies.map((issue) => issue.keyword)).toEqual(['total_min', 'total_min']);
    expect(validatePrint({ ...parsed, product_id: 3 }, sheet, finishes).frames[0]?.message).toBe('Frames are only for PlusFrames');
    expect(validatePrint(parsed, sheet, finishes).copies[0]?.message).toBe('The print is for another product');
  });
});
