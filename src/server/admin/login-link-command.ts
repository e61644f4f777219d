import { createOneTimeToken } from '../modules/auth/one-time-tokens.js';
import { AdminError, parseOptions, userByEmail, validEmail, type AdminCommand } from './admin-context.js';

/** login-link <email>: a single-use link, valid 15 minutes, that logs the user in. */
export const loginLink: AdminCommand = async ({ db, config, now }, args) => {
  const { positionals } = parseOptions(args, {}, 1);
  if (positionals.length === 0) throw new AdminError('login-link needs an e-mail address: login-link <email>');
  const email = validEmail(positionals[0]);
  const user = await userByEmail(db, email);
  if (user.active !== 1) throw new AdminError(`${email} is not active`);
  const token = await createOneTimeToken(db, 'login_tokens', user.id, now());
  return `${config.publicUrl}/?token=${token}`;
};
