import * as v from 'valibot';
import { MAX_COPY_LINES } from './copy.js';
import { deliveryDateIssue } from './delivery-moment.js';
import { emailAddress } from './email.js';
import { isBlank, keyedMessage } from './issues.js';
import { MAX_REFERENCE_LENGTH, PrintSchema } from './print-schema.js';
import { plainLine, plainText } from './text.js';
import { MAX_COST_CENTRE_LENGTH, MAX_PO_NUMBER_LENGTH } from './purchase-order.js';
import { rule } from './texts/rule-texts.js';
import { say, word, withValues } from './texts/text.js';

/**
 * The order payload (spec section 5, order schema; contract `Order`). Checked in the browser before
 * sending and again by the server on POST /order. Every list and string is bounded.
 */

export const MAX_PRINTS_PER_ORDER = 100;
/** Copy lines over all prints of one order. */
export const MAX_LINES_PER_ORDER = MAX_COPY_LINES;
export const MAX_REMARKS_LENGTH = 500;
export const MIN_PHONE_LENGTH = 10;

/** Packaging (DESIGN.md section 8): false = standard; the three special packs with their codes. */
export const PACK_OPTIONS = [
  { value: 59, code: 'V000097', per: 'piece' },
  { value: 238, code: 'V000503', per: 'location' },
  { value: 247, code: 'V000552', per: 'set' },
] as const;
export type PackValue = false | (typeof PACK_OPTIONS)[number]['value'];

/** A one-line text field; `plain` = plainText for the multi-line ones (remarks, description). */
const text = (label: string, max: number, min = 0, minMessage = rule.required(label), plain = plainLine) =>
  v.pipe(
    v.string((issue) => (isBlank(issue.input) ? rule.required(label) : rule.text(label))(issue)),
    v.minLength(min, minMessage),
    v.maxLength(max, rule.maxLength(label, max)),
    plain(label),
  );
const flag = (label: string) => v.boolean(rule.flag(label));

/** Limits of one order a customer can reach by adding prints or lines. */
const ORDER_TEXTS = {
  maxPrints: /*i18n*/ { id: 'order.max_prints', message: 'Niet meer dan {max} prints per order' },
  maxLines: /*i18n*/ { id: 'order.max_lines', message: 'Niet meer dan {max} regels per order' },
} as const;

export const ContactSchema = v.object({
  name: text('Name', 100, 1),
  email: v.pipe(text('Email', 254, 1), emailAddress(rule.email('Email'))),
  phone: text('Phone', 30, MIN_PHONE_LENGTH, rule.minLength('Phone', MIN_PHONE_LENGTH)),
}, keyedMessage());
export type Contact = v.InferOutput<typeof ContactSchema>;

const filesDateText = v.pipe(v.string(), v.maxLength(40), plainLine('Files date'));
const FilesDate = v.nullable(
  v.union([
    filesDateText,
    v.pipe(
      v.record(filesDateText, v.nullable(v.union([filesDateText, v.number(), v.boolean()]))),
      v.check((record) => Object.keys(record).length <= 10, 'files_date has too many fields'),
    ),
  ]),
);

export const PackSchema = v.union(
  [v.literal(false), v.picklist(PACK_OPTIONS.map((option) => option.value))],
  rule.choice('Pack'),
);

export const DetailsSchema = v.object({
  description: v.optional(text('Description', 500, 0, undefined, plainText), ''),
  reference: text('Reference', MAX_REFERENCE_LENGTH, 1),
  files_date: v.optional(FilesDate, null),
  /** ISO date (time) string; empty until the user picks one; else a real date at a delivery time. */
  delivery_date: v.pipe(
    text('Delivery date', 40),
    v.rawCheck(({ dataset, addIssue }) => {
      const issue = dataset.typed ? deliveryDateIssue(dataset.value) : null;
      if (issue) addIssue({ message: word(issue) });
    }),
  ),
  pickup: flag('Pickup'),
  pack: PackSchema,
  address: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
  approve_pdf: v.optional(flag('Approve PDF'), false),
  archive_files: v.optional(flag('Archive files'), false),
  remarks: v.optional(text('Remarks', MAX_REMARKS_LENGTH, 0, undefined, plainText)),
  type: v.optional(v.picklist(['quote', 'template'] as const, rule.choice('type'))),
  /** The customer's purchase-order number and cost centre (purchase-order.ts); '' when none. */
  po_number: v.optional(v.pipe(text('PO number', MAX_PO_NUMBER_LENGTH), v.trim()), ''),
  cost_centre: v.optional(v.pipe(text('Cost centre', MAX_COST_CENTRE_LENGTH), v.trim()), ''),
}, keyedMessage());
export type Details = v.InferOutput<typeof DetailsSchema>;

/**
 * The browser cart the order is placed from (a UUID the browser makes, a new one after each placed
 * order): one cart of one user and partner becomes at most one order.
 */
export const CartIdSchema = v.pipe(v.string('Cart must be text'), v.uuid('Cart must be a UUID'));

export const OrderSchema = v.pipe(
  v.object({
    cart_id: v.optional(CartIdSchema),
    products: v.pipe(
      v.array(PrintSchema, rule.list('products')),
      v.minLength(1, rule.required('products')),
      v.maxLength(MAX_PRINTS_PER_ORDER, say(withValues(ORDER_TEXTS.maxPrints, { max: MAX_PRINTS_PER_ORDER }))),
    ),
    contact: ContactSchema,
    details: DetailsSchema,
  }, keyedMessage()),
  v.forward(
    v.check(
      (order) => order.products.reduce((sum, print) => sum + print.copies.length, 0) <= MAX_LINES_PER_ORDER,
      say(withValues(ORDER_TEXTS.maxLines, { max: MAX_LINES_PER_ORDER })),
    ),
    ['products'],
  ),
);
export type OrderInput = v.InferInput<typeof OrderSchema>;
export type Order = v.InferOutput<typeof OrderSchema>;

