import { issueAccessToken } from '../../src/server/modules/auth/access-token.js';
import type { TestContext } from './test-app.js';

export async function userIdOf(ctx: TestContext, email: string): Promise<number> {
  const row = await ctx.db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

export async function partnerIdOf(ctx: TestContext, name: string): Promise<number> {
  const row = await ctx.db.kysely.selectFrom('partners').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An access token for a seeded user as the login would issue it: bound to the user's own partner,
 * or for a partner account to the named partner (or to none when `partnerName` is null).
 */
export async function tokenFor(ctx: TestContext, email: string, partnerName?: string | null): Promise<string> {
  const user = await ctx.db.kysely.selectFrom('users').select(['id', 'partner_id']).where('email', '=', email).executeTakeFirstOrThrow();
  let partnerId = user.partner_id;
  if (partnerName === null) partnerId = null;
  else if (partnerName !== undefined) partnerId = await partnerIdOf(ctx, partnerName);
  return issueAccessToken(ctx.services, user.id, partnerId);
}
