import * as v from 'valibot';
import { PrintSchema } from './print-schema.js';
import { PackSchema } from './order.js';
import { FileChecksSchema } from './preflight/file-checks.js';
import { StoredTransportSchema } from './transport/answer.js';

/**
 * Answers of the after-order calls (DESIGN.md section 4: GET /orders, GET /orders/{id}, the quote
 * and template actions, POST /orders/{id}/files, GET /invoices), the one source for both sides: the
 * browser parses with these schemas and the server's contract tests check its answers against them
 * (test/server/after-order/contract.test.ts). Amounts are euros with two decimals, dates ISO strings.
 */

export * from './order-kinds.js';
import { ORDER_STAGES, OrderKindSchema, OrderStateSchema } from './order-kinds.js';

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Amount = v.pipe(v.number(), v.finite());
const PartnerSchema = v.object({ id: Id, name: v.string() });

export const OrderRowSchema = v.object({
  id: Id,
  kind: OrderKindSchema,
  order_date: v.string(),
  reference: v.string(),
  /** The customer's purchase-order number ('' when none; absent from older servers). */
  po_number: v.optional(v.string()),
  purchaser: v.string(),
  delivery_date: v.nullable(v.string()),
  /** When the print files must be in (ISO instant); absent from older servers, null for quotes and templates. */
  files_deadline: v.optional(v.nullable(v.string()), null),
  state: OrderStateSchema,
  deactivated: v.boolean(),
  files: v.object({ count: v.number(), needed: v.number() }),
  description: v.string(),
  partner: PartnerSchema,
  total: Amount,
  /** The order's latest uploaded file for the row's thumbnail; absent from older servers. */
  thumbnail_file_id: v.optional(v.nullable(Id), null),
  /** The size (mm) of the copy line that file is for, so the thumbnail is drawn to scale. */
  thumbnail_size: v.optional(v.nullable(v.object({ width: v.number(), height: v.number() })), null),
  /**
   * What the row offers, decided by the server by the rule its action routes apply: a button is
   * shown only for an action that would succeed (a deactivated or expired quote offers no accept).
   */
  actions: v.object({ accept: v.boolean(), deactivate: v.boolean(), delete: v.boolean(), reorder: v.boolean() }),
});
export type OrderRow = v.InferOutput<typeof OrderRowSchema>;

const page = <S extends v.GenericSchema>(row: S) =>
  v.object({ data: v.array(row), page: v.number(), per_page: v.number(), total: v.number() });

/**
 * The overview answers with keyset cursors: `next_cursor` / `prev_cursor` open the
 * neighbouring pages, and the total is counted exactly up to 1,000 (`total_capped` when there are more).
 */
export const OrderPageSchema = v.object({
  ...page(OrderRowSchema).entries,
  total_capped: v.optional(v.boolean(), false),
  next_cursor: v.optional(v.nullable(v.string()), null),
  prev_cursor: v.optional(v.nullable(v.string()), null),
});
export type OrderPage = v.InferOutput<typeof OrderPageSchema>;

export const InvoiceRowSchema = v.object({
  id: Id,
  number: v.string(),
  name: v.string(),
  date: v.string(),
  orders: v.array(v.number()),
  amount_untaxed: Amount,
  amount_total: Amount,
  state: v.picklist(['open', 'paid']),
  pdf_url: v.string(),
});
export type InvoiceRow = v.InferOutput<typeof InvoiceRowSchema>;
export const InvoicePageSchema = page(InvoiceRowSchema);
export type InvoicePage = v.InferOutput<typeof InvoicePageSchema>;

export const OrderFileSchema = v.object({
  id: Id,
  print_id: Id,
  /** The copy line the file is for (one page per original of the line); null: a file from before, for the whole print. */
  copy_id: v.optional(v.nullable(Id), null),
  name: v.string(),
  size: v.number(),
  pages: v.nullable(v.number()),
  width_mm: v.nullable(v.number()),
  height_mm: v.nullable(v.number()),
  warning: v.nullable(v.string()),
  /** The print-file check (shape in preflight/file-checks.ts), null for files uploaded before it. */
  checks: v.optional(v.nullable(FileChecksSchema)),
  /** When the customer accepted the check's warnings (the order waits for that); null while not. */
  warnings_accepted_at: v.optional(v.nullable(v.string()), null),
  uploaded_at: v.string(),
  url: v.string(),
});
export type OrderFile = v.InferOutput<typeof OrderFileSchema>;

const DetailPrintSchema = v.object({
  id: Id,
  position: v.number(),
  uuid: v.string(),
  product: v.object({ id: Id, name: v.string(), kind: v.string() }),
  extra_reference: v.string(),
  prices: v.object({ product: Amount, frames: Amount }),
  copies: v.array(v.object({
    id: v.number(),
    originals: v.number(),
    quantity: v.number(),
    width: v.number(),
    height: v.number(),
    sides: v.number(),
    abaa: v.number(),
    remark: v.string(),
  })),
  finishes: v.array(v.object({
    id: v.number(),
    name: v.string(),
    /** Catalogue code: the print-file check and the preview take the bleed it needs from it. */
    code: v.optional(v.string(), ''),
    level: v.number(),
    finishing_id: v.number(),
    side: v.string(),
    location: v.nullable(v.string()),
    /** Eyelets every this many mm (0: not an item finish); the print preview draws them. */
    spacing_mm: v.optional(v.number(), 0),
    /** 'none' on an edge finish means cut flush: no hem band to draw. */
    price_kind: v.optional(v.string(), 'metre'),
  })),
  frames: v.array(v.object({
    id: v.number(),
    base: v.nullable(v.number()),
    support: v.boolean(),
    wallmount: v.boolean(),
    sizes: v.array(v.object({ pieces: v.number(), width: v.number(), height: v.number() })),
  })),
  files: v.array(OrderFileSchema),
});
export type OrderDetailPrint = v.InferOutput<typeof DetailPrintSchema>;

/** Delivery details as stored with the order; tolerant, since old orders may lack fields. */
const DetailsSchema = v.nullable(v.looseObject({
  description: v.optional(v.string()),
  reference: v.optional(v.string()),
  delivery_date: v.optional(v.nullable(v.string())),
  pickup: v.optional(v.boolean()),
  pack: v.optional(v.union([v.literal(false), v.number()])),
  address: v.optional(v.nullable(v.number())),
  approve_pdf: v.optional(v.boolean()),
  archive_files: v.optional(v.boolean()),
  remarks: v.optional(v.nullable(v.string())),
}));

/** The delivery address as it was when the order was placed (the address book may change later). */
export const DeliveryAddressSchema = v.object({
  name: v.string(),
  dept: v.optional(v.string(), ''),
  attn: v.optional(v.string(), ''),
  street: v.string(),
  zip: v.string(),
  city: v.string(),
  country_id: v.optional(v.string(), 'NL'),
});
export type DeliveryAddress = v.InferOutput<typeof DeliveryAddressSchema>;

export const OrderDetailSchema = v.object({
  id: Id,
  kind: OrderKindSchema,
  state: OrderStateSchema,
  deactivated: v.boolean(),
  order_date: v.string(),
  reference: v.string(),
  description: v.string(),
  partner: PartnerSchema,
  contact: v.nullable(v.looseObject({ name: v.optional(v.string()), email: v.optional(v.string()), phone: v.optional(v.string()) })),
  details: DetailsSchema,
  delivery_date: v.nullable(v.string()),
  files_deadline: v.optional(v.nullable(v.string()), null),
  /** Where it goes (null: picked up, or an order from before addresses were kept with it). */
  delivery_address: v.optional(v.nullable(DeliveryAddressSchema), null),
  /** The parcel's tracking, once staff gave it with the move to transport (`link` is where to follow it). */
  tracking: v.optional(v.nullable(v.object({ code: v.nullable(v.string()), url: v.nullable(v.string()), link: v.string() }))),
  /** The customer's purchase-order number and cost centre ('' when none). */
  po_number: v.optional(v.string()),
  cost_centre: v.optional(v.string()),
  /** The paperwork to download: the confirmation of an order, the quote document of a quote (null: none). */
  documents: v.optional(v.object({ confirmation: v.nullable(v.string()), quote: v.nullable(v.string()) })),
  /** Part of `total` (DESIGN.md section 7); none for older orders and templates. */
  transport: v.optional(StoredTransportSchema, { kind: 'none', amount: null, lines: [] }),
  total: Amount,
  vat: Amount,
  total_incl_vat: Amount,
  progress: v.object({ stages: v.array(v.picklist(ORDER_STAGES)), current: v.nullable(v.number()) }),
  history: v.array(v.object({ from_state: v.string(), to_state: v.string(), at: v.string() })),
  invoice: v.nullable(v.object({ id: Id, number: v.string(), state: v.picklist(['open', 'paid']) })),
  actions: v.object({
    upload: v.boolean(),
    approve: v.boolean(),
    accept: v.boolean(),
    deactivate: v.boolean(),
    delete: v.boolean(),
    reorder: v.boolean(),
  }),
  products: v.array(DetailPrintSchema),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

/** POST /orders/{id}/accept and /deactivate: the order as it now is. */
export const OrderActionAnswerSchema = v.object({
  order: v.object({ id: Id, kind: OrderKindSchema, state: OrderStateSchema, deactivated: v.boolean() }),
  /** Accept only: the quote's delivery date could not be kept; the planned date, in the user's language. */
  notice: v.optional(v.string()),
});

/**
 * POST /orders/{id}/reorder: prints for the cart (fresh prices), the ones no longer sold, and the
 * order's stored delivery details and contact.
 */
export const ReorderAnswerSchema = v.object({
  products: v.array(PrintSchema),
  unavailable: v.array(v.object({ product_id: v.number(), name: v.nullable(v.string()) })),
  details: v.record(v.string(), v.unknown()),
  contact: v.record(v.string(), v.unknown()),
});
export type ReorderAnswer = v.InferOutput<typeof ReorderAnswerSchema>;

/**
 * What a new order takes over from the template it is made from: the order form's choices, not its
 * dates (the checkout asks for fresh ones). Fields that do not fit are simply left to the defaults.
 */
export const TemplateDetailsSchema = v.partial(v.object({
  description: v.string(),
  reference: v.string(),
  pickup: v.boolean(),
  pack: PackSchema,
  address: v.nullable(v.number()),
  approve_pdf: v.boolean(),
  archive_files: v.boolean(),
  remarks: v.string(),
}));
export const TemplateContactSchema = v.partial(v.object({ name: v.string(), email: v.string(), phone: v.string() }));

/** POST /orders/{id}/files: the stored file, the page-size warning and the order's new state. */
export const UploadAnswerSchema = v.object({
  file: OrderFileSchema,
  warning: v.nullable(v.string()),
  order: v.object({ id: Id, state: OrderStateSchema }),
});
export type UploadAnswer = v.InferOutput<typeof UploadAnswerSchema>;

/** POST /orders/{id}/files/{fileId}/accept: the file with its warnings accepted and the order's state after it. */
export const AcceptWarningsAnswerSchema = v.object({
  file: OrderFileSchema,
  order: v.object({ id: Id, state: OrderStateSchema }),
});
export type AcceptWarningsAnswer = v.InferOutput<typeof AcceptWarningsAnswerSchema>;

/** Spec section 8 upload messages as the server sends them (the browser translates by message). */
export const UPLOAD_MESSAGES = {
  tooBig: 'file too big',
  notSupported: 'The file is not supported for security reasons. Convert it to PDF or contact us.',
  canceled: 'upload canceled',
  invalidType: 'invalid type',
  maxFiles: 'max files exceeded',
} as const;
