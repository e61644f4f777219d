import * as v from 'valibot';

/**
 * The catalogue answers of the API (GET /catalog, /products, /finishes, /addresses). The server
 * shapes its output with these schemas and the browser parses what it receives with them.
 */

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PRODUCT_KINDS = ['sheet', 'piece', 'frame'] as const;
export const ProductKindSchema = v.picklist(PRODUCT_KINDS);
export type ProductKind = v.InferOutput<typeof ProductKindSchema>;

export const SidesSchema = v.picklist([1, 2]);

const Amount = v.pipe(v.number(), v.finite());

/**
 * What the price of a product is made of (DESIGN.md section 7), as the server charges it, so the
 * configurator can show the price at once while the server's answer confirms it.
 */
export const ProductPricingSchema = v.object({
  /** Per m² (sheet), per piece (piece) or per metre of frame perimeter (frame). */
  price_cents: Amount,
  min_area_cm2: Amount,
  /** 160 = a double-sided print costs 1.6 times a single-sided one. */
  double_sided_pct: Amount,
  tiers: v.array(v.object({ from_m2: Amount, discount_pct: Amount })),
  support_price_cents: Amount,
  wallmount_price_cents: Amount,
  /** Per running metre of welded seam (wide prints of weldable material). */
  seam_price_cents: Amount,
});
export type ProductPricingAnswer = v.InferOutput<typeof ProductPricingSchema>;

export const ProductSchema = v.object({
  id: Id,
  name: v.string(),
  material: v.string(),
  gloss: v.string(),
  /** Roll or sheet width in mm (the browser shows it in cm). */
  width: Count,
  density: v.string(),
  fire_resistant: v.boolean(),
  /** mm; 0 means the user chooses the size. */
  fixed_width: Count,
  fixed_height: Count,
  /** 2 means the user may choose double-sided. */
  sides: SidesSchema,
  default_code: v.string(),
  is_favorite: v.boolean(),
  /** 0 means no minimum. */
  min_order_qty: Count,
  /** 'frame' is a PlusFrame. */
  kind: ProductKindSchema,
  /** Widest a welded print may be (mm, panels of `width` welded together); 0: never welded. */
  weld_max_mm: Count,
  /** Left out by an older server: the configurator then waits for the server's price. */
  pricing: v.optional(ProductPricingSchema),
  /** The product card's "vanaf" price: `quantity` single-sided pieces of width x height mm, priced by the server. */
  from_price: v.optional(v.object({ cents: Count, quantity: Count, width: Count, height: Count })),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const FINISH_SIDES = [
  'top', 'right', 'bottom', 'left', 'around', 'opposite-top', 'opposite-left', 'surface',
] as const;
export const FinishSideSchema = v.picklist(FINISH_SIDES);
export type FinishSide = v.InferOutput<typeof FinishSideSchema>;

/** Levels with a meaning of their own; every other level is a normal finish. */
export const FINISH_LEVEL = { extraPiece: 8, extraLocation: 9, frameBase: 111, internal: 999 } as const;

export const FinishProductSchema = v.object({
  product_id: Id,
  level: v.pipe(v.number(), v.integer()),
  location: v.nullable(v.string()),
  sequence: v.pipe(v.number(), v.integer()),
});
export type FinishProduct = v.InferOutput<typeof FinishProductSchema>;

export const FINISH_PRICE_KINDS = ['metre', 'item', 'piece', 'none'] as const;

/** How a finish is charged: per metre of its side, per item (eyelets every spacing_mm), per piece. */
export const FinishPricingSchema = v.object({
  price_kind: v.picklist(FINISH_PRICE_KINDS),
  price_cents: Amount,
  spacing_mm: Amount,
});
export type FinishPricingAnswer = v.InferOutput<typeof FinishPricingSchema>;

export const FinishSchema = v.object({
  id: Id,
  name: v.string(),
  level: v.pipe(v.number(), v.integer()),
  finishing_id: v.pipe(v.number(), v.integer()),
  default_code: v.string(),
  location: v.nullable(v.string()),
  side: FinishSideSchema,
  products: v.array(FinishProductSchema),
  pricing: v.optional(FinishPricingSchema),
});
export type Finish = v.InferOutput<typeof FinishSchema>;

export interface CatalogNode {
  id: number;
  name: string;
  product_id: number | null;
  icon: string | null;
  children: CatalogNode[];
}

export const CatalogNodeSchema: v.GenericSchema<CatalogNode> = v.object({
  id: Id,
  name: v.string(),
  product_id: v.nullable(Id),
  icon: v.nullable(v.string()),
  children: v.array(v.lazy(() => CatalogNodeSchema)),
});

export const CHAPTERS = ['personal', 'catalog', 'frames', 'vsigns', 'fence_banners', 'flags', 'adhesive'] as const;
export type Chapter = (typeof CHAPTERS)[number];
/** The chapters kept in the database; personal is made from the user's favourites. */
export const STORED_CHAPTERS = ['catalog', 'frames', 'vsigns', 'fence_banners', 'flags', 'adhesive'] as const;
export type StoredChapter = (typeof STORED_CHAPTERS)[number];
/** Chapters the selector shows as an icon grid with breadcrumbs. */
export const ICON_GRID_CHAPTERS: readonly Chapter[] = ['flags', 'fence_banners', 'adhesive'];

const Nodes = v.array(CatalogNodeSchema);
export const CatalogSchema = v.object({
  personal: Nodes,
  catalog: Nodes,
  frames: Nodes,
  vsigns: Nodes,
  fence_banners: Nodes,
  flags: Nodes,
  adhesive: Nodes,
});
export type Catalog = v.InferOutput<typeof CatalogSchema>;

export const AddressSchema = v.object({
  id: Id,
  /** Stable key for lists, e.g. `delivery-12`. */
  key: v.string(),
  type: v.literal('delivery'),
  name: v.string(),
  dept: v.string(),
  attn: v.string(),
  phone: v.string(),
  email: v.string(),
  street: v.string(),
  zip: v.string(),
  city: v.string(),
  country_id: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const SpecsCheckSchema = v.object({ seen_specs: v.boolean() });
export type SpecsCheck = v.InferOutput<typeof SpecsCheckSchema>;

export const FavoriteAnswerSchema = v.object({ message: v.boolean() });

export const PurchaserSchema = v.object({ id: Id, name: v.string(), email: v.string(), phone: v.string() });
export type Purchaser = v.InferOutput<typeof PurchaserSchema>;
