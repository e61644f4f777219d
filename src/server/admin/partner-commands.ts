import {
  AdminError, parseOptions, partnerName, requiredOption, userByEmail, validEmail, validId, type AdminCommand,
} from './admin-context.js';
import { findPartnerByName, insertPartner, insertUserPartner, mayActForPartner, setUserCompany } from './queries.js';

/** partner:create --name: a customer company (or a partner of a reseller). */
export const createPartner: AdminCommand = async ({ db }, args) => {
  const { values } = parseOptions(args, { name: { type: 'string' } });
  const name = requiredOption(values.name, 'name').trim();
  const duplicate = await findPartnerByName(db, name);
  if (duplicate) throw new AdminError(`a partner named "${name}" already exists (id ${duplicate.id})`);
  return `Created partner ${await insertPartner(db, name)}: ${name}`;
};

/**
 * partner:add-user --partner ID --email: a partner account gets the partner added to its list; a
 * customer is placed in that company (it must not belong to another one yet).
 */
export const addUserToPartner: AdminCommand = async ({ db }, args) => {
  const { values } = parseOptions(args, { partner: { type: 'string' }, email: { type: 'string' } });
  const partnerId = validId(values.partner, 'partner');
  const email = validEmail(values.email);
  const name = await partnerName(db, partnerId);
  const user = await userByEmail(db, email);
  if (user.is_partner_account === 1) {
    if (await mayActForPartner(db, user.id, partnerId)) throw new AdminError(`${email} can already act for ${name}`);
    await insertUserPartner(db, user.id, partnerId);
    return `${email} can now act for ${name} (partner ${partnerId})`;
  }
  if (user.partner_id === partnerId) throw new AdminError(`${email} already belongs to ${name}`);
  if (user.partner_id !== null) {
    throw new AdminError(`${email} belongs to partner ${user.partner_id}; a customer belongs to one company only`);
  }
  await setUserCompany(db, user.id, partnerId);
  return `${email} now belongs to ${name} (partner ${partnerId})`;
};
