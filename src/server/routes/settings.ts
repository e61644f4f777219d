import { Hono } from 'hono';
import type { AppEnv } from '../services.js';
import { SettingsFormSchema } from '../../domain/settings.js';
import { invalid, unauthenticated, type FieldErrors } from '../http/errors.js';
import { validBody } from '../http/validate.js';
import { requireAuth } from '../auth/require-auth.js';
import { findAccount, userPayload } from '../auth/user-payload.js';

/**
 * GET /settings and PUT /settings: the user's own name, contact details, language and preferences.
 * Both answer `{ user, settings }` (the shapes of the login answer) so the browser can swap them in.
 */
export function settingsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/settings', requireAuth);

  routes.get('/settings', async (c) => {
    const { db } = c.var.services;
    const account = await findAccount(db.kysely, c.var.auth.userId);
    if (!account) throw unauthenticated();
    return c.json(await userPayload(db.kysely, account, c.var.auth.partnerId));
  });

  routes.put('/settings', async (c) => {
    const { db } = c.var.services;
    const { userId, partnerId } = c.var.auth;
    const form = await validBody(c, SettingsFormSchema);
    const errors: FieldErrors = {};
    const sameEmail = await db.kysely
      .selectFrom('users').select('id').where('email', '=', form.email).where('id', '!=', userId).executeTakeFirst();
    if (sameEmail) errors.email = ['email is already in use'];
    if (form.default_address_id !== null) {
      // Only a delivery address of the partner this session acts for may be the default.
      const address = partnerId === null ? undefined : await db.kysely
        .selectFrom('addresses').select('id')
        .where('id', '=', form.default_address_id).where('partner_id', '=', partnerId)
        .executeTakeFirst();
      if (!address) errors.default_address_id = ['default_address_id must be one of your addresses'];
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);

    await db.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('users')
        .set({ name: form.name, email: form.email, phone: form.phone, lang: form.lang })
        .where('id', '=', userId).execute();
      await trx.updateTable('user_settings')
        .set({
          approve_pdf: form.approve_pdf ? 1 : 0,
          pickup_default: form.pickup_default ? 1 : 0,
          zoom_text: form.zoom_text ? 1 : 0,
          default_address_id: form.default_address_id,
        })
        .where('user_id', '=', userId).execute();
    });
    const account = await findAccount(db.kysely, userId);
    if (!account) throw unauthenticated();
    return c.json(await userPayload(db.kysely, account, partnerId));
  });
  return routes;
}
