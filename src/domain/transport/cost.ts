import { DEFAULT_DELIVERY_TIME } from '../delivery-moment.js';
import type { DateClass } from '../delivery-date.js';
import type { ShipmentClass, TransportTariff } from './tariff.js';

/**
 * What the transport of one shipment costs on a chosen day (DESIGN.md section 7), the one rule the
 * checkout shows and POST /order stores: the shipment's class price, 35 % off on a combined-transport
 * day, + rush on a "warning" date, + a delivery time other than 17:00; a red date (external courier)
 * is priced by staff ("op aanvraag"); pickup is free.
 */

/** The classes of day the calendar prices: combined transport is a normal day with the discount. */
export const TRANSPORT_DAY_CLASSES = ['normal', 'combi', 'rush', 'red'] as const;
export type TransportDay = (typeof TRANSPORT_DAY_CLASSES)[number];

export function transportDayOf(day: { dateClass: DateClass; isCombi: boolean }): TransportDay {
  if (day.dateClass === 'red') return 'red';
  if (day.dateClass === 'warning') return 'rush';
  return day.isCombi ? 'combi' : 'normal';
}

export type TransportLineCode = 'shipment' | 'combi_discount' | 'rush' | 'other_time';

export interface TransportLine {
  code: TransportLineCode;
  cents: number;
}

export type TransportCost =
  | { kind: 'pickup'; cents: 0; lines: [] }
  | { kind: 'on_request'; cents: null; lines: [] }
  | { kind: 'priced'; shipment: ShipmentClass; cents: number; lines: TransportLine[] };

export interface TransportChoice {
  /** The shipment's class and its price from the tariff (shipmentClassOf). */
  shipment: { shipment: ShipmentClass; price_cents: number };
  day: TransportDay;
  /** The delivery hour (Amsterdam). */
  hour: number;
  pickup: boolean;
}

export type Surcharges = Pick<TransportTariff, 'combi_discount_pct' | 'rush_cents' | 'other_time_cents'>;

export function transportCost(choice: TransportChoice, tariff: Surcharges): TransportCost {
  if (choice.pickup) return { kind: 'pickup', cents: 0, lines: [] };
  if (choice.day === 'red') return { kind: 'on_request', cents: null, lines: [] };
  const base = choice.shipment.price_cents;
  const lines: TransportLine[] = [{ code: 'shipment', cents: base }];
  if (choice.day === 'combi' && tariff.combi_discount_pct > 0) {
    lines.push({ code: 'combi_discount', cents: -Math.round((base * tariff.combi_discount_pct) / 100) });
  }
  if (choice.day === 'rush') lines.push({ code: 'rush', cents: tariff.rush_cents });
  if (choice.hour !== DEFAULT_DELIVERY_TIME) lines.push({ code: 'other_time', cents: tariff.other_time_cents });
  const cents = lines.reduce((sum, line) => sum + line.cents, 0);
  return { kind: 'priced', shipment: choice.shipment.shipment, cents, lines };
}

/** The price of each class of day at 17:00, for the calendar's legend (null: on request). */
export function transportPerDay(shipment: TransportChoice['shipment'], tariff: Surcharges): Record<TransportDay, number | null> {
  const at = (day: TransportDay) => transportCost({ shipment, day, hour: DEFAULT_DELIVERY_TIME, pickup: false }, tariff).cents;
  return { normal: at('normal'), combi: at('combi'), rush: at('rush'), red: at('red') };
}
