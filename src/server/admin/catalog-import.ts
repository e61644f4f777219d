import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { AdminError, parseOptions, type AdminCommand } from './admin-context.js';
import { importCatalogRows } from './queries.js';

/**
 * catalog:import <file.json>: products and finishes, matched on default_code (updated when known,
 * added otherwise), all in one transaction. The file is checked completely first; any problem is
 * reported by path and nothing is written.
 */

const Int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const Text = (max: number, min = 0) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));
const Code = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._-]{1,40}$/, 'must be 1-40 letters, digits, dots, dashes or underscores'));

/** The English name; absent or null: English users see the Dutch name. */
const EnglishName = v.optional(v.nullable(Text(200)), null);
/** The English form of a product fact (material, gloss); absent or null: the Dutch value is shown. */
const EnglishValue = (max: number) => v.optional(v.nullable(Text(max)), null);

const ProductImport = v.strictObject({
  default_code: Code,
  name: Text(200, 1),
  name_en: EnglishName,
  material: v.optional(Text(200), ''),
  material_en: EnglishValue(200),
  gloss: v.optional(Text(100), ''),
  gloss_en: EnglishValue(100),
  width: Int(1, 10_000),
  density: v.optional(Text(50), ''),
  fire_resistant: v.optional(v.boolean(), false),
  fixed_width: v.optional(Int(0, 100_000), 0),
  fixed_height: v.optional(Int(0, 100_000), 0),
  sides: v.optional(v.picklist([1, 2]), 1),
  min_order_qty: v.optional(Int(0, 100_000), 0),
  kind: v.optional(v.picklist(['sheet', 'piece', 'frame']), 'sheet'),
  price_cents: Int(0, 100_000_000),
  min_area_cm2: v.optional(Int(0, 1_000_000), 5000),
  double_sided_pct: v.optional(Int(100, 1000), 160),
  tiers: v.optional(v.pipe(v.array(v.strictObject({ from_m2: v.pipe(v.number(), v.minValue(0)), discount_pct: Int(0, 90) })), v.maxLength(20)), []),
  production_days: v.optional(Int(0, 60), 3),
  speed_days: v.optional(Int(0, 60), 1),
  support_price_cents: v.optional(Int(0, 10_000_000), 0),
  wallmount_price_cents: v.optional(Int(0, 10_000_000), 0),
  /** Widest a welded print may be (mm); 0: never welded, one roll width at most. */
  weld_max_mm: v.optional(Int(0, 100_000), 0),
  seam_price_cents: v.optional(Int(0, 10_000_000), 0),
  active: v.optional(v.boolean(), true),
});

const FinishImport = v.strictObject({
  default_code: Code,
  name: Text(200, 1),
  name_en: EnglishName,
  level: Int(0, 999),
  finishing_id: Int(0, 2_147_483_647),
  location: v.optional(v.nullable(Text(100)), null),
  side: v.picklist(['top', 'right', 'bottom', 'left', 'around', 'opposite-top', 'opposite-left', 'surface']),
  price_kind: v.picklist(['metre', 'item', 'piece', 'none']),
  price_cents: Int(0, 10_000_000),
  spacing_mm: v.optional(Int(0, 100_000), 0),
});

const CatalogImportSchema = v.pipe(
  v.strictObject({
    products: v.optional(v.pipe(v.array(ProductImport), v.maxLength(10_000)), []),
    finishes: v.optional(v.pipe(v.array(FinishImport), v.maxLength(10_000)), []),
  }),
  v.check((file) => file.products.length + file.finishes.length > 0, 'the file has no products and no finishes'),
  v.check((file) => new Set(file.products.map((p) => p.default_code)).size === file.products.length, 'a product default_code appears twice'),
  v.check((file) => new Set(file.finishes.map((f) => f.default_code)).size === file.finishes.length, 'a finish default_code appears twice'),
);

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const lines = issues.slice(0, 10).map((issue) => `  ${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
  if (issues.length > 10) lines.push(`  ... and ${issues.length - 10} more`);
  return lines.join('\n');
}

export const importCatalog: AdminCommand = async ({ db }, args) => {
  const { positionals } = parseOptions(args, {}, 1);
  const file = positionals[0];
  if (!file) throw new AdminError('a JSON file is required (catalog:import <file.json>)');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new AdminError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AdminError(`${file} is not valid JSON: ${error instanceof Error ? error.message : 'parse error'}`);
  }
  const result = v.safeParse(CatalogImportSchema, json);
  if (!result.success) throw new AdminError(`${file} was not imported, nothing changed:\n${describeIssues(result.issues)}`);
  const { products, finishes } = result.output;

  const productRows = products.map((product) => ({
    ...product, fire_resistant: product.fire_resistant ? 1 : 0, active: product.active ? 1 : 0,
    tiers: JSON.stringify(product.tiers),
  } as const));
  const counts = await importCatalogRows(db, productRows, finishes);
  return `imported ${file}: products ${counts.productsAdded} added, ${counts.productsUpdated} updated; `
    + `finishes ${counts.finishesAdded} added, ${counts.finishesUpdated} updated`;
};
