import { ApiError } from '../platform/http/errors.js';
import type { OrderKind, OrderState } from '../../domain/orders.js';
import { applyAction } from '../modules/orders/change-state.js';
import { ORDER_FLOW } from '../modules/orders/transitions.js';
import { AdminError, parseOptions, positionalId, type AdminCommand } from './admin-context.js';
import { fileFlags } from './file-commands.js';
import { findInvoiceByNumber, invoiceOfOrder, markInvoicePaid, newestOrders, orderState } from './queries.js';
import { trackingOption } from './tracking-option.js';
import { DEMO_COMPANY } from '../modules/documents/company.js';

/**
 * order:advance <id> [--tracking-code C] [--tracking-url U]: one stage on (DESIGN.md section 9); at
 * transport the tracking is stored and the shipped mail queued, at invoicing the invoice is made
 * and mailed.
 */
export const advanceOrder: AdminCommand = async ({ db, now, config }, args) => {
  const { positionals, values } = parseOptions(args, { 'tracking-code': { type: 'string' }, 'tracking-url': { type: 'string' } }, 1);
  const orderId = positionalId(positionals[0], 'order id');
  const tracking = trackingOption(values['tracking-code'], values['tracking-url']);
  const before = await orderState(db, orderId);
  if (tracking && before !== 'warehouse') {
    throw new AdminError(`order ${orderId} is in ${before ?? 'no state'}: tracking is given with the step from warehouse to transport`);
  }
  try {
    // From the stage read here only: two advances started at once move the order one stage, not two.
    const mails = { publicUrl: config.publicUrl, company: config.company ?? DEMO_COMPANY, ...(tracking ? { tracking } : {}) };
    const scope = { partnerId: null, actor: 'admin', seenState: before, paymentDays: config.company?.paymentDays, mails };
    const changed = await applyAction(db, orderId, 'advance', scope, now());
    let line = `order ${orderId}: ${before} -> ${changed.state}`;
    if (changed.state === 'transport') line += tracking ? '; tracking stored, shipped mail queued' : '; shipped mail queued (no tracking given)';
    if (changed.state === 'invoicing') {
      const invoice = await invoiceOfOrder(db, orderId);
      if (invoice) line += `; invoice ${invoice.number} made (EUR ${(invoice.amount_total / 100).toFixed(2)} incl. 21% VAT) and mailed`;
    }
    return line;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const current = await orderState(db, orderId);
      throw new AdminError(`order ${orderId} moved on from ${before} to ${current} meanwhile (advanced by someone else); not advanced again`);
    }
    if (error instanceof ApiError) {
      throw new AdminError(error.status === 404 ? `no order with id ${orderId}` : `order ${orderId} (${before}): ${error.message}`);
    }
    throw error;
  }
};

const KINDS = ['order', 'quote', 'template'];
const STATES: string[] = [...ORDER_FLOW, 'quote', 'template'];

/** order:list [--state S] [--kind K] [--limit N]: newest first, one line per order, with the worst file check. */
export const listOrders: AdminCommand = async ({ db }, args) => {
  const { values } = parseOptions(args, { state: { type: 'string' }, kind: { type: 'string' }, limit: { type: 'string' } });
  const state = values.state === undefined ? undefined : String(values.state);
  const kind = values.kind === undefined ? undefined : String(values.kind);
  if (state !== undefined && !STATES.includes(state)) throw new AdminError(`--state must be one of ${STATES.join(', ')}`);
  if (kind !== undefined && !KINDS.includes(kind)) throw new AdminError(`--kind must be one of ${KINDS.join(', ')}`);
  const limitText = values.limit === undefined ? '50' : String(values.limit);
  if (!/^[1-9]\d{0,3}$/.test(limitText)) throw new AdminError(`--limit must be a whole number from 1 to 9999, got "${limitText}"`);
  const rows = await newestOrders(db, { state: state as OrderState | undefined, kind: kind as OrderKind | undefined, limit: Number(limitText) });
  if (rows.length === 0) return 'no orders';
  const flags = await fileFlags(db, rows.map((row) => row.id));
  return rows.map((row) => [
    String(row.id).padStart(6), row.kind.padEnd(8), (row.deactivated_at ? 'deactivated' : row.state).padEnd(17),
    `files:${flags.get(row.id) ?? '-'}`.padEnd(13),
    row.created_at.slice(0, 10), `EUR ${(row.total_cents / 100).toFixed(2)}`.padStart(13), ` ${row.name} | ${row.reference}`
      + (row.po_number ? ` | PO ${row.po_number}` : '') + (row.cost_centre ? ` | cost centre ${row.cost_centre}` : ''),
  ].join(' ')).join('\n');
};

/** invoice:pay <number>: marks an open invoice paid. */
export const payInvoice: AdminCommand = async ({ db, now }, args) => {
  const { positionals } = parseOptions(args, {}, 1);
  const number = positionals[0]?.trim() ?? '';
  if (number === '') throw new AdminError('invoice number is required (e.g. invoice:pay F2026-000001)');
  const invoice = await findInvoiceByNumber(db, number);
  if (!invoice) throw new AdminError(`no invoice with number "${number}"`);
  if (invoice.state === 'paid') throw new AdminError(`invoice ${number} is already paid`);
  await markInvoicePaid(db, invoice.id, now().toISOString());
  return `invoice ${number} is paid`;
};
