import type { ShipmentClass, SurchargeCode } from '../../domain/transport/index.js';

/** Row types of the transport tariff (DESIGN.md section 7); listed in `Database` (database.ts). */

export interface TransportRatesTable {
  shipment: ShipmentClass;
  /** Smallest class first: a shipment takes the first one it fits. */
  position: number;
  /** null: no limit (the last class takes anything). */
  max_length_mm: number | null;
  max_weight_g: number | null;
  price_cents: number;
}

export interface TransportSettingsTable {
  code: SurchargeCode;
  value: number;
}
