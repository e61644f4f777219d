import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../../db/database.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';
import { revokeFamilyTokens } from './revoked-ids.js';
import { ACCESS_TOKEN_SECONDS } from './access-token.js';
import { deleteLoginFamiliesStartedBefore, insertLoginFamily } from './queries/login-families.js';
import {
  deleteFamiliesStartedBefore, familyOfUserToken, findRefreshToken, insertRefreshToken, markRefreshTokenUsed,
  revokeRefreshTokensOfFamily, revokeRefreshTokensOfUser, unrevokedFamiliesOfUser,
} from './queries/refresh-tokens.js';

/**
 * Rotating refresh tokens (DESIGN.md section 5). One login starts a family; every refresh marks the
 * presented token used and issues the next one of the family. Presenting a used token means it was
 * copied: the whole family is revoked, so the thief and the victim both have to log in again.
 */
const REFRESH_COOKIE = 'pp_refresh';
const COOKIE_PATH = '/api/v1/auth';
const IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedRefresh {
  token: string;
  expiresAt: Date;
  /** The login the token belongs to; access tokens issued with it carry it too. */
  familyId: string;
}

interface RotatedRefresh extends IssuedRefresh {
  userId: number;
  partnerId: number | null;
}

async function insertToken(
  db: Kysely<Database>,
  family: { id: string; startedAt: Date; userId: number; partnerId: number | null },
  now: Date,
): Promise<IssuedRefresh> {
  const token = newSecretToken();
  const expiresAt = new Date(Math.min(now.getTime() + IDLE_MS, family.startedAt.getTime() + ABSOLUTE_MS));
  await insertRefreshToken(db, {
    family_id: family.id,
    user_id: family.userId,
    partner_id: family.partnerId,
    token_hash: hashSecretToken(token),
    family_started_at: family.startedAt.toISOString(),
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    used_at: null,
    revoked_at: null,
  });
  return { token, expiresAt, familyId: family.id };
}

/**
 * A fresh login: a new family with its first token. Families past their lifetime are pruned here
 * (logins are rare next to refreshes, and cost a scrypt check anyway).
 */
export async function startFamily(db: Kysely<Database>, userId: number, partnerId: number | null, now: Date): Promise<IssuedRefresh> {
  const dead = new Date(now.getTime() - ABSOLUTE_MS).toISOString();
  await deleteFamiliesStartedBefore(db, dead);
  // The last access token of a login may outlive its last refresh by a token lifetime.
  await deleteLoginFamiliesStartedBefore(db, new Date(now.getTime() - ABSOLUTE_MS - ACCESS_TOKEN_SECONDS * 1000).toISOString());
  const familyId = newSecretToken();
  await insertLoginFamily(db, familyId, userId, now.toISOString());
  return insertToken(db, { id: familyId, startedAt: now, userId, partnerId }, now);
}

/** Ends a login: its refresh tokens and, at once, the access tokens issued with them. */
export async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await revokeFamilyTokens(db, familyId, now);
  await revokeRefreshTokensOfFamily(db, familyId, now.toISOString());
}

/** Ends every login of the user but `keep` (null: every one), each with its access tokens. */
export async function revokeOtherFamilies(db: Kysely<Database>, userId: number, keep: string | null, now: Date): Promise<void> {
  for (const familyId of await unrevokedFamiliesOfUser(db, userId)) {
    if (familyId !== keep) await revokeFamily(db, familyId, now);
  }
}

export async function revokeAllFamilies(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await revokeRefreshTokensOfUser(db, userId, now.toISOString());
}

/**
 * Trades a refresh token for the next one of its family (optionally bound to another partner).
 * Null when the token is unknown, revoked, expired (idle or absolute) or re-used; re-use revokes
 * the family.
 */
export async function rotateRefresh(
  db: Kysely<Database>,
  token: string,
  now: Date,
  bindPartner?: { partnerId: number | null },
): Promise<RotatedRefresh | null> {
  const row = await findRefreshToken(db, hashSecretToken(token));
  if (!row || row.revoked_at) return null;
  if (row.used_at) {
    await revokeFamily(db, row.family_id, now);
    return null;
  }
  const startedAt = new Date(row.family_started_at);
  if (now >= new Date(row.expires_at) || now.getTime() >= startedAt.getTime() + ABSOLUTE_MS) return null;
  if (!(await markRefreshTokenUsed(db, row.id, now.toISOString()))) {
    // Another request used it between our read and write: the same theft signal.
    await revokeFamily(db, row.family_id, now);
    return null;
  }
  const partnerId = bindPartner ? bindPartner.partnerId : row.partner_id;
  const next = await insertToken(db, { id: row.family_id, startedAt, userId: row.user_id, partnerId }, now);
  return { ...next, userId: row.user_id, partnerId };
}

/** The family of a presented token if it belongs to the user (used by logout). */
export function familyOf(db: Kysely<Database>, token: string, userId: number): Promise<string | null> {
  return familyOfUserToken(db, hashSecretToken(token), userId);
}

export function readRefreshCookie(c: Context): string | null {
  const value = getCookie(c, REFRESH_COOKIE);
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

export function setRefreshCookie(c: Context, issued: IssuedRefresh, now: Date, secure: boolean): void {
  setCookie(c, REFRESH_COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: COOKIE_PATH,
    secure,
    maxAge: Math.max(0, Math.floor((issued.expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearRefreshCookie(c: Context, secure: boolean): void {
  deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH, secure, httpOnly: true, sameSite: 'Strict' });
}
