import { toCents } from '../../domain/money.js';
import { SHIPMENT_CLASSES, type ShipmentClass, type SurchargeCode } from '../../domain/transport/index.js';
import { loadTransportTariff, setTransportRate, setTransportSetting } from '../modules/checkout/queries/transport-tariff.js';
import { priceRequestedTransport } from '../modules/orders/queries/order-transport.js';
import { AdminError, parseOptions, positionalId, type AdminCommand } from './admin-context.js';

const EUROS = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;

function euroCents(value: unknown, name: string): number {
  const raw = typeof value === 'string' ? value.trim() : '';
  if (!EUROS.test(raw)) throw new AdminError(`--${name} must be an amount in euros like 9.95, got "${raw}"`);
  return toCents(Number(raw.replace(',', '.')));
}

/** A whole number, or "none" for no limit (null). */
function limit(value: unknown, name: string, factor: number): number | null {
  const raw = typeof value === 'string' ? value.trim() : '';
  if (raw === 'none') return null;
  if (!WHOLE.test(raw)) throw new AdminError(`--${name} must be a whole number or "none", got "${raw}"`);
  return Number(raw) * factor;
}

const euros = (cents: number) => `EUR ${(cents / 100).toFixed(2)}`;
const mm = (value: number | null) => (value === null ? 'any length' : `up to ${value} mm`);
const kg = (value: number | null) => (value === null ? 'any weight' : `up to ${value / 1000} kg`);

/** transport:list: the tariff as the portal prices with it now. */
export const listTransport: AdminCommand = async ({ db }, args) => {
  parseOptions(args, {});
  const tariff = await loadTransportTariff(db);
  return [
    ...tariff.rates.map((rate) => `${rate.shipment.padEnd(12)} ${euros(rate.price_cents).padStart(11)}  ${mm(rate.max_length_mm)}, ${kg(rate.max_weight_g)}`),
    `combi        -${tariff.combi_discount_pct} % on combined-transport days`,
    `rush         + ${euros(tariff.rush_cents)} per shipment`,
    `other-time   + ${euros(tariff.other_time_cents)} for a delivery time other than 17:00`,
    `frame        ${tariff.frame_g_per_m} g per metre of frame perimeter`,
  ].join('\n');
};

const EXTRAS: Record<string, { code: SurchargeCode; option: string; read: (value: unknown) => number }> = {
  rush: { code: 'rush_cents', option: 'price', read: (value) => euroCents(value, 'price') },
  'other-time': { code: 'other_time_cents', option: 'price', read: (value) => euroCents(value, 'price') },
  combi: {
    code: 'combi_discount_pct', option: 'discount',
    read: (value) => {
      const pct = limit(value, 'discount', 1);
      if (pct === null || pct > 100) throw new AdminError('--discount must be a percentage from 0 to 100');
      return pct;
    },
  },
  frame: {
    code: 'frame_g_per_m', option: 'grams-per-metre',
    read: (value) => {
      const grams = limit(value, 'grams-per-metre', 1);
      if (grams === null) throw new AdminError('--grams-per-metre must be a whole number');
      return grams;
    },
  },
};

/**
 * transport:set <parcel|long_parcel|pallet> [--price E] [--max-length MM|none] [--max-weight KG|none]
 * transport:set rush|other-time --price E; combi --discount PCT; frame --grams-per-metre G
 */
export const setTransport: AdminCommand = async ({ db }, args) => {
  const { values, positionals } = parseOptions(args, {
    price: { type: 'string' }, 'max-length': { type: 'string' }, 'max-weight': { type: 'string' },
    discount: { type: 'string' }, 'grams-per-metre': { type: 'string' },
  }, 1);
  const what = positionals[0] ?? '';
  const extra = Object.hasOwn(EXTRAS, what) ? EXTRAS[what] : undefined;
  if (extra) {
    const value = (values as Record<string, unknown>)[extra.option];
    if (value === undefined) throw new AdminError(`--${extra.option} is required for ${what}`);
    await setTransportSetting(db, extra.code, extra.read(value));
  } else if ((SHIPMENT_CLASSES as readonly string[]).includes(what)) {
    const current = (await loadTransportTariff(db)).rates.find((rate) => rate.shipment === what);
    if (!current) throw new AdminError(`the tariff has no ${what} class`);
    const changed = await setTransportRate(db, {
      shipment: what as ShipmentClass,
      price_cents: values.price === undefined ? current.price_cents : euroCents(values.price, 'price'),
      max_length_mm: values['max-length'] === undefined ? current.max_length_mm : limit(values['max-length'], 'max-length', 1),
      max_weight_g: values['max-weight'] === undefined ? current.max_weight_g : limit(values['max-weight'], 'max-weight', 1000),
    });
    if (changed !== 1) throw new AdminError(`the tariff has no ${what} class`);
  } else {
    throw new AdminError(`transport:set needs one of ${[...SHIPMENT_CLASSES, ...Object.keys(EXTRAS)].join(', ')}, got "${what}"`);
  }
  return `${await listTransport({ db } as Parameters<AdminCommand>[0], [])}\n(the portal prices with it within 10 seconds)`;
};

/** order:transport <id> --price E: the price of a transport that was on request (a red date). */
export const priceOrderTransport: AdminCommand = async ({ db }, args) => {
  const { values, positionals } = parseOptions(args, { price: { type: 'string' } }, 1);
  const orderId = positionalId(positionals[0], 'order id');
  if (values.price === undefined) throw new AdminError('--price is required');
  const cents = euroCents(values.price, 'price');
  const outcome = await priceRequestedTransport(db, orderId, cents);
  if (outcome === 'missing') throw new AdminError(`no order with id ${orderId}`);
  if (outcome === 'not_on_request') throw new AdminError(`order ${orderId} has no transport on request`);
  if (outcome === 'invoiced') throw new AdminError(`order ${orderId} is invoiced already; its total cannot change`);
  return `order ${orderId}: transport ${euros(cents)}, added to its total`;
};
