import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../services.js';
import { SettingsFormSchema } from '../../../domain/settings.js';
import { invalid, unauthenticated, type FieldErrors } from '../../platform/http/errors.js';
import { jsonOf } from '../../platform/http/validate.js';
import { requireAuth } from '../auth/require-auth.js';
import { userPayload } from '../auth/user-payload.js';
import { findAccount } from '../auth/queries/users.js';
import { currentPasswordErrors } from '../auth/current-password.js';
import { confirmEmailChange, requestEmailChange } from '../auth/email-change.js';
import { addressRoutes } from './address-routes.js';
import { isAddressOfPartner, saveSettings } from './queries.js';
import { rule, ruleText, RULE_TEXTS } from '../../../domain/texts/rule-texts.js';
import { word } from '../../../domain/texts/text.js';

const ConfirmEmailSchema = v.strictObject(
  { token: v.pipe(v.string(rule.required('token')), v.nonEmpty(rule.required('token')), v.maxLength(200, rule.maxLength('token', 200))) },
  'body must be an object with a token',
);

/**
 * GET /settings and PUT /settings: the user's own name, contact details, language and preferences.
 * Both answer `{ user, settings }` (the shapes of the login answer) so the browser can swap them in.
 * A new e-mail address needs the current password and changes only once confirmed through the
 * link mailed to it (POST /settings/email): the answer is the same whether or not it is taken.
 */
function settingsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/settings', requireAuth);
  routes.use('/settings/*', requireAuth);

  routes.get('/settings', async (c) => {
    const { db } = c.var.services;
    const account = await findAccount(db.kysely, c.var.auth.userId);
    if (!account) throw unauthenticated();
    return c.json(await userPayload(db.kysely, account, c.var.auth.partnerId));
  });

  routes.put('/settings', jsonOf(SettingsFormSchema), async (c) => {
    const { db } = c.var.services;
    const { userId, partnerId } = c.var.auth;
    const form = c.req.valid('json');
    const account = await findAccount(db.kysely, userId);
    if (!account) throw unauthenticated();
    const errors: FieldErrors = {};
    const newEmail = form.email !== account.email;
    if (newEmail) {
      const passwordErrors = await currentPasswordErrors(c, account, form.current_password);
      if (passwordErrors) errors.current_password = passwordErrors;
    }
    if (form.default_address_id !== null) {
      // Only a delivery address of the partner this session acts for may be the default.
      const own = partnerId !== null && (await isAddressOfPartner(db.kysely, form.default_address_id, partnerId));
      if (!own) errors.default_address_id = [word(ruleText(RULE_TEXTS.choice, 'default_address_id'))];
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);

    await saveSettings(db.kysely, userId, { name: form.name, phone: form.phone, lang: form.lang }, {
      approve_pdf: form.approve_pdf ? 1 : 0,
      pickup_default: form.pickup_default ? 1 : 0,
      zoom_text: form.zoom_text ? 1 : 0,
      default_address_id: form.default_address_id,
      ...(form.mails ? { mail_files_reminder: form.mails.files_reminder ? 1 : 0, mail_shipped: form.mails.shipped ? 1 : 0 } : {}),
    });
    const saved = await findAccount(db.kysely, userId);
    if (!saved) throw unauthenticated();
    if (newEmail) await requestEmailChange(c.var.services, saved, form.email);
    return c.json(await userPayload(db.kysely, saved, partnerId));
  });

  routes.post('/settings/email', jsonOf(ConfirmEmailSchema), async (c) => {
    const { db } = c.var.services;
    const { userId, partnerId } = c.var.auth;
    const { token } = c.req.valid('json');
    await confirmEmailChange(c.var.services, c.var.auth, token);
    const account = await findAccount(db.kysely, userId);
    if (!account) throw unauthenticated();
    return c.json(await userPayload(db.kysely, account, partnerId));
  });
  return routes;
}

/** The user's own settings and the partner's address book. */
export function accountRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/', settingsRoutes());
  routes.route('/', addressRoutes());
  return routes;
}
