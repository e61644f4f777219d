import type { Generated } from 'kysely';
import type { Flag } from './flag.js';
import type {
  IdempotencyKeysTable, OrderCopiesTable, OrderEventsTable, OrderFilesTable, OrderFinishesTable, OrderFramesTable,
  OrderPrintsTable, OrdersTable,
} from './order-tables.js';
import type { InvoiceOrdersTable, InvoicesTable } from './invoice-tables.js';
import type { MailQueueTable } from './mail-tables.js';
import type { TransportRatesTable, TransportSettingsTable } from './transport-tables.js';

/**
 * Row types of every table. Booleans are stored as 0/1 integers (Flag) and timestamps as ISO-8601
 * UTC text so that one migration and one query read the same on SQLite and PostgreSQL.
 */

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  active: Flag;
  /** Invoice address and VAT id (migration 0090); '' until staff fill them in. */
  street: Generated<string>;
  zip: Generated<string>;
  city: Generated<string>;
  country_id: Generated<string>;
  vat_id: Generated<string>;
  /** Whether every order of this company must carry its purchase-order number. */
  po_required: Generated<Flag>;
}

export interface InvoiceNumbersTable {
  year: number;
  /** The last invoice number given in this year. */
  last: number;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  lang: string;
  password_hash: string;
  /** The customer company the user belongs to; null for a reseller account that picks one. */
  partner_id: number | null;
  is_partner_account: Flag;
  active: Flag;
  created_at: string;
  /** Access tokens issued at or before this moment (whole seconds) are refused; null = none. */
  tokens_valid_after: string | null;
}

export interface UserPartnersTable {
  user_id: number;
  partner_id: number;
}

export interface UserSettingsTable {
  user_id: number;
  pickup_default: Flag;
  approve_pdf: Flag;
  zoom_text: Flag;
  can_choose_purchaser: Flag;
  seen_specs: Flag;
  default_address_id: number | null;
  /** Whether the user wants the files reminder and the shipped mail (1, the default); the invoice mail always goes. */
  mail_files_reminder: Generated<Flag>;
  mail_shipped: Generated<Flag>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: string;
  user_id: number;
  partner_id: number | null;
  token_hash: string;
  family_started_at: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export interface LoginFamiliesTable {
  family_id: string;
  user_id: number;
  generation: Generated<number>;
  started_at: string;
  revoked_at: string | null;
}

export interface RevokedJtiTable {
  jti: string;
  expires_at: string;
  /** The login that retired the token (a partner switch); null for a token without a login. */
  family_id: string | null;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A reset link is bound to the address it was mailed to (null: issued before that was kept; refused). */
export interface ResetTokensTable extends OneTimeTokensTable {
  email: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  /** A known device or signed-in session the failure is counted for alone; null = an unknown client. */
  device: string | null;
  created_at: string;
}

/** A requested change of login address, waiting for the link mailed to the new address. */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AddressesTable {
  id: Generated<number>;
  partner_id: number | null;
  user_id: number;
  type: string;
  name: string;
  dept: string;
  attn: string;
  phone: string;
  email: string;
  street: string;
  zip: string;
  city: string;
  country_id: string;
  created_at: string;
}

export type ProductKind = 'sheet' | 'piece' | 'frame';

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  /** English name (migration 0060); null: the Dutch name is shown in English too. */
  name_en: string | null;
  material: string;
  /** English material (migration 0061); null: the Dutch value reads the same in English. */
  material_en: string | null;
  gloss: string;
  /** English gloss (migration 0061); null as material_en. */
  gloss_en: string | null;
  /** Roll or sheet width in mm. */
  width: number;
  density: string;
  fire_resistant: Flag;
  /** mm; 0 means free size. */
  fixed_width: number;
  fixed_height: number;
  sides: 1 | 2;
  default_code: string;
  /** 0 means no minimum. */
  min_order_qty: number;
  kind: ProductKind;
  /** Per m² for 'sheet', per piece for 'piece', per metre of frame perimeter for 'frame'. */
  price_cents: number;
  min_area_cm2: number;
  double_sided_pct: number;
  /** JSON text: `[{"from_m2":10,"discount_pct":10}, ...]`. */
  tiers: string;
  production_days: number;
  speed_days: number;
  support_price_cents: number;
  wallmount_price_cents: number;
  active: Flag;
  /** Widest a welded print may be in mm (migration 0070); 0: never welded, one roll width at most. */
  weld_max_mm: number;
  /** Welding per running metre of seam (migration 0070). */
  seam_price_cents: number;
}

export type FinishPriceKind = 'metre' | 'item' | 'piece' | 'none';

export interface FinishesTable {
  id: Generated<number>;
  name: string;
  /** English name (migration 0060); null: the Dutch name is shown in English too. */
  name_en: string | null;
  level: number;
  finishing_id: number;
  default_code: string;
  location: string | null;
  side: string;
  price_kind: FinishPriceKind;
  price_cents: number;
  /** For 'item': one item every this many mm along the side (e.g. eyelets every 500 mm). */
  spacing_mm: number;
}

export interface FinishProductsTable {
  finish_id: number;
  product_id: number;
  level: number;
  location: string | null;
  sequence: number;
}

export interface CatalogNodesTable {
  id: Generated<number>;
  /** English name (migration 0060); null: the Dutch name is shown in English too. */
  name_en: string | null;
  chapter: string;
  parent_id: number | null;
  product_id: number | null;
  name: string;
  position: number;
  icon: string | null;
}

export interface FavoritesTable {
  user_id: number;
  partner_id: number;
  product_id: number;
}

export interface ClosingDaysTable {
  /** yyyy-mm-dd */
  date: string;
  reason: string;
}

export interface Database {
  partners: PartnersTable;
  users: UsersTable;
  user_partners: UserPartnersTable;
  user_settings: UserSettingsTable;
  refresh_tokens: RefreshTokensTable;
  revoked_jti: RevokedJtiTable;
  login_families: LoginFamiliesTable;
  email_changes: EmailChangesTable;
  reset_tokens: ResetTokensTable;
  login_tokens: OneTimeTokensTable;
  login_attempts: LoginAttemptsTable;
  addresses: AddressesTable;
  products: ProductsTable;
  finishes: FinishesTable;
  finish_products: FinishProductsTable;
  catalog_nodes: CatalogNodesTable;
  favorites: FavoritesTable;
  closing_days: ClosingDaysTable;
  orders: OrdersTable;
  order_prints: OrderPrintsTable;
  order_copies: OrderCopiesTable;
  order_finishes: OrderFinishesTable;
  order_frames: OrderFramesTable;
  order_files: OrderFilesTable;
  order_events: OrderEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  invoices: InvoicesTable;
  invoice_orders: InvoiceOrdersTable;
  mail_queue: MailQueueTable;
  invoice_numbers: InvoiceNumbersTable;
  transport_rates: TransportRatesTable;
  transport_settings: TransportSettingsTable;
}
