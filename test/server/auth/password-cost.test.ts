import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.js';
import { DEFAULT_SCRYPT_COST, hashPassword, verifyPassword } from '../../../src/server/modules/auth/passwords.js';

const base = { JWT_SECRET: 'x'.repeat(40) };

describe('the scrypt cost of new password hashes (SCRYPT_COST)', () => {
  it('is 2^17 unless set, and takes a power of two from 2^14 to 2^20', () => {
    expect(loadConfig(base).scryptCost).toBe(DEFAULT_SCRYPT_COST);
    expect(DEFAULT_SCRYPT_COST).toBe(131_072);
    expect(loadConfig({ ...base, SCRYPT_COST: '16384' }).scryptCost).toBe(16_384);
    expect(loadConfig({ ...base, SCRYPT_COST: '1048576' }).scryptCost).toBe(1_048_576);
  });

  it('refuses to start on a cost that is too weak, too heavy or not a power of two', () => {
    for (const bad of ['8192', '2097152', '100000', '2^17', '-16384', 'lots']) {
      expect(() => loadConfig({ ...base, SCRYPT_COST: bad }), bad).toThrow(/SCRYPT_COST must be a power of two from 16384 to 1048576/);
    }
  });

  it('keeps a stored hash valid after the cost changes: a hash carries its own cost', async () => {
    const cheap = await hashPassword('Drukwerk2026!', 2 ** 14);
    expect(cheap.split('$')[1]).toBe('16384');
    expect(await verifyPassword('Drukwerk2026!', cheap)).toBe(true);
    expect(await verifyPassword('drukwerk2026!', cheap)).toBe(false);
  });
});
