import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { getCookie, setCookie } from 'hono/cookie';
import { SignJWT, jwtVerify } from 'jose';
import type { AppEnv } from '../../services.js';

/**
 * "Known device": a signed, long-lived cookie set at a successful password login. A later login of
 * the same account from that browser is counted for that device alone (throttle.ts), so a stranger
 * failing on the account, or on the address the owner shares, does not lock the owner out. It
 * grants nothing else: the password is checked as always.
 */
const DEVICE_COOKIE = 'pp_device';
const COOKIE_PATH = '/api/v1/auth';
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;
const AUDIENCE = 'printportal-device';

/** The device id when the request carries this account's valid device cookie, else null. */
export async function knownDeviceOf(c: Context<AppEnv>, userId: number): Promise<string | null> {
  const cookie = getCookie(c, DEVICE_COOKIE);
  if (!cookie || cookie.length > 1000) return null;
  const { config, now } = c.var.services;
  try {
    const { payload } = await jwtVerify(cookie, config.jwtSecret, {
      algorithms: ['HS256'], audience: AUDIENCE, currentDate: now(), requiredClaims: ['sub', 'exp'],
    });
    return payload.sub === String(userId) && typeof payload.did === 'string' ? payload.did : null;
  } catch {
    return null;
  }
}

/** Sets (or renews) the device cookie after a successful login, keeping a known device's id. */
export async function rememberDevice(c: Context<AppEnv>, userId: number, knownDevice: string | null): Promise<void> {
  const { config, now } = c.var.services;
  const issuedAt = Math.floor(now().getTime() / 1000);
  const cookie = await new SignJWT({ did: knownDevice ?? randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIFETIME_SECONDS)
    .sign(config.jwtSecret);
  setCookie(c, DEVICE_COOKIE, cookie, {
    httpOnly: true, sameSite: 'Strict', path: COOKIE_PATH, secure: config.secureCookies, maxAge: LIFETIME_SECONDS,
  });
}
