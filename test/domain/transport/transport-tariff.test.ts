import { describe, expect, it } from 'vitest';
import {
  COMPANY_TARIFF, materialOf, shipmentClassOf, shipmentOf, transportCost, transportDayOf, transportPerDay,
  type PackedPrint, type TransportChoice,
} from '../../../src/domain/transport/index.js';

const line = (width: number, height: number, quantity = 1, over: Partial<PackedPrint['copies'][number]> = {}) => ({
  originals: 1, quantity, width, height, sides: 1, abaa: 1, ...over,
});
const banner = (copies: PackedPrint['copies'], density = '510 g/m²'): PackedPrint => ({ kind: 'sheet', density, copies });
const classOf = (prints: PackedPrint[]) => shipmentClassOf(shipmentOf(prints, COMPANY_TARIFF), COMPANY_TARIFF);

describe('material: grams per m² and packing from the catalogue density', () => {
  it.each([
    ['sheet', '510 g/m²', 510, 'rolled'],
    ['sheet', '115 g/m2', 115, 'rolled'],
    ['sheet', '80 µm', 160, 'rolled'],
    ['piece', '16 mm', 1280, 'flat'],
    ['frame', '220 g/m²', 220, 'flat'],
    ['sheet', '', 600, 'rolled'],
  ] as const)('%s "%s" -> %d g/m², %s', (kind, density, grams, packing) => {
    expect(materialOf(kind, density)).toEqual({ gPerM2: grams, packing });
  });
});

describe('shipment size and weight', () => {
  it('rolls a banner: its shorter side is the parcel length; weight is density x area x pieces', () => {
    expect(shipmentOf([banner([line(5000, 1000, 2)])], COMPANY_TARIFF)).toEqual({ longest_mm: 1000, weight_g: 5100, needs_pallet: false });
  });

  it('lays a board flat: its longer side counts', () => {
    const board: PackedPrint = { kind: 'piece', density: '16 mm', copies: [line(1000, 2000, 1, { sides: 2, abaa: 2 })] };
    expect(shipmentOf([board], COMPANY_TARIFF)).toEqual({ longest_mm: 2000, weight_g: 2560, needs_pallet: false });
  });

  it('weighs a frame by its profile and fabric; a base plate needs a pallet', () => {
    const frame: PackedPrint = { kind: 'frame', density: '200 g/m²', copies: [line(1000, 1000, 2)], frames: [{ base: null }] };
    expect(shipmentOf([frame], COMPANY_TARIFF)).toEqual({ longest_mm: 1000, weight_g: 2 * (4 * 900 + 200), needs_pallet: false });
    expect(shipmentOf([{ ...frame, frames: [{ base: 7 }] }], COMPANY_TARIFF).needs_pallet).toBe(true);
  });

  it('takes the longest print and the total weight of the cart', () => {
    const shipment = shipmentOf([banner([line(800, 600)]), banner([line(3000, 2000)], '200 g/m²')], COMPANY_TARIFF);
    expect(shipment).toEqual({ longest_mm: 2000, weight_g: Math.ceil(0.48 * 510 + 6 * 200), needs_pallet: false });
  });

  it('is empty for an empty cart', () => {
    expect(shipmentOf([], COMPANY_TARIFF)).toEqual({ longest_mm: 0, weight_g: 0, needs_pallet: false });
  });
});

describe('shipment class by the longest side and the weight (DESIGN.md section 7)', () => {
  it.each([
    ['1500 mm roll, light: parcel', [banner([line(4000, 1500)])], 'parcel', 995],
    ['1501 mm roll: long parcel', [banner([line(4000, 1501)])], 'long_parcel', 2450],
    ['3200 mm roll: long parcel', [banner([line(5000, 3200)])], 'long_parcel', 2450],
    ['3201 mm flat board: pallet', [{ kind: 'piece', density: '16 mm', copies: [line(3201, 500)] } as PackedPrint], 'pallet', 7900],
    ['short but 30.1 kg: long parcel', [banner([line(1000, 1000, 59)])], 'long_parcel', 2450],
    ['exactly 30 kg: parcel', [banner([line(1000, 1000, 60)], '500 g/m²')], 'parcel', 995],
    ['over 60 kg: pallet', [banner([line(1000, 1000, 121)], '500 g/m²')], 'pallet', 7900],
  ] as const)('%s', (_label, prints, shipment, cents) => {
    expect(classOf([...prints])).toEqual({ shipment, price_cents: cents });
  });

  it('puts frames on base plates on a pallet, however small', () => {
    const frame: PackedPrint = { kind: 'frame', density: '220 g/m²', copies: [line(600, 600, 2)], frames: [{ base: 3 }] };
    expect(classOf([frame])).toEqual({ shipment: 'pallet', price_cents: 7900 });
  });

  it('follows a tariff staff changed', () => {
    const tariff = { ...COMPANY_TARIFF, rates: [{ shipment: 'parcel' as const, max_length_mm: 2000, max_weight_g: 10_000, price_cents: 1200 }, COMPANY_TARIFF.rates[2]!] };
    expect(shipmentClassOf({ longest_mm: 1800, weight_g: 9000, needs_pallet: false }, tariff)).toEqual({ shipment: 'parcel', price_cents: 1200 });
    expect(shipmentClassOf({ longest_mm: 1800, weight_g: 10_001, needs_pallet: false }, tariff)).toEqual({ shipment: 'pallet', price_cents: 7900 });
  });
});

describe('transport cost of a day', () => {
  const parcel = { shipment: 'parcel', price_cents: 995 } as const;
  const pallet = { shipment: 'pallet', price_cents: 7900 } as const;
  const cost = (over: Partial<TransportChoice>) => transportCost({ shipment: parcel, day: 'normal', hour: 17, pickup: false, ...over }, COMPANY_TARIFF);

  it.each([
    ['normal day, 17:00', {}, 995],
    ['combined transport: 35 % off', { day: 'combi' }, 995 - 348],
    ['pallet on a combined day', { shipment: pallet, day: 'combi' }, 7900 - 2765],
    ['rush: + 35.00', { day: 'rush' }, 995 + 3500],
    ['normal day at 9:00: + 15.00', { hour: 9 }, 995 + 1500],
    ['rush at 12:00', { day: 'rush', hour: 12 }, 995 + 3500 + 1500],
    ['combined at 15:00: the discount is on the shipment only', { day: 'combi', hour: 15 }, 995 - 348 + 1500],
  ] as const)('%s', (_label, over, cents) => {
    const answer = cost(over);
    expect(answer.cents).toBe(cents);
    expect(answer.lines.reduce((sum, entry) => sum + entry.cents, 0)).toBe(cents);
  });

  it('lists each charge as its own line', () => {
    expect(cost({ day: 'rush', hour: 9 }).lines).toEqual([
      { code: 'shipment', cents: 995 }, { code: 'rush', cents: 3500 }, { code: 'other_time', cents: 1500 },
    ]);
  });

  it('a red date is on request, whatever the hour', () => {
    expect(cost({ day: 'red', hour: 9 })).toEqual({ kind: 'on_request', cents: null, lines: [] });
  });

  it('pickup is free, even on a rush or red day at another hour', () => {
    for (const day of ['normal', 'rush', 'red', 'combi'] as const) {
      expect(cost({ day, hour: 9, pickup: true })).toEqual({ kind: 'pickup', cents: 0, lines: [] });
    }
  });

  it('prices each class of day for the calendar', () => {
    expect(transportPerDay(parcel, COMPANY_TARIFF)).toEqual({ normal: 995, combi: 647, rush: 4495, red: null });
  });
});

describe('class of day', () => {
  it.each([
    [{ dateClass: 'red', isCombi: false }, 'red'],
    [{ dateClass: 'warning', isCombi: false }, 'rush'],
    [{ dateClass: 'normal', isCombi: true }, 'combi'],
    [{ dateClass: 'normal', isCombi: false }, 'normal'],
  ] as const)('%o -> %s', (day, expected) => {
    expect(transportDayOf(day)).toBe(expected);
  });
});
