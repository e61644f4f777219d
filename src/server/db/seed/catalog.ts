import type { Kysely } from 'kysely';
import type { StoredChapter } from '../../../domain/catalog.js';
import type { Database } from '../database.js';
import type { SeededAccounts } from './accounts.js';
import { CATEGORY_NAMES_EN, FINISH_NAMES_EN, GLOSS_EN, MATERIALS_EN, PRODUCT_NAMES_EN } from './catalog-english.js';
import { PRODUCTS } from './catalog-products.js';
import { weldingOf } from './catalog-welding.js';
import { FINISHES, FINISH_SETS } from './catalog-finishes.js';
import { CLOSING_DAYS, CUSTOMER_FAVORITES, RESELLER_FAVORITES, TREES, type TreeSeed } from './catalog-trees.js';

type Ids = Map<string, number>;

function idOf(ids: Ids, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed refers to unknown key ${key}`);
  return id;
}

async function insertProducts(db: Kysely<Database>): Promise<Ids> {
  const ids: Ids = new Map();
  for (const p of PRODUCTS) {
    const welding = p.kind === 'frame' ? weldingOf('') : weldingOf(p.material);
    const row = await db.insertInto('products').values({
      name: p.name, name_en: PRODUCT_NAMES_EN[p.code] ?? null, material: p.material, material_en: MATERIALS_EN[p.material] ?? null,
      gloss: p.gloss, gloss_en: GLOSS_EN[p.gloss] ?? null, width: p.width, density: p.density,
      fire_resistant: p.fireResistant ? 1 : 0,
      fixed_width: p.fixed?.[0] ?? 0, fixed_height: p.fixed?.[1] ?? 0,
      sides: p.sides ?? 1, default_code: p.code, min_order_qty: p.minOrderQty ?? 0, kind: p.kind ?? 'sheet',
      price_cents: p.priceCents, min_area_cm2: p.minAreaCm2 ?? 5000, double_sided_pct: p.doubleSidedPct ?? 160,
      tiers: JSON.stringify(p.tiers ?? []), production_days: p.productionDays ?? 3, speed_days: p.speedDays ?? 1,
      support_price_cents: p.supportCents ?? 0, wallmount_price_cents: p.wallmountCents ?? 0, active: 1,
      weld_max_mm: welding.weldMaxMm, seam_price_cents: welding.seamCents,
    }).returning('id').executeTakeFirstOrThrow();
    ids.set(p.code, row.id);
  }
  return ids;
}

async function insertFinishes(db: Kysely<Database>, products: Ids): Promise<void> {
  const ids: Ids = new Map();
  for (const f of FINISHES) {
    const row = await db.insertInto('finishes').values({
      name: f.name, name_en: FINISH_NAMES_EN[f.code] ?? null, level: f.level, finishing_id: f.finishingId, default_code: f.code, location: f.location ?? null,
      side: f.side, price_kind: f.priceKind, price_cents: f.priceCents, spacing_mm: f.spacingMm ?? 0,
    }).returning('id').executeTakeFirstOrThrow();
    ids.set(f.key, row.id);
  }
  const byKey = new Map(FINISHES.map((f) => [f.key, f]));
  const links = PRODUCTS.flatMap((p) => FINISH_SETS[p.finishSet].map((key, index) => {
    const finish = byKey.get(key);
    if (!finish) throw new Error(`finish set ${p.finishSet} names unknown finish ${key}`);
    return {
      finish_id: idOf(ids, key), product_id: idOf(products, p.code),
      level: finish.level, location: finish.location ?? null, sequence: (index + 1) * 10,
    };
  }));
  for (let start = 0; start < links.length; start += 100) {
    await db.insertInto('finish_products').values(links.slice(start, start + 100)).execute();
  }
}

async function insertTree(
  db: Kysely<Database>, chapter: StoredChapter, nodes: TreeSeed[], parentId: number | null, products: Ids,
): Promise<void> {
  for (const [position, node] of nodes.entries()) {
    const isLeaf = 'product' in node;
    const productId = isLeaf ? idOf(products, node.product) : null;
    const name = isLeaf ? PRODUCTS.find((p) => p.code === node.product)?.name ?? node.product : node.name;
    const nameEn = (isLeaf ? PRODUCT_NAMES_EN[node.product] : CATEGORY_NAMES_EN[node.name]) ?? null;
    const row = await db.insertInto('catalog_nodes').values({
      chapter, parent_id: parentId, product_id: productId, name, name_en: nameEn, position, icon: node.icon ?? null,
    }).returning('id').executeTakeFirstOrThrow();
    if (!isLeaf) await insertTree(db, chapter, node.children, row.id, products);
  }
}

async function insertAddresses(db: Kysely<Database>, accounts: SeededAccounts, at: string): Promise<void> {
  const { customer, resold, purchaser } = accounts.partnerIds;
  const base = { type: 'delivery', dept: '', attn: '', phone: '', email: '', country_id: 'NL', created_at: at };
  const rows = [
    { ...base, partner_id: customer, user_id: accounts.customerId, name: 'Bakkerij De Zon B.V.', attn: 'Karin de Klant', phone: '0201234567', street: 'Zonnebloemstraat 12', zip: '1012 AB', city: 'Amsterdam' },
    { ...base, partner_id: customer, user_id: accounts.customerId, name: 'Bakkerij De Zon - filiaal Haarlem', dept: 'Winkel', street: 'Grote Markt 3', zip: '2011 RD', city: 'Haarlem' },
    { ...base, partner_id: resold[0] ?? customer, user_id: accounts.partnerAccountId, name: 'Sportclub Vooruit', dept: 'Kantine', street: 'Sportlaan 1', zip: '3521 AZ', city: 'Utrecht', email: 'bestuur@vooruit.example' },
    { ...base, partner_id: resold[1] ?? customer, user_id: accounts.partnerAccountId, name: 'Festival Noorderlicht', attn: 'Productieteam', street: 'Havenkade 40', zip: '9711 AA', city: 'Groningen' },
    { ...base, partner_id: resold[2] ?? customer, user_id: accounts.partnerAccountId, name: 'Gemeente Zeewolde Evenementen', street: 'Raadhuisplein 1', zip: '3891 GZ', city: 'Zeewolde' },
    { ...base, partner_id: purchaser, user_id: accounts.purchaserId, name: 'Bouwbedrijf Van Dijk B.V.', dept: 'Inkoop', attn: 'Ingrid Inkoop', phone: '0591123456', street: 'Industrieweg 8', zip: '7811 EP', city: 'Emmen' },
    { ...base, partner_id: purchaser, user_id: accounts.purchaserId, name: 'Bouwplaats Van Dijk - Europapark', attn: 'Uitvoerder', street: 'Europaweg 120', zip: '7825 AA', city: 'Emmen' },
    { ...base, partner_id: purchaser, user_id: accounts.purchaserId, name: 'Van Dijk Bau GmbH', street: 'Hauptstraße 5', zip: '48529', city: 'Nordhorn', country_id: 'DE' },
  ];
  const inserted = await db.insertInto('addresses').values(rows).returning(['id', 'partner_id']).execute();
  // The customer's first address (the head office) is their default delivery address.
  const customerIds = inserted.filter((row) => row.partner_id === customer).map((row) => row.id);
  if (customerIds.length > 0) {
    await db.updateTable('user_settings').set({ default_address_id: Math.min(...customerIds) })
      .where('user_id', '=', accounts.customerId).execute();
  }
}

async function insertFavorites(db: Kysely<Database>, accounts: SeededAccounts, products: Ids): Promise<void> {
  const rows = [
    ...CUSTOMER_FAVORITES.map((code) => ({
      user_id: accounts.customerId, partner_id: accounts.partnerIds.customer, product_id: idOf(products, code),
    })),
    ...RESELLER_FAVORITES.map((code) => ({
      user_id: accounts.partnerAccountId, partner_id: accounts.partnerIds.resold[0] ?? accounts.partnerIds.customer,
      product_id: idOf(products, code),
    })),
  ];
  await db.insertInto('favorites').values(rows).execute();
}

/** The demo catalogue with its finishes and trees, plus addresses, favourites and closing days. */
export async function seedCatalog(db: Kysely<Database>, accounts: SeededAccounts, now: Date): Promise<void> {
  const products = await insertProducts(db);
  await insertFinishes(db, products);
  for (const [chapter, nodes] of Object.entries(TREES) as [StoredChapter, TreeSeed[]][]) {
    await insertTree(db, chapter, nodes, null, products);
  }
  await insertAddresses(db, accounts, now.toISOString());
  await insertFavorites(db, accounts, products);
  await db.insertInto('closing_days').values(CLOSING_DAYS).execute();
}
