import type { ProductKind } from '../catalog.js';
import { perimeterM, piecesOf, type CountedLine, type SizedLine } from '../pricing/geometry.js';
import type { ShipmentClass, TransportTariff } from './tariff.js';

/**
 * How big and heavy a cart is once packed (DESIGN.md section 7): flexible prints are rolled (the
 * roll is as long as the print's shorter side), boards and frames go flat (their longer side). The
 * weight comes from the product's density times the area; a frame adds its profile by perimeter.
 */
export interface PackedPrint {
  kind: ProductKind;
  /** The catalogue's density text: "510 g/m²", "80 µm" (film), "16 mm" (board). */
  density: string;
  copies: readonly (CountedLine & SizedLine)[];
  /** PlusFrames: the options per copy line; a base plate needs a pallet. */
  frames?: readonly { base: number | null }[];
}

export interface Shipment {
  longest_mm: number;
  weight_g: number;
  /** Frames on base plates travel standing on a pallet, whatever their size. */
  needs_pallet: boolean;
}

/** Vinyl film on its backing paper, per µm of film. */
const FILM_G_PER_M2_PER_UM = 2;
/** Printed board (re-board, panels), per mm of thickness. */
const BOARD_G_PER_M2_PER_MM = 80;
/** A density the catalogue does not state in a known unit: a heavy banner, so no shipment is underrated. */
const UNKNOWN_G_PER_M2 = 600;

const DENSITY = /(\d+(?:[.,]\d+)?)\s*(g\/m|µm|um|mm)/i;

export type Packing = 'rolled' | 'flat';

/** Grams per m² of a product's density text and how it is packed. */
export function materialOf(kind: ProductKind, density: string): { gPerM2: number; packing: Packing } {
  const match = DENSITY.exec(density);
  const figure = match ? Number(match[1]!.replace(',', '.')) : Number.NaN;
  const unit = match?.[2]?.toLowerCase();
  const packing: Packing = kind === 'frame' || unit === 'mm' ? 'flat' : 'rolled';
  if (!Number.isFinite(figure)) return { gPerM2: UNKNOWN_G_PER_M2, packing };
  if (unit === 'mm') return { gPerM2: figure * BOARD_G_PER_M2_PER_MM, packing };
  if (unit === 'µm' || unit === 'um') return { gPerM2: figure * FILM_G_PER_M2_PER_UM, packing };
  return { gPerM2: figure, packing };
}

/** The packed size and weight of the prints that go in one shipment. */
export function shipmentOf(prints: readonly PackedPrint[], tariff: Pick<TransportTariff, 'frame_g_per_m'>): Shipment {
  let longest = 0;
  let grams = 0;
  let needsPallet = false;
  for (const print of prints) {
    const { gPerM2, packing } = materialOf(print.kind, print.density);
    print.copies.forEach((copy, index) => {
      const pieces = piecesOf(copy);
      if (pieces <= 0) return;
      const length = packing === 'rolled' ? Math.min(copy.width, copy.height) : Math.max(copy.width, copy.height);
      longest = Math.max(longest, length);
      const faces = print.kind === 'frame' && copy.sides === 2 ? 2 : 1;
      grams += pieces * faces * gPerM2 * (copy.width * copy.height) / 1_000_000;
      if (print.kind === 'frame') {
        grams += pieces * perimeterM(copy) * tariff.frame_g_per_m;
        if (print.frames?.[index]?.base != null) needsPallet = true;
      }
    });
  }
  return { longest_mm: longest, weight_g: Math.ceil(grams), needs_pallet: needsPallet };
}

/** The first (smallest) class the shipment fits in by length and weight; the last class takes anything. */
export function shipmentClassOf(shipment: Shipment, tariff: Pick<TransportTariff, 'rates'>): { shipment: ShipmentClass; price_cents: number } {
  const last = tariff.rates[tariff.rates.length - 1]!;
  const fits = tariff.rates.find((rate) =>
    rate === last || (!shipment.needs_pallet
      && (rate.max_length_mm === null || shipment.longest_mm <= rate.max_length_mm)
      && (rate.max_weight_g === null || shipment.weight_g <= rate.max_weight_g)),
  ) ?? last;
  return { shipment: fits.shipment, price_cents: fits.price_cents };
}
