import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BreakdownKind } from '../../domain/pricing/types.js';
import type { ShipmentClass, TransportDay, TransportLineCode } from '../../domain/transport/index.js';

/**
 * The customer's names of what a price is made of: the breakdown of a print (DESIGN.md section 7)
 * and the lines of the transport. The cart, the checkout and the order page name them alike.
 */
const BREAKDOWN: Record<BreakdownKind, MessageDescriptor> = {
  material: msg`Materiaal en print`,
  discount: msg`Staffelkorting`,
  welding: msg`Lassen`,
  finish: msg`Afwerkingen`,
  frame: msg`Frames en toebehoren`,
};

const SHIPMENT: Record<ShipmentClass, MessageDescriptor> = {
  parcel: msg`Pakket`,
  long_parcel: msg`Lang pakket`,
  pallet: msg`Pallet`,
};

const DAY: Record<TransportDay, MessageDescriptor> = {
  normal: msg`Normale levertijd`,
  combi: msg`Gecombineerd transport`,
  rush: msg`Spoedlevering`,
  red: msg`Externe koerier`,
};

export const breakdownLabel = (kind: BreakdownKind): string => i18n._(BREAKDOWN[kind]);
export const shipmentLabel = (shipment: ShipmentClass): string => i18n._(SHIPMENT[shipment]);
export const transportDayLabel = (day: TransportDay): string => i18n._(DAY[day]);

/** A line of the transport; the shipment line is named by its class. */
export function transportLineLabel(code: TransportLineCode, shipment: ShipmentClass | null): string {
  switch (code) {
    case 'shipment':
      return shipment ? shipmentLabel(shipment) : i18n._(msg`Transport`);
    case 'combi_discount':
      return i18n._(msg`Korting gecombineerd transport`);
    case 'rush':
      return i18n._(msg`Spoedtoeslag`);
    case 'other_time':
      return i18n._(msg`Levering op een ander tijdstip dan 17:00`);
  }
}
