import * as v from 'valibot';
import { PartnerDetailsSchema } from '../../domain/company.js';
import { AdminError, parseOptions, validId, type AdminCommand } from './admin-context.js';
import { partnerDetails, updatePartnerDetails } from './queries.js';

const YES_NO: Record<string, boolean> = { yes: true, no: false };

function describe(partner: NonNullable<Awaited<ReturnType<typeof partnerDetails>>>): string {
  const address = [partner.street, `${partner.zip} ${partner.city}`.trim(), partner.country_id].filter(Boolean).join(', ');
  return [
    `partner ${partner.id}: ${partner.name}`,
    `  invoice address: ${address || '(none)'}`,
    `  VAT id: ${partner.vat_id || '(none)'}`,
    `  PO number required: ${partner.po_required === 1 ? 'yes' : 'no'}`,
  ].join('\n');
}

/**
 * partner:update --partner ID [--street S] [--zip Z] [--city C] [--country CC] [--vat-id V]
 * [--po-required yes|no]: the company's invoice address, VAT id and whether its orders need a PO
 * number; what is left out stays as it is. Without changes it shows the company.
 */
export const updatePartner: AdminCommand = async ({ db }, args) => {
  const { values } = parseOptions(args, {
    partner: { type: 'string' }, street: { type: 'string' }, zip: { type: 'string' }, city: { type: 'string' },
    country: { type: 'string' }, 'vat-id': { type: 'string' }, 'po-required': { type: 'string' },
  });
  const partnerId = validId(values.partner, 'partner');
  const current = await partnerDetails(db, partnerId);
  if (!current) throw new AdminError(`no partner with id ${partnerId}`);
  const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
  const poRequired = text(values['po-required']);
  if (poRequired !== undefined && !(poRequired in YES_NO)) throw new AdminError(`--po-required must be yes or no, got "${poRequired}"`);
  const parsed = v.safeParse(PartnerDetailsSchema, {
    street: text(values.street) ?? current.street,
    zip: text(values.zip) ?? current.zip,
    city: text(values.city) ?? current.city,
    country_id: (text(values.country) ?? current.country_id).trim().toUpperCase(),
    vat_id: text(values['vat-id']) ?? current.vat_id,
    po_required: poRequired === undefined ? current.po_required === 1 : YES_NO[poRequired],
  });
  if (!parsed.success) throw new AdminError(parsed.issues.map((issue) => issue.message).join('\n'));
  const details = parsed.output;
  await updatePartnerDetails(db, partnerId, { ...details, po_required: details.po_required ? 1 : 0 });
  const updated = await partnerDetails(db, partnerId);
  return describe(updated!);
};
