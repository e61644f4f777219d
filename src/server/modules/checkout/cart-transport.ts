import { toEuros as euros } from '../../../domain/money.js';
import { dateClass } from '../../../domain/delivery-date.js';
import type { CountedLine, SizedLine } from '../../../domain/pricing/index.js';
import {
  shipmentClassOf, shipmentOf, transportCost, transportDayOf, transportPerDay, type PackedPrint, type TransportCost,
} from '../../../domain/transport/index.js';
import type { PriceCatalog } from '../catalog/price-catalog.js';
import type { Deadlines } from './expedition/index.js';

/** What the transport needs of a print: its product, copy lines and (PlusFrames) base plates. */
export interface ShippedPrint {
  product_id: number;
  copies?: readonly (CountedLine & SizedLine)[];
  frames?: readonly { base: number | null }[];
}

/** The cart's prints as packed: unknown or inactive products count for nothing (the order refuses them). */
function packedPrints(catalog: Pick<PriceCatalog, 'products'>, prints: readonly ShippedPrint[]): PackedPrint[] {
  return prints.flatMap((print) => {
    const product = catalog.products.get(print.product_id);
    if (!product) return [];
    return [{ kind: product.kind, density: product.density, copies: print.copies ?? [], ...(print.frames ? { frames: print.frames } : {}) }];
  });
}

/** The one shipment a cart makes (one address and date) and its class in the tariff. */
export function cartShipment(catalog: Pick<PriceCatalog, 'products' | 'tariff'>, prints: readonly ShippedPrint[]) {
  const shipment = shipmentOf(packedPrints(catalog, prints), catalog.tariff);
  return { ...shipment, ...shipmentClassOf(shipment, catalog.tariff) };
}

/**
 * POST /expedition's `transport`: the cart's shipment, its price and the surcharges (so the browser
 * prices the chosen day and hour with the same rule), and the price of each class of day at 17:00
 * (null: on request). Euros, like every price the API answers.
 */
export function transportAnswer(catalog: Pick<PriceCatalog, 'products' | 'tariff'>, prints: readonly ShippedPrint[]) {
  const cart = cartShipment(catalog, prints);
  const days = transportPerDay(cart, catalog.tariff);
  const orNull = (cents: number | null) => (cents === null ? null : euros(cents));
  return {
    shipment: cart.shipment,
    longest_mm: cart.longest_mm,
    weight_kg: Math.round(cart.weight_g / 100) / 10,
    price: euros(cart.price_cents),
    combi_discount_pct: catalog.tariff.combi_discount_pct,
    rush: euros(catalog.tariff.rush_cents),
    other_time: euros(catalog.tariff.other_time_cents),
    days: { normal: orNull(days.normal), combi: orNull(days.combi), rush: orNull(days.rush), red: orNull(days.red) },
  };
}

/**
 * The transport an order is stored with, by the same rule and tariff as /expedition answered:
 * null when there is nothing to ship yet (a template, or a quote without a date).
 */
export function orderTransport(
  catalog: Pick<PriceCatalog, 'products' | 'tariff'>,
  prints: readonly ShippedPrint[],
  delivery: { day: string; hour: number; pickup: boolean; deadlines: Deadlines } | null,
): TransportCost | null {
  if (!delivery) return null;
  const { deadlines } = delivery;
  const day = transportDayOf({
    dateClass: dateClass(delivery.day, { speed: deadlines.speed_deadlines, regular: deadlines.regular_deadlines }),
    isCombi: deadlines.combi_deadlines.includes(delivery.day),
  });
  return transportCost({ shipment: cartShipment(catalog, prints), day, hour: delivery.hour, pickup: delivery.pickup }, catalog.tariff);
}
