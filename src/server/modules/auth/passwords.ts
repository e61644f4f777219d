import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

/** DESIGN.md section 5: scrypt N = 2^17, r = 8, p = 1 (128 MiB per hash). */
export const DEFAULT_SCRYPT_COST = 2 ** 17;
const COST_VARIABLE = 'SCRYPT_COST';
const LOWEST_COST = 2 ** 14;
const HIGHEST_COST = 2 ** 20;

/**
 * The cost new password hashes get: `SCRYPT_COST` may raise it as machines get faster (a hash keeps
 * its own cost, so stored passwords keep working), or lower it for a test server whose logins are
 * its slowest step; it must be a power of two from 2^14 to 2^20, else the server does not start.
 */
export function loadScryptCost(env: NodeJS.ProcessEnv): number {
  const raw = env[COST_VARIABLE];
  if (raw === undefined || raw === '') return DEFAULT_SCRYPT_COST;
  const value = Number(raw);
  const powerOfTwo = Number.isInteger(value) && value > 0 && (value & (value - 1)) === 0;
  if (!powerOfTwo || value < LOWEST_COST || value > HIGHEST_COST) {
    throw new Error(`${COST_VARIABLE} must be a power of two from ${LOWEST_COST} to ${HIGHEST_COST} (default ${DEFAULT_SCRYPT_COST}), not "${raw}"`);
  }
  return value;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolvePromise(key),
    );
  });
}

function optionsFor(cost: number): ScryptOptions {
  return { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 + 1024 * 1024 };
}

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash so the cost can grow later. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(cost));
  return ['scrypt', cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, , , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), optionsFor(Number(cost)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check so an unknown e-mail cannot be told from a wrong password. */
export async function verifyAgainstDummy(password: string, cost: number): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password', cost);
  await verifyPassword(password, await dummyHash);
  return false;
}
