import { hashPassword } from '../modules/auth/passwords.js';
import { endAllSessions } from '../modules/auth/session-cutoff.js';
import { findAccountByEmail, setPasswordHash } from '../modules/auth/queries/users.js';
import { insertUser } from './queries.js';
import {
  AdminError, parseOptions, partnerName, requiredOption, userByEmail, validEmail, validId, validPassword,
  type AdminCommand,
} from './admin-context.js';

/**
 * user:create --email --name --password [--partner ID] [--lang nl|en] [--partner-account]
 * [--can-choose-purchaser]. A customer belongs to --partner; a partner account gets --partner as the
 * first partner of its list (add more with partner:add-user).
 */
export const createUser: AdminCommand = async ({ db, config, now }, args) => {
  const { values } = parseOptions(args, {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    partner: { type: 'string' },
    lang: { type: 'string', default: 'nl' },
    'partner-account': { type: 'boolean', default: false },
    'can-choose-purchaser': { type: 'boolean', default: false },
  });
  const email = validEmail(values.email);
  const name = requiredOption(values.name, 'name').trim();
  const password = validPassword(values.password);
  const lang = String(values.lang);
  if (lang !== 'nl' && lang !== 'en') throw new AdminError(`--lang must be nl or en, got "${lang}"`);
  const isPartnerAccount = values['partner-account'] === true;
  if (!isPartnerAccount && values.partner === undefined) {
    throw new AdminError('--partner is required for a customer (or give --partner-account)');
  }
  const partnerId = values.partner === undefined ? null : validId(values.partner, 'partner');
  const company = partnerId === null ? null : await partnerName(db, partnerId);
  const existing = await findAccountByEmail(db, email);
  if (existing) throw new AdminError(`a user with e-mail ${email} already exists (id ${existing.id})`);

  const passwordHash = await hashPassword(password, config.scryptCost);
  const id = await insertUser(db, {
    name, email, phone: '', lang, password_hash: passwordHash,
    partner_id: isPartnerAccount ? null : partnerId,
    is_partner_account: isPartnerAccount ? 1 : 0,
    active: 1,
    created_at: now().toISOString(),
  }, {
    pickup_default: 0, approve_pdf: 0, zoom_text: 0,
    can_choose_purchaser: values['can-choose-purchaser'] === true ? 1 : 0,
    seen_specs: 0, default_address_id: null,
  }, isPartnerAccount ? partnerId : null);
  const kind = isPartnerAccount ? 'partner account' : 'user';
  return `Created ${kind} ${id}: ${name} <${email}>${company ? ` for ${company} (partner ${partnerId})` : ''}`;
};

/** user:password --email --password: sets the password and ends every session of that user. */
export const setPassword: AdminCommand = async ({ db, config, now }, args) => {
  const { values } = parseOptions(args, { email: { type: 'string' }, password: { type: 'string' } });
  const email = validEmail(values.email);
  const password = validPassword(values.password);
  const user = await userByEmail(db, email);
  const passwordHash = await hashPassword(password, config.scryptCost);
  await setPasswordHash(db, user.id, passwordHash);
  await endAllSessions(db, user.id, now());
  return `Password of ${email} changed; all of their sessions have been ended`;
};
