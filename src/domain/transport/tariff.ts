import * as v from 'valibot';

/**
 * The company's transport tariff (DESIGN.md section 7): what one shipment (one delivery address and
 * date) costs, excl. VAT, in cents. Staff change it in the database (`npm run admin -- transport:set`);
 * COMPANY_TARIFF is what a new database is seeded with and what the rules fall back on.
 */
export const SHIPMENT_CLASSES = ['parcel', 'long_parcel', 'pallet'] as const;
export type ShipmentClass = (typeof SHIPMENT_CLASSES)[number];

export const SURCHARGE_CODES = ['combi_discount_pct', 'rush_cents', 'other_time_cents', 'frame_g_per_m'] as const;
export type SurchargeCode = (typeof SURCHARGE_CODES)[number];

const Whole = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000));

export const ShipmentRateSchema = v.object({
  shipment: v.picklist(SHIPMENT_CLASSES),
  /** Longest side of the packed shipment (a rolled print: its shorter side); null: no limit. */
  max_length_mm: v.nullable(Whole),
  /** Weight of the whole shipment; null: no limit. */
  max_weight_g: v.nullable(Whole),
  price_cents: Whole,
});
export type ShipmentRate = v.InferOutput<typeof ShipmentRateSchema>;

export const TransportTariffSchema = v.object({
  /** Smallest class first; a shipment takes the first class it fits. The last one takes anything. */
  rates: v.pipe(v.array(ShipmentRateSchema), v.minLength(1)),
  /** Combined-transport days (Tuesday, Thursday) cost this much less, in percent. */
  combi_discount_pct: v.pipe(Whole, v.maxValue(100)),
  /** A rush ("warning") date, per shipment. */
  rush_cents: Whole,
  /** A delivery time other than 17:00, per shipment. */
  other_time_cents: Whole,
  /** Weight of a PlusFrame's aluminium profile per metre of its perimeter. */
  frame_g_per_m: Whole,
});
export type TransportTariff = v.InferOutput<typeof TransportTariffSchema>;

export const COMPANY_TARIFF: TransportTariff = {
  rates: [
    { shipment: 'parcel', max_length_mm: 1500, max_weight_g: 30_000, price_cents: 995 },
    { shipment: 'long_parcel', max_length_mm: 3200, max_weight_g: 60_000, price_cents: 2450 },
    { shipment: 'pallet', max_length_mm: null, max_weight_g: null, price_cents: 7900 },
  ],
  combi_discount_pct: 35,
  rush_cents: 3500,
  other_time_cents: 1500,
  frame_g_per_m: 900,
};
